import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Writes `text` to `path` so that a crash leaves the old file or the new one, never half of one:
 * a temporary file beside it (mode 0600, `.<name>.<pid>.<time>.tmp`, which backups skip) is
 * written and fsync'd, then renamed over `path`. A failed write (ENOSPC…) leaves no temporary file.
 * The folder must exist. Used by the lead outbox, the admin sessions' record and the second factor.
 */
export function writeFileDurably(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = openSync(temporary, "w", 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
