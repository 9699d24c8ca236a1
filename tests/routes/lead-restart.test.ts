/**
 * Decision 010 at the process level: `node --import tsx server/start.ts --no-build` (the build the routes
 * suite made) in front of an embedded API this test stops and starts. A message sent while the
 * API is stopped gets the success message; the site is killed (SIGKILL, no drain) while the
 * outbox holds it; the site starts again, the API comes back, and the message is in the API
 * exactly once.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";
import { freePort } from "../unit/support/redis-server";
import { waitingIn } from "../unit/support/outbox-folder";
import { cookiesOf } from "./support/site";
import { startSiteProcess, type SiteProcess } from "./support/site-process";

const TOKENS = { token: "restart-api-token-31c9", analyticsToken: "restart-analytics-token-7e02" };
const apiDir = mkdtempSync(path.join(tmpdir(), "lead-restart-api-"));
const siteDir = mkdtempSync(path.join(tmpdir(), "lead-restart-site-"));
const sites: SiteProcess[] = [];
let api: StudioApi | undefined;

afterAll(async () => {
  for (const site of sites)
    if (site.child.exitCode === null && site.child.signalCode === null) site.signalGroup("SIGTERM");
  await api?.close();
  rmSync(apiDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

async function startApi(port: number): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "test";
  api = await startStudioApi({ port, dataDir: apiDir, ...TOKENS, log: () => {} });
  process.env.NODE_ENV = previous;
}

/** The site in front of the API on `apiPort`, with its outbox in siteDir across restarts. */
async function startSite(port: number, apiPort: number): Promise<SiteProcess> {
  // /healthz answers 200 with `upstream: down` while the API is stopped.
  const site = await startSiteProcess(port, {
    DATA_DIR: siteDir,
    STUDIO_API_URL: `http://127.0.0.1:${apiPort}/`,
    STUDIO_API_TOKEN: TOKENS.token,
    ANALYTICS_API_TOKEN: TOKENS.analyticsToken,
    SESSION_SECRET: "restart-session-secret",
    LOG_LEVEL: "warn",
  });
  sites.push(site);
  return site;
}

const MESSAGE = "Sent while the API was down, kept across a killed site";

function stored(): number {
  const db = new Database(path.join(apiDir, "studio.db"), { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?").get(MESSAGE) as { n: number }).n;
  } finally {
    db.close();
  }
}

// It starts its own API (the site's side is what it proves), so the routes-php pass would only repeat it.
it.skipIf(process.env.STUDIO_API_STYLE === "php")(
  "a message sent with the API stopped survives a killed site and reaches the API once when it is back",
  async () => {
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    await startApi(apiPort);
    const first = await startSite(sitePort, apiPort);
    const url = `http://127.0.0.1:${sitePort}`;

    const page = await fetch(`${url}/resources/contact-us`);
    const form = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/.exec(await page.text())?.[0] ?? "";
    const fields: Record<string, string> = {};
    for (const [input] of form.matchAll(/<input\b[^>]*__confirm[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      if (name) fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
    }

    await api!.close();
    const sent = await fetch(`${url}/resources/contact-us`, {
      method: "POST",
      headers: { Cookie: cookiesOf(page), "Content-Type": "application/x-www-form-urlencoded", Origin: url },
      body: new URLSearchParams({
        ...fields,
        name: "Efua Owusu",
        email: "efua@example.com",
        subject: "interior-design",
        message: MESSAGE,
      }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Message sent successfully! We will get back to you within 24 hours.");

    first.signalGroup("SIGKILL");
    await first.exited;
    expect(readdirSync(path.join(siteDir, "outbox", "leads", "pending"))).toHaveLength(1);

    await startSite(sitePort, apiPort);
    await startApi(apiPort);
    await expect.poll(stored, { timeout: 30_000, interval: 250 }).toBe(1);
    // Nothing left to try again: a second delivery, were there one, would have landed before this.
    await expect.poll(() => waitingIn(path.join(siteDir, "outbox", "leads")), { timeout: 30_000 }).toEqual([]);
    expect(stored()).toBe(1);
  },
  120_000,
);
