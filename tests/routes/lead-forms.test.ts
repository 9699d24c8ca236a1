import { describe, expect, test } from "vitest";
import { shopper } from "./support/enquiry";
import { hiddenFields, one, openPage, parseHtml, textOf, textsOf, type HTMLElement, valueOf } from "./support/html";
import { API_STYLE, cookiesOf, useSite } from "./support/site";

/**
 * What the contact form, the footer's newsletter sign-up and the enquiry's send answer a browser
 * without scripts: the page the post comes back with (messages, values kept, the alert) and the
 * redirects. Each form's round trip in a real browser, and what scripts add (checks as you go,
 * busy states, answers in place), stay in tests/e2e/contact*.spec.ts, newsletter.spec.ts and
 * enquiry*.spec.ts. The honeypot and the upstream failures of the contact form are in
 * forms.test.ts and upstream-status.test.ts; another site's posts in shared-pages.test.ts.
 */
const site = useSite();

describe("the contact form without scripts", () => {
  const SUCCESS = "Message sent successfully! We will get back to you within 24 hours.";
  const valid = {
    name: "Ama Mensah",
    email: "ama@example.com",
    subject: "consultation",
    message: "We would like to extend our family house in East Legon.",
  };

  /** Opens the contact page from `clientAddress` and posts `fields` with its hidden ones; the answer's status and form. */
  async function post(fields: Record<string, string>, clientAddress: string) {
    const page = await site.request("/resources/contact-us", { clientAddress });
    const form = one(parseHtml(await page.text()), "form#contact-form");
    const response = await site.request("/resources/contact-us", {
      cookie: cookiesOf(page),
      clientAddress,
      form: { ...hiddenFields(form), ...fields },
    });
    const answer = parseHtml(await response.text());
    return { status: response.status, answer, form: one(answer, "form#contact-form") };
  }

  /** What the form shows as typed: the inputs' values, the chosen project type, the message. */
  const typed = (form: HTMLElement) => ({
    name: valueOf(form, "name"),
    email: valueOf(form, "email"),
    subject: form.querySelector('select[name="subject"] option[selected]')?.getAttribute("value") ?? "",
    message: one(form, 'textarea[name="message"]').text,
  });

  test("the form sits in the contact section under 'Start Your Design Journey' with the six project types", async () => {
    const page = await openPage(site, "/resources/contact-us");
    const section = one(page, "section#contact");
    expect(textsOf(section, "h1, h2, h3")).toContain("Start Your Design Journey");
    one(section, "form#contact-form");
    expect(textsOf(section, 'form#contact-form select[name="subject"] option')).toEqual([
      "Select your project type",
      "Interior Design",
      "Architecture",
      "Product Design",
      "Interior Styling/Staging",
      "Design Consultation",
      "Other",
    ]);
  });

  test("every required field says what is missing", async () => {
    const { status, form } = await post({ name: "", email: "", subject: "", message: "" }, "10.31.0.1");
    expect(status).toBe(400);
    expect(textsOf(form, ".field__error")).toEqual([
      "Please enter your name",
      "Please enter your email",
      "Please select a project type",
      "Please enter your message",
    ]);
    const name = one(form, 'input[name="name"]');
    expect(name.getAttribute("aria-invalid")).toBe("true");
    // The accessible description: the texts of what aria-describedby names.
    const described = (name.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    expect(described.map((id) => textOf(one(form, `#${id}`))).join(" ")).toBe("Please enter your name");
  });

  test("an invalid email is refused and everything typed is kept", async () => {
    const { status, answer, form } = await post({ ...valid, email: "ama@example" }, "10.31.0.2");
    expect(status).toBe(400);
    expect(textsOf(form, ".field__error")).toEqual(["Please enter a valid email address"]);
    expect(typed(form)).toEqual({ ...valid, email: "ama@example" });
    expect(answer.querySelector('[data-testid="contact-alert"]')).toBeNull();
  });

  test("a client that sends too many messages is asked to wait, and keeps what it typed", async () => {
    const clientAddress = "10.31.0.3";
    for (let sent = 1; sent <= 5; sent += 1) {
      const { status, form } = await post({ ...valid, message: `Message ${sent}` }, clientAddress);
      expect(status).toBe(200);
      expect(textOf(one(form, '[data-testid="contact-alert"] p'))).toBe(SUCCESS);
      expect(typed(form).message).toBe("");
    }
    const { status, form } = await post({ ...valid, message: "Message 6" }, clientAddress);
    expect(status).toBe(429);
    const alert = one(form, '[data-testid="contact-alert"]');
    expect(textOf(one(alert, "p"))).toBe("Too many messages. Please try again in a few minutes.");
    expect(alert.classList.contains("alert--error")).toBe(true);
    expect(typed(form).message).toBe("Message 6");
  });

  // A refusal (4xx) is the visitor's to correct; a 5xx is held in the outbox and retried
  // (lead-outbox.test.ts), so the visitor sees the success message.
  test("an API that refuses the message: red alert with the server's message, values kept", async () => {
    await site.injectFault({ path: "contacts/saleslist.php", status: 422, times: 1 });
    const fields = { ...valid, subject: "staging", message: "Staging for a show flat" };
    const { status, form } = await post(fields, "10.31.0.4");
    expect(status).toBe(502);
    const alert = one(form, '[data-testid="contact-alert"]');
    expect(textOf(one(alert, "p"))).toBe("Injected failure");
    expect(alert.classList.contains("alert--error")).toBe(true);
    expect(alert.getAttribute("role")).toBe("alert");
    expect(typed(form)).toEqual(fields);
  });
});

describe("the newsletter sign-up without scripts", () => {
  const FOOTER_FORM = '#site-footer form[data-testid="newsletter-form"]';
  const uniqueEmail = () => `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  /** The footer's form on `path`, as `clientAddress` gets it, and the cookies that came with it. */
  async function footerOf(path: string, clientAddress: string, cookie = "") {
    const page = await site.request(path, { clientAddress, cookie });
    expect(page.status, path).toBe(200);
    return { form: one(parseHtml(await page.text()), FOOTER_FORM), cookie: cookiesOf(page, cookie) };
  }

  /**
   * Signs `email` up from the footer of `path` as a browser without scripts does: the post, its
   * redirect back (to the footer), and the footer of the page it lands on.
   */
  async function signUp(path: string, email: string, clientAddress: string) {
    const before = await footerOf(path, clientAddress);
    const response = await site.request("/newsletter", {
      cookie: before.cookie,
      clientAddress,
      form: { ...hiddenFields(before.form), email },
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe(`${path}#site-footer`);
    const { form } = await footerOf(location.split("#")[0], clientAddress, cookiesOf(response, before.cookie));
    return { status: textOf(one(form, '[role="status"]')), input: one(form, 'input[name="email"]') };
  }

  /** The same post from the hydrated footer (`inline=1`): the answer as JSON. */
  async function signUpInline(email: string, clientAddress: string) {
    const { form, cookie } = await footerOf("/", clientAddress);
    const response = await site.request("/newsletter", {
      cookie,
      clientAddress,
      form: { ...hiddenFields(form), inline: "1", email },
    });
    return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } };
  }

  test("the field is required and of email type", async () => {
    const { form } = await footerOf("/", "10.32.0.1");
    const input = one(form, 'input[name="email"]');
    expect(input.getAttribute("type")).toBe("email");
    expect(input.hasAttribute("required")).toBe(true);
  });

  test("signing up twice says the reader is already subscribed", async () => {
    const email = uniqueEmail();
    const first = await signUp("/resources/blogs", email, "10.32.0.2");
    expect(first.status).toBe("Thank you for subscribing!");
    expect(first.input.getAttribute("value") ?? "").toBe("");
    // A PHP API answers a repeated address with a refusal in its own words (php-api.test.ts).
    const already = API_STYLE === "php" ? "This email is already subscribed" : "You're already subscribed.";
    expect((await signUp("/resources/blogs", email.toUpperCase(), "10.32.0.2")).status).toBe(already);
    expect((await signUpInline(email.toUpperCase(), "10.32.0.2")).body.message).toBe(already);
  });

  test("an address the browser accepts but the server does not is refused, and kept to correct", async () => {
    const { status, input } = await signUp("/", "someone@localhost", "10.32.0.3");
    expect(status).toBe("Please enter a valid email address");
    expect(input.getAttribute("value")).toBe("someone@localhost");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(await signUpInline("someone@localhost", "10.32.0.3")).toEqual({
      status: 400,
      body: { ok: false, message: "Please enter a valid email address" },
    });
  });

  // Another site's posts (Origin, Sec-Fetch-Site) are refused in shared-pages.test.ts.
  test("the honeypot guards the sign-up, and the form carries no per-visitor token (decision 007)", async () => {
    const clientAddress = "10.32.0.4";
    const { form, cookie } = await footerOf("/", clientAddress);
    expect(form.querySelectorAll('input[name="csrf"], input[name="from__confirm"]')).toHaveLength(0);
    const fields = { ...hiddenFields(form), email: uniqueEmail() };
    expect(Object.keys(fields)).toContain("name__confirm");
    const bot = await site.request("/newsletter", {
      cookie,
      clientAddress,
      form: { ...fields, name__confirm: "bot" },
    });
    expect(bot.status).toBe(400);
    const person = await site.request("/newsletter", { cookie, clientAddress, form: fields });
    expect(person.status).toBe(303);
    expect(person.headers.get("location")).toBe("/#site-footer");
  });

  test("the redirect never leaves the site", async () => {
    const clientAddress = "10.32.0.5";
    const { form, cookie } = await footerOf("/", clientAddress);
    const response = await site.request("/newsletter", {
      cookie,
      clientAddress,
      form: { ...hiddenFields(form), email: uniqueEmail(), redirectTo: "//evil.example/" },
    });
    expect(response.headers.get("location")).toBe("/#site-footer");
  });

  // A 5xx is held in the outbox and retried (lead-outbox.test.ts); a refusal without a message of
  // the API's own gets the footer's failure text.
  test("when the API refuses the sign-up the footer says so and keeps the address", async () => {
    const FAILED = "We couldn't sign you up right now. Please try again later.";
    const fault = { path: "forms/newsletter.php", status: 400, body: "<h1>Bad request</h1>", times: 1 };
    await site.injectFault(fault);
    const { status, input } = await signUp("/resources/shop", "later@example.com", "10.32.0.6");
    expect(status).toBe(FAILED);
    expect(input.getAttribute("value")).toBe("later@example.com");
    await site.injectFault(fault);
    expect(await signUpInline("later@example.com", "10.32.0.6")).toEqual({
      status: 400,
      body: { ok: false, message: FAILED },
    });
  });
});

