import type { IncomingMessage } from "node:http";
import type { z } from "zod";
import type { AppContext } from "./context";
import { sqlNow } from "./dates";
import type { Db } from "./db";
import { HttpError, type JsonBody, type Reply, type RouteDef } from "./http";
import { lacksExtensions } from "./php-style";
import { formPost } from "./validation";

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

/**
 * A visitor's form that the site's outbox may send again with the same key: `write` runs once per
 * key and a repeat gets the first answer. A PHP-style API knows no keys (our extension,
 * docs/api-contract.md), so there it runs every time.
 */
export function onceFormPost<S extends z.ZodType<{ idempotency_key?: string }>>(
  { db, style }: AppContext,
  path: string,
  schema: S,
  write: (input: z.output<S>) => Reply,
): RouteDef {
  return formPost(path, "studio", schema, (input, req) =>
    once(db, path, lacksExtensions(style) ? null : idempotencyKey(req, input.idempotency_key), () => write(input)),
  );
}
