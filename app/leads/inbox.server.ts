import { allSiteLeads, siteLeadCounts } from "~/leads/lead-record.server";
import type { Admin } from "~/services/client.server";
import { allLeads, getLeadCounts, isMissingExtension } from "~/services/leads.server";
import type { LeadFilters } from "~/vocabulary/leads";

/** How long an API without `leads/counts.php` is not asked again by the sidebar (the inbox itself asks every time). */
const ABSENT_FOR_MS = 10 * 60_000;
let absentUntil = 0;

/**
 * How many leads are new, for the sidebar: null when the API cannot say (down, slow), so the count
 * is simply left out. It never fails the page around it. Without the lead calls (a PHP API) the
 * count is the site's own record's (decision 013), and the API is not asked again for a while:
 * every admin page asked it, a 404 each time.
 */
export async function newLeadCount(admin: Admin): Promise<number | null> {
  if (Date.now() < absentUntil) return siteLeadCounts().new.total;
  try {
    return (await getLeadCounts(admin, 3_000)).new.total;
  } catch (error) {
    if (!isMissingExtension(error)) return null;
    absentUntil = Date.now() + ABSENT_FOR_MS;
    return siteLeadCounts().new.total;
  }
}

/**
 * Every lead matching `filters`, as the inbox lists them: the API's through its lead calls, or,
 * without them (a PHP API), the leads this site received itself (decision 013). Other failures throw.
 */
export async function everyInboxLead(filters: Omit<LeadFilters, "page" | "limit">, admin: Admin) {
  try {
    return { source: "api" as const, leads: await allLeads(filters, admin) };
  } catch (error) {
    if (!isMissingExtension(error)) throw error;
    return { source: "site" as const, leads: allSiteLeads(filters) };
  }
}
