import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { ghs, shopper } from "./support/enquiry";
import { cookiesOf, useSite } from "./support/site";

// Sending the enquiry basket (decision 008) as one contact message, through the built site against a
// real embedded API.
const site = useSite();
const { products, post, add } = shopper(site);

describe("sending the enquiry", () => {
  const storedMessages = () => {
    const db = new Database(join(site.dataDir, "studio.db"), { readonly: true });
    try {
      return db.prepare("SELECT name, email, subject, message FROM contact_messages ORDER BY id").all() as Array<{
        name: string;
        email: string;
        subject: string;
        message: string;
      }>;
    } finally {
      db.close();
    }
  };
  /** The enquiry form's honeypot fields, as the basket page renders them. */
  async function honeypot(cookie: string): Promise<Record<string, string>> {
    const html = await (await site.request("/resources/cart", { cookie })).text();
    const form = /<form[^>]*id="enquiry-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    const fields: Record<string, string> = {};
    for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      if (name?.endsWith("__confirm")) fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
    }
    expect(Object.keys(fields)).toContain("name__confirm");
    return fields;
  }
  const details = {
    intent: "send",
    name: "Efua Ansah",
    email: "efua@example.com",
    phone: "024 123 4567",
    area: "accra",
    note: "Can you deliver on Saturday?",
  };

  test("the contact form's rules and messages for name and email; the basket is kept", async () => {
    const { plain } = await products();
    const { cookie } = await add("", plain.id, 1);
    const bot = await post(
      "/resources/cart",
      { ...details, ...(await honeypot(cookie)), name__confirm: "bot" },
      cookie,
    );
    expect(bot.status).toBe(400);
    const fields = await honeypot(cookie);
    const response = await post(
      "/resources/cart",
      { ...details, ...fields, name: "", email: "nope", phone: "12" },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your name");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please enter a valid phone number, e.g. 024 123 4567 or +233 24 123 4567");
    expect(html).toContain("Can you deliver on Saturday?");
    expect(response.headers.getSetCookie().join()).not.toContain("__enquiry=");
  });

  test("one message with every line and the total reaches the API; the basket is emptied and the confirmation shows it", async () => {
    const { onSale, small } = await products();
    let { cookie } = await add("", onSale.id, 2);
    ({ cookie } = await add(cookie, small.id, 1));
    const before = storedMessages().length;
    const response = await post("/resources/cart", { ...details, ...(await honeypot(cookie)) }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/resources/cart");
    cookie = cookiesOf(response, cookie);
    expect(cookie).not.toMatch(/__enquiry=[^;]/);

    const messages = storedMessages();
    expect(messages).toHaveLength(before + 1);
    const sent = messages.at(-1)!;
    expect(sent).toMatchObject({ name: "Efua Ansah", email: "efua@example.com", subject: "product-design" });
    const total = onSale.sale! * 2 + small.price;
    expect(sent.message).toContain(
      `${onSale.name} (SKU ${onSale.sku}): 2 × ${ghs(onSale.sale!)} = ${ghs(onSale.sale! * 2)}`,
    );
    expect(sent.message).toContain(`${small.name} (SKU ${small.sku}): 1 × ${ghs(small.price)} = ${ghs(small.price)}`);
    expect(sent.message).toContain(`Total: ${ghs(total)}`);
    expect(sent.message).toContain("Phone: 024 123 4567");
    expect(sent.message).toContain("Delivery: In Accra");
    expect(sent.message).toContain("Can you deliver on Saturday?");

    const confirmation = await site.request("/resources/cart", { cookie });
    const html = await confirmation.text();
    expect(html).toContain("Your enquiry was sent");
    expect(html).toContain(ghs(total));
    expect(html).not.toContain('data-testid="enquiry-count"');
    // Shown once: the next visit is an empty basket.
    cookie = cookiesOf(confirmation, cookie);
    expect(await (await site.request("/resources/cart", { cookie })).text()).not.toContain("Your enquiry was sent");
  });

  test("an API that refuses the enquiry (4xx) shows the contact form's failure text and keeps the basket", async () => {
    const { plain } = await products();
    const { cookie } = await add("", plain.id, 1);
    const fields = await honeypot(cookie);
    // A 5xx is held in the outbox and retried (tests/routes/lead-outbox.test.ts); a 4xx is final.
    await site.injectFault({ path: "contacts/saleslist.php", status: 400, body: "<h1>Bad request</h1>" });
    try {
      const response = await post("/resources/cart", { ...details, ...fields }, cookie);
      expect(response.status).toBe(502);
      const html = await response.text();
      expect(html).toMatch(/Failed to send message/);
      expect(response.headers.getSetCookie().join()).not.toContain("__enquiry=");
      expect(await (await site.request("/resources/cart", { cookie })).text()).toContain(plain.name);
    } finally {
      await site.clearFaults();
    }
  });

  test("an empty basket is not sent", async () => {
    const { plain } = await products();
    const fields = await honeypot((await add("", plain.id)).cookie);
    const response = await post("/resources/cart", { ...details, ...fields });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Your enquiry is empty: add a product from the shop first.");
  });
});
