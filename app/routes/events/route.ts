import type { ActionFunctionArgs } from "@remix-run/node";
import { beaconSchema } from "~/schemas/analytics-event";
import { readTextCapped } from "~/platform/security.server";
import { clientKey, rateLimit } from "~/platform/rate-limit.server";
import { beaconSession, isBot, trackClientEvents } from "~/services/tracking.server";

/**
 * POST /events: the browser's analytics beacon, {events: [...]} as JSON (sent
 * as text/plain by navigator.sendBeacon). Answers 202 at once with the
 * visit's session cookie; the events go on to the API in the background with
 * the analytics token.
 */

const MAX_BODY_BYTES = 32 * 1024;
const EVENTS_LIMIT = { limit: 300, windowMs: 60_000 };
/** Bytes of beacons a client (an IPv6 /64) may send a minute: what a busy visitor needs, not a disk's worth. */
export const EVENT_BYTES_LIMIT = { limit: 128 * 1024, windowMs: 60_000 };

const answer = (status: number, headers?: HeadersInit) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, { Allow: "POST" });
  // Only our own pages report events: browsers say where a request comes from.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return answer(403);
  if (isBot(request)) return answer(204);
  if (!(await rateLimit(clientKey("events", request, context), EVENTS_LIMIT)).ok)
    return answer(429, { "Retry-After": "60" });

  let text: string;
  try {
    // Streamed and stopped at the cap, chunked or not: nothing past it is read.
    text = await readTextCapped(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof Response) return answer(error.status);
    throw error;
  }
  const bytes = Buffer.byteLength(text);
  if (bytes && !(await rateLimit(clientKey("events-bytes", request, context), EVENT_BYTES_LIMIT, undefined, bytes)).ok)
    return answer(429, { "Retry-After": "60" });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return answer(400);

  // The one place the session cookie is set: a first view's page carries none (decision 007).
  const session = beaconSession(request, context);
  trackClientEvents(request, session.id, parsed.data.events, context);
  return answer(202, { "Set-Cookie": session.setCookie });
}

export function loader() {
  return answer(405, { Allow: "POST" });
}
