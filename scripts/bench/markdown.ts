// `npm run bench:markdown`: what the hardest texts cost to parse (docs/performance.md, "Formatted
// text"). Each shape, BENCH_CHARS long (default 100,000, the blog's limit), is parsed by the site's
// parser (bounded nesting and marks) and timed, median of BENCH_ROUNDS (default 3, each a fresh
// text so the per-text cache does not answer); the figure is each shape's time beside ordinary
// prose of the same length in the same run (the ratio), and a verdict: the slowest shape against
// the 200 ms a view may spend (docs/performance.md's budget table).
import { performance } from "node:perf_hooks";
import { parseMarkdown } from "~/utils/markdown.server";

const CHARS = Number(process.env.BENCH_CHARS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET_MS = 200;

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const lines = (line: (i: number) => string, length: number) => {
  let text = "";
  for (let i = 0; text.length < length; i++) text += `${line(i)}\n`;
  return text.slice(0, length);
};

const SHAPES: Record<string, (length: number) => string> = {
  "ordinary prose": (n) => fill("A paragraph with *some* emphasis, a [link](https://example.com) and `code`.\n\n", n),
  "nested quotes": (n) => `${fill(">", n - 5)} deep`,
  "nested list markers": (n) => lines((i) => `${"- ".repeat(i + 1)}x`, n),
  "indented lists": (n) => lines((i) => `${"  ".repeat(i)}- x`, n),
  "alternating emphasis": (n) => `${fill("*_", n / 2)}a${fill("_*", n / 2)}`,
  "open links": (n) => fill("[a](", n),
  "strong runs": (n) => fill("**a", n),
  strikethrough: (n) => fill("~a", n),
  "code ticks": (n) => fill("`a", n),
  "table rows": (n) => `|a|b|\n|-|-|\n${fill("|a|b|\n", n - 12)}`,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function time(parse: (text: string) => unknown, text: string): number {
  const started = performance.now();
  parse(text);
  return performance.now() - started;
}

const site = (shape: string) =>
  median(
    Array.from({ length: ROUNDS }, (_, round) => time(parseMarkdown, `${SHAPES[shape](CHARS - 12)}\n\nround ${round}`)),
  );
// Warm the parser up on every shape (a running site's parser is warm): the first texts pay V8's compiling.
for (const shape of Object.values(SHAPES)) parseMarkdown(`${shape(20_000)}\n\nwarm-up`);
const prose = site("ordinary prose");
console.log(`${CHARS.toLocaleString("en")} characters, median of ${ROUNDS}:`);
console.log(`  ${"ordinary prose".padEnd(22)} ${prose.toFixed(0).padStart(6)} ms`);
let slowest = { shape: "ordinary prose", ms: prose };
for (const shape of Object.keys(SHAPES).filter((name) => name !== "ordinary prose")) {
  const took = site(shape);
  if (took > slowest.ms) slowest = { shape, ms: took };
  console.log(`  ${shape.padEnd(22)} ${took.toFixed(0).padStart(6)} ms  ${(took / prose).toFixed(2)}× prose`);
}
console.log(
  `Slowest: ${slowest.shape}, ${slowest.ms.toFixed(0)} ms: ${slowest.ms < BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms budget`,
);
