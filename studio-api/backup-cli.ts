/**
 * `npm run backup -- --out PATH`: a consistent copy of DATA_DIR (database, uploads, the site's lead
 * outbox and admin records) into the new or empty folder PATH, safe while the site is serving.
 * `npm run restore -- PATH`: that copy back into DATA_DIR, which must be empty or missing (stop the
 * site, move the old DATA_DIR aside, restore, start). DATA_DIR as `npm start` reads it (./data).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_DATA_DIR } from "../config/env";
import { backupDataDir, restoreDataDir } from "./backup";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = resolve(root, process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
// `npm run` works in the package's folder; a relative PATH means where the operator typed it.
const here = process.env.INIT_CWD || process.cwd();
const [command, ...rest] = process.argv.slice(2);

function usage(): never {
  console.error("usage: npm run backup -- --out PATH | npm run restore -- PATH");
  process.exit(2);
}

try {
  if (command === "backup") {
    const at = rest.indexOf("--out");
    const out = at >= 0 ? rest[at + 1] : undefined;
    if (!out) usage();
    const started = Date.now();
    const summary = await backupDataDir(dataDir, resolve(here, out));
    console.log(
      `Backed up ${dataDir} to ${resolve(here, out)}: ${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB in ${Date.now() - started} ms`,
    );
  } else if (command === "restore") {
    const from = rest.find((arg) => !arg.startsWith("-"));
    if (!from) usage();
    const summary = restoreDataDir(resolve(here, from), dataDir);
    const left = summary.left.length ? ` (left out, not written by a backup: ${summary.left.join(", ")})` : "";
    console.log(`Restored ${resolve(here, from)} into ${dataDir}: ${summary.files} files${left}; start the site now`);
  } else {
    usage();
  }
} catch (error) {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
