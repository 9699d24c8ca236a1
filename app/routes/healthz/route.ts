import { json } from "@remix-run/node";
import { upstreamHealthy } from "~/services/health.server";
import { isDraining } from "~/edge/observe.server";

/**
 * The load balancer's check: 200 while this replica takes requests, 503 from
 * SIGTERM on while it finishes the ones in flight (docs/deploy.md). `upstream`
 * tells whether the studio API answers (cached 5 s); it does not fail the check.
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  if (isDraining()) {
    return json({ status: "draining", time: new Date().toISOString() }, { status: 503, headers });
  }
  const upstream = await upstreamHealthy();
  return json({ status: "ok", upstream: upstream ? "up" : "down", time: new Date().toISOString() }, { headers });
}
