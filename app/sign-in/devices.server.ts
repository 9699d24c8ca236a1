import { createHash } from "node:crypto";
import { clientIp } from "~/platform/rate-limit.server";
import { endSession, openSessionsOf } from "~/sign-in/admin-sessions.server";
import type { SessionRecord } from "~/sign-in/session-book.server";
import type { SignedInAdmin } from "~/sign-in/session.server";

/**
 * The administrator's signed-in devices (the security page): each open session from the shared
 * record, named by its browser and system, with where it signed in from, when, and when it was
 * last seen; 'Sign out' ends one. A device is named on the page by a hash of its session id, never
 * the id itself.
 */

/** The longest User-Agent kept (it is free text). */
const AGENT_LIMIT = 300;

/** What a sign-in's request says of its device, kept in its session record. */
export function deviceOf(request: Request, context: unknown): NonNullable<SessionRecord["device"]> {
  return {
    agent: (request.headers.get("User-Agent") ?? "")
      .replace(/[\r\n\t]+/g, " ")
      .trim()
      .slice(0, AGENT_LIMIT),
    address: clientIp(request, context),
  };
}

/** 'Chrome on Android', from a User-Agent: enough for the owner to tell devices apart. */
export function describeAgent(agent: string): string {
  const browser = /Edg(e|A|iOS)?\//.test(agent)
    ? "Edge"
    : /OPR\/|Opera/.test(agent)
      ? "Opera"
      : /Firefox\/|FxiOS\//.test(agent)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : "A browser";
  const system = /iPhone|iPad|iPod/.test(agent)
    ? "iOS"
    : /Android/.test(agent)
      ? "Android"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(agent)
          ? "macOS"
          : /CrOS/.test(agent)
            ? "ChromeOS"
            : /Linux/.test(agent)
              ? "Linux"
              : "an unknown system";
  return `${browser} on ${system}`;
}

const deviceId = (sid: string) => createHash("sha256").update(`device:${sid}`).digest("base64url").slice(0, 16);

export interface Device {
  id: string;
  name: string;
  address: string | null;
  signedInAt: number;
  lastSeenAt: number;
  current: boolean;
}

/** The administrator's open sessions, this device first. */
export async function devicesOf(admin: SignedInAdmin): Promise<Device[]> {
  const open = await openSessionsOf(admin.email);
  return open
    .map(({ sid, record }) => ({
      id: deviceId(sid),
      name: record.device ? describeAgent(record.device.agent) : "A device signed in before devices were kept",
      address: record.device?.address ?? null,
      signedInAt: record.createdAt,
      lastSeenAt: record.seenAt ?? record.createdAt,
      current: sid === admin.sid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends the administrator's device `id` (one of theirs, not this one); false when there is none such. */
export async function endDevice(admin: SignedInAdmin, id: string): Promise<boolean> {
  const found = (await openSessionsOf(admin.email)).find(({ sid }) => deviceId(sid) === id && sid !== admin.sid);
  if (!found) return false;
  const { recorded } = await endSession({ sid: found.sid, email: admin.email });
  return recorded;
}
