/**
 * Backup and restore of the embedded API's DATA_DIR (`npm run backup -- --out PATH`,
 * `npm run restore -- PATH`, studio-api/backup-cli.ts). A plain copy of DATA_DIR is not a backup:
 * the newest writes live in the WAL, and a copy taken while the API writes can be torn. The database
 * is copied through SQLite's online backup API (better-sqlite3's `db.backup()`), a consistent
 * snapshot while the API keeps serving; then the uploads, the generated session secret, the site's
 * lead outbox (its record of every lead, docs/decisions/013-the-disk-is-the-record-of-a-lead.md;
 * without `leases/` and temporary files) and the admin's records in `admin/` (ADMIN_RECORDS: the
 * session records and the second factor; the kept forms and picked files beside them live minutes). A site in front of a PHP API has no database: the rest is backed up all the same.
 * Caches (analytics-cache, image-cache, read-cache) are left out: they are rebuilt on demand.
 * Restore takes only what a backup writes (BACKED_UP) and leaves anything else in the folder out.
 */
import Database from "better-sqlite3";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { PRIVATE_DIR, PRIVATE_FILE } from "./db";

export const DATABASE = "studio.db";
const UPLOADS = "uploads";
const SECRET = ".session-secret";
const OUTBOX = "outbox";
const ADMIN = "admin";
/** Everything a backup writes at the top of its folder: all restore takes. */
export const BACKED_UP = [DATABASE, UPLOADS, SECRET, OUTBOX, ADMIN] as const;
/** The files of `admin/` a backup takes and a restore puts back; nothing else found there. */
const ADMIN_RECORDS = ["sessions.json", "second-factor.json"] as const;

/** Copies the admin's records (0600) from one `admin/` to another; returns what it copied and what it left out. */
function copyAdminRecords(from: string, to: string): { files: number; bytes: number; left: string[] } {
  let [files, bytes] = [0, 0];
  const left: string[] = [];
  mkdirSync(to, { recursive: true, mode: PRIVATE_DIR });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const known: readonly string[] = ADMIN_RECORDS;
    if (!known.includes(entry.name) || !entry.isFile()) {
      left.push(`${ADMIN}/${entry.name}`);
      continue;
    }
    const target = join(to, entry.name);
    copyFileSync(join(from, entry.name), target);
    chmodSync(target, PRIVATE_FILE);
    files += 1;
    bytes += statSync(target).size;
  }
  return { files, bytes, left };
}

/** What a copy leaves out: a lease belongs to the process that took it; a temporary file is half written. */
const skipped = (name: string) => name === "leases" || name.endsWith(".tmp");

export interface BackupSummary {
  database: string;
  files: number;
  bytes: number;
}

/** A folder that does not exist or has nothing in it; anything else is refused, never overwritten. */
function assertEmptyFolder(dir: string, what: string): void {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) throw new Error(`${what} ${dir} is a file, not a folder`);
  if (readdirSync(dir).length > 0) throw new Error(`${what} ${dir} is not empty: refusing to overwrite it`);
}

/**
 * Copies `from` into `to` (folders 0700, files 0600); returns the files and bytes copied. An
 * outbox's `pending/` goes first: a lead delivered meanwhile is written to `delivered/` before it
 * leaves `pending/`, so it is in the copy either way; a file gone between the listing and its copy
 * has moved and is skipped.
 */
function copyTree(from: string, to: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  mkdirSync(to, { recursive: true, mode: PRIVATE_DIR });
  const entries = readdirSync(from, { withFileTypes: true }).sort(
    (a, b) => Number(b.name === "pending") - Number(a.name === "pending"),
  );
  for (const entry of entries) {
    if (skipped(entry.name)) continue;
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) {
      const copied = copyTree(source, target);
      files += copied.files;
      bytes += copied.bytes;
    } else if (entry.isFile()) {
      try {
        copyFileSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      chmodSync(target, PRIVATE_FILE);
      files += 1;
      bytes += statSync(target).size;
    }
  }
  return { files, bytes };
}

