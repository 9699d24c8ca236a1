import { siteLeadCounts } from "~/leads/lead-record.server";
import type { Admin } from "~/services/client.server";
import { getLeadCounts, isMissingExtension } from "~/services/leads.server";

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
