import { describe, expect, test } from "vitest";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

/**
 * A PHP API often answers HTTP 200 with {"status":4xx,"message":"..."}. The built
 * site shows such an answer as the failure it is, on admin writes and public forms alike
 * (the embedded API's `bodyStatus` fault answers exactly that).
 */
const site = useSite();

describe("a failing status in the body of an HTTP 200 answer", () => {
  test("creating a category shows the API's message, not 'created successfully', and keeps the title", async () => {
    const cookie = await site.signIn();
    const page = await site.request("/dashboard/create-category/", { cookie });
    const session = cookiesOf(page, cookie);
    await site.injectFault({ path: "categories/create.php", method: "POST", bodyStatus: 400, times: 1 });
    const response = await site.request("/dashboard/create-category/", {
      cookie: session,
      form: { csrf: csrfFrom(await page.text()), title: "Body Status Check" },
    });
    const html = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(html).toContain("Injected failure");
    expect(html).not.toMatch(/created successfully/i);
    expect(html).toContain('value="Body Status Check"');
  });

  test("the contact form shows the failure and keeps the message", async () => {
    const clientAddress = "10.13.0.1";
    const page = await site.request("/resources/contact-us", { clientAddress });
    const html = await page.text();
    const form: Record<string, string> = {};
    for (const [input] of html.matchAll(/<input\b[^>]*__confirm[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      if (name) form[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
    }
    await site.injectFault({ path: "contacts/saleslist.php", method: "POST", bodyStatus: 422, times: 1 });
    const response = await site.request("/resources/contact-us", {
      cookie: cookiesOf(page),
      clientAddress,
      form: { ...form, name: "Ama Mensah", email: "ama@example.com", subject: "staging", message: "Body status" },
    });
    const answer = await response.text();
    expect(answer).toContain("Injected failure");
    expect(answer).not.toContain("Message sent successfully!");
    expect(answer).toContain(">Body status</textarea>");
  });

  test("the newsletter sign-up shows the failure", async () => {
    const clientAddress = "10.13.0.2";
    const page = await site.request("/", { clientAddress });
    const html = await page.text();
    const form: Record<string, string> = { inline: "1", email: "ama@example.com" };
    const footer = /<form[^>]*action="\/newsletter"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    for (const [input] of footer.matchAll(/<input\b[^>]*__confirm[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      if (name) form[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
    }
    await site.injectFault({ path: "forms/newsletter.php", method: "POST", bodyStatus: 422, times: 1 });
    const response = await site.request("/newsletter", { cookie: cookiesOf(page), clientAddress, form });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, message: "Injected failure" });
  });
});
