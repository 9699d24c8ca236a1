/**
 * One second factor for the whole site (docs/decisions/017-second-factor.md): two replicas of the
 * built site, each with its own DATA_DIR, sharing one real Redis as compose.yaml runs them. An
 * enrolment made through one is asked for by the other; a turn-off through one is seen by the other;
 * with Redis away the code step is refused, never skipped and never offered afresh.
 */
import { Secret, TOTP } from "otpauth";
import { describe, expect, test, vi } from "vitest";
import { one, parseHtml, textOf, textsOf } from "./support/html";
import { useRedis, useSecondReplica } from "./support/replicas";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

const SECURITY = "/dashboard/security/";
const UNREACHABLE = "Two-factor sign-in cannot be checked right now. Please try again in a minute.";

const env: Record<string, string> = {};
const redis = useRedis(env);
const site = useSite({ env });
const second = useSecondReplica({ name: "second-factor", ownDataDir: true });
const onSecond = (path: string, init: { cookie?: string; form?: Record<string, string> } = {}) =>
  second.request(path, { ...init, clientAddress: "198.51.100.81" });

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
    const confirmed = await site.request(SECURITY, {
      cookie,
      form: { csrf, intent: "confirm", code: codeAt(0), password: site.adminPassword },
    });
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
    redis.pause();
    try {
      const { answer, cookie } = await passwordOnSecond();
      expect(answer.status).toBe(503);
      expect(await answer.text()).toContain(UNREACHABLE);
      expect(cookie).not.toContain("__studio_admin=");
    } finally {
      redis.resume();
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
      form: { csrf, intent: "disable", code: recoveryCodes[0], password: site.adminPassword },
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
