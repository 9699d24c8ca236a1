import { describe, expect, it } from "vitest";
import { expectBody, expectError } from "../../contract/support/client";
import { Message } from "../../contract/support/contract";
import { useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";

const suite = useTarget();

describe("POST contacts/saleslist.php", () => {
  const message = {
    name: "Adjoa Mensah",
    email: "adjoa@example.com",
    subject: "interior-design",
    message: "We would like help with a new apartment.",
  };

  it("stores the message and answers 201 with the spec's success text", async () => {
    const res = await suite.api.post("contacts/saleslist.php", { json: message });
    expect(expectBody(res, 201, Message).message).toBe(
      "Message sent successfully! We will get back to you within 24 hours.",
    );
  });

  it.each(["interior-design", "architecture", "product-design", "staging", "consultation", "other"])(
    "accepts the subject %s",
    async (subject) => {
      expect((await suite.api.post("contacts/saleslist.php", { json: { ...message, subject } })).status).toBe(201);
    },
  );

  it("answers 422 with a message for each missing or invalid field", async () => {
    for (const broken of [
      { ...message, name: "" },
      { ...message, email: "" },
      { ...message, email: "not-an-email" },
      { ...message, subject: "" },
      { ...message, subject: "plumbing" },
      { ...message, message: "  " },
    ]) {
      expectError(await suite.api.post("contacts/saleslist.php", { json: broken }), 422);
    }
  });
});

describe("POST forms/newsletter.php", () => {
  const email = `reader-${runId}@example.com`;

  it("subscribes with 201, then says 200 already subscribed", async () => {
    const first = await suite.api.post("forms/newsletter.php", { json: { email } });
    expect(expectBody(first, 201, Message).message).toBe("Thank you for subscribing!");
    const again = await suite.api.post("forms/newsletter.php", { json: { email: email.toUpperCase() } });
    expect(expectBody(again, 200, Message).message).toBe("You're already subscribed.");
  });

  it("accepts a URL-encoded form post too", async () => {
    const res = await fetch(new URL("forms/newsletter.php", suite.target.url), {
      method: "POST",
      headers: { Authorization: `Bearer ${suite.target.token}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: `form-${runId}@example.com` }),
    });
    expect(res.status).toBe(201);
  });

  it("answers 422 'Please enter a valid email address' for a bad address", async () => {
    for (const json of [{ email: "nope" }, {}]) {
      expectError(await suite.api.post("forms/newsletter.php", { json }), 422, "Please enter a valid email address");
    }
  });
});
