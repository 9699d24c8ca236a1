import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { env, sessionSecrets } from "~/platform/env.server";
import { writeFileDurably } from "~/platform/durable-file.server";

/**
 * The administrator's second factor (docs/decisions/017-second-factor.md): a TOTP secret
 * (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app reads) and ten single-use
 * recovery codes, kept in DATA_DIR/admin/second-factor.json. The secret is encrypted with
 * AES-256-GCM under a key derived from SESSION_SECRET (HKDF-SHA-256); the recovery codes are kept
 * as salted SHA-256 hashes only. `node scripts/reset-second-factor.mjs <email>` removes an
 * administrator's entry when the phone is lost (README).
 */

export const TOTP_ISSUER = "Aniwa Studio";
const RECOVERY_CODES = 10;
/** An enrolment not confirmed within this time starts again with a new secret. */
const PENDING_FOR_MS = 15 * 60 * 1000;

interface Sealed {
  iv: string;
  tag: string;
  data: string;
}

interface RecoveryCode {
  salt: string;
  hash: string;
  usedAt?: number;
}

interface Enrolled {
  secret: Sealed;
  enrolledAt: number;
  /** The last 30-second step a code was accepted for: a code is good once. */
  lastStep: number;
  recovery: RecoveryCode[];
}

interface FactorFile {
  admins: Record<string, Enrolled>;
  pending: Record<string, { secret: Sealed; createdAt: number }>;
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function secondFactorPath(): string | null {
  const dir = env().DATA_DIR;
  return dir ? join(dir, "admin", "second-factor.json") : null;
}

/** 2FA is asked of every administrator with ADMIN_2FA=required; otherwise each one chooses. */
export const secondFactorRequired = () => env().ADMIN_2FA === "required";

/** The encryption key of each session secret (the first seals, all open: rotation). */
const keys = () =>
  sessionSecrets().map((secret) =>
    Buffer.from(hkdfSync("sha256", secret, "studio-admin-second-factor", "totp-secret", 32)),
  );

function seal(text: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys()[0], iv);
  const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return { iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
}

function open(sealed: Sealed): string {
  for (const key of keys()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
      decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString("utf8");
    } catch {
      // the next secret of the list, if any
    }
  }
  throw new Error("the second factor's secret cannot be opened with SESSION_SECRET (was it replaced?)");
}

/** The file; throws when it exists but cannot be read (the sign-in then fails: fail closed). */
function readFactors(): FactorFile {
  const path = secondFactorPath();
  if (!path) return { admins: {}, pending: {} };
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<FactorFile>;
    return { admins: parsed.admins ?? {}, pending: parsed.pending ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { admins: {}, pending: {} };
    throw error;
  }
}

function writeFactors(file: FactorFile): void {
  const path = secondFactorPath();
  if (!path) throw new Error("two-factor sign-in needs DATA_DIR (its secret is kept there)");
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileDurably(path, JSON.stringify(file));
}

const totpOf = (email: string, base32: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label: keyOf(email), algorithm: "SHA1", digits: 6, period: 30, secret: base32 });

/** True when `email` has confirmed a second factor. */
export function isEnrolled(email: string): boolean {
  return Boolean(readFactors().admins[keyOf(email)]);
}

export interface Enrolment {
  /** The secret as base32, for typing into the app. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/** The enrolment under way for `email` (the same secret until it is confirmed or 15 minutes pass). */
export function pendingEnrolment(email: string): Enrolment {
  const key = keyOf(email);
  const file = readFactors();
  const pending = file.pending[key];
  let secret: string;
  if (pending && Date.now() - pending.createdAt < PENDING_FOR_MS) {
    secret = open(pending.secret);
  } else {
    secret = new Secret({ size: 20 }).base32;
    file.pending[key] = { secret: seal(secret), createdAt: Date.now() };
    writeFactors(file);
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

function newRecoveryCodes(): { codes: string[]; stored: RecoveryCode[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString("hex").slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
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
export function confirmEnrolment(email: string, code: string): string[] | null {
  const key = keyOf(email);
  const file = readFactors();
  const pending = file.pending[key];
  if (!pending || Date.now() - pending.createdAt >= PENDING_FOR_MS) return null;
  const secret = open(pending.secret);
  const step = acceptedStep(key, secret, code, 0);
  if (step === null) return null;
  const { codes, stored } = newRecoveryCodes();
  file.admins[key] = { secret: seal(secret), enrolledAt: Date.now(), lastStep: step, recovery: stored };
  delete file.pending[key];
  writeFactors(file);
  return codes;
}

export type CodeCheck = { ok: true; recoveryLeft: number; usedRecovery: boolean } | { ok: false };

/** A code from the app, or one of the recovery codes (each works once). */
export function checkCode(email: string, code: string): CodeCheck {
  const key = keyOf(email);
  const file = readFactors();
  const enrolled = file.admins[key];
  if (!enrolled) return { ok: false };
  const left = () => enrolled.recovery.filter((entry) => entry.usedAt === undefined).length;
  const step = acceptedStep(key, open(enrolled.secret), code, enrolled.lastStep);
  if (step !== null) {
    enrolled.lastStep = step;
    writeFactors(file);
    return { ok: true, recoveryLeft: left(), usedRecovery: false };
  }
  for (const entry of enrolled.recovery) {
    if (entry.usedAt !== undefined) continue;
    const expected = Buffer.from(entry.hash, "hex");
    const given = Buffer.from(hashCode(entry.salt, code), "hex");
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      entry.usedAt = Date.now();
      writeFactors(file);
      return { ok: true, recoveryLeft: left(), usedRecovery: true };
    }
  }
  return { ok: false };
}

/** What the security page shows of an enrolled administrator. */
export function enrolmentStatus(email: string): { enrolledAt: number; recoveryLeft: number } | null {
  const enrolled = readFactors().admins[keyOf(email)];
  if (!enrolled) return null;
  return {
    enrolledAt: enrolled.enrolledAt,
    recoveryLeft: enrolled.recovery.filter((entry) => entry.usedAt === undefined).length,
  };
}

/** Turns the second factor off (a code confirms it; not while ADMIN_2FA=required). */
export function removeSecondFactor(email: string): void {
  const file = readFactors();
  delete file.admins[keyOf(email)];
  delete file.pending[keyOf(email)];
  writeFactors(file);
}