/** SQLite's own verdict on a database file; throws unless it is 'ok'. */
function assertIntact(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    const verdict = db.pragma("integrity_check", { simple: true });
    if (verdict !== "ok") throw new Error(`${file} fails SQLite's integrity check: ${String(verdict)}`);
  } finally {
    db.close();
  }
}

/**
 * Backs `dataDir` up into `out` (a new or empty folder) while the API may be serving and writing.
 * The database first, so every upload it names already exists when the uploads are copied.
 */
export async function backupDataDir(dataDir: string, out: string): Promise<BackupSummary> {
  const [from, to] = [resolve(dataDir), resolve(out)];
  const database = join(from, DATABASE);
  const hasDatabase = existsSync(database);
  if (!hasDatabase && !existsSync(join(from, OUTBOX))) {
    throw new Error(`no database at ${database} and no lead outbox: is DATA_DIR right?`);
  }
  assertEmptyFolder(to, "The backup folder");
  mkdirSync(to, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(to, PRIVATE_DIR);

  let files = 0;
  let bytes = 0;
  const copy = join(to, DATABASE);
  if (hasDatabase) {
    const source = new Database(database, { fileMustExist: true });
    try {
      source.pragma("busy_timeout = 5000");
      // All remaining pages in one step: a write by the API between steps would restart the copy.
      await source.backup(copy, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
    } finally {
      source.close();
    }
    // One self-contained file (no -wal beside it); the API turns WAL on again when it opens it.
    const written = new Database(copy);
    written.pragma("journal_mode = DELETE");
    written.close();
    chmodSync(copy, PRIVATE_FILE);
    assertIntact(copy);
    files += 1;
    bytes += statSync(copy).size;
  }
  for (const folder of [UPLOADS, OUTBOX, ADMIN]) {
    if (!existsSync(join(from, folder))) continue;
    const copy = folder === ADMIN ? copyAdminRecords : copyTree;
    const copied = copy(join(from, folder), join(to, folder));
    files += copied.files;
    bytes += copied.bytes;
  }
  if (existsSync(join(from, SECRET))) {
    copyFileSync(join(from, SECRET), join(to, SECRET));
    chmodSync(join(to, SECRET), PRIVATE_FILE);
    files += 1;
  }
  return { database: hasDatabase ? copy : "", files, bytes };
}

/**
 * Restores a backup made by `backupDataDir` into `dataDir`, which must be empty or missing: only
 * what a backup writes (BACKED_UP, and in `admin/` only ADMIN_RECORDS); anything else in the
 * backup's folder stays out, and is named.
 */
export function restoreDataDir(backup: string, dataDir: string): BackupSummary & { left: string[] } {
  const [from, to] = [resolve(backup), resolve(dataDir)];
  const database = join(from, DATABASE);
  const hasDatabase = existsSync(database);
  if (!hasDatabase && !existsSync(join(from, OUTBOX))) {
    throw new Error(`${from} holds no ${DATABASE} and no lead outbox: not a backup of DATA_DIR`);
  }
  if (hasDatabase) assertIntact(database);
  assertEmptyFolder(to, "DATA_DIR");
  mkdirSync(to, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(to, PRIVATE_DIR);
  const known: readonly string[] = BACKED_UP;
  let files = 0;
  let bytes = 0;
  const left: string[] = [];
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (!known.includes(entry.name)) left.push(entry.name);
    else if (entry.name === ADMIN && entry.isDirectory()) {
      const copied = copyAdminRecords(source, target);
      files += copied.files;
      bytes += copied.bytes;
      left.push(...copied.left);
    } else if (entry.isDirectory()) {
      const copied = copyTree(source, target);
      files += copied.files;
      bytes += copied.bytes;
    } else if (entry.isFile()) {
      copyFileSync(source, target);
      chmodSync(target, PRIVATE_FILE);
      files += 1;
      bytes += statSync(target).size;
    }
  }
  return { database: hasDatabase ? join(to, DATABASE) : "", files, bytes, left };
}
