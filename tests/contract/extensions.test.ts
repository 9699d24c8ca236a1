import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { sendContactMessage } from "~/services/contact.server";
import { getLeadCounts, isMissingExtension, listLeads } from "~/services/leads.server";
import { noteExtension, runId, target, useAdmin } from "./support/site-calls";

/**
 * Our extensions the site falls back from (decision 018): the inbox's `leads/*` calls and the
 * Idempotency-Key on lead posts. A backend without them is reported ("extension absent: …") and
 * passes; one that has them must answer them as docs/api-contract.md says.
 */
const session = useAdmin();

let leadsAbsent: boolean | undefined;
async function leadCallsAbsent(): Promise<boolean> {
  if (leadsAbsent === undefined) {
    try {
      const counts = await getLeadCounts(session.admin);
      expect(counts.new.total).toBeGreaterThanOrEqual(0);
      leadsAbsent = false;
    } catch (error) {
      if (!isMissingExtension(error)) throw error;
      leadsAbsent = true;
    }
    noteExtension(
      !leadsAbsent,
      "leads/* (the inbox's calls)",
      "The inbox lists the leads the site kept itself (decision 013).",
    );
  }
  return leadsAbsent;
}

describe("leads/* (our extension)", () => {
  it("answers the counts and the list in the documented shapes, or is absent", async () => {
    if (await leadCallsAbsent()) return;
    const list = await listLeads({ kind: "contact", page: 1, limit: 5 }, session.admin);
    expect(list.pagination.current_page).toBe(1);
  });
});

describe("Idempotency-Key on lead posts (our extension)", () => {
  it("keeps a message posted twice with one key once, or is reported absent", async () => {
    const message = `Posted twice with one key, run ${runId}`;
    const contact = { name: "Kwame Contract", email: `kwame-${runId}@example.com`, subject: "other" as const, message };
    const key = `contract-${runId}`;
    await sendContactMessage(contact, { idempotencyKey: key });
    await sendContactMessage(contact, { idempotencyKey: key });

    let rows: number | null = null;
    if (!(await leadCallsAbsent())) {
      rows = (await listLeads({ kind: "contact", search: message, page: 1, limit: 5 }, session.admin)).leads.length;
    } else if (target.embedded) {
      const db = new Database(join(target.embedded.dataDir, "studio.db"), { readonly: true });
      try {
        rows = (
          db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?").get(message) as { n: number }
        ).n;
      } finally {
        db.close();
      }
    }
    if (rows === null) {
      console.info("extension not checked: Idempotency-Key (no leads/* calls to count the rows with).");
      return;
    }
    expect(rows).toBeGreaterThanOrEqual(1);
    noteExtension(
      rows === 1,
      "Idempotency-Key",
      "A retry after an answer that was lost (a timeout, a restart) may store a lead twice.",
    );
  });
});
