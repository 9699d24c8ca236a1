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

/** The notice's words: the studio's clock (Accra, UTC) and what the request says of the browser. */
export function composeSignInNotice({
  email,
  at,
  address,
  browser,
  siteUrl,
}: {
  email: string;
  at: Date;
  address: string | null;
  browser: string | null;
  siteUrl?: string;
}): SignInNotice {
  const when = `${at.toISOString().replace("T", " ").slice(0, 19)} UTC (Accra time)`;
  const agent =
    (browser ?? "")
      .replace(/[\r\n\t]+/g, " ")
      .trim()
      .slice(0, AGENT_LIMIT) || "not given";
  const admin = siteUrl ? `${siteUrl.replace(/\/$/, "")}/dashboard/admin/` : "the admin area";
  return {
    subject: `Sign-in to the admin area: ${email}`,
    text: [
      `${email} signed in to the admin area.`,
      "",
      `When: ${when}`,
      `From address: ${address ?? "unknown"}`,
      `Browser: ${agent}`,
      "",
      `If this was not you, open ${admin}, choose 'Sign out of all devices' in the account menu,`,
      "change the password and turn on two-factor sign-in.",
    ].join("\n"),
  };
}

/** Queues the notice for this sign-in; never throws (a sign-in does not fail for its notice). */
export async function queueSignInNotice(request: Request, context: unknown, email: string): Promise<void> {
  const { SMTP_URL, SIGN_IN_NOTICE_TO, LEADS_EMAIL_TO, SITE_URL } = env();
  if (!SMTP_URL || SIGN_IN_NOTICE_TO === "off") return;
  const notice = composeSignInNotice({
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
