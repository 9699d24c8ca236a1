/**
 * The lead outbox's store and worker (app/services/outbox*.server.ts): fsync'd 0600 files that a
 * new process reads back; a failed delivery retried with backoff, a refusal kept with its reason,
 * a delivery kept as the record until the retention; every try under the entry's lease (two
 * processes on one folder never send one entry twice); the ceiling; no temporary file left by a
 * failed write; the index re-read only when the folder changes; one summary line per tick.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { registry } from "~/platform/metrics.server";
import { everyMinute } from "~/leads/outbox-log.server";
import { Outbox, OutboxFullError, type Attempt, type OutboxOptions } from "~/leads/outbox.server";
import { DiskStore, type OutboxEntry } from "~/leads/outbox-store.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-unit-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
// Tests that move the outbox's clock (Date only: its backoff, leases and retention read Date.now()).
afterEach(() => {
  vi.useRealTimers();
});

const quiet = { info() {}, warn() {}, error() {} };

function outboxOf(
  store: DiskStore,
  answers: Attempt[],
  queue = "unit",
  more: Partial<OutboxOptions<{ email: string }>> = {},
) {
  const delivered: string[] = [];
  const outbox = new Outbox<{ email: string }>({
    queue,
    store,
    backoff: { baseMs: 50, maxMs: 200 },
    log: quiet,
    async deliver(entry: OutboxEntry<{ email: string }>) {
      const answer = answers.shift() ?? { result: "delivered" };
      if (answer.result === "delivered") delivered.push(entry.payload.email);
      return answer;
    },
    ...more,
  });
  return { outbox, delivered };
}

const down: Attempt = { result: "retry", reason: "connect ECONNREFUSED", code: "network" };

describe("DiskStore", () => {
  it("keeps each entry in its own 0600 file that a fresh store (a restarted site) reads back", async () => {
    const dir = tempDir();
    const { outbox } = outboxOf(new DiskStore(dir), []);
    const entry = await outbox.put({ email: "ama@example.com" });
    const files = readdirSync(path.join(dir, "pending"));
    expect(files).toEqual([`${entry.id}.json`]);
    expect(statSync(path.join(dir, "pending", files[0])).mode & 0o777).toBe(0o600);

    const afterRestart = await new DiskStore(dir).list<{ email: string }>("pending");
    expect(afterRestart.map((held) => held.payload)).toEqual([{ email: "ama@example.com" }]);
  });

  it("retries with backoff until delivered, then holds nothing", async () => {
    const dir = tempDir();
    vi.useFakeTimers({ toFake: ["Date"] });
    const { outbox, delivered } = outboxOf(new DiskStore(dir), [down, down]);
    const entry = await outbox.put({ email: "kofi@example.com" });
    const failedAt = Date.now();
    expect(await outbox.attempt(entry)).toMatchObject({ result: "retry" });
    const [waiting] = await outbox.pending();
    expect(waiting).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED" });
    // The next try waits the first backoff step (50 ms, ±20 %) after the failure, whatever the clock says now.
    expect(waiting.nextAttemptAt).toBeGreaterThanOrEqual(failedAt + 40);

    for (let i = 0; i < 40 && delivered.length === 0; i += 1) {
      vi.setSystemTime(Date.now() + 50);
      await outbox.tick();
    }
    expect(delivered).toEqual(["kofi@example.com"]);
    expect(await outbox.pending()).toEqual([]);
    expect(outbox.stats()).toMatchObject({ pending: 0, oldestMs: 0 });
    const failures = (await registry.getSingleMetric("outbox_failures_total")?.get())?.values ?? [];
    expect(failures.find((value) => value.labels.queue === "unit")?.value).toBe(2);
  });

  it("keeps a lead refused for good with the reason, and counts it on the gauges", async () => {
    const dir = tempDir();
    const { outbox } = outboxOf(
      new DiskStore(dir),
      [{ result: "refused", reason: "Please select your project type" }],
      "unit-refused",
    );
    const entry = await outbox.put({ email: "esi@example.com" });
    await outbox.attempt(entry);
    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.refused()).toMatchObject([
      { id: entry.id, payload: { email: "esi@example.com" }, lastError: "Please select your project type" },
    ]);
    const metrics = await registry.metrics();
    expect(metrics).toContain('outbox_entries{queue="unit-refused",part="refused"} 1');
  });
});

describe("the disk is the record", () => {
  it("keeps a delivered entry until the retention, then sweeps it", async () => {
    const dir = tempDir();
    vi.useFakeTimers({ toFake: ["Date"] });
    const { outbox } = outboxOf(new DiskStore(dir), [], "unit-kept", { retentionMs: 60_000 });
    const entry = await outbox.put({ email: "kept@example.com" });
    expect(await outbox.attempt(entry)).toEqual({ result: "delivered" });
    expect(readdirSync(path.join(dir, "pending"))).toEqual([]);
    const kept = await new DiskStore(dir).list<{ email: string }>("delivered");
    expect(kept).toMatchObject([{ id: entry.id, payload: { email: "kept@example.com" } }]);
    expect(kept[0].deliveredAt).toBeGreaterThan(0);

    // A later process with a retention the entry is past sweeps it on its first tick.
    const later = outboxOf(new DiskStore(dir), [], "unit-kept-later", { retentionMs: 1 });
    vi.setSystemTime(Date.now() + 5);
    await later.outbox.tick();
    expect(readdirSync(path.join(dir, "delivered"))).toEqual([]);
  });

  it("every try holds the entry's lease: a second process on the folder never sends it while the first does", async () => {
    const dir = tempDir();
    let release: (answer: Attempt) => void = () => {};
    const sent: string[] = [];
    const first = new Outbox<{ email: string }>({
      queue: "unit-lease-a",
      store: new DiskStore(dir),
      backoff: { baseMs: 0, maxMs: 0 },
      log: quiet,
      deliver: (entry) => {
        sent.push(`first:${entry.payload.email}`);
        return new Promise<Attempt>((resolve) => (release = resolve));
      },
    });
    const second = outboxOf(new DiskStore(dir), [], "unit-lease-b");
    const entry = await first.put({ email: "once@example.com" });
    // The request path's own try (outbox.attempt) is under way, and slow.
    const trying = first.attempt(entry);
    await second.outbox.tick(true);
    expect(second.delivered).toEqual([]);
    release({ result: "delivered" });
    await trying;
    await second.outbox.tick(true);
    expect(second.delivered).toEqual([]);
    expect(sent).toEqual(["first:once@example.com"]);
    expect(readdirSync(path.join(dir, "leases"))).toEqual([]);
  });

  it("a lease left by a crashed process is taken over once it is older than the lease time", () => {
    const dir = tempDir();
    const store = new DiskStore(dir);
    expect(store.claim("crashed-1", 60_000)).toBe(true);
    expect(store.claim("crashed-1", 60_000)).toBe(false);
    // The crashed process took it two minutes ago (the file's time is the lease's age).
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(path.join(dir, "leases", "crashed-1"), twoMinutesAgo, twoMinutesAgo);
    expect(store.claim("crashed-1", 60_000)).toBe(true);
    expect(store.claim("crashed-1", 60_000)).toBe(false);
  });
});

describe("the ceiling and the disk's failures", () => {
  it("over OUTBOX_MAX_ENTRIES or OUTBOX_MAX_BYTES a put throws OutboxFullError, counts it and touches nothing stored", async () => {
    const dir = tempDir();
    const errors: string[] = [];
    const log = { ...quiet, error: (line: string) => errors.push(line) };
    const { outbox } = outboxOf(new DiskStore(dir), [], "unit-full", {
      limits: { maxEntries: 2, maxBytes: 10_000 },
      log,
    });
    await outbox.put({ email: "one@example.com" });
    await outbox.put({ email: "two@example.com" });
    const before = readdirSync(path.join(dir, "pending")).sort();
    await expect(outbox.put({ email: "three@example.com" })).rejects.toBeInstanceOf(OutboxFullError);
    await expect(outbox.put({ email: "four@example.com" })).rejects.toBeInstanceOf(OutboxFullError);
    expect(readdirSync(path.join(dir, "pending")).sort()).toEqual(before);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/outbox unit-full is full \(2 waiting, \d+ bytes; OUTBOX_MAX_ENTRIES 2/);
    expect(await registry.metrics()).toContain('outbox_full_total{queue="unit-full"} 2');

    const bytes = outboxOf(new DiskStore(tempDir()), [], "unit-full-bytes", {
      limits: { maxEntries: 100, maxBytes: 250 },
    }).outbox;
    await bytes.put({ email: "fits@example.com" });
    await expect(bytes.put({ email: "over@example.com" })).rejects.toBeInstanceOf(OutboxFullError);
  });

  it("one source holds at most its share of the ceiling: its next put is refused, another source's is stored", async () => {
    const errors: string[] = [];
    const { outbox } = outboxOf(new DiskStore(tempDir()), [], "unit-share", {
      limits: { maxEntries: 100, maxBytes: 100_000, perSource: 3 },
      log: { ...quiet, error: (line: string) => errors.push(line) },
    });
    for (const n of [1, 2, 3]) await outbox.put({ email: `flood${n}@example.com` }, undefined, "one-client");
    await expect(outbox.put({ email: "flood4@example.com" }, undefined, "one-client")).rejects.toBeInstanceOf(
      OutboxFullError,
    );
    await outbox.put({ email: "visitor@example.com" }, undefined, "another-client");
    await outbox.put({ email: "no-source@example.com" });
    expect(outbox.stats().pending).toBe(5);
    expect(errors).toEqual([expect.stringMatching(/outbox unit-share: one client holds 3 of the entries waiting/)]);
  });

  it("a write that fails leaves no temporary file, and a new store clears what a crash left", async () => {
    const dir = tempDir();
    const store = new DiskStore(dir);
    // The entry's name is taken by a folder: the rename after the temporary write fails.
    writeFileSync(path.join(dir, "pending", ".left-by-a-crash.1.tmp"), "{");
    const errors: string[] = [];
    const { outbox } = outboxOf(store, [], "unit-tmp", {
      log: { ...quiet, error: (line: string) => errors.push(line) },
    });
    mkdirSync(path.join(dir, "pending", "blocked-1.json", "inside"), { recursive: true });
    await expect(outbox.put({ email: "blocked@example.com" }, "blocked-1")).rejects.toThrow();
    await expect(outbox.put({ email: "blocked@example.com" }, "blocked-1")).rejects.toThrow();
    // The same failure (a full disk: ENOSPC) is logged once a minute, not once per lead.
    expect(errors.filter((line) => line.includes("could not store an entry"))).toHaveLength(1);
    expect(readdirSync(path.join(dir, "pending")).filter((file) => file.startsWith(".blocked"))).toEqual([]);
    new DiskStore(dir);
    expect(readdirSync(path.join(dir, "pending")).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });

  it("a lasting condition is logged once a minute", () => {
    const said: number[] = [];
    everyMinute("unit-once", () => said.push(1), 1_000);
    everyMinute("unit-once", () => said.push(2), 59_000);
    everyMinute("unit-once", () => said.push(3), 61_000);
    expect(said).toEqual([1, 3]);
  });
});

describe("a backlog", () => {
  it("is read from disk only when the folder changed (only the new files), tried in bounded batches, with one summary line per tick", async () => {
    const dir = tempDir();
    const store = new DiskStore(dir);
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error() {} };
    const { outbox, delivered } = outboxOf(store, [down, down, down], "unit-backlog", {
      batch: { size: 3, concurrency: 2 },
      log,
    });
    for (let n = 0; n < 5; n++) await outbox.put({ email: `backlog-${n}@example.com` });
    const reads: string[] = [];
    const readSized = store.readSized.bind(store);
    store.readSized = ((part: "pending", id: string) => {
      reads.push(id);
      return readSized(part, id);
    }) as typeof store.readSized;

    await outbox.tick(true);
    expect(lines).toEqual([
      expect.stringMatching(
        /^outbox unit-backlog: 3 tried, 0 delivered, 3 to retry \(connect ECONNREFUSED\), 0 refused; 5 waiting/,
      ),
    ]);
    await outbox.tick(true);
    expect(delivered).toHaveLength(3);
    expect(lines).toHaveLength(2);
    // Our own writes do not make the index read again.
    expect(reads).toEqual([]);

    // Another process adds an entry: the folder changed, so the next tick reads it.
    const seen = statSync(path.join(dir, "pending")).mtime;
    await new DiskStore(dir).put("pending", {
      id: "from-elsewhere",
      payload: { email: "elsewhere@example.com" },
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
    });
    // Its change a second after ours, as a write a moment later shows it (the kernel stamps a folder's
    // change in steps of a few ms, so one right after ours could carry the same time).
    utimesSync(path.join(dir, "pending"), seen, new Date(seen.getTime() + 1_000));
    await outbox.tick(true);
    // Only the new file is read, not the whole backlog again.
    expect(reads).toEqual(["from-elsewhere"]);
    expect(delivered).toContain("elsewhere@example.com");
  });

  it("while nothing gets through, a tick tries one entry, not a batch; once one does, everything waiting is due", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tried: string[] = [];
    let up = false;
    const outbox = new Outbox<{ email: string }>({
      queue: "unit-probe",
      store: new DiskStore(tempDir()),
      // Long enough that only the end of the outage makes the rest due again within this test.
      backoff: { baseMs: 100, maxMs: 60_000 },
      log: quiet,
      batch: { size: 3, concurrency: 3 },
      async deliver(entry) {
        tried.push(entry.payload.email);
        return up ? { result: "delivered" } : down;
      },
    });
    for (let n = 0; n < 6; n++) await outbox.put({ email: `probe-${n}@example.com` });
    const tick = async (wait = 5) => {
      vi.setSystemTime(Date.now() + wait);
      tried.length = 0;
      await outbox.tick();
      return tried.length;
    };
    // Due one backoff step after they were stored.
    expect(await tick(130)).toBe(3);
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(1);
    up = true;
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(3);
    expect(await tick()).toBe(2);
    expect(await outbox.pending()).toEqual([]);
  });
});
