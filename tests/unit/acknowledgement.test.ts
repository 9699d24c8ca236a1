/**
 * The visitor's acknowledgement (app/leads/acknowledgement.server.ts) and its reference
 * (reference.server.ts): numbered per month on the studio's clock, never given twice; the e-mail
 * says what was received, in GHS for an enquiry, with every value escaped in its HTML part.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { composeAcknowledgement } from "~/leads/acknowledgement.server";
import { allocateReference } from "~/leads/reference.server";
import type { ReceivedLead } from "~/schemas/lead";

const dir = mkdtempSync(join(tmpdir(), "references-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a lead's reference", () => {
  it("counts up within the studio's month, skips a number another process took, and starts again next month", () => {
    const november = new Date("2026-11-29T10:00:00Z");
    expect(allocateReference(dir, november, "lead-1")).toBe("AN-2611-0001");
    expect(allocateReference(dir, november, "lead-2")).toBe("AN-2611-0002");
    // Another replica sharing the folder took 0004 between our listing and our write.
    writeFileSync(join(dir, "references", "2611", "0004"), "lead-x");
    expect(allocateReference(dir, november, "lead-3")).toBe("AN-2611-0005");
    expect(allocateReference(dir, new Date("2026-12-01T08:00:00Z"), "lead-4")).toBe("AN-2612-0001");
    expect(readdirSync(join(dir, "references", "2611")).sort()).toEqual(["0001", "0002", "0004", "0005"]);
  });
});

describe("the acknowledgement", () => {
  const promise = { caseStudies: [], replyBy: new Date("2026-11-30T09:00:00Z"), hours: "Monday–Friday 08:00–18:00" };

  it("lists an enquiry's lines and total in GHS, and escapes what the visitor typed in its HTML", () => {
    const received: ReceivedLead = {
      receivedAt: Date.parse("2026-11-28T20:00:00Z"),
      reference: "AN-2611-0042",
      lead: {
        kind: "enquiry",
        name: "Kofi <b>Mensah</b>",
        email: "kofi@example.com",
        subject: "product-design",
        message: "From the basket",
        lines: [{ id: 3, name: "Adinkra stool", sku: "ANI-1", quantity: 2, unitPrice: 360, lineTotal: 720 }],
        total: 720,
      },
    };
    const ack = composeAcknowledgement(received, promise);
    expect(ack?.to).toBe("kofi@example.com");
    expect(ack?.subject).toBe("We have your enquiry: AN-2611-0042");
    expect(ack?.text).toContain("- 2 × Adinkra stool: GHS 720.00");
    expect(ack?.text).toContain("Total: GHS 720.00");
    expect(ack?.text).toContain("expect our reply by Monday 30 November, 09:00");
    expect(ack?.html).toContain("Dear Kofi,");
    expect(ack?.html).not.toContain("<b>");
  });

  it("is not sent for a newsletter sign-up", () => {
    const received: ReceivedLead = { receivedAt: 0, lead: { kind: "newsletter", email: "a@example.com" } };
    expect(composeAcknowledgement(received, promise)).toBeNull();
  });
});
