import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The per-file timings each test runner keeps (its reporter: vitest-timings.ts, playwright-timings.ts):
 * every file's time written to test-results/<runner>-timings.json, slowest first, and the 10 slowest
 * printed at the end of the run, so CI's output says which files make it slow.
 */

export const root = fileURLToPath(new URL("../..", import.meta.url));

export interface FileTiming {
  /** The test file, from the repository's root. */
  file: string;
  /** The vitest projects or Playwright projects it ran in. */
  projects: string[];
  /** Wall time the file took, summed over its projects (ms): for vitest its import, setup and tests. */
  ms: number;
  tests: number;
  failed: number;
}

export function keepTimings(runner: "vitest" | "playwright", files: FileTiming[], wallMs?: number): string {
  // One row per file: a file run by two projects (routes and routes-php) counts both runs.
  const byFile = new Map<string, FileTiming>();
  for (const timing of files) {
    const kept = byFile.get(timing.file);
    if (!kept) byFile.set(timing.file, { ...timing, projects: [...timing.projects] });
    else {
      kept.projects.push(...timing.projects.filter((project) => !kept.projects.includes(project)));
      kept.ms += timing.ms;
      kept.tests += timing.tests;
      kept.failed += timing.failed;
    }
  }
  const ranked = [...byFile.values()]
    .map((timing) => ({ ...timing, ms: Math.round(timing.ms) }))
    .sort((a, b) => b.ms - a.ms);
  const out = path.join(root, "test-results", `${runner}-timings.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const total = ranked.reduce((sum, timing) => sum + timing.ms, 0);
  const report = {
    runner,
    at: new Date().toISOString(),
    wallMs: wallMs && Math.round(wallMs),
    totalMs: total,
    files: ranked,
  };
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  const lines = ranked
    .slice(0, 10)
    .map((timing) => `${seconds(timing.ms)}  ${timing.file} (${timing.projects.join(", ")}; ${timing.tests} tests)`);
  const header = `${runner}: 10 slowest files of ${ranked.length} (file time summed over projects; all files ${seconds(total).trim()})`;
  return [``, header, ...lines, `  all files' times: ${path.relative(root, out)}`, ``].join("\n");
}
