// `npm run bench:markdown`: what the hardest texts cost to parse (docs/performance.md, "Formatted
// text"). Each shape, BENCH_CHARS long (default 100,000, the blog's limit), is parsed by the site's
// parser (parseMarkdown: the bounds, markdown-it and the tree) and timed, median of BENCH_ROUNDS
// (default 5, each a fresh text so the per-text cache does not answer; the shapes are
// tests/e2e/support/markdown-shapes.ts). Each shape shows its wall
// time, its CPU time and its CPU time beside ordinary prose of the same length in the same run (the
// ratio). The last line names the slowest shape and says whether it is under LIMIT_MS: judged on CPU
// time, which other work on a shared machine does not inflate (the wall time is shown beside it,
// with the load average).
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseMarkdown } from "~/utils/markdown.server";
import { LONGEST_TEXT, MARKDOWN_SHAPES, shapeText } from "../../tests/e2e/support/markdown-shapes";

const CHARS = Number(process.env.BENCH_CHARS ?? LONGEST_TEXT);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIMIT_MS = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(shape: string) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const text = shapeText(shape, CHARS, round);
    const started = performance.now();
    const used = process.cpuUsage();
    parseMarkdown(text);
    const { user, system } = process.cpuUsage(used);
    wall.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }
  return { shape, wall: median(wall), cpu: median(cpu) };
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

parseMarkdown(shapeText("ordinary prose", 10_000, -1)); // warm the parser up
const load = `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
console.log(`${CHARS.toLocaleString("en")} characters, median of ${ROUNDS}, ${load}:`);
console.log(`  ${"shape".padEnd(22)} ${"wall".padStart(8)} ${"CPU".padStart(8)}  CPU ÷ prose`);
const prose = measure("ordinary prose");
const results = [prose, ...Object.keys(MARKDOWN_SHAPES).slice(1).map(measure)];
for (const { shape, wall, cpu } of results) {
  console.log(`  ${shape.padEnd(22)} ${ms(wall)} ${ms(cpu)}  ${(cpu / prose.cpu).toFixed(2)}×`);
}
const slowest = results.reduce((a, b) => (b.cpu > a.cpu ? b : a));
console.log(
  `Slowest: ${slowest.shape}, ${slowest.cpu.toFixed(0)} ms of CPU (${slowest.wall.toFixed(0)} ms wall): ` +
    (slowest.cpu < LIMIT_MS ? `under ${LIMIT_MS} ms.` : `OVER ${LIMIT_MS} ms.`),
);
