import { env } from "~/platform/env.server";
import { clientIp } from "~/platform/rate-limit.server";
import { queueStudioMail } from "~/leads/lead-alerts.server";

/**
 * A notice to the studio on every sign-in to the admin area (README, "The administrator's sign-in"): when, from which address
 * and which browser. With SMTP_URL set it goes to SIGN_IN_NOTICE_TO (default LEADS_EMAIL_TO)
 * through the lead alerts' durable mail queue, so a mail server that is down delays it but does
 * not lose it, and the sign-in never waits for it.
 */

/** The longest browser description kept (a User-Agent is free text). */
const AGENT_LIMIT = 300;

export interface SignInNotice {
  subject: string;
  text: string;
}

interface NoticeFacts {
  email: string;
  at: Date;
  address: string | null;
  browser: string | null;
  siteUrl?: string;
}

/** When, from where and with what: the studio's clock (Accra, UTC) and what the request says of the browser. */
function requestLines({ at, address, browser }: NoticeFacts): string[] {
  const agent =
    (browser ?? "")
      .replace(/[\r\n\t]+/g, " ")
      .trim()
      .slice(0, AGENT_LIMIT) || "not given";
  return [
    `When: ${at.toISOString().replace("T", " ").slice(0, 19)} UTC (Accra time)`,
    `From address: ${address ?? "unknown"}`,
    `Browser: ${agent}`,
  ];
}

const adminArea = (siteUrl?: string) => (siteUrl ? `${siteUrl.replace(/\/$/, "")}/dashboard/admin/` : "the admin area");

/** The notice of a sign-in. */
export function composeSignInNotice(facts: NoticeFacts): SignInNotice {
  return {
    subject: `Sign-in to the admin area: ${facts.email}`,
    text: [
      `${facts.email} signed in to the admin area.`,
      "",
      ...requestLines(facts),
      "",
      `If this was not you, open ${adminArea(facts.siteUrl)}, choose 'Sign out of all devices' in the account menu,`,
      "change the password and turn on two-factor sign-in.",
    ].join("\n"),
  };
}

/** The notice that wrong codes locked the code step (the last try's facts). */
export function composeCodeLockNotice(facts: NoticeFacts): SignInNotice {
  return {
    subject: `Two-factor sign-in locked: ${facts.email}`,
    text: [
      `Wrong two-factor codes were typed for ${facts.email} after its right password, so the code step is`,
      "locked for 15 minutes. The last try:",
      "",
      ...requestLines(facts),
      "",
      `Whoever typed them knows the password: change it now, then open ${adminArea(facts.siteUrl)} and`,
      "choose 'Sign out of all devices' in the account menu.",
    ].join("\n"),
  };
}

const CHANGES = {
  on: ["turned on", "Whoever signs in now needs a code from the authenticator app it was set up with."],
  off: ["turned off", "Signing in now needs the password only."],
  codes: ["given new recovery codes", "The earlier recovery codes no longer work."],
} as const;

/** The notice that the administrator's second factor changed: every other session was ended. */
export function composeSecondFactorNotice(facts: NoticeFacts, change: keyof typeof CHANGES): SignInNotice {
  const [what, meaning] = CHANGES[change];
  return {
    subject: `Two-factor sign-in ${what}: ${facts.email}`,
    text: [
      `Two-factor sign-in was ${what} for ${facts.email}. ${meaning}`,
      ...(change === "codes" ? [] : ["Every other device signed in to the admin area was signed out."]),
      "",
      ...requestLines(facts),
      "",
      `If this was not you, change the password now, then open ${adminArea(facts.siteUrl)} and check`,
      "Two-factor sign-in in the account menu.",
    ].join("\n"),
  };
}

/** Queues `notice` (this request's facts) to SIGN_IN_NOTICE_TO; never throws (the answer does not wait on mail). */
async function queueNotice(
  request: Request,
  context: unknown,
  email: string,
  compose: (facts: NoticeFacts) => SignInNotice,
): Promise<void> {
  const { SMTP_URL, SIGN_IN_NOTICE_TO, LEADS_EMAIL_TO, SITE_URL } = env();
  if (!SMTP_URL || SIGN_IN_NOTICE_TO === "off") return;
  const notice = compose({
    email,
    at: new Date(),
    address: clientIp(request, context),
    browser: request.headers.get("User-Agent"),
    siteUrl: SITE_URL,
  });
  try {
    await queueStudioMail({ ...notice, to: SIGN_IN_NOTICE_TO ?? LEADS_EMAIL_TO });
  } catch (error) {
    console.error(`Sign-in notice not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Queues the notice for this sign-in; never throws (a sign-in does not fail for its notice). */
export const queueSignInNotice = (request: Request, context: unknown, email: string) =>
  queueNotice(request, context, email, composeSignInNotice);

/** Queues the notice that the second factor of `email` was turned on or off, or its recovery codes renewed. */
export const queueSecondFactorNotice = (
  request: Request,
  context: unknown,
  email: string,
  change: keyof typeof CHANGES,
) => queueNotice(request, context, email, (facts) => composeSecondFactorNotice(facts, change));

/** Queues the notice that wrong codes locked `email`'s code step. */
export const queueCodeLockNotice = (request: Request, context: unknown, email: string) =>
  queueNotice(request, context, email, composeCodeLockNotice);
