import { json } from "@remix-run/node";
import { RESOURCE_HEADERS } from "~/security-headers.server";
import { upstreamHealthy } from "~/services/health.server";

export async function loader() {
  const upstream = await upstreamHealthy();
  return json(
    { status: "ok", upstream: upstream ? "up" : "down", time: new Date().toISOString() },
    { headers: { ...RESOURCE_HEADERS, "Cache-Control": "no-store" } },
  );
}
