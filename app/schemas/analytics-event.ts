import { z } from "zod";
import { EVENT_TYPES, type EventType } from "~/vocabulary/event-types";

/**
 * Visitor analytics (public-site §3, §7): what the browser sends to our /events
 * route, and what that route forwards to analytics/track-views.php.
 */

/** Events per beacon: the browser's queue holds at most 100 and flushes them in one request. */
export const MAX_EVENTS_PER_BEACON = 100;

/** What is kept of a beacon's page and referrer (longer ones are cut: a visitor's view still counts). */
export const BEACON_URL_MAX = 1024;
const cut = (text: string) => text.slice(0, BEACON_URL_MAX);

/** One event as the browser reports it: the page is a same-site path (with its query). */
export const clientEventSchema = z.object({
  event_type: z.enum(EVENT_TYPES),
  page_url: z
    .string()
    .refine((path) => path.startsWith("/") && !path.startsWith("//"), "page_url must be a path on this site")
    .transform(cut),
  referrer: z.string().transform(cut).optional(),
  label: z
    .string()
    .transform((text) => text.slice(0, 200))
    .optional(),
});

export type ClientEvent = z.infer<typeof clientEventSchema>;

/**
 * A beacon: up to 100 events, each checked on its own. An event that is not one of ours (an
 * unknown type, a page on another site) is left out and the rest still count; a beacon with no
 * usable event is refused.
 */
export const beaconSchema = z.object({
  events: z
    .array(z.unknown())
    .min(1)
    .max(MAX_EVENTS_PER_BEACON)
    .transform((events) =>
      events.flatMap((event) => {
        const parsed = clientEventSchema.safeParse(event);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .refine((events) => events.length > 0, "no event of the beacon is usable"),
});

export type Beacon = z.infer<typeof beaconSchema>;

/** The API's event, as analytics/track-views.php takes it. */
export interface TrackedEvent {
  session_id: string;
  event_type: EventType;
  page_url: string;
  referrer?: string;
  ip_address?: string;
  user_agent?: string;
  label?: string;
}

export const trackResponseSchema = z
  .object({ status: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
  .passthrough();
