import { describe, expect, it } from "vitest";
import { contactErrorMessage, sendContactMessage } from "~/services/contact.server";
import { subscribe } from "~/services/newsletter.server";
import { runId } from "./support/site-calls";

/**
 * The public forms (public-site §7): contact (201 is success) and the newsletter (our choice of
 * call). A refusal must carry a message the visitor can read (point 8: a repeated address).
 */

describe("contact", () => {
  it("takes a message with status 201", async () => {
    const message = await sendContactMessage({
      name: "Adjoa Contract",
      email: `adjoa-${runId}@example.com`,
      subject: "interior-design",
      message: "A message from the compatibility check.",
    });
    expect(message.trim()).not.toBe("");
  });

  it("refuses a bad address with a message the form shows", async () => {
    const error = await sendContactMessage({
      name: "Adjoa Contract",
      email: "not-an-address",
      subject: "other",
      message: "A message from the compatibility check.",
    }).catch((reason: unknown) => reason);
    expect(contactErrorMessage(error)).not.toMatch(/^Failed to send message/);
  });
});

describe("newsletter", () => {
  it("signs an address up, and answers a repeat with words the footer can show", async () => {
    const email = `reader-${runId}@example.com`;
    expect(await subscribe(email)).toMatchObject({ ok: true });
    const again = await subscribe(email);
    expect(again.message).not.toBe("We couldn't sign you up right now. Please try again later.");
  });
});
