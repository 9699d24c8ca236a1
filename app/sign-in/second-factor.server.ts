import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { env } from "~/platform/env.server";
import { sealer } from "~/platform/sealed.server";
import {
  keyOf,
  readEntry,
  readPending,
  writeEntry,
  writePending,
  type RecoveryCode,
} from "~/sign-in/second-factor-store.server";

export { SecondFactorUnavailable, secondFactorPath } from "~/sign-in/second-factor-store.server";

/**
 * The administrator's second factor (docs/decisions/017-second-factor.md): a TOTP secret
 * (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app reads) and ten single-use
 * recovery codes, kept where every replica reads them (second-factor-store.server.ts: DATA_DIR and,
 * with REDIS_URL, Redis). The secret is encrypted with AES-256-GCM under a key derived from
 * SESSION_SECRET (HKDF-SHA-256); the recovery codes are kept as salted SHA-256 hashes only.
 * `npm run admin:reset-2fa -- <email>` turns an administrator's off when the phone is lost (README).
 */

export const TOTP_ISSUER = "Aniwa Studio";
const RECOVERY_CODES = 10;

/** 2FA is asked of every administrator with ADMIN_2FA=required; otherwise each one chooses. */
export const secondFactorRequired = () => env().ADMIN_2FA === "required";

/** The TOTP secrets' key (the salt and info the first revision used, so stored secrets still open). */
const { seal, open } = sealer("studio-admin-second-factor", "totp-secret");

const totpOf = (email: string, base32: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label: keyOf(email), algorithm: "SHA1", digits: 6, period: 30, secret: base32 });

/** True when `email` has confirmed a second factor; throws SecondFactorUnavailable when that cannot be known. */
export async function isEnrolled(email: string): Promise<boolean> {
  return Boolean((await readEntry(email)).enrolled);
}

export interface Enrolment {
  /** The secret as base32, for typing into the app. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/** The enrolment under way for `email` (the same secret until it is confirmed or 15 minutes pass). */
export async function pendingEnrolment(email: string): Promise<Enrolment> {
  const key = keyOf(email);
  const pending = await readPending(key);
  let secret: string;
  if (pending) {
    secret = open(pending.secret);
  } else {
    secret = new Secret({ size: 20 }).base32;
    await writePending(key, { secret: seal(secret), createdAt: Date.now() });
  }
  return { secret, uri: totpOf(key, secret).toString() };
}

/** The step a code is good for, or null (a window of one step either side, as clocks drift). */
function acceptedStep(email: string, base32: string, code: string, lastStep: number): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(email, base32).validate({ token, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 30_000) + delta;
  return step > lastStep ? step : null;
}

const hashCode = (salt: string, code: string) =>
  createHash("sha256")
    .update(`${salt}:${code.replace(/[\s-]/g, "").toLowerCase()}`)
    .digest("hex");

/** Ten codes of 12 characters of Crockford's base 32 (60 bits each; decision 017 asks 50 or more): `4k7q2m-x9ad3f`. */
const CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
function newRecoveryCodes(): { codes: string[]; stored: RecoveryCode[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = [...randomBytes(12)].map((byte) => CODE_ALPHABET[byte % 32]).join("");
    return `${raw.slice(0, 6)}-${raw.slice(6)}`;
  });
  const stored = codes.map((code) => {
    const salt = randomBytes(8).toString("hex");
    return { salt, hash: hashCode(salt, code) };
  });
  return { codes, stored };
}

/**
 * Confirms the pending enrolment with one code from the app: the second factor is then on, and the
 * ten recovery codes are returned (shown once; only their hashes are kept). Null: wrong code.
 */
export async function confirmEnrolment(email: string, code: string): Promise<string[] | null> {
  const key = keyOf(email);
  const pending = await readPending(key);
  if (!pending) return null;
  const secret = open(pending.secret);
  const step = acceptedStep(key, secret, code, 0);
  if (step === null) return null;
  const { codes, stored } = newRecoveryCodes();
  await writeEntry(key, {
    enrolled: { secret: seal(secret), enrolledAt: Date.now(), lastStep: step, recovery: stored },
  });
  await writePending(key, null);
  return codes;
}

export type CodeCheck = { ok: true; recoveryLeft: number; usedRecovery: boolean } | { ok: false };

/** A code from the app, or one of the recovery codes (each works once, on every replica). */
export async function checkCode(email: string, code: string): Promise<CodeCheck> {
  const key = keyOf(email);
  const { enrolled } = await readEntry(key);
  if (!enrolled) return { ok: false };
  const left = () => enrolled.recovery.filter((entry) => entry.usedAt === undefined).length;
  const step = acceptedStep(key, open(enrolled.secret), code, enrolled.lastStep);
  if (step !== null) {
    enrolled.lastStep = step;
    await writeEntry(key, { enrolled });
    return { ok: true, recoveryLeft: left(), usedRecovery: false };
  }
  for (const entry of enrolled.recovery) {
    if (entry.usedAt !== undefined) continue;
    const expected = Buffer.from(entry.hash, "hex");
    const given = Buffer.from(hashCode(entry.salt, code), "hex");
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      entry.usedAt = Date.now();
      await writeEntry(key, { enrolled });
      return { ok: true, recoveryLeft: left(), usedRecovery: true };
    }
  }
  return { ok: false };
}

/** Replaces the recovery codes of an enrolled administrator (the old ones stop working): the new ones, shown once. */
export async function renewRecoveryCodes(email: string): Promise<string[]> {
  const { enrolled } = await readEntry(email);
  if (!enrolled) throw new Error("two-factor sign-in is not on");
  const { codes, stored } = newRecoveryCodes();
  await writeEntry(email, { enrolled: { ...enrolled, recovery: stored, codesIssuedAt: Date.now() } });
  return codes;
}

/** What the security page shows of an enrolled administrator. */
export async function enrolmentStatus(email: string): Promise<{ enrolledAt: number; recoveryLeft: number } | null> {
  const { enrolled } = await readEntry(email);
  if (!enrolled) return null;
  return {
    enrolledAt: enrolled.enrolledAt,
    recoveryLeft: enrolled.recovery.filter((entry) => entry.usedAt === undefined).length,
  };
}

/** Turns the second factor off (a code confirms it; not while ADMIN_2FA=required), on every replica. */
export async function removeSecondFactor(email: string): Promise<void> {
  await writeEntry(email, { removedAt: Date.now() });
  await writePending(email, null);
}
