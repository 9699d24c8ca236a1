import { describe, expect, test } from "vitest";
import { greetingForHour } from "../../app/utils/greeting";
import { studioClock } from "../../app/vocabulary/studio-clock";
import { ANALYTICS_PATH as PATH, chart } from "./support/admin";
import { accessibleName, type HTMLElement, linkNamed, one, openPage, parseHtml, textOf, textsOf } from "./support/html";
import { API_STYLE, cookiesOf, csrfFrom, useSite } from "./support/site";

/**
 * The admin's way in and the frame around every admin page, read from the HTML the server sends:
 * the dashboard's greeting, count cards and hours, the shell's sidebar (its links, the current one
 * marked, the sign-out forms) and footer, and what the sign-in form answers (a wrong and the right
 * password, the session cookie, off-site redirectTo values refused). What needs a browser (the
 * chart drawn, the header's menu and the sidebar's toggles, the sign-in and sign-out round trips
 * through the real forms) stays in tests/e2e (dashboard, admin-shell and auth specs); what the
 * dashboard says when the API fails, in tests/routes/admin-pages-faults.test.ts; the guard's
 * redirects and CSRF refusals are tests/routes/admin-guard.test.ts's; the analytics page,
 * tests/routes/analytics-admin.test.ts's.
 */
const site = useSite();

