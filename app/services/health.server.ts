import { z } from "zod";
import { upstream } from "~/services/client.server";

/** A cheap call with a short timeout: does the studio API answer? */
export async function upstreamHealthy(): Promise<boolean> {
  try {
    await upstream({ path: "categories/categories.php", schema: z.unknown(), timeoutMs: 2_000 });
    return true;
  } catch {
    return false;
  }
}
