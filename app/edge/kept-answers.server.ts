import type { ServerBuild } from "@remix-run/node";
import { observation, routeMatcher } from "~/edge/observe.server";
import { answerKept, freshPageFor } from "~/edge/page-cache.server";
import { runInRequest } from "~/platform/request-scope.server";
import type { RequestHead } from "~/platform/request-head.server";

/** A kept page's answer as server/app.ts writes it. */
export interface ObservedKeptAnswer {
  status: number;
  /** Every header of the answer, lower-case names in order, as Remix's answer would list them. */
  headers: [string, string][];
  /** The kept bytes themselves, the same object for every answer of one render; null for HEAD and for a 304. */
  body: Uint8Array | null;
  /** Its log line and histogram sample: call once the body is written. */
  sent(): void;
}

/**
 * Kept pages answered by server/app.ts itself, before express's routes and Remix
 * (docs/performance.md, "Kept pages before express's routes"): the page cache's own answer
 * (the same lookup, page view and headers withPageCache gives), observed as withObservation
 * observes every answer (request id, Server-Timing, the log line and histogram sample once it
 * is sent). Null when no fresh page is kept: nothing is counted, and the request goes on to
 * express's routes and Remix unchanged.
 */
export function keptPageAnswers(routes: ServerBuild["routes"]) {
  const routeOf = routeMatcher(routes);
  return (request: RequestHead, context?: unknown): ObservedKeptAnswer | null => {
    const fresh = freshPageFor(request);
    if (!fresh) return null;
    const { record, stamp, answered } = observation(request, routeOf);
    const kept = runInRequest(record, () => answerKept(fresh, request, context));
    stamp(kept.headers);
    return {
      status: kept.status,
      headers: [...kept.headers],
      body: kept.body,
      sent: () => answered(kept.status),
    };
  };
}
