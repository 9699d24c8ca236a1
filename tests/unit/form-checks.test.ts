import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { contactConstraint, contactRules } from "~/schemas/contact-checks";
import { contactSchema } from "~/schemas/contact";
import { enquiryConstraint, enquiryRules } from "~/schemas/enquiry-checks";
import { enquirySchema } from "~/schemas/enquiry";
import { checkForm, type Constraints, type FieldRule } from "~/schemas/form-checks";
import { loginConstraint, loginRules } from "~/schemas/login-checks";
import { loginSchema } from "~/schemas/login";

/**
 * The browser's checks (zod-free, ~/schemas/*-checks) against the server's zod schemas: for
 * every value below, both give a field the same messages, and the controls the same
 * constraint attributes.
 */

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  return data;
}

function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === "success" ? null : (submission.error ?? null);
}

const long = (length: number, char = "a") => char.repeat(length);
const EMAILS = [
  undefined,
  "",
  "   ",
  "ama@",
  "ama@example",
  "ama@example.c",
  ".ama@example.com",
  "ama..m@example.com",
  "ama.m@example.com",
  "  ama@example.com  ",
  "a+b_c'd@sub-domain.example.org",
  "ama@-example.com",
  "ama@example.com.",
];

const CASES = {
  contact: {
    schema: contactSchema,
    rules: contactRules,
    constraint: contactConstraint,
    valid: { name: "Ama Mensah", email: "ama@example.com", subject: "architecture", message: "A house in Aburi." },
    values: {
      name: [undefined, "", "  ", "Ama", long(100), long(101), ` ${long(99)} `, ` ${long(100)} `],
      email: EMAILS,
      subject: [undefined, "", "architecture", "other", "landscape", " architecture"],
      message: [undefined, "", "\n ", "Hello", long(5000), long(5001), ` ${long(5000)}\n`],
    },
  },
  enquiry: {
    schema: enquirySchema,
    rules: enquiryRules,
    constraint: enquiryConstraint,
    valid: { name: "Ama", email: "ama@example.com" },
    values: {
      name: [undefined, "", "  ", long(101)],
      email: EMAILS,
      phone: [
        undefined,
        "",
        "   ",
        "024 123 4567",
        "+233 24 123 4567",
        "(024) 123-4567",
        "00233241234567",
        "+44 20 7946 0958",
        "+233 99 123 4567",
        "12345",
        long(31, "9"),
        `0.2.4.1.2.3.4.5.6.7${long(15, " ")}.`,
        ` ${long(40, " ")}0241234567 `,
      ],
      area: [undefined, "", " ", "accra", "abroad", "mars"],
      note: [undefined, "", "  ", "Blue, please", long(1500), long(1501), ` ${long(1500)} `],
    },
  },
  login: {
    schema: loginSchema,
    rules: loginRules,
    constraint: loginConstraint,
    valid: { email: "admin@example.com", password: "secret", redirectTo: "" },
    values: {
      email: EMAILS,
      password: [undefined, "", " ", "secret"],
      redirectTo: [undefined, "", "/dashboard/blogs"],
    },
  },
} satisfies Record<
  string,
  {
    schema: ZodTypeAny;
    rules: Record<string, FieldRule>;
    constraint: Constraints;
    valid: Record<string, string>;
    values: Record<string, (string | undefined)[]>;
  }
>;

describe.each(Object.entries(CASES))("%s form: browser checks and server schema", (_, c) => {
  const both = (fields: Record<string, string | undefined>) => ({
    browser: checkForm(c.rules, form(fields)),
    server: errorsOf(parseWithZod(form(fields), { schema: c.schema })),
  });

  it("accept the valid form", () => {
    expect(both(c.valid)).toEqual({ browser: null, server: null });
  });

  for (const [field, values] of Object.entries(c.values)) {
    it.each(values.map((value) => [JSON.stringify(value), value]))(
      `give ${field} = %s the same messages`,
      (_, value) => {
        const { browser, server } = both({ ...c.valid, [field]: value });
        expect(browser).toEqual(server);
      },
    );
  }

  it("give a form with every field wrong the same messages", () => {
    const wrong = Object.fromEntries(Object.entries(c.values).map(([field, values]) => [field, values.at(-2)]));
    const { browser, server } = both(wrong);
    expect(server).not.toBeNull();
    expect(browser).toEqual(server);
  });

  it("put the same constraint attributes on the controls", () => {
    // A select renders no `pattern`, so the one zod derives from an enum is left out.
    const zod = Object.fromEntries(
      Object.entries(getZodConstraint(c.schema)).map(([field, { pattern: _pattern, ...rest }]) => [field, rest]),
    );
    expect(c.constraint).toEqual(zod);
  });
});
