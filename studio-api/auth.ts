import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const DEMO_ADMIN_EMAIL = "admin@studio.local";
export const DEMO_ADMIN_PASSWORD = "studio-admin";

export const DEMO_BANNER = [
  "****************************************************************************",
  "* DEMO=1: this is a public demo. The demo login admin@studio.local /        *",
  "* studio-admin is printed in the README: anyone can administer this site.   *",
  "* For a real site set ADMIN_EMAIL and ADMIN_PASSWORD and unset DEMO.        *",
  "****************************************************************************",
].join("\n");

/** Compares secrets in constant time; hashing first makes the lengths equal. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export function hasBearer(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match !== null && sameSecret(match[1], token);
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 64, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * The one administrator. Only a salted scrypt hash of the password is kept, so the plain
 * password lives no longer than start-up.
 */
export class AdminAccount {
  private constructor(
    readonly email: string,
    private readonly salt: Buffer,
    private readonly hash: Buffer,
  ) {}

  static async create(email: string, password: string): Promise<AdminAccount> {
    const salt = randomBytes(16);
    return new AdminAccount(email.trim().toLowerCase(), salt, await derive(password, salt));
  }

  async verify(email: string, password: string): Promise<boolean> {
    // Both checks always run so a wrong email costs as much time as a wrong password.
    const candidate = await derive(password, this.salt);
    const passwordOk = timingSafeEqual(candidate, this.hash);
    const emailOk = sameSecret(email.trim().toLowerCase(), this.email);
    return passwordOk && emailOk;
  }
}
