import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { Conditions } from "../db";
import { HttpError, intParam, readFields, reply, requireId, type RouteDef } from "../http";
import { LEAD_KINDS, LEAD_STATUSES, LEADS_SQL, oneOf, statusList, toLead, type LeadKind, type LeadRow } from "../leads";
import { validate } from "../validation";

/**
 * The admin inbox's calls (our extension, docs/api-contract.md 'Leads'): the list of leads with
 * kind, status and search filters, one lead, its status, and how many are new.
 */

const updateSchema = z.object({
  kind: z.enum(LEAD_KINDS, { message: `kind must be one of ${LEAD_KINDS.join(", ")}` }),
  id: z.union([z.number(), z.string()]),
  status: z.enum(LEAD_STATUSES, { message: `Status must be one of ${LEAD_STATUSES.join(", ")}` }),
});

export function leadRoutes({ db }: AppContext): RouteDef[] {
  const findLead = (kind: LeadKind, id: number) =>
    db.prepare(`SELECT * FROM (${LEADS_SQL}) WHERE kind = ? AND id = ?`).get(kind, id) as LeadRow | undefined;

  const requireKind = (value: unknown) => {
    if (typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value)) return value as LeadKind;
    throw new HttpError(400, `kind must be one of ${LEAD_KINDS.join(", ")}`);
  };

  function list(query: URLSearchParams) {
    const conditions = new Conditions();
    const kind = oneOf(query, "kind", LEAD_KINDS);
    if (kind) conditions.add("kind = ?", kind);
    const statuses = statusList(query);
    if (statuses.length) conditions.add(`status IN (${statuses.map(() => "?").join(", ")})`, ...statuses);
    const search = query.get("search")?.trim();
    if (search) conditions.contains(["name", "email", "subject", "message", "reference"], search);
    const page = intParam(query, "page", 1, 1, 100_000);
    const limit = intParam(query, "limit", 20, 1, 500);
    const { where, params } = conditions;
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${LEADS_SQL}) ${where}`).get(...params) as {
      total: number;
    };
    const rows = db
      .prepare(`SELECT * FROM (${LEADS_SQL}) ${where} ORDER BY created_at DESC, kind, id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, (page - 1) * limit) as LeadRow[];
    return reply(200, {
      message: "Leads retrieved successfully",
      data: rows.map(toLead),
      pagination: {
        current_page: page,
        total_pages: Math.max(1, Math.ceil(total / limit)),
        total_items: total,
        items_per_page: limit,
      },
    });
  }

  function counts() {
    const rows = db
      .prepare(`SELECT kind, COUNT(*) AS total, SUM(status = 'new') AS fresh FROM (${LEADS_SQL}) GROUP BY kind`)
      .all() as { kind: LeadKind; total: number; fresh: number }[];
    const tally = (pick: (row: { total: number; fresh: number }) => number) => {
      const byKind = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
      for (const row of rows) byKind[row.kind] = pick(row);
      return { ...byKind, total: LEAD_KINDS.reduce((sum, kind) => sum + byKind[kind], 0) };
    };
    return reply(200, {
      message: "Lead counts retrieved successfully",
      data: { new: tally((row) => row.fresh), total: tally((row) => row.total) },
    });
  }

  return [
    {
      method: "GET",
      path: "leads/leads.php",
      auth: "studio",
      handle: ({ query }) => {
        if (!query.has("id")) return list(query);
        const row = findLead(requireKind(query.get("kind")), requireId(query.get("id"), "Lead"));
        if (!row) throw new HttpError(404, "Lead not found");
        return reply(200, { message: "Lead retrieved successfully", data: toLead(row) });
      },
    },
    { method: "GET", path: "leads/counts.php", auth: "studio", handle: counts },
    {
      method: "POST",
      path: "leads/status.php",
      auth: "studio",
      handle: async ({ req }) => {
        const fields = await readFields(req);
        const kind = requireKind(fields.kind);
        const id = requireId(fields.id, "Lead");
        const { status } = validate(updateSchema, { ...fields, kind, id });
        const table = kind === "newsletter" ? "newsletter_subscribers" : "contact_messages";
        if (!findLead(kind, id)) throw new HttpError(404, "Lead not found");
        db.prepare(`UPDATE ${table} SET status = ?, updated_at = ? WHERE id = ?`).run(status, sqlNow(), id);
        return reply(200, { message: "Lead updated", data: toLead(findLead(kind, id) as LeadRow) });
      },
    },
  ];
}
