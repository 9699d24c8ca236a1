/**
 * Replying from the inbox and where leads come from (app/leads/reply.server.ts, origin.server.ts,
 * lead-work.server.ts), through the built site on a real SMTP server, with the API's lead calls and
 * (routes-php) without them: a visitor who came from an Instagram campaign sends a contact message
 * and gets the acknowledgement; the admin sees the lead's source and its wait, writes the answer on
 * the lead's page, and the visitor receives it in the acknowledgement's thread; the lead is then
 * Replied, with its first-reply time, on its page, in the list and in the CSV.
 */
import { expect, test } from "vitest";
import { hiddenFields, labelled, one, parseHtml, textOf, textsOf } from "./support/html";
import { readableMail } from "../unit/support/smtp-server";
import { useMailServer } from "./support/mail";
import { cookiesOf, csrfFrom, ORIGIN, useSite } from "./support/site";

const env: Record<string, string> = {};
const mail = useMailServer(env, { SITE_URL: "https://aniwa.test" });
const site = useSite({ env });

const toVisitor = (address: string) =>
  mail.received
    .map(readableMail)
    .filter((raw) => new RegExp(`^To: ${address.replace(".", "\\.")}\\r?$`, "m").test(raw));

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*?)\\r?$`, "m").exec(raw)?.[1];

/** The contact form sent from the page it is on, with what the analytics script kept of the visit. */
async function sendContact(email: string, message: string, clientAddress: string, visit: Record<string, string>) {
  const page = await site.request("/resources/contact-us?utm_source=ignored-when-the-visit-says", { clientAddress });
  const form = one(parseHtml(await page.text()), "form#contact-form");
  const sent = await site.request("/resources/contact-us", {
    cookie: cookiesOf(page),
    clientAddress,
    headers: { Referer: `${ORIGIN}/resources/contact-us?from=menu` },
    form: { ...hiddenFields(form), ...visit, name: "Abena Owusu", email, subject: "architecture", message },
  });
  expect(sent.status).toBe(200);
  return /Your reference: (AN-\d{4}-\d{4})/.exec(
    textOf(one(parseHtml(await sent.text()), '[data-testid="contact-alert"]')),
  )?.[1];
}

test("a reply written in the inbox reaches the visitor in the acknowledgement's thread; the lead shows its source, Replied and its first-reply time", async () => {
  const reference = await sendContact(
    "abena.reply@example.com",
    "A courtyard house in Aburi. Call me on 024 555 0101.",
    "198.51.100.40",
    {
      visit_landing: "/resources/projects?utm_source=instagram",
      visit_referrer: "https://l.instagram.com/?u=aniwa",
      utm_source: "instagram",
      utm_medium: "social",
      utm_campaign: "courtyards",
    },
  );
  expect(reference).toBeDefined();
  await expect.poll(() => toVisitor("abena.reply@example.com").length, { timeout: 15_000 }).toBe(1);
  const ackId = header(toVisitor("abena.reply@example.com")[0], "Message-ID");
  expect(ackId).toMatch(/^<ack-[0-9a-f-]{36}@studio-site>$/);

  // The admin finds it by its reference, as the reminder's link does.
  const cookie = await site.signIn();
  const list = parseHtml(await (await site.request(`/dashboard/inbox/?search=${reference}`, { cookie })).text());
  expect(textsOf(list, ".lead-row__link")).toEqual(["Abena Owusu"]);
  const row = one(list, ".lead-row");
  expect(textOf(one(row, '[data-label="Source"]'))).toBe("instagram / social");
  expect(textOf(one(row, '[data-label="Reply"]'))).toMatch(/^waiting \d+ min|^waiting \d+ h|^waiting \d+ d/);
  const path = one(list, ".lead-row__link").getAttribute("href") ?? "";

  const page = await site.request(path, { cookie });
  const session = cookiesOf(page, cookie);
  const html = parseHtml(await page.text());
  expect(textOf(one(html, '[data-testid="lead-source"]'))).toBe("instagram / social");
  expect(textsOf(html, ".lead__path")).toEqual([
    "/resources/contact-us?from=menu",
    "/resources/projects?utm_source=instagram",
    "https://l.instagram.com/?u=aniwa",
  ]);
  expect(textOf(one(html, '[data-testid="lead-clock"]'))).toMatch(/^Waiting for a reply: /);
  // The number the visitor left, as a WhatsApp message naming the reference.
  const whatsApp = one(html, 'a[href^="https://wa.me/"]');
  expect(textOf(whatsApp)).toBe("Reply on WhatsApp");
  expect(decodeURIComponent(whatsApp.getAttribute("href") ?? "")).toBe(
    `https://wa.me/233245550101?text=Hello Abena, this is Aniwa Studio about your message (reference ${reference}).`,
  );
  // With SMTP the site sends the answer itself: no mailto.
  expect(html.querySelector('a[href^="mailto:"]')).toBeNull();
  const csrf = csrfFrom(html.toString());

  // An empty reply is refused with the message beside the field.
  const refused = await site.request(path, { cookie: session, form: { csrf, intent: "reply", reply: "   " } });
  expect(refused.status).toBe(400);
  const form = labelled(parseHtml(await refused.text()), `Reply to abena.reply@example.com`);
  expect(textsOf(form, ".field__error")).toEqual(["Please write your reply"]);
  expect(toVisitor("abena.reply@example.com")).toHaveLength(1);

  const answer = "Dear Abena,\n\nThank you: we can visit the plot on Tuesday at 10:00.\n\nAkosua, Aniwa Studio";
  const sent = await site.request(path, { cookie: session, form: { csrf, intent: "reply", reply: answer } });
  expect(sent.status).toBe(302);
  expect(sent.headers.get("location")).toBe(path);

  await expect.poll(() => toVisitor("abena.reply@example.com").length, { timeout: 15_000 }).toBe(2);
  const reply = toVisitor("abena.reply@example.com")[1];
  expect(header(reply, "Subject")).toBe(`Re: We have your message: ${reference}`);
  expect(header(reply, "In-Reply-To")).toBe(ackId);
  expect(header(reply, "References")).toBe(ackId);
  expect(header(reply, "From")).toBe("Aniwa website <site@aniwa.test>");
  expect(header(reply, "Reply-To")).toBe("leads@aniwa.test");
  expect(reply).toContain("we can visit the plot on Tuesday at 10:00.");
  expect(reply).toContain("> A courtyard house in Aburi. Call me on 024 555 0101.");

  // After a reload: the toast, Replied, the clock stopped, the reply on the timeline.
  const after = parseHtml(await (await site.request(path, { cookie: cookiesOf(sent, session) })).text());
  expect(textOf(after)).toContain("Reply sent to abena.reply@example.com");
  expect(textOf(one(after, '[data-testid="lead-status"]'))).toBe("Replied");
  expect(textOf(one(after, '[data-testid="lead-stage"]'))).toBe("Replied");
  expect(textOf(one(after, '[data-testid="lead-clock"]'))).toMatch(/^First reply after \d+ min of working time$/);
  const timeline = textsOf(labelled(after, "Pipeline"), '[data-testid="lead-timeline"] li').map((item) =>
    item.replace(/^.*?\d\d:\d\d /, ""),
  );
  expect(timeline).toContain("Acknowledgement sent to the visitor");
  expect(timeline).toContain("Replied by e-mail to abena.reply@example.com");
  expect(timeline.some((item) => item.startsWith("Reply (sent): Dear Abena,"))).toBe(true);

  // A new process over the same disk: the source, the stage and the reply are still there.
  await site.restartSite();
  const fresh = await site.signIn();
  const restarted = parseHtml(await (await site.request(path, { cookie: fresh })).text());
  expect(textOf(one(restarted, '[data-testid="lead-source"]'))).toBe("instagram / social");
  expect(textOf(one(restarted, '[data-testid="lead-stage"]'))).toBe("Replied");
  expect(textOf(one(restarted, '[data-testid="lead-clock"]'))).toMatch(/^First reply after /);

  // The CSV carries the source and the first reply's working minutes.
  const csv = await (
    await site.request(`/dashboard/inbox/export.csv?kind=contact&status=all&search=${reference}`, { cookie: fresh })
  ).text();
  const [, line] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(line).toMatch(/"Replied","","\d+","instagram \/ social"$/);

  // The analytics page counts it under its page and its source; the dashboard shows the reply figures.
  const analytics = parseHtml(await (await site.request("/dashboard/analytics/", { cookie: fresh })).text());
  const sources = labelled(analytics, "Leads by page and source");
  expect(textsOf(sources, "tbody th")).toEqual(expect.arrayContaining(["/resources/contact-us", "instagram / social"]));
  const dashboard = parseHtml(await (await site.request("/dashboard/admin/", { cookie: fresh })).text());
  const replies = labelled(dashboard, "Replies");
  expect(textsOf(replies, ".stat-card__label")).toEqual([
    "Waiting for a reply",
    "Median first reply this week",
    "Won this month",
  ]);
});
