import { describe, expect, it } from "vitest";
import { assertCsrf, createCsrf, honeypot, honeypotInputProps } from "~/platform/security.server";

/** Putting a new session secret in front (rotation) keeps every open form working. */
describe("CSRF across a session-secret rotation", () => {
  async function tokenAndCookie(secrets: string[]) {
    const [token, setCookie] = await createCsrf(secrets, false).commitToken(new Headers());
    return { token, cookie: String(setCookie).split(";")[0] };
  }

  function post(cookie: string, token: string) {
    const form = new FormData();
    form.set("csrf", token);
    return {
      request: new Request("http://site.test/newsletter", { method: "POST", headers: { Cookie: cookie } }),
      form,
    };
  }

  it("accepts a token issued before a new secret was added in front", async () => {
    const { token, cookie } = await tokenAndCookie(["old-secret"]);
    const { request, form } = post(cookie, token);
    await expect(assertCsrf(request, form, createCsrf(["new-secret", "old-secret"], false))).resolves.toBeUndefined();
  });

  it("still refuses a token whose secret is gone, or a mismatched one", async () => {
    const { token, cookie } = await tokenAndCookie(["old-secret"]);
    const gone = post(cookie, token);
    await expect(assertCsrf(gone.request, gone.form, createCsrf(["new-secret"], false))).rejects.toMatchObject({
      status: 403,
    });
    const wrong = post(cookie, `${token}x`);
    await expect(assertCsrf(wrong.request, wrong.form, createCsrf(["old-secret"], false))).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("the public forms' honeypot", () => {
  it("renders the same fields for every visitor and still refuses a filled trap (decision 007)", () => {
    expect(honeypotInputProps).toEqual({
      nameFieldName: "name__confirm",
      validFromFieldName: null,
      encryptedValidFrom: "",
    });
    const person = new FormData();
    person.set("name__confirm", "");
    expect(() => honeypot.check(person)).not.toThrow();
    const bot = new FormData();
    bot.set("name__confirm", "bot");
    expect(() => honeypot.check(bot)).toThrow(/not empty/);
  });
});
