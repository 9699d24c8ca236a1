import { describe, expect, it } from "vitest";
import { readEnv, startSchema } from "../../config/env";
import { cgroupLimitBytes, MEMORY, memoryPlan } from "../../server/memory";

/** The one number of a flag such as `--max-old-space-size=76`. */
const flag = (flags: string[], name: string) => Number(flags.find((f) => f.startsWith(`--${name}=`))?.split("=")[1]);
const MiB = 2 ** 20;
/** The most the site's heap holds with these flags: new space (two semi-spaces) and the old space a semi-space under its limit. */
const heldAtMost = (flags: string[]) =>
  flag(flags, "max-old-space-size") - flag(flags, "max-semi-space-size") + 2 * flag(flags, "max-semi-space-size");

describe("the heap plan of npm start's children (server/memory.ts)", () => {
  it("sizes the site from the container's limit when MEMORY_MB is unset", () => {
    const plan = memoryPlan({ cgroupBytes: 256 * MiB, embeddedApi: false });
    expect(plan).toMatchObject({ budgetMb: 256, source: "cgroup", api: [], env: { MALLOC_ARENA_MAX: "2" } });
    // What the supervisor and the site's code, buffers and libvips hold stays outside the heap; the
    // heap is new space (two semi-spaces) and an old space in use a semi-space under its limit.
    expect(heldAtMost(plan.site) + MEMORY.SHARED_FILES_MB + MEMORY.SUPERVISOR_MB + MEMORY.SITE_NATIVE_MB).toBe(256);
    const heap = flag(plan.site, "max-old-space-size");
    expect(heap).toBeGreaterThan(MEMORY.MIN_SITE_HEAP_MB);
  });

  it("fits a replica in 200 MB above the site's floor, with the 8 MB semi-space a smaller old space needs (docs/deploy.md)", () => {
    const plan = memoryPlan({ cgroupBytes: 200 * MiB, embeddedApi: false });
    expect(flag(plan.site, "max-semi-space-size")).toBe(MEMORY.SMALL_SEMI_SPACE_MB);
    expect(flag(plan.site, "max-old-space-size")).toBeGreaterThan(MEMORY.MIN_SITE_HEAP_MB);
    expect(flag(plan.site, "max-old-space-size")).toBeLessThan(MEMORY.SEMI_SPACE_MIN_OLD_MB);
    expect(heldAtMost(plan.site) + MEMORY.SHARED_FILES_MB + MEMORY.SUPERVISOR_MB + MEMORY.SITE_NATIVE_MB).toBe(200);
  });

  it("takes MEMORY_MB over the container's limit", () => {
    expect(memoryPlan({ memoryMb: 1024, cgroupBytes: 200 * MiB, embeddedApi: false })).toMatchObject({
      budgetMb: 1024,
      source: "MEMORY_MB",
    });
  });

  it("plans for DEFAULT_MB when neither is known", () => {
    const plan = memoryPlan({ cgroupBytes: null, embeddedApi: false });
    expect(plan).toMatchObject({ budgetMb: MEMORY.DEFAULT_MB, source: "default" });
    expect(flag(plan.site, "max-old-space-size")).toBeGreaterThan(200);
  });

  it("leaves V8's own sizing with MEMORY_MB=0", () => {
    expect(memoryPlan({ memoryMb: 0, cgroupBytes: 200 * MiB, embeddedApi: true })).toEqual({
      budgetMb: null,
      source: "off",
      site: [],
      api: [],
      env: {},
    });
  });

  it("gives the embedded API its share, and the site the rest of the same budget", () => {
    const apart = memoryPlan({ memoryMb: 384, cgroupBytes: null, embeddedApi: false });
    const embedded = memoryPlan({ memoryMb: 384, cgroupBytes: null, embeddedApi: true });
    expect(flag(embedded.api, "max-old-space-size")).toBe(MEMORY.API_HEAP_MB);
    expect(flag(embedded.site, "max-old-space-size")).toBeLessThan(flag(apart.site, "max-old-space-size"));
    const total =
      heldAtMost(embedded.site) + MEMORY.SHARED_FILES_MB + MEMORY.SUPERVISOR_MB + MEMORY.SITE_NATIVE_MB + MEMORY.API_MB;
    expect(total).toBeLessThanOrEqual(384);
  });

  it("keeps V8's own 16 MB semi-space only beside an old space of SEMI_SPACE_MIN_OLD_MB or more, 8 MB below", () => {
    const site = (memoryMb: number, embeddedApi: boolean) =>
      memoryPlan({ memoryMb, cgroupBytes: null, embeddedApi }).site;
    for (const [memoryMb, embeddedApi] of [
      [200, false],
      [256, false],
      [256, true],
      [384, true],
    ] as const) {
      const flags = site(memoryMb, embeddedApi);
      const semi = flag(flags, "max-semi-space-size");
      const old = flag(flags, "max-old-space-size");
      // With 16 the old space is at least the minimum; with 8, 16 would have left it under that.
      if (semi === MEMORY.SEMI_SPACE_MB) expect(old).toBeGreaterThanOrEqual(MEMORY.SEMI_SPACE_MIN_OLD_MB);
      else expect(old - (MEMORY.SEMI_SPACE_MB - MEMORY.SMALL_SEMI_SPACE_MB)).toBeLessThan(MEMORY.SEMI_SPACE_MIN_OLD_MB);
    }
    expect(flag(site(256, false), "max-semi-space-size")).toBe(MEMORY.SEMI_SPACE_MB);
    expect(flag(site(256, true), "max-semi-space-size")).toBe(MEMORY.SMALL_SEMI_SPACE_MB);
  });

  it("grows the heap with the budget and never goes under the site's floor", () => {
    const heaps = [128, 200, 256, 512, 1024, 4096].map((mb) =>
      flag(memoryPlan({ memoryMb: mb, cgroupBytes: null, embeddedApi: false }).site, "max-old-space-size"),
    );
    expect(heaps).toEqual([...heaps].sort((a, b) => a - b));
    expect(Math.min(...heaps)).toBe(MEMORY.MIN_SITE_HEAP_MB);
  });
});

