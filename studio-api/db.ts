import Database from "better-sqlite3";
import { chmodSync, closeSync, existsSync, openSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sqlNow } from "./dates";
import { HttpError } from "./http";

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

/** `?, ?, ?`: one placeholder per column of an INSERT (or value of an IN list). */
const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

/** `a = ?, b = ?`: one assignment per column, for an UPDATE. */
const assignments = (columns: readonly string[]) => columns.map((column) => `${column} = ?`).join(", ");

/** The position after the last of an owner's rows in `table` (images are kept in order): 0 for none. */
export function nextPosition(db: Db, table: string, ownerColumn: string, ownerId: number): number {
  const { next } = db
    .prepare(`SELECT COALESCE(MAX(position), -1) + 1 AS next FROM ${table} WHERE ${ownerColumn} = ?`)
    .get(ownerId) as { next: number };
  return next;
}

/** A row of `table` by its id, or a 404 saying `notFound` ('Product not found'). */
export function rowById<Row>(db: Db, table: string, id: number, notFound: string): Row {
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined;
  if (!row) throw new HttpError(404, notFound);
  return row;
}

/** The rows of `table` that belong to each of the owners (a record's images), in their order. */
export function rowsByOwner<Row>(
  db: Db,
  table: string,
  ownerColumn: string,
  ownerIds: readonly number[],
): Map<number, Row[]> {
  const byOwner = new Map<number, Row[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE ${ownerColumn} IN (${placeholders(ownerIds)}) ORDER BY position, id`)
    .all(...ownerIds) as Row[];
  for (const row of rows) {
    const owner = (row as Record<string, unknown>)[ownerColumn] as number;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
  }
  return byOwner;
}

/** A new row of `table` with the form's columns and `created_at` now; its id. */
export function insertRow(db: Db, table: string, columns: readonly string[], values: readonly unknown[]): number {
  const result = db
    .prepare(`INSERT INTO ${table} (${columns.join(", ")}, created_at) VALUES (${placeholders(columns)}, ?)`)
    .run(...values, sqlNow());
  return Number(result.lastInsertRowid);
}

/** The form's columns of the row of `table` whose id is `id`, set to `values`. */
export function updateRow(db: Db, table: string, columns: readonly string[], values: readonly unknown[], id: number) {
  db.prepare(`UPDATE ${table} SET ${assignments(columns)} WHERE id = ?`).run(...values, id);
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

/**
 * The WHERE of a filtered list, one condition per filter given: `conditions.add("kind = ?", kind)`,
 * `conditions.contains(columns, search)`; `where` is '' when there are none.
 */
export class Conditions {
  private readonly clauses: string[] = [];
  readonly params: (string | number)[] = [];

  add(clause: string, ...params: (string | number)[]): void {
    this.clauses.push(clause);
    this.params.push(...params);
  }

  /** The text anywhere in one of the columns (LIKE: ASCII case ignored); a `%` or `_` in it is taken literally. */
  contains(columns: readonly string[], text: string): void {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const clause = columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ");
    this.add(`(${clause})`, ...columns.map(() => pattern));
  }

  get count(): number {
    return this.clauses.length;
  }

  get where(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(" AND ")}` : "";
  }
}
