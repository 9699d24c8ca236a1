import path from "node:path";
import { Redis } from "ioredis";
import { env } from "~/platform/env.server";
import { messageOf } from "~/leads/outbox-log.server";
import { DiskStore, type OutboxEntry } from "~/leads/outbox-store.server";

/**
 * Where a queue keeps its entries: always `DATA_DIR/outbox/<queue>` on disk (DATA_DIR defaults to
 * ./data, as `npm start` does). Redis never holds a lead (docs/decisions/013-the-disk-is-the-record-of-a-lead.md).
 */
export function outboxStore(queue: string): DiskStore {
  const folder = path.resolve(env().DATA_DIR ?? "data", "outbox", queue);
  try {
    return new DiskStore(folder);
  } catch (error) {
    // Leads must be storable before any visitor is told they were received: stop with one clear line.
    throw new Error(`Configuration error: DATA_DIR cannot hold the lead outbox (${folder}): ${messageOf(error)}`);
  }
}

/**
 * Entries an earlier version kept in Redis (hashes `outbox:<queue>:pending` and `:refused`) move
 * to the disk once, at start, so an upgrade loses none. Does nothing without REDIS_URL; a Redis
 * that does not answer within 2 s is left for the next start (one warning).
 */
export async function adoptRedisEntries(queue: string, store: DiskStore): Promise<number> {
  const { REDIS_URL } = env();
  if (!REDIS_URL) return 0;
  const redis = new Redis(REDIS_URL, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  redis.on("error", () => undefined);
  let moved = 0;
  try {
    await redis.connect();
    for (const part of ["pending", "refused"] as const) {
      const key = `outbox:${queue}:${part}`;
      const held = await redis.hgetall(key);
      for (const [id, json] of Object.entries(held)) {
        const entry = JSON.parse(json) as OutboxEntry<unknown>;
        await store.put(part, entry);
        await redis.hdel(key, id);
        moved += 1;
      }
    }
    if (moved > 0)
      console.warn(`outbox ${queue}: moved ${moved} entries an earlier version kept in Redis to ${store.dir}`);
  } catch (error) {
    console.warn(`outbox ${queue}: could not look for entries an earlier version kept in Redis: ${messageOf(error)}`);
  } finally {
    redis.disconnect();
  }
  return moved;
}
