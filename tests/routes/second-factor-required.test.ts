/**
 * ADMIN_2FA=required (decision 017): no admin page opens until the administrator has turned two-factor
 * sign-in on; the security page that does it is the one page left open, and says why.
 */
import { Secret, TOTP } from "otpauth";
import { expect, test } from "vitest";
import { one, parseHtml, textOf } from "./support/html";
import { csrfFrom, useSite } from "./support/site";

const site = useSite({ env: { ADMIN_2FA: "required" } });

test("every admin page sends an administrator without a second factor to turn it on; once on, the admin opens", async () => {
  const cookie = await site.signIn();
  for (const path of ["/dashboard/admin/", "/dashboard/blogs/"]) {
    const response = await site.request(path, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard/security/");
  }
  const html = await (await site.request("/dashboard/security/", { cookie })).text();
  const page = parseHtml(html);
  expect(textOf(one(page, '.alert[role="status"]'))).toBe(
    "Two-factor sign-in is required on this site: turn it on to open the admin.",
  );
  const key = textOf(one(page, ".security-secret")).replace(/\s/g, "");
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  const confirmed = await site.request("/dashboard/security/", {
    cookie,
    form: { csrf: csrfFrom(html), intent: "confirm", code, password: site.adminPassword },
  });
  expect(confirmed.status, confirmed.headers.get("location") ?? "").toBe(200);
  expect((await site.request("/dashboard/admin/", { cookie })).status).toBe(200);
  // Required: it cannot be turned off from the admin area.
  const on = parseHtml(await (await site.request("/dashboard/security/", { cookie })).text());
  expect(on.querySelector('input[name="intent"][value="disable"]')).toBeNull();
});