describe("sending the enquiry without scripts", () => {
  const { products, post, add } = shopper(site);

  test("an API that refuses the enquiry shows the failure and keeps the basket and what was typed", async () => {
    const { plain } = await products();
    const { cookie } = await add("", plain.id, 1);
    const basket = one(await openPage(site, "/resources/cart", { cookie }), "form#enquiry-form");
    // A refusal with no message of the API's own to show (a 5xx would be held in the outbox and retried).
    await site.injectFault({ path: "contacts/saleslist.php", status: 400, body: "<h1>Bad request</h1>", times: 1 });
    const response = await post(
      "/resources/cart",
      {
        ...hiddenFields(basket),
        name: "Kofi Boateng",
        email: "kofi@example.com",
        phone: "",
        area: "",
        note: "Two weeks from now, please.",
      },
      cookie,
    );
    expect(response.status).toBe(502);
    const answer = parseHtml(await response.text());
    expect(textOf(one(answer, '[data-testid="enquiry-alert"]'))).toMatch(/^Failed to send message/);
    expect(textsOf(answer, '[data-testid="basket-line"]').filter((line) => line.includes(plain.name))).toHaveLength(1);
    expect(textOf(one(answer, '[data-testid="enquiry-count"]'))).toContain("1 item");
    const form = one(answer, "form#enquiry-form");
    expect(valueOf(form, "name")).toBe("Kofi Boateng");
    expect(one(form, 'textarea[name="note"]').text).toBe("Two weeks from now, please.");

    const again = await openPage(site, "/resources/cart", { cookie: cookiesOf(response, cookie) });
    expect(textsOf(again, '[data-testid="basket-line"]').filter((line) => line.includes(plain.name))).toHaveLength(1);
    expect(textsOf(again, "h1, h2").filter((heading) => heading === "Your enquiry was sent")).toEqual([]);
  });
});
