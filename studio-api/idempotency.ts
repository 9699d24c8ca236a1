import type { IncomingMessage } from "node:http";
import { sqlNow } from "./dates";
import type { Db } from "./db";
import { HttpError, type JsonBody, type Reply } from "./http";

const KEY = /^[\w-]{1,100}$/;

/** The caller's idempotency key: the `Idempotency-Key` header, else an `idempotency_key` field. */
export function idempotencyKey(req: IncomingMessage, field: unknown): string | null {
  const header = req.headers["idempotency-key"];
  const value = (Array.isArray(header) ? header[0] : header) ?? (typeof field === "string" ? field : undefined);
  if (value === undefined || value === "") return null;
  if (!KEY.test(value)) throw new HttpError(400, "Idempotency-Key must be 1 to 100 letters, digits, '-' or '_'");
  return value;
}

/**
 * Runs `write` once per (path, key): a repeat gets the first answer again and writes nothing.
 * Without a key `write` simply runs. The check and the write share one transaction.
 */
export function once(db: Db, path: string, key: string | null, write: () => Reply): Reply {
  if (!key) return write();
  return db.transaction((): Reply => {
    const seen = db.prepare("SELECT status, body FROM idempotency_keys WHERE path = ? AND key = ?").get(path, key) as
      { status: number; body: string } | undefined;
    if (seen) return { status: seen.status, body: JSON.parse(seen.body) as JsonBody };
    const answer = write();
    if (answer.status < 300) {
      db.prepare("INSERT INTO idempotency_keys (key, path, status, body, created_at) VALUES (?, ?, ?, ?, ?)").run(
        key,
        path,
        answer.status,
        JSON.stringify(answer.body),
        sqlNow(),
      );
    }
    return answer;
  })();
}
