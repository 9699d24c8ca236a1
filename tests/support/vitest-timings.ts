import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { keepTimings, root } from "./timings";

/** Vitest's per-file timings (tests/support/timings.ts), after the run's own report. */
export default class VitestTimings implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length === 0) return;
    const files = modules.map((module) => {
      const d = module.diagnostic();
      const tests = [...module.children.allTests()];
      return {
        file: path.relative(root, module.moduleId),
        projects: [module.project.name],
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === "failed").length,
      };
    });
    process.stdout.write(`${keepTimings("vitest", files, performance.now() - this.started)}\n`);
  }
}
