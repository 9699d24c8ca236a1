import { z } from "zod";
import { upstream } from "~/services/client.server";

/** How long one answer of the upstream check is reused: /healthz never hammers the API. */
export const HEALTH_CACHE_MS = 5_000;

let last: { at: number; healthy: boolean } | undefined;
let checking: Promise<boolean> | undefined;

async function check(): Promise<boolean> {
  try {
    await upstream({ path: "categories/categories.php", schema: z.unknown(), timeoutMs: 2_000 });
    return true;
  } catch {
    return false;
  }
}

/** A cheap call with a short timeout: does the studio API answer? Reused for HEALTH_CACHE_MS, one check at a time. */
export async function upstreamHealthy(now = Date.now()): Promise<boolean> {
  if (last && now - last.at < HEALTH_CACHE_MS) return last.healthy;
  checking ??= check()
    .then((healthy) => {
      last = { at: Date.now(), healthy };
      return healthy;
    })
    .finally(() => {
      checking = undefined;
    });
  return checking;
}

/** Forgets the last answer (tests). */
export function resetHealth(): void {
  last = undefined;
}
