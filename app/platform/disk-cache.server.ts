import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Resized images on disk, one file per key (`<key>.<ext>`), with a size cap:
 * past it, the least recently used files go until the folder is back under
 * 90 % of the cap. The order is kept in memory (a Map's insertion order) and
 * in the files' modification times, so it survives a restart.
 */
export interface CachedFile {
  file: string;
  ext: string;
  size: number;
}

interface Entry {
  ext: string;
  size: number;
}

const NAME = /^([a-f0-9]{16,64})\.([a-z]{3,4})$/;

export class DiskCache {
  private entries: Map<string, Entry> | null = null;
  private loading: Promise<Map<string, Entry>> | null = null;
  private total = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Total bytes of the cached files, as this process knows them. */
  get bytes(): number {
    return this.total;
  }

  private async index(): Promise<Map<string, Entry>> {
    if (this.entries) return this.entries;
    this.loading ??= (async () => {
      // Private to the site's user, like everything under DATA_DIR.
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      const found: { key: string; ext: string; size: number; used: number }[] = [];
      for (const name of await readdir(this.dir)) {
        const match = NAME.exec(name);
        if (!match) continue;
        const info = await stat(path.join(this.dir, name)).catch(() => null);
        if (info?.isFile()) found.push({ key: match[1], ext: match[2], size: info.size, used: info.mtimeMs });
      }
      found.sort((a, b) => a.used - b.used);
      const entries = new Map<string, Entry>();
      for (const { key, ext, size } of found) {
        entries.set(key, { ext, size });
        this.total += size;
      }
      this.entries = entries;
      return entries;
    })();
    return this.loading;
  }

  private fileOf(key: string, ext: string): string {
    return path.join(this.dir, `${key}.${ext}`);
  }

  /** The cached file for `key`, marked as just used; null when there is none. */
  async get(key: string): Promise<CachedFile | null> {
    const entries = await this.index();
    const entry = entries.get(key);
    if (!entry) return null;
    const file = this.fileOf(key, entry.ext);
    entries.delete(key);
    entries.set(key, entry);
    const now = new Date();
    try {
      await utimes(file, now, now);
    } catch {
      // Evicted by another replica sharing the folder.
      entries.delete(key);
      this.total -= entry.size;
      return null;
    }
    return { file, ...entry };
  }

  /** Stores `data` under `key` (written whole, then renamed into place) and evicts past the cap. */
  async put(key: string, ext: string, data: Uint8Array): Promise<CachedFile> {
    const entries = await this.index();
    const file = this.fileOf(key, ext);
    const temporary = path.join(this.dir, `.${key}.${randomBytes(4).toString("hex")}.tmp`);
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, file);
    const previous = entries.get(key);
    if (previous) {
      this.total -= previous.size;
      entries.delete(key);
    }
    entries.set(key, { ext, size: data.byteLength });
    this.total += data.byteLength;
    if (this.total > this.maxBytes) await this.evict(key);
    return { file, ext, size: data.byteLength };
  }

  private async evict(keep: string): Promise<void> {
    const entries = await this.index();
    const target = this.maxBytes * 0.9;
    for (const [key, entry] of entries) {
      if (this.total <= target) break;
      if (key === keep) continue;
      entries.delete(key);
      this.total -= entry.size;
      await unlink(this.fileOf(key, entry.ext)).catch(() => undefined);
    }
  }
}
