import { json } from "@remix-run/node";
import { upstreamHealthy } from "~/services/health.server";

export async function loader() {
  const upstream = await upstreamHealthy();
  return json(
    { status: "ok", upstream: upstream ? "up" : "down", time: new Date().toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
