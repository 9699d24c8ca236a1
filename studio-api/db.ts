import Database from "better-sqlite3";
import { chmodSync, closeSync, existsSync, openSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sqlNow } from "./dates";

export type Db = Database.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

interface Migration {
  version: number;
  name: string;
  sql: string;
}

function loadMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.slice(0, file.indexOf("_"))),
      name: file,
      sql: readFileSync(`${MIGRATIONS_DIR}${file}`, "utf8"),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the numbered SQL files not yet recorded in `schema_migrations`, each in its own transaction. */
function migrate(db: Db, log: (line: string) => void): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map((row) => row.version),
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const migration of loadMigrations()) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, sqlNow());
    })();
    log(`studio API: applied migration ${migration.name}`);
  }
}

/**
 * Modes of what the API keeps in DATA_DIR (messages, e-mail and IP addresses): readable by its own
 * user only, whatever the umask.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/**
 * The database file is made (or set) 0600 before SQLite opens it: SQLite gives its -wal and -shm
 * files the database file's mode.
 */
function makePrivate(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE));
  for (const part of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(part)) chmodSync(part, PRIVATE_FILE);
}

export function openDatabase(file: string, log: (line: string) => void): Db {
  makePrivate(file);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  // Foreign keys are off while migrating (better-sqlite3 turns them on by default), as SQLite's
  // table rebuilds require, and checked after.
  db.pragma("foreign_keys = OFF");
  migrate(db, log);
  const broken = db.pragma("foreign_key_check") as unknown[];
  if (broken.length) throw new Error(`studio API: the migrations left ${broken.length} broken references`);
  db.pragma("foreign_keys = ON");
  return db;
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare("SELECT value FROM studio_meta WHERE key = ?").get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    "INSERT INTO studio_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  ).run(key, value);
}

/** `?, ?, ?`: one placeholder per column, for an INSERT. */
export const placeholders = (columns: readonly string[]) => columns.map(() => "?").join(", ");

/** `a = ?, b = ?`: one assignment per column, for an UPDATE. */
export const assignments = (columns: readonly string[]) => columns.map((column) => `${column} = ?`).join(", ");

/** The position after the last of an owner's rows in `table` (images are kept in order): 0 for none. */
export function nextPosition(db: Db, table: string, ownerColumn: string, ownerId: number): number {
  const { next } = db
    .prepare(`SELECT COALESCE(MAX(position), -1) + 1 AS next FROM ${table} WHERE ${ownerColumn} = ?`)
    .get(ownerId) as { next: number };
  return next;
}

/** One page of a table's rows, newest first, and how many rows match in all. */
export function newestPage<Row>(
  db: Db,
  table: string,
  { page, limit, where = "", params = [] }: { page: number; limit: number; where?: string; params?: unknown[] },
): { rows: Row[]; total: number } {
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${table} ${where}`).get(...params) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM ${table} ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as Row[];
  return { rows, total };
}
