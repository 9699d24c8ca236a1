/**
 * One second factor for the whole site (docs/decisions/017-second-factor.md): two replicas of the
 * built site, each with its own DATA_DIR, sharing one real Redis as compose.yaml runs them. An
 * enrolment made through one is asked for by the other; a turn-off through one is seen by the other;
 * with Redis away the code step is refused, never skipped and never offered afresh.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createSiteHandler } from "../../server/app";
import { serverBuildPath } from "../e2e/support/build";
import { startRedis, type RedisServer } from "../unit/support/redis-server";
import { one, parseHtml, textOf, textsOf } from "./support/html";
import { cookiesOf, csrfFrom, ORIGIN, useSite } from "./support/site";

const SECURITY = "/dashboard/security/";
const UNREACHABLE = "Two-factor sign-in cannot be checked right now. Please try again in a minute.";

let redis: RedisServer | undefined;
const env: Record<string, string> = {};
beforeAll(async () => {
  redis = await startRedis();
  env.REDIS_URL = redis.url;
});
afterAll(async () => {
  await redis?.stop();
});

const site = useSite({ env });

let second: ReturnType<typeof createSiteHandler> | undefined;
const secondDataDir = mkdtempSync(join(tmpdir(), "studio-replica-2-"));
beforeAll(async () => {
  // The second replica reads its settings when its module loads: its own DATA_DIR, the same Redis.
  const first = process.env.DATA_DIR;
  process.env.DATA_DIR = secondDataDir;
  try {
    const build = (await import(
      /* @vite-ignore */ `${pathToFileURL(serverBuildPath).href}?replica=2fa`
    )) as ServerBuild;
    second = createSiteHandler(build, "production");
  } finally {
    process.env.DATA_DIR = first;
  }
}, 60_000);
afterAll(() => rmSync(secondDataDir, { recursive: true, force: true }));

/** A request to the second replica, as site.request sends one to the first. */
function onSecond(path: string, { cookie = "", form }: { cookie?: string; form?: Record<string, string> } = {}) {
  const clientAddress = "198.51.100.81";
  const headers = new Headers({ Cookie: cookie, "X-Forwarded-For": clientAddress });
  if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(new URL(path, ORIGIN), {
    method: form ? "POST" : "GET",
    headers,
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  return second!(request, { clientAddress });
}

/** The password step through the second replica. */
async function passwordOnSecond() {
  const page = await onSecond("/auth/login");
  const cookie = cookiesOf(page);
  const answer = await onSecond("/auth/login", {
    cookie,
    form: { csrf: csrfFrom(await page.text()), email: site.adminEmail, password: site.adminPassword },
  });
  return { answer, cookie: cookiesOf(answer, cookie) };
}

let key = "";
let recoveryCodes: string[] = [];
/** The code of the 30-second step `offset` steps from now (each step's code is good once). */
const codeAt = (offset: number) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

describe("one second factor across replicas", () => {
  test("enrolled through the first replica, the second asks for the code; its own empty DATA_DIR does not let the password alone in", async () => {
    // Before: no second factor anywhere, the password alone signs in through the second replica.
    expect((await passwordOnSecond()).answer.headers.get("location")).toBe("/dashboard/admin/");

    const cookie = await site.signIn();
    const page = parseHtml(await (await site.request(SECURITY, { cookie })).text());
    key = textOf(one(page, ".security-secret")).replace(/\s/g, "");
    const csrf = csrfFrom(await (await site.request(SECURITY, { cookie })).text());
    const confirmed = await site.request(SECURITY, { cookie, form: { csrf, intent: "confirm", code: codeAt(0) } });
    expect(confirmed.status).toBe(200);
    recoveryCodes = textsOf(parseHtml(await confirmed.text()), ".security-codes code");
    expect(recoveryCodes).toHaveLength(10);

    const { answer, cookie: pending } = await passwordOnSecond();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/auth\/login/);
    expect(pending).not.toContain("__studio_admin=");
    const codePage = parseHtml(await (await onSecond("/auth/login", { cookie: pending })).text());
    expect(one(codePage, 'input[name="code"]').getAttribute("autocomplete")).toBe("one-time-code");
  });

  test("with Redis away the second replica refuses the sign-in with a clear message: no code skipped, no enrolment offered", async () => {
    redis!.pause();
    try {
      const { answer, cookie } = await passwordOnSecond();
      expect(answer.status).toBe(503);
      expect(await answer.text()).toContain(UNREACHABLE);
      expect(cookie).not.toContain("__studio_admin=");
    } finally {
      redis!.resume();
    }
  });

  test("turned off through the second replica, the first no longer asks for it", async () => {
    // Once Redis answers again (a ping a second), the second replica signs in with the next step's code.
    let signedIn = "";
    await vi.waitFor(
      async () => {
        const { cookie } = await passwordOnSecond();
        expect(cookie).toContain("__studio_2fa=");
        const page = await onSecond("/auth/login", { cookie });
        const step = await onSecond("/auth/login", {
          cookie,
          form: { csrf: csrfFrom(await page.text()), intent: "code", code: codeAt(1) },
        });
        signedIn = cookiesOf(step, cookie);
        expect(signedIn).toContain("__studio_admin=");
      },
      { timeout: 10_000, interval: 100 },
    );
    const csrf = csrfFrom(await (await onSecond(SECURITY, { cookie: signedIn })).text());
    const off = await onSecond(SECURITY, {
      cookie: signedIn,
      form: { csrf, intent: "disable", code: recoveryCodes[0] },
    });
    expect(off.status).toBe(302);

    const page = await site.request("/auth/login");
    const answer = await site.request("/auth/login", {
      cookie: cookiesOf(page),
      form: { csrf: csrfFrom(await page.text()), email: site.adminEmail, password: site.adminPassword },
    });
    expect(answer.headers.get("location")).toBe("/dashboard/admin/");
  });
});
