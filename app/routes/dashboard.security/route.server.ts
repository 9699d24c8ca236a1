import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import QRCode from "qrcode";
import {
  checkCode,
  confirmEnrolment,
  enrolmentStatus,
  pendingEnrolment,
  removeSecondFactor,
  renewRecoveryCodes,
  SecondFactorUnavailable,
  secondFactorPath,
  type Enrolment,
  secondFactorRequired,
} from "~/sign-in/second-factor.server";
import { assertCsrf, readFormData } from "~/platform/security.server";
import { beginSignIn, isRefusedCredentials, signInUpstream, TOO_MANY_ATTEMPTS_MESSAGE } from "~/services/auth.server";
import { endOtherSessions } from "~/sign-in/admin-sessions.server";
import { devicesOf, endDevice } from "~/sign-in/devices.server";
import { queueSecondFactorNotice } from "~/leads/sign-in-notice.server";
import { requireAdmin, SECURITY_PATH, type SignedInAdmin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { studioTime } from "~/vocabulary/studio-clock";
import { SECOND_FACTOR_MESSAGES } from "~/vocabulary/second-factor";

/**
 * The admin's two-factor sign-in (docs/decisions/017-second-factor.md): turning it on
 * (a QR code drawn here on the server as SVG, the secret as text, one code to confirm, then ten
 * recovery codes shown once) and, unless ADMIN_2FA=required, turning it off with a code.
 */

/** The QR code as an SVG data URL: an <img>, so it needs no script and no inline markup. */
async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** 'ABCD EFGH …': the secret in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const required = secondFactorRequired();
  const headers = { "Cache-Control": "no-store" };
  const devices = (await devicesOf(admin)).map((device) => ({
    ...device,
    signedInAt: studioTime(new Date(device.signedInAt)),
    lastSeenAt: studioTime(new Date(device.lastSeenAt)),
  }));
  if (!secondFactorPath()) return json({ required, devices, state: "unavailable" as const }, { headers });
  let status: Awaited<ReturnType<typeof enrolmentStatus>>;
  let enrolment: Enrolment | null = null;
  try {
    status = await enrolmentStatus(admin.email);
    if (!status) enrolment = await pendingEnrolment(admin.email);
  } catch (error) {
    if (!(error instanceof SecondFactorUnavailable)) throw error;
    // Fail closed: neither the state nor a new enrolment is shown on what this replica alone knows.
    console.error(`Two-factor sign-in: ${error.message}`);
    return json({ required, devices, state: "unreachable" as const }, { status: 503, headers });
  }
  if (status) {
    return json(
      {
        required,
        devices,
        state: "on" as const,
        since: studioTime(new Date(status.enrolledAt)),
        left: status.recoveryLeft,
      },
      { headers },
    );
  }
  if (!enrolment) throw new Error("no enrolment under way");
  return json(
    {
      required,
      devices,
      state: "off" as const,
      secret: grouped(enrolment.secret),
      qrCode: await qrCodeOf(enrolment.uri),
    },
    { headers },
  );
}

type Answer = {
  error: string | null;
  /** The form the error is about, and its field. */
  intent?: string;
  field?: "password" | "code";
  recoveryCodes: string[] | null;
  renewed?: boolean;
};

/** Every other device signs in again (the change was made from this one); says so in the log when it could not be recorded. */
async function onlyThisDevice(admin: SignedInAdmin): Promise<void> {
  const { recorded } = await endOtherSessions(admin);
  if (!recorded) console.error("Two-factor sign-in changed, but the other sessions' end could not be recorded");
}

/**
 * Turning the second factor on or off, or new recovery codes: the password again (a copied session
 * cookie is not enough), then a code; on or off ends every other session and e-mails the studio.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  await assertCsrf(request, formData);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "end-device") {
    // Ending a session takes nothing from anyone: no password asked, as for 'Sign out'.
    const ended = await endDevice(admin, String(formData.get("device") ?? ""));
    return redirectWithToast(
      SECURITY_PATH,
      ended
        ? { type: "success", message: SECOND_FACTOR_MESSAGES.deviceEnded }
        : { type: "error", message: SECOND_FACTOR_MESSAGES.deviceGone },
    );
  }
  const code = String(formData.get("code") ?? "");
  const password = String(formData.get("password") ?? "");
  const refuse = (error: string, field: "password" | "code", status: number) =>
    json<Answer>({ error, intent, field, recoveryCodes: null }, { status });
  // Passwords and codes typed here count against the sign-in throttle too: a stolen session cannot guess its way.
  const attempt = await beginSignIn(request, context);
  if (attempt.retryAfterS > 0) {
    return json<Answer>({ error: TOO_MANY_ATTEMPTS_MESSAGE, recoveryCodes: null }, { status: 429 });
  }
  try {
    if (!password) {
      await attempt.settle("failed");
      return refuse(SECOND_FACTOR_MESSAGES.passwordNeeded, "password", 400);
    }
    try {
      await signInUpstream({ email: admin.email, password });
    } catch (error) {
      if (!isRefusedCredentials(error)) throw error;
      await attempt.settle("refused");
      return refuse(SECOND_FACTOR_MESSAGES.wrongPassword, "password", 401);
    }
    if (intent === "disable" || intent === "renew") {
      if ((intent === "disable" && secondFactorRequired()) || !(await checkCode(admin.email, code)).ok) {
        await attempt.settle("refused");
        return refuse(SECOND_FACTOR_MESSAGES.wrongCode, "code", 400);
      }
      await attempt.settle("passed");
      if (intent === "renew") {
        const recoveryCodes = await renewRecoveryCodes(admin.email);
        await queueSecondFactorNotice(request, context, admin.email, "codes");
        return json<Answer>(
          { error: null, recoveryCodes, renewed: true },
          { headers: { "Cache-Control": "no-store" } },
        );
      }
      await removeSecondFactor(admin.email);
      await queueSecondFactorNotice(request, context, admin.email, "off");
      await onlyThisDevice(admin);
      return redirectWithToast(SECURITY_PATH, { type: "success", message: SECOND_FACTOR_MESSAGES.off });
    }
    const recoveryCodes = await confirmEnrolment(admin.email, code);
    if (!recoveryCodes) {
      await attempt.settle("refused");
      return refuse(SECOND_FACTOR_MESSAGES.wrongCode, "code", 400);
    }
    await attempt.settle("passed");
    await onlyThisDevice(admin);
    await queueSecondFactorNotice(request, context, admin.email, "on");
    // Shown in this answer only: a reload does not show them again (only their hashes are kept).
    return json<Answer>({ error: null, recoveryCodes }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    await attempt.settle("failed");
    console.error(`Two-factor sign-in: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof SecondFactorUnavailable) {
      return json<Answer>({ error: SECOND_FACTOR_MESSAGES.unreachable, recoveryCodes: null }, { status: 503 });
    }
    return json<Answer>({ error: SECOND_FACTOR_MESSAGES.failed, recoveryCodes: null }, { status: 500 });
  }
}
