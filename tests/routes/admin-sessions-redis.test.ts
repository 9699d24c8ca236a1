/**
 * The administrator's sessions across two replicas sharing a real redis-server, each with its own
 * DATA_DIR (docs/decisions/012-admin-sessions.md): 'Sign out' ends one session and
 * leaves the other working, 'Sign out of all devices' ends both, and an ended cookie stays
 * refused after a restart of the site, a restart of Redis without persistence and a Redis stall.
 */
import { Redis } from "ioredis";
import { describe, expect, test, vi } from "vitest";
import { uniqueName } from "../e2e/fixtures/catalog/files";
import { one, parseHtml, textOf } from "./support/html";
import { useRedis, useSecondReplica } from "./support/replicas";
import { cookiesOf, csrfFrom, useSite } from "./support/site";
import { sessionIdOf, toastOf } from "./support/sessions";

const SECURITY = "/dashboard/security/";
const env: Record<string, string> = {};
/** Its restart() starts a fresh one on the same port without persistence (as compose ran it): every key is gone. */
const redis = useRedis(env);
const site = useSite({ env });
// Its own DATA_DIR: what it knows of a sign-out on the first comes through Redis only.
const second = useSecondReplica({ name: "sessions-2", ownDataDir: true });

/** The dashboard's status for `cookie` on the first replica (or the second): 200 open, 302 refused. */
async function dashboard(cookie: string, replica: 1 | 2 = 1): Promise<number> {
  if (replica === 1) return (await site.request("/dashboard/admin/", { cookie })).status;
  return (await second.request("/dashboard/admin/", { cookie })).status;
}

/** Signs out the session of `cookie` ('Sign out', or 'Sign out of all devices' with `everywhere`). */
async function signOut(cookie: string, { everywhere = false } = {}): Promise<Response> {
  const csrf = csrfFrom(await (await site.request("/dashboard/admin/", { cookie })).text());
  const form: Record<string, string> = everywhere ? { csrf, scope: "everywhere" } : { csrf };
  const response = await site.request("/auth/logout", { cookie, form });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/");
  // The browser's cookie goes in every case.
  expect(response.headers.getSetCookie().some((c) => /^__studio_admin=;.*Expires=Thu, 01 Jan 1970/i.test(c))).toBe(
    true,
  );
  return response;
}