describe("the dashboard", () => {
  interface Counts {
    totalUsers: number;
    totalBlogs: number;
    totalProd: number;
  }
  const counts = () => site.api<Counts>("counts/count.php");

  test("greets by the hour in Accra", async () => {
    const cookie = await site.signIn();
    const before = greetingForHour(studioClock(new Date()).hour);
    const page = await openPage(site, "/dashboard/admin/", { cookie });
    const after = greetingForHour(studioClock(new Date()).hour);
    expect([before, after]).toContain(textOf(one(page, "h1")));
  });

  test("three count cards from the API, each linking to its real page", async () => {
    const cookie = await site.signIn();
    const before = await counts();
    const page = await openPage(site, "/dashboard/admin/", { cookie });
    const after = await counts();
    const card = (label: string) => {
      const found = page.querySelectorAll(".stat-card").filter((c) => textOf(one(c, ".stat-card__label")) === label);
      expect(found, label).toHaveLength(1);
      return found[0];
    };
    const checks = [
      ["Total Users", "totalUsers", "View users", "/dashboard/analytics/"],
      ["Total Blog(s)", "totalBlogs", "View blogs", "/dashboard/blogs/"],
      ["Total Product(s)", "totalProd", "View products", "/dashboard/view-products/"],
    ] as const;
    for (const [label, key, linkName, href] of checks) {
      // The figure lies between the two readings of the API.
      const value = Number(textOf(one(card(label), ".stat-card__value")).replace(/,/g, ""));
      expect(value).toBeGreaterThanOrEqual(Math.min(before[key], after[key]));
      expect(value).toBeLessThanOrEqual(Math.max(before[key], after[key]));
      expect(linkNamed(card(label), linkName).getAttribute("href")).toBe(href);
      expect((await site.request(href, { cookie })).status, href).toBe(200);
    }
  });

  test("'Hourly Activity Pattern' has 24 hours from 12 AM to 11 PM and a peak", async () => {
    const page = await openPage(site, "/dashboard/admin/", { cookie: await site.signIn() });
    const hourly = chart(page, "Hourly Activity Pattern");
    expect(textOf(one(hourly, "h2"))).toBe("Hourly Activity Pattern");
    const hours = textsOf(hourly, "tbody th");
    expect(hours).toHaveLength(24);
    expect(hours[0]).toMatch(/^12 AM/);
    expect(hours[12]).toMatch(/^12 PM/);
    expect(hours[23]).toMatch(/^11 PM/);
    // The demo data covers every hour of the last week, so there is a busiest hour.
    expect(hours.some((hour) => hour.includes("(peak)"))).toBe(true);
    const numbers = textsOf(hourly, "tbody td").map(Number);
    expect(numbers.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe("the admin shell", () => {
  const SIDEBAR_LINKS = [
    ["Dashboard", "/dashboard/admin/"],
    ["Add Blogs", "/dashboard/add-blogs/"],
    ["Add Products", "/dashboard/add-products/"],
    ["Add Projects", "/dashboard/add-project/"],
    ["Manage Blogs", "/dashboard/blogs/"],
    ["Categories", "/dashboard/categories/"],
    ["Create Category", "/dashboard/create-category/"],
    ["Manage Products", "/dashboard/view-products/"],
    ["Manage Projects", "/dashboard/view-projects/"],
    ["Performance", "/dashboard/analytics/"],
  ] as const;
  const sidebar = (page: HTMLElement) => one(page, "aside.admin-sidebar");

  test("sidebar: every link goes to a real page, the current one marked; 'Manage Items' and 'Logout'", async () => {
    const cookie = await site.signIn();
    const dashboard = await openPage(site, "/dashboard/admin/", { cookie });
    for (const [name, href] of SIDEBAR_LINKS) {
      expect(linkNamed(sidebar(dashboard), name).getAttribute("href"), name).toBe(href);
      expect((await site.request(href, { cookie })).status, `${name} → ${href}`).toBe(200);
    }
    expect(textsOf(sidebar(dashboard), ".sidebar-group")).toEqual(["Manage Items"]);
    // 'Logout' is the header's 'Sign Out' form: a POST with the CSRF token (its answer: admin-guard.test.ts).
    for (const form of [one(sidebar(dashboard), "form"), one(dashboard, "header.admin-header form")]) {
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/auth/logout");
      expect(one(form, 'input[name="csrf"]').getAttribute("value")).toBeTruthy();
    }
    expect(textOf(one(sidebar(dashboard), "form button"))).toBe("Logout");
    expect(textOf(one(dashboard, "header.admin-header form button"))).toBe("Sign Out");
    // The account menu's second form ends every session (decision 012): the same POST with scope=everywhere.
    const forms = dashboard.querySelectorAll("header.admin-header form");
    expect(forms.map((form) => textOf(one(form, "button")))).toEqual(["Sign Out", "Sign out of all devices"]);
    expect(one(forms[1], 'input[name="scope"]').getAttribute("value")).toBe("everywhere");
    expect(one(forms[1], 'input[name="csrf"]').getAttribute("value")).toBeTruthy();
    expect(forms[1].getAttribute("action")).toBe("/auth/logout");

    const marked = (page: HTMLElement) =>
      sidebar(page)
        .querySelectorAll('a[aria-current="page"]')
        .map((link) => accessibleName(link));
    expect(marked(dashboard)).toEqual(["Dashboard"]);
    expect(marked(await openPage(site, PATH, { cookie }))).toEqual(["Performance"]);
  });

  test("footer: copyright line with the product name", async () => {
    const page = await openPage(site, "/dashboard/admin/", { cookie: await site.signIn() });
    expect(textOf(one(page, "footer.admin-footer"))).toBe(
      `© ${new Date().getUTCFullYear()} Aniwa Studio. All Rights Reserved.`,
    );
  });
});

describe("signing in", () => {
  /** The sign-in form as a browser without scripts finds it at `path`: its cookie, token and redirectTo. */
  async function loginForm(path = "/auth/login") {
    const response = await site.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const redirectTo = one(one(parseHtml(html), "form.auth-form"), 'input[name="redirectTo"]').getAttribute("value");
    return { cookie: cookiesOf(response), csrf: csrfFrom(html), redirectTo: redirectTo ?? "" };
  }

  async function signInWith(password: string, path = "/auth/login") {
    const form = await loginForm(path);
    return site.request("/auth/login", {
      cookie: form.cookie,
      form: { csrf: form.csrf, redirectTo: form.redirectTo, email: site.adminEmail, password },
    });
  }

  test("is the public 'Admin Login' page with a link back home", async () => {
    const page = await openPage(site, "/auth/login");
    expect(textOf(one(page, "h1"))).toBe("Admin Login");
    // The public site's header is there.
    one(page, "body header");
    const button = one(page, 'form.auth-form button[type="submit"]');
    expect(textOf(button)).toBe("Sign In");
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(linkNamed(page, "Back to Home").getAttribute("href")).toBe("/");
  });

  test("a wrong password answers the server's message, keeps the email, never the password, and signs no one in", async () => {
    const response = await signInWith("not-the-password-5521");
    expect(response.status).toBe(401);
    const cookie = cookiesOf(response);
    expect(cookie).not.toContain("__studio_admin=");
    const html = await response.text();
    expect(html).not.toContain("not-the-password-5521");
    const page = parseHtml(html);
    // The API's own message: a PHP-style API answers every 401 with its token message.
    const refused = API_STYLE === "php" ? "Invalid or missing API token" : "Invalid email or password";
    expect(textsOf(page, '[role="alert"]')).toEqual([refused]);
    expect(one(page, 'input[name="email"]').getAttribute("value")).toBe(site.adminEmail);
    expect(one(page, 'input[name="password"]').getAttribute("value") ?? "").toBe("");
    const dashboard = await site.request("/dashboard/admin/", { cookie });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toMatch(/^\/auth\/login\?redirectTo=/);
  });

  test("the right password signs in, says so and opens the dashboard", async () => {
    const response = await signInWith(site.adminPassword);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard/admin/");
    const page = await openPage(site, "/dashboard/admin/", { cookie: cookiesOf(response) });
    expect(textsOf(page, '[data-testid="toast"] span')).toEqual(["Login successful"]);
    expect(textOf(one(page, "h1"))).toMatch(
      /^(Good Morning, Boss|Helloo, Admin|Hi! welcome, Administrator|Good Afternoon, Boss|Good Evening, Manager)$/,
    );
  });

  test("the session cookie is httpOnly, SameSite=Lax and bounded", async () => {
    const response = await signInWith(site.adminPassword);
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__studio_admin="));
    expect(header).toBeDefined();
    const attributes = header!.split(/;\s*/).slice(1);
    expect(attributes).toContain("HttpOnly");
    expect(attributes).toContain("SameSite=Lax");
    // The browser keeps it for Max-Age seconds from now.
    const maxAge = attributes.find((attribute) => attribute.startsWith("Max-Age="));
    const hours = Number(maxAge?.slice("Max-Age=".length)) / 3600;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8.01);
  });

  for (const offsite of ["//evil.com", "https://evil.com", "/\\evil.com", "/\t/evil.com"]) {
    test(`an off-site redirectTo (${JSON.stringify(offsite)}) is refused`, async () => {
      const path = `/auth/login?redirectTo=${encodeURIComponent(offsite)}`;
      // The form carries it, as the browser would send it back.
      expect((await loginForm(path)).redirectTo).toBe(offsite);
      const response = await signInWith(site.adminPassword, path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/dashboard/admin/");
    });
  }

  test("a signed-in admin who opens the sign-in page goes to the dashboard, or where redirectTo says", async () => {
    const cookie = await site.signIn();
    const plain = await site.request("/auth/login", { cookie });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/dashboard/admin/");
    const asked = await site.request(`/auth/login?redirectTo=${encodeURIComponent(PATH)}`, { cookie });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(PATH);
  });
});
