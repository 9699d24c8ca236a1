import type { DiskStore, OutboxEntry } from "~/leads/outbox-store.server";

/** Every 5 minutes the folder is read again anyway, so a write of another process's in the same instant as one of ours is not missed for long. */
const INDEX_MAX_AGE_MS = 5 * 60_000;

/**
 * What waits in an outbox, held in memory (decision 013; a backlog must cost the visitors nothing): the
 * pending folder is listed again only when it changed (another process, a restore), new files read,
 * gone ones dropped; what this process knows of an entry (its retry state) is kept.
 */
export class PendingIndex<T> {
  private entries = new Map<string, { entry: OutboxEntry<T>; bytes: number }>();
  private changedAt = Number.NaN;
  private readAt = 0;
  private refusedCount = 0;
  private refusedAt = Number.NaN;

  constructor(private readonly store: DiskStore) {}

  /** The pending entries by id, with their size on disk, read again if the folder changed. */
  current(): Map<string, { entry: OutboxEntry<T>; bytes: number }> {
    const changed = this.store.changedAt("pending");
    if (changed === this.changedAt && Date.now() - this.readAt <= INDEX_MAX_AGE_MS) return this.entries;
    const ids = new Set(this.store.ids("pending"));
    for (const id of this.entries.keys()) if (!ids.has(id)) this.entries.delete(id);
    for (const id of ids) {
      if (this.entries.has(id)) continue;
      const held = this.store.readSized<T>("pending", id);
      if (held) this.entries.set(id, held);
    }
    this.changedAt = changed;
    this.readAt = Date.now();
    return this.entries;
  }

  /** After a write of our own: the index already knows it, so the folder's new time is not a change. */
  noteOwnWrite(): void {
    this.changedAt = this.store.changedAt("pending");
  }

  /** The entries oldest first. */
  oldestFirst(): OutboxEntry<T>[] {
    return [...this.current().values()].map(({ entry }) => entry).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** How many wait and their bytes, the oldest's age, and how many were refused (counted again only when that folder changed). */
  stats() {
    const entries = this.current();
    const refusedChanged = this.store.changedAt("refused");
    if (refusedChanged !== this.refusedAt) {
      this.refusedCount = this.store.listSized("refused").length;
      this.refusedAt = refusedChanged;
    }
    let bytes = 0;
    let oldest = Infinity;
    for (const { entry, bytes: size } of entries.values()) {
      bytes += size;
      oldest = Math.min(oldest, entry.createdAt);
    }
    return {
      pending: entries.size,
      refused: this.refusedCount,
      bytes,
      oldestMs: oldest === Infinity ? 0 : Date.now() - oldest,
    };
  }
}