describe("the container's memory limit", () => {
  const files = (map: Record<string, string>) => (file: string) => {
    if (file in map) return map[file];
    throw Object.assign(new Error(`ENOENT: ${file}`), { code: "ENOENT" });
  };

  it("reads cgroup v2's memory.max, else v1's memory.limit_in_bytes", () => {
    expect(cgroupLimitBytes(files({ "/sys/fs/cgroup/memory.max": "209715200\n" }))).toBe(200 * MiB);
    expect(cgroupLimitBytes(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "268435456\n" }))).toBe(256 * MiB);
  });

  it("knows none for v2's max, v1's near-2^63 and no cgroup files at all", () => {
    expect(cgroupLimitBytes(files({ "/sys/fs/cgroup/memory.max": "max\n" }))).toBeNull();
    expect(
      cgroupLimitBytes(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n" })),
    ).toBeNull();
    expect(cgroupLimitBytes(files({}))).toBeNull();
  });
});

describe("MEMORY_MB", () => {
  it("is a whole number of megabytes, 0 or at least 128", () => {
    expect(readEnv(startSchema, { MEMORY_MB: "200" })).toMatchObject({ ok: true, value: { MEMORY_MB: 200 } });
    expect(readEnv(startSchema, { MEMORY_MB: "0" })).toMatchObject({ ok: true, value: { MEMORY_MB: 0 } });
    const unset = readEnv(startSchema, { MEMORY_MB: "" });
    expect(unset.ok && unset.value.MEMORY_MB).toBeUndefined();
    expect(readEnv(startSchema, { MEMORY_MB: "64" })).toMatchObject({ ok: false, name: "MEMORY_MB" });
    expect(readEnv(startSchema, { MEMORY_MB: "200m" })).toMatchObject({ ok: false, name: "MEMORY_MB" });
  });
});
