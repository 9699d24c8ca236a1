import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { keepTimings, root, type FileTiming } from "./timings";

/** Playwright's per-file timings (tests/support/timings.ts): each file's tests' time, retries included. */
export default class PlaywrightTimings implements Reporter {
  private readonly files = new Map<string, FileTiming>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(root, test.location.file);
    const project = test.parent.project()?.name || "default";
    const key = `${file}\n${project}`;
    const timing = this.files.get(key) ?? { file, projects: [project], ms: 0, tests: 0, failed: 0 };
    timing.ms += result.duration;
    if (result.retry === 0) timing.tests += 1;
    if (result.status === "failed" || result.status === "timedOut") timing.failed += 1;
    this.files.set(key, timing);
  }

  onEnd(result: FullResult): void {
    if (this.files.size === 0) return;
    process.stdout.write(`${keepTimings("playwright", [...this.files.values()], result.duration)}\n`);
  }
}
