import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkFormData, type FormSchema } from "~/components/fields";
import { contactSchema, NAME_MAX } from "~/schemas/contact";
import { enquirySchema, NOTE_MAX } from "~/schemas/enquiry";
import { loginSchema } from "~/schemas/login";

/*
 * The public forms check in the browser with `checkFormData` (components/fields.tsx) and on the
 * server with Conform's `parseWithZod`, both with the form's one zod schema: the messages a field
 * shows must be the server's, word for word and in order, whatever is typed.
 */

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The server's messages by field, as its reply carries them. */
function serverErrors(schema: Parameters<typeof parseWithZod>[1]["schema"], formData: FormData) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length));
}

const long = (length: number) => "a".repeat(length);
// Fields the forms post that no schema reads: the honeypot's, the CSRF token, the basket's intent.
const extras = { intent: "send", name__confirm: "", csrf: "token" };

const contactCases: Record<string, string>[] = [
  {},
  { name: "", email: "", subject: "", message: "" },
  { name: "   ", email: "  ", subject: "", message: "   " },
  { name: "Ama Mensah", email: "ama@example", subject: "consultation", message: "Hello" },
  { name: "Ama Mensah", email: "not-an-email", subject: "mars", message: "Hello" },
  { name: long(NAME_MAX + 1), email: "ama@example.com", subject: "architecture", message: long(5001) },
  { name: "Ama Mensah", email: "ama@example.com", subject: "architecture", message: "A new house in Aburi." },
];

const enquiryCases: Record<string, string>[] = [
  {},
  { name: "", email: "", phone: "", area: "", note: "" },
  { name: "Efua", email: "efua@example.com", phone: "12", area: "", note: "" },
  { name: "Efua", email: "efua@example.com", phone: "   ", area: "mars", note: long(NOTE_MAX + 1) },
  { name: "Efua", email: "efua@example.com", phone: long(31), area: "accra", note: "   " },
  { name: "Efua", email: "efua@@example.com", phone: "+233 24 123 4567", area: "ghana", note: "Saturday" },
  { name: "Efua Ansah", email: "efua@example.com", phone: "024 123 4567", area: "accra", note: "Saturday" },
];

const loginCases: Record<string, string>[] = [
  {},
  { email: "", password: "" },
  { email: "   ", password: "" },
  { email: "not-an-email", password: "" },
  { email: "admin@example.com", password: "secret", redirectTo: "/dashboard/admin/" },
];

describe.each([
  ["contact", contactSchema, contactCases],
  ["enquiry", enquirySchema, enquiryCases],
  ["sign-in", loginSchema, loginCases],
] as const)("the %s form's browser check", (_name, schema, cases) => {
  it.each(cases.map((fields) => [JSON.stringify(fields), fields] as const))(
    "gives the server's messages for %s",
    (_label, fields) => {
      const formData = form({ ...fields, ...extras });
      expect(checkFormData(schema satisfies FormSchema, formData)).toEqual(serverErrors(schema, formData));
    },
  );
});

it("names the spec's messages for an empty contact form, one per field", () => {
  expect(checkFormData(contactSchema, form({ name: "", email: "", subject: "", message: "" }))).toEqual({
    name: ["Please enter your name"],
    email: ["Please enter your email"],
    subject: ["Please select a project type"],
    message: ["Please enter your message"],
  });
});

it("passes a valid sign-in", () => {
  expect(checkFormData(loginSchema, form({ email: "admin@example.com", password: "x" }))).toEqual({});
});
