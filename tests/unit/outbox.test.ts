/**
 * The lead outbox's store and worker (app/services/outbox*.server.ts): on disk (fsync'd files,
 * 0600) and in a real redis-server; what is stored survives a new process's view of the store;
 * a failed delivery is retried with backoff, a refusal kept with its reason, and a failing Redis
 * hands the entry to the disk instead of losing it.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "~/edge/metrics.server";
import { Outbox, type Attempt } from "~/services/outbox.server";
import { DiskStore, RedisStore, type OutboxEntry, type OutboxStore } from "~/services/outbox-store.server";
import { freePort, startRedis } from "./support/redis-server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-unit-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const quiet = { info() {}, warn() {}, error() {} };

function outboxOf(stores: OutboxStore[], answers: Attempt[], queue = "unit") {
  const delivered: string[] = [];
  const outbox = new Outbox<{ email: string }>({
    queue,
    stores,
    backoff: { baseMs: 50, maxMs: 200 },
    log: quiet,
    async deliver(entry: OutboxEntry<{ email: string }>) {
      const answer = answers.shift() ?? { result: "delivered" };
      if (answer.result === "delivered") delivered.push(entry.payload.email);
      return answer;
    },
  });
  return { outbox, delivered };
}

const down: Attempt = { result: "retry", reason: "connect ECONNREFUSED", code: "network" };

describe("DiskStore", () => {
  it("keeps each entry in its own 0600 file that a fresh store (a restarted site) reads back", async () => {
    const dir = tempDir();
    const { outbox } = outboxOf([new DiskStore(dir)], []);
    const entry = await outbox.put({ email: "ama@example.com" });
    const files = readdirSync(path.join(dir, "pending"));
    expect(files).toEqual([`${entry.id}.json`]);
    expect(statSync(path.join(dir, "pending", files[0])).mode & 0o777).toBe(0o600);

    const afterRestart = await new DiskStore(dir).list<{ email: string }>("pending");
    expect(afterRestart.map((held) => held.payload)).toEqual([{ email: "ama@example.com" }]);
  });

  it("retries with backoff until delivered, then holds nothing", async () => {
    const dir = tempDir();
    const { outbox, delivered } = outboxOf([new DiskStore(dir)], [down, down]);
    const entry = await outbox.put({ email: "kofi@example.com" });
    const failedAt = Date.now();
    expect(await outbox.attempt(entry)).toMatchObject({ result: "retry" });
    const [waiting] = await outbox.pending();
    expect(waiting).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED" });
    // The next try waits the first backoff step (50 ms, ±20 %) after the failure, whatever the clock says now.
    expect(waiting.nextAttemptAt).toBeGreaterThanOrEqual(failedAt + 40);

    for (let i = 0; i < 40 && delivered.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await outbox.tick();
    }
    expect(delivered).toEqual(["kofi@example.com"]);
    expect(await outbox.pending()).toEqual([]);
    expect(outbox.stats).toMatchObject({ pending: 0, oldestMs: 0 });
    const failures = (await registry.getSingleMetric("outbox_failures_total")?.get())?.values ?? [];
    expect(failures.find((value) => value.labels.queue === "unit")?.value).toBe(2);
  });

  it("keeps a lead refused for good with the reason, and counts it on the gauges", async () => {
    const dir = tempDir();
    const { outbox } = outboxOf(
      [new DiskStore(dir)],
      [{ result: "refused", reason: "Please select your project type" }],
      "unit-refused",
    );
    const entry = await outbox.put({ email: "esi@example.com" });
    await outbox.attempt(entry);
    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.refused()).toMatchObject([
      { id: entry.id, payload: { email: "esi@example.com" }, lastError: "Please select your project type" },
    ]);
    await outbox.refreshStats();
    const metrics = await registry.metrics();
    expect(metrics).toContain('outbox_entries{queue="unit-refused",part="refused"} 1');
  });
});

describe("RedisStore on a real redis-server", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let client: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  it("two replicas share one outbox: what one stores, the other delivers, once", async () => {
    const a = outboxOf([new RedisStore(client, "outbox:shared")], [down]);
    const b = outboxOf([new RedisStore(client, "outbox:shared")], []);
    const entry = await a.outbox.put({ email: "yaw@example.com" });
    await a.outbox.attempt(entry);
    expect((await b.outbox.pending()).map((held) => held.id)).toEqual([entry.id]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await Promise.all([a.outbox.tick(), b.outbox.tick()]);
    expect([...a.delivered, ...b.delivered]).toEqual(["yaw@example.com"]);
    expect(await a.outbox.pending()).toEqual([]);
  });

  it("while Redis does not answer, the entry goes to the disk and is delivered from there", async () => {
    const gone = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    gone.on("error", () => {});
    const dir = tempDir();
    const { outbox, delivered } = outboxOf([new RedisStore(gone, "outbox:gone"), new DiskStore(dir)], [down]);
    const entry = await outbox.put({ email: "abena@example.com" });
    expect(readdirSync(path.join(dir, "pending"))).toEqual([`${entry.id}.json`]);
    await outbox.attempt(entry);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await outbox.tick();
    expect(delivered).toEqual(["abena@example.com"]);
    gone.disconnect();
  });
});
