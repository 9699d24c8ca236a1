/**
 * Reading the admin pages as the server renders them, for analytics-admin.test.ts and
 * admin-shell.test.ts: the analytics page's path and the chart cards it shares with the dashboard.
 */
import { one, type HTMLElement } from "./html";

/** The analytics page. */
export const ANALYTICS_PATH = "/dashboard/analytics/";

/** The chart card titled `title` (a region named by its aria-label). */
export const chart = (page: HTMLElement, title: string) => one(page, `section.chart-card[aria-label="${title}"]`);
