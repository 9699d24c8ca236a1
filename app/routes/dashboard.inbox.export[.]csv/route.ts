import type { LoaderFunctionArgs } from "@remix-run/node";
import { allLeads, isMissingExtension } from "~/services/leads.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import { csvFileName, inboxFilters, leadsCsv } from "~/utils/leads";

/**
 * `/dashboard/inbox/export.csv?kind=newsletter`: one kind of lead as CSV, with the inbox's
 * status and search filters (the newsletter list is what the studio mails from).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const filters = inboxFilters(new URL(request.url).searchParams);
  if (!filters.kind) return new Response("Choose a kind: contact, enquiry or newsletter", { status: 400 });
  const { kind } = filters;
  try {
    const leads = await allLeads(filters, admin);
    return new Response(`\uFEFF${leadsCsv(kind, leads)}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName(kind, new Date().toISOString().slice(0, 10))}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    const message = isMissingExtension(error)
      ? "The studio API does not offer the inbox yet, so there is nothing to export."
      : "Failed to load leads. Please try again.";
    return new Response(message, { status: isMissingExtension(error) ? 404 : 502 });
  }
}
