/**
 * Two-factor sign-in (docs/decisions/017-second-factor.md) as the built site answers it:
 * enrolment from the admin area (a QR code drawn on the server, the key as text, one code to
 * confirm, ten recovery codes), then a sign-in that asks for a code after the password. The test
 * computes codes from the key the page showed, with the same RFC 6238 library.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { one, parseHtml, textOf, textsOf } from "./support/html";
import { useMailServer } from "./support/mail";
import { cookiesOf, csrfFrom, useSite } from "./support/site";
import { toastOf } from "./support/sessions";

const env: Record<string, string> = {};
const mail = useMailServer(env);
const received = mail.received;

const site = useSite({ env });
const SECURITY = "/dashboard/security/";

let key = "";
let recoveryCodes: string[] = [];
/** Codes of the 30-second step `offset` steps from now. */
const codeAt = (offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** The password step from `clientAddress`: the answer and the cookies it leaves. */
async function passwordStep(clientAddress: string, redirectTo = "") {
  const page = await site.request("/auth/login", { clientAddress });
  const cookie = cookiesOf(page);
  const answer = await site.request("/auth/login", {
    cookie,
    clientAddress,
    form: { csrf: csrfFrom(await page.text()), email: site.adminEmail, password: site.adminPassword, redirectTo },
  });
  return { answer, cookie: cookiesOf(answer, cookie) };
}

/** The code step: posts `code` with the page's token. */
async function codeStep(cookie: string, code: string, clientAddress: string) {
  const page = await site.request("/auth/login", { cookie, clientAddress });
  expect(page.status).toBe(200);
  const html = await page.text();
  const answer = await site.request("/auth/login", {
    cookie,
    clientAddress,
    form: { csrf: csrfFrom(html), intent: "code", code },
  });
  return { page: parseHtml(html), answer, cookie: cookiesOf(answer, cookie) };
}

describe("two-factor sign-in", () => {
  test("enrolment: a QR code drawn on the server and the key as text; a wrong code is refused, the right one gives ten recovery codes", async () => {
    expect((await site.request(SECURITY)).headers.get("location")).toMatch(/^\/auth\/login\?redirectTo=/);
    const cookie = await site.signIn();
    const response = await site.request(SECURITY, { cookie });
    expect(response.status).toBe(200);
    const page = parseHtml(await response.text());
    const qr = one(page, "img.security-qr");
    expect(qr.getAttribute("alt")).toBe("QR code for your authenticator app");
    const svg = Buffer.from((qr.getAttribute("src") ?? "").replace(/^data:image\/svg\+xml;base64,/, ""), "base64");
    expect(svg.toString("utf8")).toMatch(/^<svg[^>]*viewBox/);
    key = textOf(one(page, ".security-secret")).replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    // The page shows the same key again until it is confirmed (the QR code and the app agree).
    const again = parseHtml(await (await site.request(SECURITY, { cookie })).text());
    expect(textOf(one(again, ".security-secret")).replace(/\s/g, "")).toBe(key);

    const csrf = csrfFrom(await (await site.request(SECURITY, { cookie })).text());
    const password = site.adminPassword;
    const wrong = await site.request(SECURITY, { cookie, form: { csrf, intent: "confirm", code: "000000", password } });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Invalid code. Please try again.");
    // A session alone (a copied cookie) turns nothing on: the password is asked again.
    const noPassword = await site.request(SECURITY, { cookie, form: { csrf, intent: "confirm", code: codeAt(0) } });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain(
      "Please enter your password: it is asked again before two-factor sign-in changes.",
    );
    const wrongPassword = await site.request(SECURITY, {
      cookie,
      form: { csrf, intent: "confirm", code: codeAt(0), password: "not-the-password" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.text()).toContain("Wrong password. Please try again.");

    const otherDevice = await site.signIn();
    const right = await site.request(SECURITY, {
      cookie,
      form: { csrf, intent: "confirm", code: codeAt(0), password },
    });
    expect(right.status).toBe(200);
    // Turning it on ends every other session; this device goes on.
    expect((await site.request("/dashboard/admin/", { cookie: otherDevice })).status).toBe(302);
    const thisDevice = cookie;
    expect((await site.request("/dashboard/admin/", { cookie: thisDevice })).status).toBe(200);
    await expect
      .poll(() => received.filter((raw) => raw.includes("Two-factor sign-in turned on")).length, { timeout: 15_000 })
      .toBe(1);
    recoveryCodes = textsOf(parseHtml(await right.text()), ".security-codes code");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Kept encrypted and hashed: neither the key nor a recovery code is in the file as typed.
    const saved = readFileSync(join(site.siteDataDir, "admin", "second-factor.json"), "utf8");
    expect(saved).not.toContain(key);
    for (const code of recoveryCodes) expect(saved).not.toContain(code);
    const status = parseHtml(await (await site.request(SECURITY, { cookie: thisDevice })).text());
    expect(textOf(one(status, ".security-card"))).toContain("10 of 10 recovery codes left.");
  });

  test("the password alone opens nothing: the sign-in asks for the code, and a wrong or missing one is refused", async () => {
    const { answer, cookie } = await passwordStep("198.51.100.21", "/dashboard/blogs/");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(
      `/auth/login?${new URLSearchParams({ redirectTo: "/dashboard/blogs/" })}`,
    );
    expect(cookie).not.toContain("__studio_admin=");
    expect((await site.request("/dashboard/admin/", { cookie })).status).toBe(302);
    for (const code of ["", "123456", codeAt(-5)]) {
      const step = await codeStep(cookie, code, "198.51.100.21");
      expect(one(step.page, 'input[name="code"]').getAttribute("autocomplete")).toBe("one-time-code");
      expect(step.answer.status).toBe(401);
      expect(step.cookie).not.toContain("__studio_admin=");
    }
  });

  test("a code computed from the key signs in (once: the same code again is refused), and goes where the admin was going", async () => {
    const { cookie } = await passwordStep("198.51.100.22", "/dashboard/blogs/");
    const code = codeAt(1);
    const step = await codeStep(cookie, code, "198.51.100.22");
    expect(step.answer.status).toBe(302);
    expect(step.answer.headers.get("location")).toBe("/dashboard/blogs/");
    expect(await toastOf(step.answer)).toBe("Login successful");
    expect((await site.request("/dashboard/admin/", { cookie: step.cookie })).status).toBe(200);

    const replay = await codeStep((await passwordStep("198.51.100.22")).cookie, code, "198.51.100.22");
    expect(replay.answer.status).toBe(401);
  });

  test("a recovery code works once", async () => {
    const first = await codeStep((await passwordStep("198.51.100.23")).cookie, recoveryCodes[0], "198.51.100.23");
    expect(first.answer.status).toBe(302);
    expect(await toastOf(first.answer)).toBe("Login successful. Recovery code used: 9 left.");
    expect((await site.request("/dashboard/admin/", { cookie: first.cookie })).status).toBe(200);
    const second = await codeStep((await passwordStep("198.51.100.23")).cookie, recoveryCodes[0], "198.51.100.23");
    expect(second.answer.status).toBe(401);
    expect(second.cookie).not.toContain("__studio_admin=");
  });

  test("new recovery codes need the password and a code; the earlier ones stop working, the new ones work", async () => {
    const cookie = (await codeStep((await passwordStep("198.51.100.26")).cookie, recoveryCodes[4], "198.51.100.26"))
      .cookie;
    const csrf = csrfFrom(await (await site.request(SECURITY, { cookie })).text());
    const renew = (form: Record<string, string>) =>
      site.request(SECURITY, { cookie, form: { csrf, intent: "renew", ...form } });
    expect((await renew({ code: recoveryCodes[2] })).status).toBe(400);
    const renewed = await renew({ code: recoveryCodes[2], password: site.adminPassword });
    expect(renewed.status).toBe(200);
    const page = parseHtml(await renewed.text());
    expect(textOf(one(page, "#security-title"))).toBe("New recovery codes");
    const fresh = textsOf(page, ".security-codes code");
    expect(fresh).toHaveLength(10);
    expect(fresh.every((code) => /^[0-9a-hjkmnp-tv-z]{6}-[0-9a-hjkmnp-tv-z]{6}$/.test(code))).toBe(true);
    expect(fresh).not.toContain(recoveryCodes[3]);

    const old = await codeStep((await passwordStep("198.51.100.26")).cookie, recoveryCodes[3], "198.51.100.26");
    expect(old.answer.status).toBe(401);
    const used = await codeStep((await passwordStep("198.51.100.26")).cookie, fresh[0], "198.51.100.26");
    expect(used.answer.status).toBe(302);
    expect(await toastOf(used.answer)).toBe("Login successful. Recovery code used: 9 left.");
    recoveryCodes = fresh.slice(1);
  });

  test("a password step allows three codes; five wrong codes for the account, from any address, lock the code step (even the right code) and e-mail the studio", async () => {
    const first = await passwordStep("203.0.113.24");
    for (const code of ["100001", "100002", "100003"]) {
      expect((await codeStep(first.cookie, code, "203.0.113.24")).answer.status).toBe(401);
    }
    // The fourth try on the same password step: back to the password, with the cookie cleared.
    const fourth = await codeStep(first.cookie, "100004", "203.0.113.24");
    expect(fourth.answer.status).toBe(429);
    expect(await fourth.answer.text()).toContain(
      "Too many codes for this sign-in. Please enter your email and password again.",
    );
    expect(fourth.cookie).not.toMatch(/__studio_2fa=[^;]+/);

    // From other addresses, each with the password: wrong codes add up for the account until it locks.
    let locked: Response | undefined;
    for (let n = 0; n < 5 && !locked; n += 1) {
      const address = `203.0.113.${30 + n}`;
      const step = await codeStep((await passwordStep(address)).cookie, String(200000 + n), address);
      if (step.answer.status === 429) locked = step.answer;
      else expect(step.answer.status).toBe(401);
    }
    expect(locked, "locked within five wrong codes").toBeDefined();
    expect(await locked!.text()).toContain(
      "Too many wrong codes: two-factor sign-in is locked for this account for 15 minutes.",
    );
    const right = await codeStep((await passwordStep("203.0.113.40")).cookie, codeAt(1), "203.0.113.40");
    expect(right.answer.status).toBe(429);
    expect(Number(right.answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(right.cookie).not.toContain("__studio_admin=");

    await expect
      .poll(() => received.filter((raw) => raw.includes("Two-factor sign-in locked")).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = received.find((raw) => raw.includes("Two-factor sign-in locked"))!.replace(/=\r?\n/g, "");
    expect(mail).toMatch(/^Subject: Two-factor sign-in locked: admin@studio\.test\r?$/m);
    expect(mail).toContain("From address: 203.0.113.3");
  });

  test("the pending sign-in cookie is sealed: neither the e-mail nor the API's session cookie can be read from it", async () => {
    const { cookie } = await passwordStep("203.0.113.41");
    const value = decodeURIComponent(/__studio_2fa=([^;]+)/.exec(cookie)?.[1] ?? "");
    expect(value).not.toBe("");
    const readable = Buffer.from(value.split(".")[0], "base64").toString("utf8");
    expect(readable).not.toContain(site.adminEmail);
    expect(readable).toMatch(/"iv":/);
  });

  test("the reset script turns it off from the server (a lost phone): the password alone signs in again", async () => {
    const reset = spawnSync(process.execPath, ["scripts/reset-second-factor.mjs", site.adminEmail.toUpperCase()], {
      env: { ...process.env, DATA_DIR: site.siteDataDir },
      encoding: "utf8",
    });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`Two-factor sign-in removed for ${site.adminEmail}`);
    const { answer, cookie } = await passwordStep("198.51.100.25");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard/admin/");
    expect((await site.request("/dashboard/admin/", { cookie })).status).toBe(200);
  });
});
