import type { LoaderFunctionArgs } from "@remix-run/node";
import { everyInboxLead } from "~/leads/inbox.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/sign-in/session.server";
import { workOfList } from "~/leads/lead-work.server";
import { csvFileName, inboxFilters, leadsCsv } from "~/utils/leads";
import { leadKey } from "~/vocabulary/leads";

/**
 * `/dashboard/inbox/export.csv?kind=newsletter`: one kind of lead as CSV, with the inbox's
 * status, stage and search filters (the newsletter list is what the studio mails from); contacts
 * and enquiries carry their pipeline's stage and value won, their first reply's working minutes and
 * their source.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const filters = inboxFilters(new URL(request.url).searchParams);
  if (!filters.kind) return new Response("Choose a kind: contact, enquiry or newsletter", { status: 400 });
  const { kind } = filters;
  try {
    const { leads } = await everyInboxLead(filters, admin);
    const work = workOfList(leads);
    const matching = filters.stage
      ? leads.filter((lead) => work.get(leadKey(lead))?.pipeline.stage === filters.stage)
      : leads;
    const csv = leadsCsv(
      kind,
      matching,
      matching.map((lead) => work.get(leadKey(lead))),
    );
    return new Response(`\uFEFF${csv}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName(kind, new Date().toISOString().slice(0, 10))}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return new Response("Failed to load leads. Please try again.", { status: 502 });
  }
}
