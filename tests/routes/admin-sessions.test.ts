/**
 * The administrator's sessions kept in DATA_DIR alone (no Redis; docs/decisions/012-admin-sessions.md,
 * issue 39): the record outlives a restart of the site, a record that cannot be read refuses
 * every session (fail closed), and a sign-out the server cannot record says so and still clears
 * the cookie. Two replicas and a real Redis: admin-sessions-redis.test.ts.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { csrfFrom, useSite } from "./support/site";
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
