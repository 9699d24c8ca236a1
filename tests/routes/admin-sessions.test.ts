/**
 * The administrator's sessions kept in DATA_DIR alone (no Redis; docs/decisions/012-admin-sessions.md):
 * the record outlives a restart of the site, a record that cannot be read refuses
 * every session (fail closed), and a sign-out the server cannot record says so and still clears
 * the cookie. Two replicas and a real Redis: admin-sessions-redis.test.ts.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { createBlog, findBlog } from "../e2e/fixtures/blogs";
import { asFile, png, uniqueName } from "../e2e/fixtures/catalog/files";
import { one, openPage, parseHtml, textOf, valueOf } from "./support/html";
import { cookiesOf, csrfFrom, useSite } from "./support/site";
import { sessionIdOf, toastOf } from "./support/sessions";

const site = useSite();
const adminDir = () => join(site.siteDataDir, "admin");
const record = () => join(adminDir(), "sessions.json");

const dashboard = async (cookie: string) => (await site.request("/dashboard/admin/", { cookie })).status;

async function signOut(cookie: string, form: Record<string, string> = {}): Promise<Response> {
  const csrf = csrfFrom(await (await site.request("/dashboard/admin/", { cookie })).text());
  return site.request("/auth/logout", { cookie, form: { csrf, ...form } });
}

describe("admin sessions recorded in DATA_DIR", () => {
  test("'Sign Out' ends that session only; after a site restart it stays refused and the other still opens the admin", async () => {
    const ended = await site.signIn();
    const live = await site.signIn();
    expect(await toastOf(await signOut(ended))).toBe("You are logged out");
    const saved = JSON.parse(readFileSync(record(), "utf8")) as { sessions: Record<string, { endedAt?: number }> };
    expect(saved.sessions[sessionIdOf(ended)].endedAt).toBeGreaterThan(0);
    expect(saved.sessions[sessionIdOf(live)].endedAt).toBeUndefined();
    await site.restartSite();
    expect(await dashboard(ended)).toBe(302);
    expect(await dashboard(live)).toBe(200);
    // 'Sign out of all devices' after the restart ends the rest, and that survives another restart.
    expect(await toastOf(await signOut(live, { scope: "everywhere" }))).toBe("You are logged out on every device");
    await site.restartSite();
    expect(await dashboard(live)).toBe(302);
  });

  test("a record that cannot be read refuses every session (fail closed), and says so in the log", async () => {
    const cookie = await site.signIn();
    const kept = readFileSync(record(), "utf8");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      writeFileSync(record(), "{ half a record");
      expect(await dashboard(cookie)).toBe(302);
      expect(errors.mock.calls.flat().join("\n")).toContain("could not be read");
      // A restarted site cannot read it either.
      await site.restartSite();
      expect(await dashboard(cookie)).toBe(302);
    } finally {
      errors.mockRestore();
      writeFileSync(record(), kept);
    }
    expect(await dashboard(cookie)).toBe(200);
  });

  test("a sign-out the server cannot record says so, and still clears the cookie", async () => {
    const cookie = await site.signIn();
    expect(await dashboard(cookie)).toBe(200);
    // The admin folder becomes one where nothing can be written (as root too: /proc takes no files).
    renameSync(adminDir(), `${adminDir()}.kept`);
    symlinkSync("/proc/1", adminDir());
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const out = await signOut(cookie);
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toBe("/");
      expect(await toastOf(out)).toBe(
        "You are logged out in this browser, but the server could not record the sign-out. A copy of this session may still open the admin: sign in again and choose 'Sign out of all devices'.",
      );
      expect(out.headers.getSetCookie().some((c) => /^__studio_admin=;.*Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
      // This process remembers the end: a copy of the cookie is refused here.
      expect(await dashboard(cookie)).toBe(302);
      expect(errors.mock.calls.flat().join("\n")).toContain("could not be written");
    } finally {
      errors.mockRestore();
      rmSync(adminDir());
      renameSync(`${adminDir()}.kept`, adminDir());
    }
    mkdirSync(adminDir(), { recursive: true });
  });
});

describe("nothing typed is lost to an ended session", () => {
  test("an edit posted without JavaScript from an ended session comes back filled after signing in, and nothing is saved until it is sent again", async () => {
    const blog = await createBlog(uniqueName("Kept draft"), site.api);
    const edit = `/dashboard/edit/${blog.slug}/blog/`;
    const laptop = await site.signIn();
    const formPage = await site.request(edit, { cookie: laptop });
    const jar = cookiesOf(formPage, laptop);
    const csrf = csrfFrom(await formPage.text());
    // Meanwhile the phone signs out of all devices: the laptop's session ends with the form open.
    await signOut(await site.signIn(), { scope: "everywhere" });

    const typed = {
      title: uniqueName("Retitled while away"),
      excerpt: "An excerpt typed in the laptop's form",
      content: "Three paragraphs of careful writing.\n\nThat must not be lost & must come back <exactly>.",
      category: "architecture",
      tags: "kept, typed",
      author: "Ama Mensah",
      featured: "on",
    };
    const body = new FormData();
    body.append("csrf", csrf);
    for (const [name, value] of Object.entries(typed)) body.append(name, value);
    body.append("image", asFile(png("picked.png", [10, 120, 40])));
    body.append("intent", "save");
    const posted = await site.request(edit, { method: "POST", cookie: jar, body });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/auth/login?${new URLSearchParams({ redirectTo: edit })}`);
    const withKept = cookiesOf(posted, jar);
    expect(withKept).toContain("__studio_kept=");
    expect((await findBlog(blog.slug, site.api)).title).toBe(blog.title);

    // The sign-in page says what waits; signing in goes back to the form.
    const login = await site.request(posted.headers.get("location")!, { cookie: withKept });
    const loginHtml = await login.text();
    expect(textOf(one(parseHtml(loginHtml), '[role="status"]'))).toBe(
      "Your session had ended. Sign in to go back to your form: what you typed is kept, and nothing was saved.",
    );
    const signedIn = await site.request("/auth/login", {
      cookie: cookiesOf(login, withKept),
      form: { csrf: csrfFrom(loginHtml), email: site.adminEmail, password: site.adminPassword, redirectTo: edit },
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(edit);
    const cookie = cookiesOf(signedIn, cookiesOf(login, withKept));

    const back = await site.request(edit, { cookie });
    expect(back.status).toBe(200);
    const form = parseHtml(await back.text());
    for (const name of ["title", "excerpt", "content", "category", "tags", "author"] as const) {
      // A form post sends line breaks as CRLF (as a browser does); the textarea shows them as typed.
      expect(valueOf(form, name).replace(/\r\n/g, "\n"), name).toBe(typed[name]);
    }
    expect(one(form, 'input[name="featured"]').hasAttribute("checked")).toBe(true);
    expect(textOf(one(form, ".kept-notice"))).toBe(
      "Your session had ended, so nothing was saved. What you typed is back in the form: check it and submit again. Picked files are not kept: please pick them again.",
    );
    // Nothing saved; the kept values are shown once, then the form shows the post again.
    expect((await findBlog(blog.slug, site.api)).title).toBe(blog.title);
    const again = await openPage(site, edit, { cookie: cookiesOf(back, cookie) });
    expect(valueOf(again, "title")).toBe(blog.title);
    expect(again.querySelector(".kept-notice")).toBeNull();
  });

  test("a scripted post (its path without the trailing slash, as Remix reads `x.data`) comes back on the page too", async () => {
    const cookie = await site.signIn();
    const page = await site.request("/dashboard/create-category/", { cookie });
    const jar = cookiesOf(page, cookie);
    const csrf = csrfFrom(await page.text());
    await signOut(await site.signIn(), { scope: "everywhere" });
    const posted = await site.request("/dashboard/create-category", {
      cookie: jar,
      form: { csrf, title: "Kept by script" },
    });
    expect(posted.status).toBe(302);
    const signedIn = cookiesOf(posted, await site.signIn());
    const back = await openPage(site, "/dashboard/create-category/", { cookie: signedIn });
    expect(valueOf(back, "title")).toBe("Kept by script");
  });

  test("one ended session keeps one form (a later post replaces it); a session that ended over 30 minutes ago keeps nothing", async () => {
    const keptDir = join(adminDir(), "kept");
    const keptFiles = () => readdirSync(keptDir).filter((name) => name.endsWith(".json"));
    rmSync(keptDir, { recursive: true, force: true });
    const cookie = await site.signIn();
    const page = await site.request("/dashboard/create-category/", { cookie });
    const jar = cookiesOf(page, cookie);
    const csrf = csrfFrom(await page.text());
    await signOut(cookie);
    for (const title of ["First try", "Second try", "Third try"]) {
      const posted = await site.request("/dashboard/create-category/", { cookie: jar, form: { csrf, title } });
      expect(cookiesOf(posted)).toContain("__studio_kept=");
    }
    expect(keptFiles()).toHaveLength(1);
    expect(readFileSync(join(keptDir, keptFiles()[0]), "utf8")).toContain("Third try");

    // Half an hour and a minute later, the same cookie (a copy of it, say) writes nothing.
    rmSync(keptDir, { recursive: true, force: true });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
    try {
      const late = await site.request("/dashboard/create-category/", { cookie: jar, form: { csrf, title: "Late" } });
      expect(late.status).toBe(302);
      expect(cookiesOf(late)).not.toContain("__studio_kept=");
      expect(existsSync(keptDir) ? keptFiles() : []).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  test("with 20 forms kept for the site, the next is not kept and the sign-in page says so", async () => {
    const keptDir = join(adminDir(), "kept");
    rmSync(keptDir, { recursive: true, force: true });
    mkdirSync(keptDir, { recursive: true });
    for (let n = 0; n < 20; n += 1) writeFileSync(join(keptDir, `other-${n}.json`), "{}");
    const cookie = await site.signIn();
    const page = await site.request("/dashboard/create-category/", { cookie });
    const jar = cookiesOf(page, cookie);
    const csrf = csrfFrom(await page.text());
    await signOut(cookie);
    const posted = await site.request("/dashboard/create-category/", { cookie: jar, form: { csrf, title: "No room" } });
    expect(posted.status).toBe(302);
    expect(readdirSync(keptDir)).toHaveLength(20);
    const login = parseHtml(
      await (await site.request(posted.headers.get("location")!, { cookie: cookiesOf(posted, jar) })).text(),
    );
    expect(textOf(one(login, '[role="status"]'))).toBe(
      "Your session had ended, so nothing was saved, and what you typed could not be kept: go back to copy it before you sign in.",
    );
    rmSync(keptDir, { recursive: true, force: true });
  });

  test("a post without any session cookie keeps nothing", async () => {
    const posted = await site.request("/dashboard/create-category/", { form: { title: "Stranger's typing" } });
    expect(posted.status).toBe(302);
    expect(cookiesOf(posted)).not.toContain("__studio_kept=");
  });
});
