import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecrets } from "~/platform/env.server";

/**
 * Text only this site can read: AES-256-GCM under a key derived from SESSION_SECRET with
 * HKDF-SHA-256, one key per purpose (`salt`, `info`). Each secret of SESSION_SECRET's list opens
 * (the first seals), so putting a new secret in front keeps what was sealed readable.
 */

export interface Sealed {
  iv: string;
  tag: string;
  data: string;
}

export interface Sealer {
  seal(text: string): Sealed;
  /** Throws when no secret of SESSION_SECRET opens it (replaced, or tampered with). */
  open(sealed: Sealed): string;
}

export function sealer(salt: string, info: string): Sealer {
  const keys = () => sessionSecrets().map((secret) => Buffer.from(hkdfSync("sha256", secret, salt, info, 32)));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", keys()[0], iv);
      const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return { iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
    },
    open(sealed) {
      for (const key of keys()) {
        try {
          const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
          decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
          return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString(
            "utf8",
          );
        } catch {
          // the next secret of the list, if any
        }
      }
      throw new Error(`a sealed ${info} cannot be opened with SESSION_SECRET (was it replaced?)`);
    },
  };
}
