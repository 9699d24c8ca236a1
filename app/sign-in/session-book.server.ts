import { mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { env } from "~/platform/env.server";
import { writeFileDurably } from "~/platform/durable-file.server";

/**
 * The record of the administrator's sessions (docs/decisions/012-admin-sessions.md): which session
 * ids were started, which have ended, and each administrator's version (moved on by 'Sign out of
 * all devices'). A book only ever grows towards "ended": merging two keeps the higher version and
 * an end seen in either, so no copy (memory, DATA_DIR, Redis) can take a sign-out back. A session
 * still open may be carried to a higher version (the one device that ended all the others), never
 * a lower one.
 */

/** How long a session lasts at most (the cookie's maxAge, docs/decisions/003). */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

export interface SessionRecord {
  /** The administrator's e-mail, trimmed and lower-cased. */
  email: string;
  /** The administrator's version when the session started. */
  version: number;
  createdAt: number;
  /** Set once the session was signed out (or found lost): it never opens anything again. */
  endedAt?: number;
  /** The browser's User-Agent (trimmed) and the address it signed in from: the security page's device list. */
  device?: { agent: string; address: string | null };
  /** When it last opened an admin page (at most every few minutes written). */
  seenAt?: number;
}

export interface SessionBook {
  versions: Record<string, number>;
  sessions: Record<string, SessionRecord>;
}

export const emptyBook = (): SessionBook => ({ versions: {}, sessions: {} });

/** `from` into `into` (the higher version, an end from either); true when `into` changed. */
export function mergeBook(into: SessionBook, from: SessionBook): boolean {
  let changed = false;
  for (const [email, version] of Object.entries(from.versions)) {
    if (version > (into.versions[email] ?? 0)) {
      into.versions[email] = version;
      changed = true;
    }
  }
  for (const [sid, record] of Object.entries(from.sessions)) {
    const mine = into.sessions[sid];
    if (!mine) {
      into.sessions[sid] = { ...record };
      changed = true;
    } else if (record.endedAt !== undefined && mine.endedAt === undefined) {
      mine.endedAt = record.endedAt;
      changed = true;
    } else if (mine.endedAt === undefined && record.version > mine.version) {
      mine.version = record.version;
      changed = true;
    }
    if (mine && record.seenAt !== undefined && record.seenAt > (mine.seenAt ?? 0)) {
      mine.seenAt = record.seenAt;
      changed = true;
    }
  }
  return changed;
}

/** Sessions past their lifetime go (their cookies are refused by age anyway); versions stay. */
export function pruneBook(book: SessionBook, now = Date.now()): void {
  for (const [sid, record] of Object.entries(book.sessions)) {
    if (now - record.createdAt > SESSION_LIFETIME_MS) delete book.sessions[sid];
  }
}

/** DATA_DIR/admin/sessions.json, or null without DATA_DIR (memory only). */
export function bookPath(): string | null {
  const dir = env().DATA_DIR;
  return dir ? join(dir, "admin", "sessions.json") : null;
}

function parseBook(text: string): SessionBook {
  const parsed = JSON.parse(text) as Partial<SessionBook> | null;
  if (!parsed || typeof parsed !== "object" || typeof parsed.versions !== "object" || !parsed.sessions) {
    throw new Error("not a session record");
  }
  const book = emptyBook();
  for (const [email, version] of Object.entries(parsed.versions ?? {})) {
    if (typeof version !== "number") throw new Error(`bad version for ${email}`);
    book.versions[email] = version;
  }
  for (const [sid, record] of Object.entries(parsed.sessions)) {
    if (
      typeof record?.email !== "string" ||
      typeof record.version !== "number" ||
      typeof record.createdAt !== "number"
    ) {
      throw new Error(`bad session ${sid}`);
    }
    book.sessions[sid] = record;
  }
  return book;
}

/**
 * The file as of now: an empty book when it does not exist yet; throws when it exists but cannot
 * be read or parsed (the caller then refuses every session: fail closed).
 */
export function readBookFile(path: string): { book: SessionBook; stamp: string } {
  let stamp: string;
  try {
    stamp = stampOf(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { book: emptyBook(), stamp: "none" };
    throw error;
  }
  return { book: parseBook(readFileSync(path, "utf8")), stamp };
}

/** Changes with every write: a rename gives the file a new inode, whatever the clock's resolution. */
export function stampOf(path: string): string {
  const stat = statSync(path);
  return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
}

/**
 * Merges `book` into the file (read afresh, so another process's entries stay), prunes and writes
 * it atomically: a temporary file, flushed to disk, renamed over. A failed write leaves no
 * temporary file and throws. Returns the merged book and the file's new stamp.
 */
export function writeBookFile(path: string, book: SessionBook): { book: SessionBook; stamp: string } {
  const merged = readBookFile(path).book;
  mergeBook(merged, book);
  pruneBook(merged);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileDurably(path, JSON.stringify(merged));
  return { book: merged, stamp: stampOf(path) };
}
