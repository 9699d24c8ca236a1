import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { studioClock } from "~/vocabulary/studio-clock";

/**
 * A lead's reference, the words the visitor and the studio both quote: `AN-2611-0042`, the studio's
 * initials (Aniwa), the year and month on its Accra clock, and the lead's number in that month.
 * Numbers are taken by creating a file of that name (`<leads>/references/2611/0042`, holding the
 * lead's id) that no other process can create too: replicas sharing the leads' folder never give
 * one number twice.
 */
export function allocateReference(leadsDir: string, at: Date, leadId: string): string {
  const clock = studioClock(at);
  const month = `${String(clock.year % 100).padStart(2, "0")}${String(clock.month).padStart(2, "0")}`;
  const folder = join(leadsDir, "references", month);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (let number = readdirSync(folder).length + 1; ; number++) {
    const name = String(number).padStart(4, "0");
    let fd: number;
    try {
      fd = openSync(join(folder, name), "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    try {
      writeSync(fd, leadId);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return `AN-${month}-${name}`;
  }
}

/** The shape of a reference this site gives: `AN-2611-0042`. */
export const REFERENCE = /^AN-(\d{4})-(\d{4,6})$/;

/**
 * The site's id of the lead a reference was given to (the file `allocateReference` created), or
 * null for a reference this site did not give. The file outlives the lead's own retention.
 */
export function leadIdOfReference(leadsDir: string, reference: string): string | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  try {
    const id = readFileSync(join(leadsDir, "references", match[1], match[2]), "utf8").trim();
    return /^[\w-]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
