/**
 * The notice of every admin sign-in (README's sign-in section): signing in through the built site sends the studio
 * an e-mail, through a durable queue of its own, to a real SMTP server (the smtp-server
 * package) on a loopback port: who, when, from which address and which browser.
 */
import { join } from "node:path";
import { expect, test } from "vitest";
import { waitingIn } from "../unit/support/outbox-folder";
import { hiddenFields, one, parseHtml } from "./support/html";
import { useMailServer } from "./support/mail";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

const env: Record<string, string> = {};
const mail = useMailServer(env, {
  SIGN_IN_NOTICE_TO: "owner@aniwa.test",
  SITE_URL: "https://aniwa.test",
  // A small ceiling for the leads' alerts, so a few contact messages fill it.
  OUTBOX_MAX_ENTRIES: "3",
});
const received = mail.received;

const site = useSite({ env });

/** The entries waiting in one of the site's mail queues (DATA_DIR/outbox/<queue>). */
const waiting = (queue: "alerts" | "notices") => waitingIn(join(site.siteDataDir, "outbox", queue));

/** Quoted-printable soft breaks joined. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

test("a sign-in sends the studio a notice: when, from which address and which browser", async () => {
  const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1";
  const page = await site.request("/auth/login", { clientAddress: "203.0.113.77" });
  const csrf = csrfFrom(await page.text());
  const before = Date.now();
  const signedIn = await site.request("/auth/login", {
    cookie: cookiesOf(page),
    clientAddress: "203.0.113.77",
    headers: { "User-Agent": browser },
    form: { csrf, email: site.adminEmail, password: site.adminPassword },
  });
  expect(signedIn.status).toBe(302);
  // The sign-in did not wait for the mail; the queue delivers it.
  await expect.poll(() => received.filter((raw) => raw.includes("203.0.113.77")).length, { timeout: 15_000 }).toBe(1);
  const mail = unfolded(received.find((raw) => raw.includes("203.0.113.77"))!);
  expect(mail).toMatch(/^To: owner@aniwa\.test\r?$/m);
  expect(mail).toMatch(/^Subject: Sign-in to the admin area: admin@studio\.test\r?$/m);
  expect(mail).toContain("admin@studio.test signed in to the admin area.");
  expect(mail).toContain("From address: 203.0.113.77");
  expect(mail).toContain(`Browser: ${browser}`);
  const when = /When: (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC/.exec(mail)?.[1];
  expect(Math.abs(Date.parse(`${when}Z`) - before)).toBeLessThan(60_000);
  expect(mail).toContain("https://aniwa.test/dashboard/admin/");
  // A wrong password sends nothing.
  const wrong = await site.request("/auth/login", {
    cookie: cookiesOf(page),
    clientAddress: "203.0.113.78",
    form: { csrf, email: site.adminEmail, password: "nope" },
  });
  expect(wrong.status).toBe(401);
  expect(received.filter((raw) => raw.includes("203.0.113.78"))).toEqual([]);
});

test("with the mail server refusing and the leads' alerts queue full, a sign-in notice still waits on disk and arrives once the server accepts", async () => {
  mail.accepting = false;
  try {
    // Contact messages whose alerts cannot go: the alerts queue reaches its ceiling.
    for (let n = 0; n < 4; n += 1) {
      const clientAddress = `198.51.100.${90 + n}`;
      const page = await site.request("/resources/contact-us", { clientAddress });
      const form = one(parseHtml(await page.text()), "form#contact-form");
      await site.request("/resources/contact-us", {
        cookie: cookiesOf(page),
        clientAddress,
        form: {
          ...hiddenFields(form),
          name: `Visitor ${n}`,
          email: `visitor${n}@example.com`,
          subject: "consultation",
          message: "A message whose alert waits for the mail server.",
        },
      });
    }
    expect(waiting("alerts").length).toBeGreaterThanOrEqual(3);

    const page = await site.request("/auth/login", { clientAddress: "203.0.113.79" });
    const signedIn = await site.request("/auth/login", {
      cookie: cookiesOf(page),
      clientAddress: "203.0.113.79",
      form: { csrf: csrfFrom(await page.text()), email: site.adminEmail, password: site.adminPassword },
    });
    expect(signedIn.status).toBe(302);
    expect(waiting("notices").length).toBeGreaterThanOrEqual(1);
  } finally {
    mail.accepting = true;
  }
  await expect.poll(() => received.filter((raw) => raw.includes("203.0.113.79")).length, { timeout: 30_000 }).toBe(1);
});
