/**
 * Decision 013 at the process level, with REDIS_URL on a real redis-server that keeps nothing
 * (`--save "" --appendonly no`): a lead is never only in Redis, so a Redis restart (and a site
 * killed too) loses none, and the API gets each exactly once; a stalled Redis (SIGSTOP) costs a
 * lead post no more than its bounded rate-limit call, and each e-mail alert reaches a real SMTP
 * server once. Two replicas sharing one outbox folder: the one that stays delivers what the other
 * took before it went away.
 */
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";
import { freePort, startRedis, type RedisServer } from "../unit/support/redis-server";
import { startSmtpServer } from "../unit/support/smtp-server";
import { waitingIn } from "../unit/support/outbox-folder";
import { cookiesOf } from "./support/site";
import { startSiteProcess, type SiteProcess } from "./support/site-process";

const TOKENS = { token: "redis-lead-api-token-5d1e", analyticsToken: "redis-lead-analytics-token-0a7c" };
const apiDir = mkdtempSync(path.join(tmpdir(), "lead-redis-api-"));
const siteDirs: string[] = [];
const sites: SiteProcess[] = [];
const redises: RedisServer[] = [];
let api: StudioApi | undefined;

afterAll(async () => {
  for (const site of sites)
    if (site.child.exitCode === null && site.child.signalCode === null) site.signalGroup("SIGTERM");
  for (const redis of redises) await redis.stop();
  await api?.close();
  for (const dir of [apiDir, ...siteDirs]) rmSync(dir, { recursive: true, force: true });
});

async function startApi(port: number): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "test";
  api = await startStudioApi({ port, dataDir: apiDir, ...TOKENS, log: () => {} });
  process.env.NODE_ENV = previous;
}

async function redisOn(port?: number): Promise<RedisServer & { port: number }> {
  const redis = await startRedis(port);
  redises.push(redis);
  return redis;
}

async function startSite(port: number, env: Record<string, string>): Promise<SiteProcess> {
  const site = await startSiteProcess(port, {
    STUDIO_API_TOKEN: TOKENS.token,
    ANALYTICS_API_TOKEN: TOKENS.analyticsToken,
    SESSION_SECRET: "redis-lead-session-secret",
    // Each post says who sent it (the rate limit counts per visitor).
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    ...env,
  });
  sites.push(site);
  return site;
}

/** The contact form's honeypot fields and cookie, read now; `send` posts a message as visitor `address`. */
async function contactForm(url: string, address: string) {
  const page = await fetch(`${url}/resources/contact-us`, { headers: { "X-Forwarded-For": address } });
  const form = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/.exec(await page.text())?.[0] ?? "";
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*__confirm[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  const cookie = cookiesOf(page);
  return async (message: string, email = "efua@example.com") => {
    const started = performance.now();
    const response = await fetch(`${url}/resources/contact-us`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: url,
        "X-Forwarded-For": address,
      },
      body: new URLSearchParams({ ...fields, name: "Efua Owusu", email, subject: "interior-design", message }),
    });
    const html = await response.text();
    return { status: response.status, html, ms: performance.now() - started };
  };
}

const SUCCESS = "Message sent successfully! We will get back to you within 24 hours.";

