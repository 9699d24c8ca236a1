import { createCookie } from "@remix-run/node";
import { createDecipheriv, createHash } from "node:crypto";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env, sessionSecrets } from "~/env.server";

/**
 * CSRF: a token in a signed cookie plus the same token in a hidden form field,
 * checked on every state-changing request (docs/decisions/003-sessions-and-csrf.md).
 * The cookie is signed with the session secrets (the first signs, all verify),
 * so a token keeps working when a new secret is put in front (rotation).
 */
export function createCsrf(secrets: string[], secure = env().NODE_ENV === "production"): CSRF {
  const cookie = createCookie("__csrf", { path: "/", httpOnly: true, secure, sameSite: "lax", secrets });
  // No `secret` of its own: the cookie's signature is what an attacker cannot forge.
  return new CSRF({ cookie, formDataKey: "csrf" });
}

export const csrf = createCsrf(sessionSecrets());

/**
 * Reads what remix-utils' Honeypot encrypted (crypto-js AES with a passphrase:
 * OpenSSL's "Salted__" format, key and IV from EVP_BytesToKey with MD5).
 */
function decryptWithPassphrase(value: string, passphrase: string): string {
  const raw = Buffer.from(value, "base64");
  if (raw.length < 32 || raw.subarray(0, 8).toString("latin1") !== "Salted__") return "";
  const salt = raw.subarray(8, 16);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash("md5")
      .update(Buffer.concat([block, Buffer.from(passphrase), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const decipher = createDecipheriv("aes-256-cbc", derived.subarray(0, 32), derived.subarray(32, 48));
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString("utf8");
}

/** The honeypot's timestamp is encrypted with the first secret and read with any of them (rotation). */
class RotatingHoneypot extends Honeypot {
  constructor(private readonly secrets: string[]) {
    super({ encryptionSeed: secrets[0] });
  }

  protected override decrypt(value: string): string {
    for (const seed of this.secrets) {
      try {
        const text = decryptWithPassphrase(value, seed);
        if (/^\d+$/.test(text)) return text;
      } catch {
        // Not encrypted with this seed: try the next.
      }
    }
    return "";
  }
}

export const createHoneypot = (secrets: string[]): Honeypot => new RotatingHoneypot(secrets);

export const honeypot = createHoneypot(sessionSecrets());

/** Throws a 403 response when the form's CSRF token is missing or wrong. */
export async function assertCsrf(request: Request, formData: FormData, guard: CSRF = csrf): Promise<void> {
  try {
    await guard.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("Invalid security token. Please reload the page and try again.", { status: 403 });
    }
    throw error;
  }
}

/** Throws a 400 response when a bot filled the honeypot field. */
export async function assertHuman(formData: FormData): Promise<void> {
  try {
    await honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Form not submitted properly", { status: 400 });
    throw error;
  }
}

/** The most a public form (sign-in, sign-out, contact, newsletter) may send: far above any honest post. */
export const FORM_BODY_LIMIT = 32 * 1024;

function payloadTooLarge(): Response {
  return new Response("Payload too large", {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The request's body, read as a stream and stopped at `limit` bytes: past it
 * (or when Content-Length already says so) a 413 response is thrown and
 * nothing more is read, whether or not the body is chunked.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw payloadTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading here. Not cancel(): that would reset the connection before
      // the 413 goes out; Node discards whatever the client still sends.
      reader.releaseLock();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `request.formData()` with a streamed size cap (413 past it). */
export async function readFormData(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const body = await readBodyCapped(request, limit);
  const headers = new Headers();
  const type = request.headers.get("Content-Type");
  if (type) headers.set("Content-Type", type);
  return new Request(request.url, { method: "POST", headers, body }).formData();
}

/** `request.text()` with a streamed size cap (413 past it). */
export async function readTextCapped(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyCapped(request, limit));
}
