/**
 * Decisions 013 and 018: an API without the lead calls (`leads/*` answer 404 'Endpoint not found', as a
 * PHP backend written from the spec does): the inbox lists, filters, opens, marks and exports the
 * leads from the site's own record (DATA_DIR/outbox/leads, decision 013). A contact message, an
 * enquiry and a sign-up sent through the site's own forms.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseHtml, textOf } from "./support/html";
import { shopper } from "./support/enquiry";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

const site = useSite();
const { products, post, add } = shopper(site);

const rowsOf = (html: string) => [...html.matchAll(/class="lead-row__link"[^>]*>([^<]+)</g)].map((m) => m[1]);
const linkOf = (html: string, name: string) =>
  new RegExp(`href="(/dashboard/inbox/[a-z]+-[0-9a-f-]{36}/[^"]*)"[^>]*>${name}<`)
    .exec(html)?.[1]
    .replace(/&amp;/g, "&");

/** The `__confirm` honeypot fields of the form matching `form` on `page`. */
function honeypot(html: string, form: RegExp): Record<string, string> {
  const found = form.exec(html)?.[0] ?? "";
  return Object.fromEntries(
    [...found.matchAll(/<input\b[^>]*name="([^"]*__confirm)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
}

const NOT_FOUND = JSON.stringify({ status: 404, message: "Endpoint not found" });

beforeAll(async () => {
  for (const path of ["leads/leads.php", "leads/counts.php", "leads/status.php"]) {
    await site.injectFault({ path, status: 404, body: NOT_FOUND });
  }
});
afterAll(() => site.clearFaults());

describe("the inbox from the site's own record (no leads/* in the API)", () => {
  test("a contact message, an enquiry and a sign-up are listed, filtered, opened, marked replied and exported", async () => {
    // A contact message through the contact page's form.
    const contactPage = await site.request("/resources/contact-us", { clientAddress: "10.40.0.1" });
    const contactHtml = await contactPage.text();
    const contact = await site.request("/resources/contact-us", {
      cookie: cookiesOf(contactPage),
      clientAddress: "10.40.0.1",
      form: {
        ...honeypot(contactHtml, /<form[^>]*id="contact-form"[\s\S]*?<\/form>/),
        name: "Abena Kusi",
        email: "abena@example.com",
        subject: "architecture",
        message: "A reading room in Cape Coast, kept by the site",
      },
    });
    expect(await contact.text()).toContain("Message sent successfully!");

    // An enquiry through the basket.
    const { onSale } = await products();
    const { cookie: basket } = await add("", onSale.id, 2);
    const cart = await (await site.request("/resources/cart", { cookie: basket })).text();
    const sent = await post(
      "/resources/cart",
      {
        intent: "send",
        name: "Kweku Mensah",
        email: "kweku@example.com",
        phone: "024 765 4321",
        area: "accra",
        ...honeypot(cart, /<form[^>]*id="enquiry-form"[\s\S]*?<\/form>/),
      },
      basket,
    );
    expect(sent.status).toBe(303);

    // A sign-up through the footer.
    const home = await site.request("/", { clientAddress: "10.40.0.2" });
    const signUp = await site.request("/newsletter", {
      cookie: cookiesOf(home),
      clientAddress: "10.40.0.2",
      form: {
        ...honeypot(await home.text(), /<form[^>]*action="\/newsletter"[\s\S]*?<\/form>/),
        inline: "1",
        email: "site-reader@example.com",
      },
    });
    expect((await signUp.json()).ok).toBe(true);

    const cookie = await site.signIn();
    const inbox = await site.request("/dashboard/inbox/", { cookie });
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain("these are the leads this website received itself");
    expect(rowsOf(html)).toEqual(expect.arrayContaining(["Abena Kusi", "Kweku Mensah", "site-reader@example.com"]));
    expect(html).toMatch(/data-testid="inbox-count">3</);
    expect(rowsOf(await (await site.request("/dashboard/inbox/?kind=enquiry", { cookie })).text())).toEqual([
      "Kweku Mensah",
    ]);
    expect(rowsOf(await (await site.request("/dashboard/inbox/?search=Cape%20Coast", { cookie })).text())).toEqual([
      "Abena Kusi",
    ]);

    // Opened: read; the enquiry shows its lines.
    const enquiryPage = await (await site.request(linkOf(html, "Kweku Mensah")!, { cookie })).text();
    expect(enquiryPage).toContain(onSale.name);
    expect(enquiryPage).toContain('data-testid="lead-status">Read<');

    const path = linkOf(html, "Abena Kusi")!;
    const opened = await site.request(path, { cookie });
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(textOf(parseHtml(page))).toContain("A reading room in Cape Coast, kept by the site");
    const replied = await site.request(path, {
      cookie: cookiesOf(opened, cookie),
      form: { csrf: csrfFrom(page), intent: "status", status: "replied" },
    });
    expect(replied.status).toBe(302);
    expect(await (await site.request(path, { cookie })).text()).toContain('data-testid="lead-status">Replied<');
    expect(rowsOf(await (await site.request("/dashboard/inbox/?status=replied", { cookie })).text())).toEqual([
      "Abena Kusi",
    ]);

    const csv = async (kind: string) => {
      const response = await site.request(`/dashboard/inbox/export.csv?kind=${kind}&status=all`, { cookie });
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await csv("contact")).toMatch(/"Abena Kusi","abena@example.com","Architecture[^"]*","A reading room/);
    expect(await csv("contact")).toContain('"replied"');
    expect(await csv("enquiry")).toContain(`2 × ${onSale.name}`);
    expect(await csv("newsletter")).toMatch(/"site-reader@example.com","new",/);
  });
});
