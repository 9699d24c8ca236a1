import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { env } from "~/platform/env.server";
import { writeFileDurably } from "~/platform/durable-file.server";
import { isImageType, MAX_IMAGE_BYTES } from "~/vocabulary/images";

/**
 * The pictures an admin picked, kept from a 'Preview' for the next save (decision 020): a browser
 * never fills a file input again, so without JavaScript the admin would have to pick them again.
 * A preview with pictures stores them here under a random token (32 bytes, unguessable) bound to
 * the admin's session id; the form comes back with the token in a hidden field, and the next save
 * without a new pick uses them. Only that session can read them (the preview's thumbnails, the
 * save); they are removed after the save, after KEPT_FOR_MS, and beyond MAX_STASHES (oldest
 * first). Each file was checked by the upload parser (type by content, size, count) before it
 * got here. Stored in DATA_DIR/admin/picked/, else the system's temporary folder.
 */

export const PICKED_FOR_MS = 60 * 60 * 1000;
const MAX_STASHES = 40;
const TOKEN = /^[a-f0-9]{64}$/;

interface Meta {
  sid: string;
  keptAt: number;
  files: Array<{ name: string; type: string }>;
}

const root = () => join(env().DATA_DIR ?? join(tmpdir(), "studio-site"), "admin", "picked");
const folderOf = (token: string) => join(root(), token);

/** The hidden field's value: the token and how many pictures it holds ('<token>.<count>'). */
export const pickedValue = (token: string, count: number) => `${token}.${count}`;

/** The token of a hidden field's value, when it is one. */
export function pickedToken(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string") return null;
  const token = value.split(".")[0];
  return TOKEN.test(token) ? token : null;
}

function readMeta(token: string): Meta | null {
  try {
    const meta = JSON.parse(readFileSync(join(folderOf(token), "meta.json"), "utf8")) as Meta;
    if (Date.now() - meta.keptAt > PICKED_FOR_MS) {
      removePicked(token);
      return null;
    }
    return meta;
  } catch {
    return null;
  }
}

/** Removes what is past its time, and the oldest beyond MAX_STASHES. */
function sweep() {
  let entries: Array<{ token: string; at: number }>;
  try {
    entries = readdirSync(root())
      .filter((name) => TOKEN.test(name))
      .map((token) => ({ token, at: statSync(folderOf(token)).mtimeMs }));
  } catch {
    return;
  }
  entries.sort((a, b) => b.at - a.at);
  entries.forEach(({ token, at }, index) => {
    if (index >= MAX_STASHES || Date.now() - at > PICKED_FOR_MS) removePicked(token);
  });
}

/** Keeps the pictures for this session; answers the hidden field's value, or null when there is nothing to keep. */
export async function stashPicked(sid: string, files: readonly File[]): Promise<string | null> {
  const pictures = files.filter((file) => file.size > 0 && file.size <= MAX_IMAGE_BYTES && isImageType(file.type));
  if (pictures.length === 0) return null;
  sweep();
  const token = randomBytes(32).toString("hex");
  const folder = folderOf(token);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    for (const [index, file] of pictures.entries()) {
      writeFileSync(join(folder, String(index)), Buffer.from(await file.arrayBuffer()), { mode: 0o600 });
    }
    const meta: Meta = {
      sid,
      keptAt: Date.now(),
      files: pictures.map((file) => ({ name: file.name, type: file.type })),
    };
    // Written last: a folder without it is never read, and the sweep removes it.
    writeFileDurably(join(folder, "meta.json"), JSON.stringify(meta));
    return pickedValue(token, pictures.length);
  } catch (error) {
    console.error("picked files: could not keep them:", error instanceof Error ? error.message : error);
    removePicked(token);
    return null;
  }
}

/** The kept pictures, for the session that kept them only; null for another session, an unknown or an old token. */
export function readPicked(sid: string, value: FormDataEntryValue | null): File[] | null {
  const token = pickedToken(value);
  const meta = token ? readMeta(token) : null;
  if (!token || !meta || meta.sid !== sid) return null;
  try {
    return meta.files.map(
      (file, index) => new File([readFileSync(join(folderOf(token), String(index)))], file.name, { type: file.type }),
    );
  } catch {
    return null;
  }
}

/** One kept picture's bytes and type, for its session's preview; null otherwise. */
export function pickedPicture(sid: string, token: string, index: number): { bytes: Buffer; type: string } | null {
  const meta = TOKEN.test(token) ? readMeta(token) : null;
  const file = meta && meta.sid === sid ? meta.files[index] : undefined;
  if (!file || !Number.isInteger(index)) return null;
  try {
    return { bytes: readFileSync(join(folderOf(token), String(index))), type: file.type };
  } catch {
    return null;
  }
}

/** Removes the kept pictures of a hidden field's value (after the save that used them). */
export function removePicked(value: FormDataEntryValue | null): void {
  const token = pickedToken(value);
  if (token) rmSync(folderOf(token), { recursive: true, force: true });
}