describe("sessions of one administrator on two replicas sharing Redis", () => {
  test("two browsers signed in; 'Sign Out' in one: the other still opens the dashboard (on both replicas) and saves a form", async () => {
    const laptop = await site.signIn();
    const phone = await site.signIn();
    expect(sessionIdOf(laptop)).not.toBe(sessionIdOf(phone));
    const out = await signOut(phone);
    expect(await toastOf(out)).toBe("You are logged out");
    expect(await dashboard(phone)).toBe(302);
    expect(await dashboard(phone, 2)).toBe(302);
    expect(await dashboard(laptop)).toBe(200);
    expect(await dashboard(laptop, 2)).toBe(200);

    // The laptop's form post is saved (a category, the simplest admin form).
    const formPage = await site.request("/dashboard/create-category/", { cookie: laptop });
    const cookie = cookiesOf(formPage, laptop);
    const title = uniqueName("Session Survivor");
    const saved = await site.request("/dashboard/create-category/", {
      cookie,
      form: { csrf: csrfFrom(await formPage.text()), title },
    });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/dashboard\/create-category\/\?created=/);
    const page = parseHtml(await (await site.request(location, { cookie })).text());
    expect(textOf(one(page, "main"))).toContain("Category created successfully!");
  });

  test("'Sign out of all devices' ends both sessions on both replicas; signing in again opens the admin", async () => {
    const laptop = await site.signIn();
    const phone = await site.signIn();
    expect(await toastOf(await signOut(laptop, { everywhere: true }))).toBe("You are logged out on every device");
    for (const cookie of [laptop, phone]) {
      expect(await dashboard(cookie)).toBe(302);
      expect(await dashboard(cookie, 2)).toBe(302);
    }
    const again = await site.signIn();
    expect(await dashboard(again)).toBe(200);
    expect(await dashboard(again, 2)).toBe(200);
  });

  test("an ended cookie stays refused after a site restart and after a Redis restart without persistence; a session Redis lost ends too", async () => {
    const ended = await site.signIn();
    const endedAll = await site.signIn();
    await signOut(ended);
    const bystander = await site.signIn();
    await signOut(await site.signIn(), { everywhere: true }); // ends endedAll (and bystander)
    const live = await site.signIn();
    expect(await dashboard(live)).toBe(200);
    expect(await dashboard(bystander)).toBe(302);

    await site.restartSite();
    for (const cookie of [ended, endedAll]) expect(await dashboard(cookie)).toBe(302);
    expect(await dashboard(live)).toBe(200);

    const shared = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    const versionKey = `admin-session-version:${site.adminEmail}`;
    const version = await shared.get(versionKey);
    expect(Number(version)).toBeGreaterThan(0);
    shared.disconnect();

    await redis.restart();
    for (const cookie of [ended, endedAll, bystander]) {
      expect(await dashboard(cookie)).toBe(302);
      expect(await dashboard(cookie, 2)).toBe(302);
    }
    // Fail closed: once Redis answers again, it has lost the record of the live session too, so
    // that session ends rather than revives (the admin signs in again).
    await expect.poll(() => dashboard(live), { timeout: 5_000 }).toBe(302);
    expect(await dashboard(live, 2)).toBe(302);
    // Versions never go backwards: the first replica writes its version back into the new Redis.
    await shared.connect();
    await expect.poll(() => shared.get(versionKey), { timeout: 5_000 }).toBe(version);
    shared.disconnect();
    const again = await site.signIn();
    expect(await dashboard(again)).toBe(200);
    expect(await dashboard(again, 2)).toBe(200);
  });

  test("a sign-out while Redis is stalled is recorded, and is not undone when Redis answers again (the other replica learns it)", async () => {
    const cookie = await site.signIn();
    expect(await dashboard(cookie, 2)).toBe(200); // the second replica has seen the session open
    redis.pause();
    let out: Response;
    try {
      out = await signOut(cookie);
    } finally {
      redis.resume();
    }
    // Recorded on the first replica's disk: the sign-out says nothing went wrong.
    expect(await toastOf(out)).toBe("You are logged out");
    expect(await dashboard(cookie)).toBe(302);
    // Redis still holds the session as open; the first replica writes the end into it once it answers.
    const shared = new Redis(redis.url);
    await expect
      .poll(async () => JSON.parse((await shared.get(`admin-session:${sessionIdOf(cookie)}`)) ?? "{}").endedAt, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    shared.disconnect();
    expect(await dashboard(cookie, 2)).toBe(302);
    expect(await dashboard(cookie)).toBe(302);
    await site.restartSite();
    expect(await dashboard(cookie)).toBe(302);
  });

  test("two browsers on two replicas each see both devices on the security page, and one signs the other out from the list", async () => {
    const PHONE =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1";
    const LAPTOP =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
    const signInOn = async (replica: 1 | 2, agent: string, clientAddress: string) => {
      const send = (form?: Record<string, string>, cookie = "") =>
        replica === 1
          ? site.request("/auth/login", {
              cookie,
              clientAddress,
              headers: { "User-Agent": agent },
              ...(form ? { form } : {}),
            })
          : second.request("/auth/login", { cookie, clientAddress, headers: { "User-Agent": agent }, form });
      const page = await send();
      const form = { csrf: csrfFrom(await page.text()), email: site.adminEmail, password: site.adminPassword };
      const answer = await send(form, cookiesOf(page));
      expect(answer.status).toBe(302);
      return cookiesOf(answer, cookiesOf(page));
    };
    const phone = await signInOn(1, PHONE, "198.51.100.101");
    const laptop = await signInOn(2, LAPTOP, "198.51.100.102");
    const devicesOn = async (replica: 1 | 2, cookie: string) => {
      const page =
        replica === 1 ? await site.request(SECURITY, { cookie }) : await second.request(SECURITY, { cookie });
      const doc = parseHtml(await page.text());
      return { doc, rows: doc.querySelectorAll(".security-device").map((row) => textOf(row)) };
    };

    for (const [replica, cookie, mine] of [
      [1, phone, "Safari on iOS"],
      [2, laptop, "Chrome on Windows"],
    ] as const) {
      const { rows } = await devicesOn(replica, cookie);
      const phoneRow = rows.find((row) => row.includes("Safari on iOS") && row.includes("198.51.100.101"));
      const laptopRow = rows.find((row) => row.includes("Chrome on Windows") && row.includes("198.51.100.102"));
      expect(phoneRow, rows.join("\n")).toBeDefined();
      expect(laptopRow, rows.join("\n")).toBeDefined();
      expect(rows[0]).toContain(`${mine}This device`);
    }

    // The laptop ends the phone from its list, on the second replica.
    const { doc } = await devicesOn(2, laptop);
    const phoneRow = doc.querySelectorAll(".security-device").find((row) => textOf(row).includes("198.51.100.101"))!;
    const button = one(phoneRow, "button");
    expect(button.getAttribute("aria-label")).toMatch(/^Sign out Safari on iOS, signed in /);
    const ended = await second.request(SECURITY, {
      cookie: laptop,
      form: {
        csrf: csrfFrom(doc.toString()),
        intent: "end-device",
        device: one(phoneRow, 'input[name="device"]').getAttribute("value")!,
      },
    });
    expect(ended.status).toBe(302);
    expect(await toastOf(ended)).toBe("That device is signed out");
    expect(await dashboard(phone)).toBe(302);
    expect(await dashboard(phone, 2)).toBe(302);
    expect(await dashboard(laptop, 2)).toBe(200);
    const after = (await devicesOn(1, laptop)).rows;
    expect(after.some((row) => row.includes("198.51.100.101"))).toBe(false);
  });

  test("a form posted from an ended session is kept once in Redis, whichever replica took it; half an hour later its cookie writes nothing", async () => {
    const shared = new Redis(redis.url);
    const keptKeys = () => shared.keys("admin-kept:*");
    try {
      const cookie = await site.signIn();
      const page = await site.request("/dashboard/create-category/", { cookie });
      const jar = cookiesOf(page, cookie);
      const csrf = csrfFrom(await page.text());
      await signOut(cookie);
      const before = (await keptKeys()).length;
      const form = { csrf, title: "Typed twice" };
      expect(cookiesOf(await site.request("/dashboard/create-category/", { cookie: jar, form }))).toContain(
        "__studio_kept=",
      );
      expect(cookiesOf(await second.request("/dashboard/create-category/", { cookie: jar, form }))).toContain(
        "__studio_kept=",
      );
      expect((await keptKeys()).length).toBe(before + 1);

      const later = await site.signIn();
      const laterPage = await site.request("/dashboard/create-category/", { cookie: later });
      const laterJar = cookiesOf(laterPage, later);
      const laterCsrf = csrfFrom(await laterPage.text());
      await signOut(later);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
      try {
        const posted = await second.request("/dashboard/create-category/", {
          cookie: laterJar,
          form: { csrf: laterCsrf, title: "Too late" },
        });
        expect(posted.status).toBe(302);
        expect(cookiesOf(posted)).not.toContain("__studio_kept=");
      } finally {
        vi.useRealTimers();
      }
      expect((await keptKeys()).length).toBe(before + 1);
    } finally {
      shared.disconnect();
    }
  });
});