function stored(message: string): number {
  const db = new Database(path.join(apiDir, "studio.db"), { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?").get(message) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Polls until `message` is in the API once and nothing waits in the outbox folder, then checks it is there once. */
async function expectOnce(message: string, outboxDir: string): Promise<void> {
  // Up to one lease time (30 s) if a killed replica held the entry at that instant.
  await expect.poll(() => stored(message), { timeout: 45_000, interval: 250 }).toBe(1);
  // Nothing left to try again: a second delivery, were there one, would have landed before this.
  await expect.poll(() => waitingIn(path.join(outboxDir, "leads")), { timeout: 45_000, interval: 100 }).toEqual([]);
  expect(stored(message)).toBe(1);
}

const newSiteDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-redis-site-"));
  siteDirs.push(dir);
  return dir;
};

// It starts its own API (the site's side is what it proves), so the routes-php pass would only repeat it.
it.skipIf(process.env.STUDIO_API_STYLE === "php")(
  "Redis without persistence restarted while a lead waits (and then the site killed too): the API gets each lead once",
  async () => {
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const redis = await redisOn();
    await startApi(apiPort);
    const env = { DATA_DIR: newSiteDir(), STUDIO_API_URL: `http://127.0.0.1:${apiPort}/`, REDIS_URL: redis.url };
    const first = await startSite(sitePort, env);

    // API down, a message sent, Redis restarted (empty), API back.
    const send = await contactForm(first.url, "10.40.1.1");
    await api!.close();
    const afterRedis = "Sent while the API was down; Redis restarted before it came back";
    expect((await send(afterRedis)).html).toContain(SUCCESS);
    await redis.stop();
    await redisOn(redis.port);
    await startApi(apiPort);
    await expectOnce(afterRedis, path.join(env.DATA_DIR, "outbox"));

    // The same with the site killed (SIGKILL, no drain) as well, and started again.
    const sendAgain = await contactForm(first.url, "10.40.1.2");
    await api!.close();
    const afterBoth = "Sent while the API was down; Redis restarted and the site killed before it came back";
    expect((await sendAgain(afterBoth)).html).toContain(SUCCESS);
    await redises.at(-1)!.stop();
    first.signalGroup("SIGKILL");
    await first.exited;
    await redisOn(redis.port);
    await startSite(sitePort, env);
    await startApi(apiPort);
    await expectOnce(afterBoth, path.join(env.DATA_DIR, "outbox"));
  },
  150_000,
);

it.skipIf(process.env.STUDIO_API_STYLE === "php")(
  "a stalled Redis (SIGSTOP) during three posts: each answers within 1 s and each alert reaches the SMTP server once",
  async () => {
    const mails: string[] = [];
    const smtpPort = await freePort();
    const smtp = await startSmtpServer(smtpPort, mails);
    try {
      const [apiPort, sitePort] = [await freePort(), await freePort()];
      if (!api) await startApi(apiPort);
      const redis = await redisOn();
      const dataDir = newSiteDir();
      const site = await startSite(sitePort, {
        DATA_DIR: dataDir,
        STUDIO_API_URL: api!.url,
        REDIS_URL: redis.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_EMAIL_TO: "studio@aniwa.test",
        LEADS_EMAIL_FROM: "Aniwa website <site@aniwa.test>",
      });
      const forms = await Promise.all([1, 2, 3].map((n) => contactForm(site.url, `10.40.2.${n}`)));

      redis.pause();
      try {
        for (const [n, send] of forms.entries()) {
          const sent = await send(`Posted during a stalled Redis, number ${n + 1}`, `stall-${n + 1}@example.com`);
          expect(sent.html).toContain(SUCCESS);
          expect(sent.ms).toBeLessThan(1_000);
        }
        // The studio's alerts (the visitors' acknowledgements go to them, not counted here).
        const alerts = () => mails.filter((raw) => /^To: studio@aniwa\.test\r?$/m.test(raw));
        const about = (n: number) => alerts().filter((raw) => raw.includes(`stall-${n}@example.com`)).length;
        await expect.poll(() => [1, 2, 3].map(about), { timeout: 20_000 }).toEqual([1, 1, 1]);
      } finally {
        redis.resume();
      }
      // Redis answers again: once no alert waits to be tried again, still one copy of each.
      await expect.poll(() => waitingIn(path.join(dataDir, "outbox", "alerts")), { timeout: 20_000 }).toEqual([]);
      const alerts = mails.filter((raw) => /^To: studio@aniwa\.test\r?$/m.test(raw));
      expect([1, 2, 3].map((n) => alerts.filter((raw) => raw.includes(`stall-${n}@example.com`)).length)).toEqual([
        1, 1, 1,
      ]);
    } finally {
      await smtp.close();
    }
  },
  90_000,
);

it.skipIf(process.env.STUDIO_API_STYLE === "php")(
  "two replicas sharing one outbox folder (compose's leads volume): one killed for good, the other delivers its leads",
  async () => {
    const [apiPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    await api?.close();
    await startApi(apiPort);
    const shared = newSiteDir();
    const replica = () => {
      const dir = newSiteDir();
      symlinkSync(shared, path.join(dir, "outbox"));
      return { DATA_DIR: dir, STUDIO_API_URL: `http://127.0.0.1:${apiPort}/` };
    };
    const [a, b] = [await startSite(portA, replica()), await startSite(portB, replica())];
    const [sendA, sendB] = [await contactForm(a.url, "10.40.3.1"), await contactForm(b.url, "10.40.3.2")];
    await api!.close();
    expect((await sendA("Taken by replica A, which then goes away for good")).html).toContain(SUCCESS);
    expect((await sendB("Taken by replica B, which stays")).html).toContain(SUCCESS);
    a.signalGroup("SIGKILL");
    await a.exited;
    await startApi(apiPort);
    await expectOnce("Taken by replica A, which then goes away for good", shared);
    expect(stored("Taken by replica B, which stays")).toBe(1);
  },
  120_000,
);
