import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, contactSchema, type ContactMessage } from "~/schemas/contact";
import { regexes } from "zod/v4-mini";
import { EMAIL_PATTERN } from "~/schemas/email";
import { ENQUIRY_MESSAGES, enquirySchema } from "~/schemas/enquiry";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "~/schemas/newsletter";
import { contactErrorMessage, sendContactMessage } from "~/services/contact.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  name: "Ama Mensah",
  email: "ama@example.com",
  subject: "architecture",
  message: "A new house in Aburi.",
};

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: contactSchema });
  return submission.status === "error" ? submission.error : null;
}

describe("contact schema", () => {
  it("has the spec's six project types, in order", () => {
    expect(CONTACT_SUBJECTS.map((s) => `${s.value}: ${s.label}`)).toEqual([
      "interior-design: Interior Design",
      "architecture: Architecture",
      "product-design: Product Design",
      "staging: Interior Styling/Staging",
      "consultation: Design Consultation",
      "other: Other",
    ]);
  });

  it("requires all four fields, each with its own message", () => {
    expect(errorsOf({ name: "", email: "", subject: "", message: "" })).toEqual({
      name: [CONTACT_MESSAGES.name],
      email: [CONTACT_MESSAGES.email],
      subject: [CONTACT_MESSAGES.subject],
      message: [CONTACT_MESSAGES.message],
    });
    expect(errorsOf({ ...valid, name: "   ", message: "\n " })).toEqual({
      name: [CONTACT_MESSAGES.name],
      message: [CONTACT_MESSAGES.message],
    });
  });

  it("wants a valid email and one of the project types", () => {
    expect(errorsOf({ ...valid, email: "ama@" })).toEqual({ email: [CONTACT_MESSAGES.emailFormat] });
    expect(errorsOf({ ...valid, subject: "landscape" })).toEqual({ subject: [CONTACT_MESSAGES.subject] });
    expect(errorsOf(valid)).toBeNull();
  });

  it("accepts the addresses zod's own email check accepts", () => {
    const addresses = ["ama@example.com", "a+b_c'd@sub-domain.example.org", "ama.m@example.com", "ama@", "ama@example"];
    const more = ["ama@example.c", ".ama@example.com", "ama..m@example.com", "ama@-example.com", "ama@example.com."];
    const verdicts = [...addresses, ...more].map((address) => [address, EMAIL_PATTERN.test(address)]);
    expect(verdicts).toEqual([...addresses, ...more].map((address) => [address, regexes.email.test(address)]));
    expect(verdicts.filter(([, ok]) => ok)).toHaveLength(3);
  });
});

describe("single-line fields refuse control characters (CR/LF in a name reached the API)", () => {
  const breaks = [
    "Ama\r\nBcc: victim@example.com",
    "Ama\nMensah",
    "Ama\u0000",
    "Ama\tMensah",
    "Ama\u0085Mensah",
    "Ama\u2028Mensah",
  ];

  it("the contact and enquiry name: 'Please enter your name on one line'", () => {
    for (const name of breaks) {
      expect(errorsOf({ ...valid, name }), JSON.stringify(name)).toEqual({ name: [CONTACT_MESSAGES.nameOneLine] });
      const enquiry = parseWithZod(form({ name, email: valid.email }), { schema: enquirySchema });
      expect(enquiry.status === "error" ? enquiry.error : null).toEqual({ name: [CONTACT_MESSAGES.nameOneLine] });
    }
    expect(CONTACT_MESSAGES.nameOneLine).toBe("Please enter your name on one line");
    // Spaces around a name are trimmed as before; accents and apostrophes are names.
    expect(errorsOf({ ...valid, name: " Ama Mensah \n" })).toBeNull();
    expect(errorsOf({ ...valid, name: "Adwoa O'Neil-Kúmí" })).toBeNull();
  });

  it("the email fields and the enquiry's phone: their own format messages", () => {
    expect(errorsOf({ ...valid, email: "ama@example.com\r\nBcc: x@example.com" })).toEqual({
      email: [CONTACT_MESSAGES.emailFormat],
    });
    const newsletter = newsletterSchema.safeParse({ email: "ama@example.com\nBcc: x@example.com" });
    expect(newsletter.error?.issues.map((issue) => issue.message)).toEqual([NEWSLETTER_MESSAGES.emailFormat]);
    const phone = parseWithZod(form({ name: "Ama", email: valid.email, phone: "024\r\n123 4567" }), {
      schema: enquirySchema,
    });
    expect(phone.status === "error" ? phone.error : null).toEqual({ phone: [ENQUIRY_MESSAGES.phone] });
  });
});

type Reply = (res: ServerResponse) => void;
let reply: Reply = (res) => res.writeHead(500).end();
const received: { body: string; auth?: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ body, auth: req.headers.authorization });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read once, on the first upstream call below.
  process.env.STUDIO_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const answer =
  (status: number, body?: unknown): Reply =>
  (res) =>
    res.writeHead(status, { "Content-Type": "application/json" }).end(body === undefined ? "" : JSON.stringify(body));

async function outcome(): Promise<string> {
  try {
    return `sent: ${await sendContactMessage(valid as ContactMessage)}`;
  } catch (error) {
    return `failed: ${contactErrorMessage(error)}`;
  }
}

describe("sending a contact message", () => {
  it("posts the four fields as JSON with the bearer; 201 is success with the server's message", async () => {
    reply = answer(201, { status: 201, message: "Thanks, Ama!" });
    expect(await outcome()).toBe("sent: Thanks, Ama!");
    expect(JSON.parse(received.at(-1)!.body)).toEqual(valid);
    expect(received.at(-1)!.auth).toBe("Bearer unit-api-token");
    reply = answer(201, { status: 201 });
    expect(await outcome()).toBe(`sent: ${CONTACT_MESSAGES.success}`);
  });

  it("treats any other status as a failure: the server's message, else 'Failed to send message'", async () => {
    reply = answer(200, { status: 200, message: "Queued for review" });
    expect(await outcome()).toBe("failed: Queued for review");
    reply = answer(500, { status: 500, message: "Mail server down" });
    expect(await outcome()).toBe("failed: Mail server down");
    reply = answer(503);
    expect(await outcome()).toBe(`failed: ${CONTACT_MESSAGES.failed}`);
    reply = answer(422, { status: 422, message: "Please enter a valid email address" });
    expect(await outcome()).toBe("failed: Please enter a valid email address");
  });

  it("says 'Please try again later' when no usable answer comes", async () => {
    reply = (res) => res.writeHead(200, { "Content-Type": "application/json" }).end("{broken");
    expect(await outcome()).toBe(`failed: ${CONTACT_MESSAGES.failedLater}`);
    reply = answer(401, { message: "Unauthorized" });
    expect(await outcome()).toBe(`failed: ${CONTACT_MESSAGES.failedLater}`);
    reply = (res) => res.socket?.destroy();
    expect(await outcome()).toBe(`failed: ${CONTACT_MESSAGES.failedLater}`);
    expect(contactErrorMessage(new Error("boom"))).toBe(CONTACT_MESSAGES.failedLater);
  });
});
