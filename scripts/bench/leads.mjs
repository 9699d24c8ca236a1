// `npm run bench:leads`: what a lead costs the visitor's request (docs/performance.md, decision 010). Two throwaway sites
// (scripts/bench/site.mjs), one without SMTP_URL and one sending alerts to a real SMTP server
// (smtp-server) started here, each sent the same contact messages one after another (each from
// its own client address, so the per-client limit never answers); the POST's time is measured
// from the request to the end of the answer, and on the SMTP site how long each alert took to
// reach the mail server. `BENCH_LEADS` sets how many (default 200, after 20 for warm-up).
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";
import { startSite } from "./site.mjs";

const COUNT = Number(process.env.BENCH_LEADS ?? 200);
const WARMUP = 20;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5210);

const arrived = new Map();
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  allowInsecureAuth: true,
  logger: false,
  onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
  onData(stream, _session, callback) {
    let raw = "";
    stream.on("data", (chunk) => (raw += chunk.toString("latin1")));
    stream.on("end", () => {
      const mark = /bench-lead-(\d+)/.exec(raw)?.[1];
      if (mark) arrived.set(Number(mark), performance.now());
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function honeypot(url) {
  const page = await fetch(`${url}/resources/contact-us`);
  const form = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/.exec(await page.text())?.[0] ?? "";
  const fields = {};
  for (const [input] of form.matchAll(/<input\b[^>]*__confirm[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return fields;
}

async function run(label, port, env) {
  const site = await startSite({ port, env: { TRUST_PROXY: "1", LOG_LEVEL: "warn", ...env } });
  try {
    const fields = await honeypot(site.url);
    const sentAt = new Map();
    const times = [];
    for (let i = 0; i < WARMUP + COUNT; i += 1) {
      const started = performance.now();
      const response = await fetch(`${site.url}/resources/contact-us`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: site.url,
          "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: new URLSearchParams({
          ...fields,
          name: "Bench Visitor",
          email: `bench${i}@example.com`,
          subject: "other",
          message: `bench-lead-${port * 100_000 + i} measuring what a lead costs`,
        }),
      });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!text.includes("Message sent successfully!")) throw new Error(`${label}: answer ${response.status}`);
      sentAt.set(port * 100_000 + i, started);
      if (i >= WARMUP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    let alerts = "";
    if (env.SMTP_URL) {
      const until = performance.now() + 60_000;
      while (performance.now() < until && [...sentAt.keys()].some((id) => !arrived.has(id))) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const delays = [...sentAt].filter(([id]) => arrived.has(id)).map(([id, at]) => arrived.get(id) - at);
      delays.sort((a, b) => a - b);
      alerts = `; alerts at the SMTP server ${delays.length}/${sentAt.size}, p50 ${ms(quantile(delays, 0.5))}, max ${ms(delays.at(-1))}`;
    }
    console.log(
      `${label.padEnd(13)} ${COUNT} contact POSTs: p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times.at(-1))}${alerts}`,
    );
  } finally {
    site.stop();
  }
}

try {
  await run("without SMTP", BASE_PORT, {});
  await run("with SMTP", BASE_PORT + 10, {
    SMTP_URL: `smtp://bench:bench@127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: "studio@bench.test",
    LEADS_EMAIL_FROM: "site@bench.test",
  });
} finally {
  smtp.close();
}
