// How much of V8's heap each child of `npm start` may use, from the memory the container has
// (docs/deploy.md, "Memory"). Node sizes its heap from the host's RAM, not from the container's
// limit once two Node processes share that limit, so a replica under load kept hundreds of MB of
// garbage V8 never had to collect, and the embedded API's container was killed by the kernel.
import { readFileSync } from "node:fs";

/** cgroup v2, then v1: the container's memory limit in bytes, as the kernel enforces it. */
export const CGROUP_LIMIT_FILES = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"];

/** Above this a limit is "none": cgroup v1 writes 2^63 rounded down to a page, v2 writes "max". */
const NO_LIMIT_BYTES = 2 ** 50;

/** The container's memory limit in bytes, or null when there is none or it cannot be read. */
export function cgroupLimitBytes(read: (file: string) => string = (file) => readFileSync(file, "utf8")): number | null {
  for (const file of CGROUP_LIMIT_FILES) {
    let text: string;
    try {
      text = read(file).trim();
    } catch {
      continue;
    }
    if (!/^\d+$/.test(text)) return null; // "max": this cgroup has no limit
    const bytes = Number(text);
    return bytes > 0 && bytes < NO_LIMIT_BYTES ? bytes : null;
  }
  return null;
}

/**
 * What stays outside the site's heap, in MB, measured in the image under `podman run --memory 200m`
 * with `npm run bench:memory` (docs/deploy.md, "Memory") and counted as the container's cgroup
 * counts it.
 */
export const MEMORY = {
  /** Planned for when neither MEMORY_MB nor a container limit is known: a small VM's share. */
  DEFAULT_MB: 512,
  /**
   * What the cgroup charges besides the processes' own memory: the kernel's (7–8 MB measured). The
   * node binary's and libvips's pages are page cache, charged to the container that reads them
   * first (0 here: the host had them already) and reclaimed under the limit before anything is killed.
   */
  SHARED_FILES_MB: 10,
  /** The supervisor: 13–14 MB in the image, where it runs as plain JavaScript (server/bundle.ts); 40 under tsx. */
  SUPERVISOR_MB: 14,
  /**
   * The site besides its V8 heap, under load: buffers, malloc's arenas (two: MALLOC_ARENA), sharp/libvips.
   * Measured: 68 MB after 30 s of 50 connections (the process's anonymous memory less V8's heap
   * total), still growing at 60 s, when a replica planned with 70 here was killed at 200 MB.
   */
  SITE_NATIVE_MB: 85,
  /** The embedded API with its heap capped at API_HEAP_MB (25 MB idle in the image): no cache besides SQLite's. */
  API_MB: 40,
  API_HEAP_MB: 32,
  /**
   * V8's semi-space cap: its own 16 MB wherever the old space beside it can be SEMI_SPACE_MIN_OLD_MB,
   * else 8. With 8 more of the render garbage of 50 requests in flight survives scavenges into the
   * old space: about two thirds of the req/s of 16 in the same run.
   */
  SEMI_SPACE_MB: 16,
  SMALL_SEMI_SPACE_MB: 8,
  /**
   * The old space a 16 MB semi-space needs beside it: the live heap (45 MB with code under load), a
   * semi-space the scavenger must be able to promote, and room to grow between full collections. At
   * 64 MB every collection was a full one (149 in 20 s, 0.06-0.3x the req/s); at 90-100 MB, 1 in 6.
   */
  SEMI_SPACE_MIN_OLD_MB: 96,
  /** The site's old space never goes under this: its live heap under load is 35–45 MB. */
  MIN_SITE_HEAP_MB: 56,
  /**
   * glibc's malloc arenas for each planned child (MALLOC_ARENA_MAX): its default, 8 per core,
   * left the site 20 MB more native memory under load for no measurable gain in req/s.
   */
  MALLOC_ARENA: 2,
} as const;

export type MemorySource = "MEMORY_MB" | "cgroup" | "default" | "off";

export type MemoryPlan = {
  /** The memory planned for, in MB; null with MEMORY_MB=0 (V8's own sizing). */
  budgetMb: number | null;
  source: MemorySource;
  /** Node flags for the site process and, with the embedded API, for it. */
  site: string[];
  api: string[];
  /** Environment for both children (MALLOC_ARENA_MAX), unless the operator set it. */
  env: Record<string, string>;
};

/**
 * The heap flags for the site (and the embedded API) from MEMORY_MB (wins; 0: V8's own sizing,
 * as before this plan existed), else the container's limit, else DEFAULT_MB. A pure function of
 * its inputs (tests/unit/memory-plan.test.ts).
 */
export function memoryPlan({
  memoryMb,
  cgroupBytes,
  embeddedApi,
}: {
  memoryMb?: number;
  cgroupBytes: number | null;
  embeddedApi: boolean;
}): MemoryPlan {
  if (memoryMb === 0) return { budgetMb: null, source: "off", site: [], api: [], env: {} };
  const [budgetMb, source]: [number, MemorySource] =
    memoryMb !== undefined
      ? [memoryMb, "MEMORY_MB"]
      : cgroupBytes !== null
        ? [Math.floor(cgroupBytes / 2 ** 20), "cgroup"]
        : [MEMORY.DEFAULT_MB, "default"];
  const others =
    MEMORY.SHARED_FILES_MB + MEMORY.SUPERVISOR_MB + MEMORY.SITE_NATIVE_MB + (embeddedApi ? MEMORY.API_MB : 0);
  // The heap holds new space, two semi-spaces, and an old space in use a semi-space under its
  // limit at most: V8 scavenges only while the old space could take a whole semi-space promoted, and
  // collects the old space in full otherwise. So limit + semi fits the budget.
  const heapFor = (semi: number) => Math.floor(budgetMb - others - semi);
  const semi =
    heapFor(MEMORY.SEMI_SPACE_MB) >= MEMORY.SEMI_SPACE_MIN_OLD_MB ? MEMORY.SEMI_SPACE_MB : MEMORY.SMALL_SEMI_SPACE_MB;
  const siteHeap = Math.max(MEMORY.MIN_SITE_HEAP_MB, heapFor(semi));
  return {
    budgetMb,
    source,
    site: [`--max-old-space-size=${siteHeap}`, `--max-semi-space-size=${semi}`],
    api: embeddedApi ? [`--max-old-space-size=${MEMORY.API_HEAP_MB}`, "--max-semi-space-size=2"] : [],
    env: { MALLOC_ARENA_MAX: String(MEMORY.MALLOC_ARENA) },
  };
}
