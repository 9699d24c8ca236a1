import { json } from "@remix-run/node";
import { upstreamHealthy } from "~/services/health.server";
import { trackingHealth } from "~/services/tracking.server";
import { currentOutage } from "~/read-cache/outage.server";
import { isDraining } from "~/edge/observe.server";

/**
 * The load balancer's check: 200 while this replica takes requests, 503 from
 * SIGTERM on while it finishes the ones in flight (docs/deploy.md). `upstream`
 * tells whether the studio API answers (cached 5 s); `tracking` whether page views reach it
 * (ANALYTICS_TRACK_PATH). Neither fails the check. While the API does not answer, `status` is
 * `degraded`, with `degradedSince` and `contentFrom` (the public pages show their last good content).
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  if (isDraining()) {
    return json({ status: "draining", time: new Date().toISOString() }, { status: 503, headers });
  }
  const upstream = await upstreamHealthy();
  const { failing, since, lost } = trackingHealth();
  const tracking = failing ? { status: "failing", since, lost } : { status: "ok" };
  const outage = currentOutage();
  const degraded = outage && {
    degradedSince: outage.since.toISOString(),
    contentFrom: outage.contentFrom?.toISOString() ?? null,
  };
  return json(
    {
      status: degraded ? "degraded" : "ok",
      upstream: upstream ? "up" : "down",
      ...degraded,
      tracking,
      time: new Date().toISOString(),
    },
    { headers },
  );
}
