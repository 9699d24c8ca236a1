import { siteLeadCounts } from "~/leads/lead-record.server";
import type { Admin } from "~/services/client.server";
import { getLeadCounts, isMissingExtension } from "~/services/leads.server";

/**
 * How many leads are new, for the sidebar: null when the API cannot say (no extension, down,
 * slow), so the count is simply left out. It never fails the page around it.
 */
export async function newLeadCount(admin: Admin): Promise<number | null> {
  try {
    return (await getLeadCounts(admin, 3_000)).new.total;
  } catch (error) {
    // Without the lead calls the inbox lists the site's own record: count that (decision 013).
    return isMissingExtension(error) ? siteLeadCounts().new.total : null;
  }
}
