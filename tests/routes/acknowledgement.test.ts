/**
 * The visitor's acknowledgement (README's LEAD_ACKNOWLEDGEMENTS): a contact message sent through the
 * built site gets the visitor one e-mail from the studio, through a durable queue of its own, on a
 * real SMTP server (the smtp-server package): the reference the page showed, what was received, by
 * when to expect the answer, and case studies of the kind of project asked about. A second message
 * from the same address within the hour gets none.
 */
import { expect, test } from "vitest";
import { hiddenFields, one, parseHtml, textOf } from "./support/html";
import { readableMail } from "../unit/support/smtp-server";
import { useMailServer } from "./support/mail";
import { cookiesOf, useSite } from "./support/site";

const env: Record<string, string> = {};
const mail = useMailServer(env, { SITE_URL: "https://aniwa.test" });
const site = useSite({ env });

/** Sends the contact form as a browser without scripts does; answers the page the visitor sees. */
async function sendContact(email: string, message: string, clientAddress: string) {
  const page = await site.request("/resources/contact-us", { clientAddress });
  const form = one(parseHtml(await page.text()), "form#contact-form");
  const sent = await site.request("/resources/contact-us", {
    cookie: cookiesOf(page),
    clientAddress,
    form: { ...hiddenFields(form), name: "Abena Owusu", email, subject: "architecture", message },
  });
  expect(sent.status).toBe(200);
  return parseHtml(await sent.text());
}

const toVisitor = (address: string) =>
  mail.received
    .map(readableMail)
    .filter((raw) => new RegExp(`^To: ${address.replace(".", "\\.")}\\r?$`, "m").test(raw));

test("a contact message gets the visitor one acknowledgement with its reference, and a second within the hour none", async () => {
  const page = await sendContact("abena@example.com", "A courtyard house on a sloping plot in Aburi.", "198.51.100.20");
  const alert = textOf(one(page, '[data-testid="contact-alert"]'));
  const reference = /Your reference: (AN-\d{4}-\d{4})/.exec(alert)?.[1];
  expect(reference, alert).toBeDefined();

  await expect.poll(() => toVisitor("abena@example.com").length, { timeout: 15_000 }).toBe(1);
  const [ack] = toVisitor("abena@example.com");
  expect(ack).toMatch(/^From: Aniwa website <site@aniwa\.test>\r?$/m);
  expect(ack).toMatch(/^Reply-To: leads@aniwa\.test\r?$/m);
  expect(ack).toMatch(new RegExp(`^Subject: We have your message: ${reference}\\r?$`, "m"));
  expect(ack).toMatch(/^Message-ID: <ack-[0-9a-f-]{36}@studio-site>\r?$/m);
  expect(ack).toContain("Dear Abena,");
  expect(ack).toContain(`Your reference is ${reference}`);
  expect(ack).toContain("A courtyard house on a sloping plot in Aburi.");
  expect(ack).toMatch(/expect our reply by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) \d{1,2} \w+, \d\d:\d\d/);
  // Case studies of the kind asked about (architecture: not interiors), linked on the site's address.
  const studies = [...ack.matchAll(/^- (.+): (https:\/\/aniwa\.test\/resources\/projects\/\d+-[a-z0-9-]+)\r?$/gm)];
  expect(studies.length).toBeGreaterThanOrEqual(2);
  expect(studies.length).toBeLessThanOrEqual(3);

  // The same address again within the hour: the message is taken, with its own reference, and no second e-mail.
  const again = await sendContact("abena@example.com", "One more thing: the plot faces east.", "198.51.100.21");
  const second = /Your reference: (AN-\d{4}-\d{4})/.exec(textOf(one(again, '[data-testid="contact-alert"]')))?.[1];
  expect(second).toBeDefined();
  expect(second).not.toBe(reference);
  // Another visitor's acknowledgement arrives after it: the queue has passed the second message by.
  await sendContact("kwame@example.com", "A shop front in Osu.", "198.51.100.22");
  await expect.poll(() => toVisitor("kwame@example.com").length, { timeout: 15_000 }).toBe(1);
  expect(toVisitor("abena@example.com")).toHaveLength(1);
});
