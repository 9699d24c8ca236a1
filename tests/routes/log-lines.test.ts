/**
 * The log under load (docs/deploy.md, "Logs"): the site started as an operator starts it, its
 * analytics events all refused by the API (a wrong ANALYTICS_API_TOKEN), 400 page views from
 * browsers: every line the supervisor, the site and its children write is one JSON object, and the
 * lost events are one summary line, not one per event.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";
import { freePort } from "../unit/support/redis-server";
import { startSiteProcess, type SiteProcess } from "./support/site-process";

const TOKENS = { token: "log-lines-api-token-7c1f", analyticsToken: "log-lines-analytics-token-2b9d" };
const dirs = [mkdtempSync(path.join(tmpdir(), "log-lines-api-")), mkdtempSync(path.join(tmpdir(), "log-lines-site-"))];
let api: StudioApi | undefined;
let site: SiteProcess | undefined;

afterAll(async () => {
  site?.signalGroup("SIGTERM");
  await site?.exited;
  await api?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

it("400 page views with every analytics event refused: each line is JSON, and the loss is one summary line", async () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "test";
  api = await startStudioApi({ port: await freePort(), dataDir: dirs[0], ...TOKENS, log: () => {} });
  process.env.NODE_ENV = previous;
  site = await startSiteProcess(await freePort(), {
    STUDIO_API_URL: api.url,
    STUDIO_API_TOKEN: TOKENS.token,
    // Not the API's: every batch of events is refused.
    ANALYTICS_API_TOKEN: "a-token-the-api-does-not-know",
    SESSION_SECRET: "log-lines-session-secret",
    DATA_DIR: dirs[1],
    LOG_LEVEL: "info",
  });
  const pages = ["/", "/resources/about-us", "/resources/blogs", "/resources/contact-us"];
  for (let round = 0; round < 8; round++) {
    await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        fetch(`${site!.url}${pages[n % pages.length]}`, { headers: { "User-Agent": BROWSER } }).then((r) => r.text()),
      ),
    );
  }
  // The first refused batch says so at once; the rest of the minute's losses wait for the next line.
  await expect.poll(() => site!.output().match(/event\(s\) not recorded/g)?.length ?? 0, { timeout: 15_000 }).toBe(1);

  const lines = site
    .output()
    .split("\n")
    .filter((line) => line.trim());
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  // One access line per request at least (the log is not quiet; it is JSON).
  expect(lines.length).toBeGreaterThan(400);
  expect(lines.filter((line) => line.includes("not recorded"))).toHaveLength(1);
}, 60_000);
