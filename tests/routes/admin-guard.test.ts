import { describe, expect, test, vi } from "vitest";
import { ADMIN_ROUTES } from "../e2e/support/routes";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

const site = useSite();

/** The admin routes of the table that take a parameter, with a sample one. */
const ADMIN_ROUTES_WITH_IDS = [
  "/dashboard/edit/some-post/blog/",
  "/dashboard/3/edit/",
  "/dashboard/edit-product/1/",
  "/dashboard/edit-project/1/",
] as const;

interface Event {
  id: number;
}

/** Records an analytics event with a marker of its own and returns a way to find it again. */
async function trackEvent() {
  const marker = `guard${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  await site.api("analytics/track-views.php", {
    method: "POST",
    token: site.analyticsToken,
    body: JSON.stringify({
      session_id: `sess_${marker}`,
      event_type: "click",
      page_url: `https://aniwa.test/${marker}`,
    }),
  });
  const find = async () => (await site.api<{ data: Event[] }>(`analytics/track-views.php?search=${marker}`)).data;
  const [event] = await find();
  expect(event).toBeDefined();
  return { event, find };
}

describe("the admin guard", () => {
  for (const path of [...ADMIN_ROUTES, ...ADMIN_ROUTES_WITH_IDS]) {
    test(`${path} sends a visitor to sign in, then back`, async () => {
      const response = await site.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/auth/login?${new URLSearchParams({ redirectTo: path })}`);
      expect(response.headers.get("cache-control") ?? "").not.toContain("public");
    });
  }

  test("where it sends them is the 'Admin Login' page", async () => {
    const response = await site.request(`/auth/login?redirectTo=${encodeURIComponent("/dashboard/blogs/")}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>Admin Login<\/h1>/);
  });

  test("no admin POST does anything without a session, and none logs an error", async () => {
    const errors = vi.spyOn(console, "error");
    for (const path of [...ADMIN_ROUTES, ...ADMIN_ROUTES_WITH_IDS]) {
      const response = await site.request(path, { form: { intent: "delete", id: "1", title: "guard-test" } });
      // A route with an action sends the visitor to sign in; one without has no POST at all.
      expect([302, 405], `${path} answered ${response.status}`).toContain(response.status);
      if (response.status === 302) expect(response.headers.get("location")).toMatch(/^\/auth\/login\?redirectTo=/);
    }
    // A page without a form answers 405 itself: the request's log line says so, no stack trace.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("a delete POST without a session leaves the record in place", async () => {
    const { event, find } = await trackEvent();
    const response = await site.request("/dashboard/analytics/", { form: { intent: "delete", id: String(event.id) } });
    expect(response.status).toBe(302);
    expect(await find()).toHaveLength(1);
  });

  test("admin pages are never cached", async () => {
    const response = await site.request("/dashboard/admin/", { cookie: await site.signIn() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });
});

describe("CSRF", () => {
  test("a sign-in without the CSRF token is refused with 403 and sets no session", async () => {
    const page = await site.request("/auth/login");
    const response = await site.request("/auth/login", {
      cookie: cookiesOf(page),
      form: { email: site.adminEmail, password: site.adminPassword },
    });
    expect(response.status).toBe(403);
    expect(cookiesOf(response)).not.toContain("__studio_admin=");
  });

  test("a sign-out POST without the CSRF token, or with a forged one, is refused with 403 and the session stays", async () => {
    const cookie = await site.signIn();
    expect((await site.request("/auth/logout", { cookie, form: {} })).status).toBe(403);
    expect((await site.request("/auth/logout", { cookie, form: { csrf: "forged-token" } })).status).toBe(403);
    expect((await site.request("/dashboard/admin/", { cookie })).status).toBe(200);
  });

  test("an analytics delete without the CSRF token, or with a forged one, is refused with 403 and the record stays", async () => {
    const cookie = await site.signIn();
    const { event, find } = await trackEvent();
    const form = { intent: "delete", id: String(event.id) };
    expect((await site.request("/dashboard/analytics/", { cookie, form })).status).toBe(403);
    const page = await site.request("/dashboard/analytics/", { cookie });
    const csrf = `${csrfFrom(await page.text())}x`;
    expect((await site.request("/dashboard/analytics/", { cookie, form: { ...form, csrf } })).status).toBe(403);
    expect(await find()).toHaveLength(1);
  });

  test("the contact form has no token (its page is shared, decision 007): another site's post is refused with 403", async () => {
    const response = await site.request("/resources/contact-us", {
      clientAddress: "10.9.0.1",
      headers: { "Sec-Fetch-Site": "cross-site" },
      form: { name: "Ama Mensah", email: "ama@example.com", subject: "architecture", message: "A message." },
    });
    expect(response.status).toBe(403);
  });
});

describe("sign-in and sign-out on the server", () => {
  test("the server checks the fields too, with the form's messages", async () => {
    const page = await site.request("/auth/login");
    const response = await site.request("/auth/login", {
      cookie: cookiesOf(page),
      form: { csrf: csrfFrom(await page.text()), email: "not-an-email", password: "" },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password is required");
  });

  test("failed attempts are throttled per client with a clear message", async () => {
    const page = await site.request("/auth/login");
    const cookie = cookiesOf(page);
    const csrf = csrfFrom(await page.text());
    const attempt = (password: string, clientAddress = "203.0.113.7") =>
      site.request("/auth/login", { cookie, clientAddress, form: { csrf, email: site.adminEmail, password } });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const refused = await attempt("wrong-again");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many sign-in attempts. Please wait a minute and try again.");
    // Even the right password waits: the throttle is checked before the credentials.
    expect((await attempt(site.adminPassword)).status).toBe(429);
    // Another client is not affected.
    expect((await attempt(site.adminPassword, "198.51.100.7")).status).toBe(302);
  });

  test("60 parallel wrong guesses from one client get at most 10 password checks", async () => {
    const page = await site.request("/auth/login");
    const cookie = cookiesOf(page);
    const csrf = csrfFrom(await page.text());
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        site.request("/auth/login", {
          cookie,
          clientAddress: "203.0.113.60",
          form: { csrf, email: site.adminEmail, password: `parallel-wrong-${i}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  }, 60_000); // 60 sign-in pages rendered at once

  test("after sign-out a copied session cookie opens nothing; the admin's other session stays (decision 012)", async () => {
    const cookie = await site.signIn();
    const otherDevice = await site.signIn();
    const csrf = csrfFrom(await (await site.request("/dashboard/admin/", { cookie })).text());
    const signedOut = await site.request("/auth/logout", { cookie, form: { csrf } });
    expect(signedOut.status).toBe(302);
    // The browser drops its cookie; a copy of it made before is refused by the server.
    const response = await site.request("/dashboard/admin/", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\/login\?redirectTo=/);
    // Signing out here leaves the other device signed in ('Sign out of all devices' ends it: admin-sessions.test.ts).
    expect((await site.request("/dashboard/admin/", { cookie: otherDevice })).status).toBe(200);
  });

  test("a GET of /auth/logout signs no one out", async () => {
    const cookie = await site.signIn();
    const response = await site.request("/auth/logout", { cookie });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("location")).toBe("/");
    expect(cookiesOf(response)).not.toContain("__studio_admin=");
    expect((await site.request("/dashboard/admin/", { cookie })).status).toBe(200);
  });
});
