import { describe, expect, test } from "vitest";
import { ghs, shopper } from "./support/enquiry";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

/**
 * The admin inbox through the built site and a real embedded API: every lead listed,
 * filters, search and pages in the URL, a lead opened is read, status changes as plain form posts,
 * the CSV export and the WhatsApp link (a PHP API without the lead calls: inbox-site-record.test.ts).
 */
const site = useSite({ env: { STUDIO_WHATSAPP: "+233 24 123 4567" } });
const { products, post, add } = shopper(site);

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });
const contact = (name: string, message: string, subject = "architecture") =>
  site.api(
    "contacts/saleslist.php",
    json({ name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, subject, message }),
  );
const leadStatus = async (kind: string, id: number) =>
  (await site.api<{ data: { status: string } }>(`leads/leads.php?kind=${kind}&id=${id}`)).data.status;
const leadsOf = async (query: string) =>
  (await site.api<{ data: Array<{ id: number; kind: string; email: string }> }>(`leads/leads.php?${query}`)).data;

/** The rows' 'From' links of an inbox page, in order. */
const rowsOf = (html: string) => [...html.matchAll(/class="lead-row__link"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("the inbox", () => {
  test("lists contact messages, enquiries and sign-ups; the sidebar counts the new ones; kind, status and search filter", async () => {
    await contact("Kojo Boateng", "A courtyard house in Nsawam, three bedrooms.");
    await site.api("forms/newsletter.php", json({ email: "reader-one@example.com" }));
    const cookie = await site.signIn();
    const page = await site.request("/dashboard/inbox/", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    expect(rowsOf(html)).toEqual(expect.arrayContaining(["Kojo Boateng", "reader-one@example.com"]));
    const { data } = await site.api<{ data: { new: { total: number } } }>("leads/counts.php");
    expect(html).toMatch(new RegExp(`data-testid="inbox-count">${data.new.total}<`));

    const enquiries = await (await site.request("/dashboard/inbox/?kind=newsletter", { cookie })).text();
    expect(rowsOf(enquiries)).toEqual(["reader-one@example.com"]);
    const found = await (await site.request("/dashboard/inbox/?search=Nsawam", { cookie })).text();
    expect(rowsOf(found)).toEqual(["Kojo Boateng"]);
    const none = await (await site.request("/dashboard/inbox/?status=archived&search=Nsawam", { cookie })).text();
    expect(rowsOf(none)).toEqual([]);
    expect(none).toContain("No leads match this search or filter.");
  });

  test("pages of 20 keep the filters; past the last page goes to the last one", async () => {
    for (let n = 0; n < 22; n++) await site.api("forms/newsletter.php", json({ email: `pager-${n}@example.com` }));
    const cookie = await site.signIn();
    const first = await (await site.request("/dashboard/inbox/?kind=newsletter", { cookie })).text();
    expect(rowsOf(first)).toHaveLength(20);
    expect(first).toMatch(/href="[^"]*\?kind=newsletter&amp;page=2"/);
    const second = await (await site.request("/dashboard/inbox/?kind=newsletter&page=2", { cookie })).text();
    expect(rowsOf(second).length).toBeGreaterThanOrEqual(3);
    const beyond = await site.request("/dashboard/inbox/?kind=newsletter&page=9", { cookie });
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("location")).toBe("/dashboard/inbox/?kind=newsletter&page=2");
  });

  test("an enquiry arrives with its lines; opening it marks it read and shows lines, GHS total and a Reply mailto", async () => {
    const { onSale, small } = await products();
    let { cookie: basket } = await add("", onSale.id, 2);
    ({ cookie: basket } = await add(basket, small.id, 1));
    const cart = await (await site.request("/resources/cart", { cookie: basket })).text();
    const form = /<form[^>]*id="enquiry-form"[\s\S]*?<\/form>/.exec(cart)?.[0] ?? "";
    const honeypot = Object.fromEntries(
      [...form.matchAll(/<input\b[^>]*name="([^"]*__confirm)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const sent = await post(
      "/resources/cart",
      {
        intent: "send",
        name: "Efua Ansah",
        email: "efua@example.com",
        phone: "024 123 4567",
        area: "accra",
        ...honeypot,
      },
      basket,
    );
    expect(sent.status).toBe(303);
    // The sent page offers WhatsApp with the lines prefilled.
    const confirmation = await (await site.request("/resources/cart", { cookie: cookiesOf(sent, basket) })).text();
    const wa = /href="(https:\/\/wa\.me\/233241234567\?text=[^"]+)"/.exec(confirmation)?.[1];
    expect(wa).toBeDefined();
    expect(decodeURIComponent(wa!.split("text=")[1])).toContain(`2 × ${onSale.name}`);

    const [enquiry] = await leadsOf("kind=enquiry&search=efua");
    expect(enquiry).toBeDefined();
    expect(await leadStatus("enquiry", enquiry.id)).toBe("new");

    const cookie = await site.signIn();
    // A prefetch, or a link followed from another site, opens nothing: the lead stays new.
    for (const headers of [
      ["Sec-Purpose", "prefetch"],
      ["Sec-Fetch-Site", "cross-site"],
    ] satisfies [string, string][]) {
      const looked = await site.request(`/dashboard/inbox/enquiry-${enquiry.id}/`, { cookie, headers: [headers] });
      expect(looked.status).toBe(200);
      expect(await leadStatus("enquiry", enquiry.id)).toBe("new");
    }
    const page = await site.request(`/dashboard/inbox/enquiry-${enquiry.id}/`, {
      cookie,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(await leadStatus("enquiry", enquiry.id)).toBe("read");
    expect(html).toContain('data-testid="lead-status">Read<');
    expect(html).toContain(onSale.name);
    expect(html).toContain(`data-testid="lead-total">${ghs(onSale.sale! * 2 + small.price)}<`);
    const reply = /href="(mailto:[^"]+)"/.exec(html)?.[1].replace(/&amp;/g, "&") ?? "";
    expect(reply.startsWith("mailto:efua@example.com?subject=")).toBe(true);
    const body = decodeURIComponent(/body=([^&]+)/.exec(reply)?.[1] ?? "");
    expect(body).toContain("> Order enquiry from the shop: 3 items");
    // Another kind's address for the same id, or a malformed one, is not found.
    expect((await site.request(`/dashboard/inbox/newsletter-99999/`, { cookie })).status).toBe(404);
    expect((await site.request(`/dashboard/inbox/contact-${enquiry.id}/`, { cookie })).status).toBe(404);
    expect((await site.request(`/dashboard/inbox/nonsense/`, { cookie })).status).toBe(404);
  });

  test("Mark as replied and Archive are form posts with the CSRF token; a post without it changes nothing", async () => {
    await contact("Kwesi Darko", "Staging a flat in Dzorwulu.", "staging");
    const [lead] = await leadsOf("kind=contact&search=Dzorwulu");
    const cookie = await site.signIn();
    const path = `/dashboard/inbox/contact-${lead.id}/?from=${encodeURIComponent("?kind=contact")}`;
    const page = await site.request(path, { cookie });
    const session = cookiesOf(page, cookie);
    const csrf = csrfFrom(await page.text());

    const forged = await site.request(path, { cookie: session, form: { intent: "status", status: "archived" } });
    expect(forged.status).toBe(403);
    expect(await leadStatus("contact", lead.id)).toBe("read");

    const replied = await site.request(path, { cookie: session, form: { csrf, intent: "status", status: "replied" } });
    expect(replied.status).toBe(302);
    expect(replied.headers.get("location")).toBe(path);
    expect(await leadStatus("contact", lead.id)).toBe("replied");
    const archived = await site.request(path, {
      cookie: session,
      form: { csrf, intent: "status", status: "archived" },
    });
    expect(archived.status).toBe(302);
    expect(await leadStatus("contact", lead.id)).toBe("archived");
    const after = await (await site.request(path, { cookie: cookiesOf(archived, session) })).text();
    expect(after).toContain("Archived");
    expect(after).toContain('href="/dashboard/inbox/?kind=contact"');
    // Archived leads leave the default (open) list and are found under Archived.
    expect(rowsOf(await (await site.request("/dashboard/inbox/?search=Dzorwulu", { cookie })).text())).toEqual([]);
    const archivedList = await (await site.request("/dashboard/inbox/?status=archived", { cookie })).text();
    expect(rowsOf(archivedList)).toContain("Kwesi Darko");
  });

  test("CSV per kind: a download, one row per lead, and formula cells made inert", async () => {
    await contact("=HYPERLINK Smith", "+44 call me\n@once");
    const cookie = await site.signIn();
    const newsletter = await site.request("/dashboard/inbox/export.csv?kind=newsletter&status=all", { cookie });
    expect(newsletter.status).toBe(200);
    expect(newsletter.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(newsletter.headers.get("Content-Disposition")).toMatch(/^attachment; filename="aniwa-newsletter-sign-ups-/);
    const rows = (await newsletter.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe('"Email","Status","Signed up (UTC)"');
    expect(rows.some((row) => row.startsWith('"pager-0@example.com","new",'))).toBe(true);

    const contacts = await (
      await site.request("/dashboard/inbox/export.csv?kind=contact&search=HYPERLINK", { cookie })
    ).text();
    expect(contacts).toContain('"\'=HYPERLINK Smith"');
    expect(contacts).toContain('"\'+44 call me\n@once"');
    expect((await site.request("/dashboard/inbox/export.csv", { cookie })).status).toBe(400);
    expect((await site.request("/dashboard/inbox/export.csv?kind=contact")).status).toBe(302);
  });

  test("the contact page offers Continue on WhatsApp to the configured number", async () => {
    const html = await (await site.request("/resources/contact-us")).text();
    expect(html).toMatch(/href="https:\/\/wa\.me\/233241234567\?text=Hello[^"]*"[^>]*>Continue on WhatsApp</);
  });
});
