import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { AnalyticsPendingNote } from "~/components/admin/analytics-pending";
import { AnalyticsRecords, ANALYTICS_PATH, listSearch } from "~/components/admin/analytics-records";
import { StatCard } from "~/components/admin/stat-card";
import { ConfirmDeleteDialog, RecordDetailsDialog } from "~/components/admin/record-dialogs";
import {
  EventDistributionCard,
  HourlyActivityCard,
  TrafficOverviewCard,
} from "~/components/admin/charts/activity-charts";
import { deleteRecordSchema, parseAnalyticsQuery } from "~/schemas/analytics";
import { analyticsOverview, removeAnalyticsRecord } from "~/analytics/aggregates.server";
import { listAnalytics } from "~/services/analytics.server";
import { UpstreamError } from "~/services/client.server";
import { assertCsrf } from "~/platform/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { leadSources } from "~/leads/reply-clock.server";
import { LeadSources } from "~/components/admin/lead-sources";
import { dailyTraffic, eventDistribution, hourlyActivity } from "~/utils/chart-data";

export const meta: MetaFunction = () => [{ title: "Analytics | Aniwa Studio Admin" }];

const LOAD_FAILED = "Failed to load analytics data";

/** The spec's message, with the API's own when it answered with a failing status. */
function loadError(error: unknown) {
  const detail = error instanceof UpstreamError && error.kind === "status" ? error.serverMessage : undefined;
  return { title: LOAD_FAILED, detail };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const query = parseAnalyticsQuery(url.searchParams);
  const [list, recent] = await Promise.allSettled([listAnalytics(query, admin), analyticsOverview(admin)]);
  for (const result of [list, recent]) {
    if (result.status === "rejected") {
      await endSessionOnUnauthorized(request, result.reason);
      console.error(`Analytics failed: ${String(result.reason)}`);
    }
  }

  // Past the last page (say, after deleting its only record): go to the last one.
  if (list.status === "fulfilled") {
    const { total_pages, total_records } = list.value.pagination;
    if (total_records > 0 && query.page > total_pages) {
      const params = new URLSearchParams(url.search);
      params.set("page", String(total_pages));
      throw redirect(`${ANALYTICS_PATH}?${params}`);
    }
  }

  const overview =
    recent.status === "fulfilled"
      ? recent.value
      : {
          pending: [] as string[],
          summary: null,
          bounceRate: null,
          traffic: dailyTraffic([], new Date()),
          activity: hourlyActivity([]),
          distribution: eventDistribution({ total_views: 0, total_clicks: 0, total_engagements: 0 }),
        };

  return json(
    {
      query,
      list: list.status === "fulfilled" ? list.value : null,
      listError: list.status === "rejected" ? loadError(list.reason) : null,
      overview,
      overviewError: recent.status === "rejected" ? loadError(recent.reason) : null,
      // From the site's own record of its leads (decision 021), whichever backend.
      sources: leadSources(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const parsed = deleteRecordSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response("Unknown action", { status: 400 });

  const back = `${ANALYTICS_PATH}${listSearch(new URL(request.url).search)}`;
  try {
    const message = await removeAnalyticsRecord(parsed.data.id, admin);
    return redirectWithToast(back, { type: "success", message });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    console.error(`Deleting analytics record ${parsed.data.id} failed: ${String(error)}`);
    return redirectWithToast(back, { type: "error", message: "Failed to delete record" });
  }
}

/** Opening or closing a dialog changes only the URL: the data on the page stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  // A post, or the same address again ('Try Again'): load afresh.
  if ((formMethod && formMethod !== "GET") || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const withoutDialogs = (url: URL) => {
    const params = new URLSearchParams(listSearch(url.search));
    params.delete("sidebar");
    params.sort();
    return `${url.pathname}?${params}`;
  };
  if (withoutDialogs(currentUrl) === withoutDialogs(nextUrl)) return false;
  return defaultShouldRevalidate;
};

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

export default function AnalyticsPage() {
  const { query, list, listError, overview, overviewError, sources } = useLoaderData<typeof loader>();
  const location = useLocation();
  // Read from the URL itself: dialogs open without a new request to the API.
  const params = new URLSearchParams(location.search);
  const recordId = Number(params.get("record")) || null;
  const deleteId = Number(params.get("confirmDelete")) || null;
  const findRecord = (id: number | null) => list?.data.find((record) => record.id === id) ?? null;
  const closeTo = `${ANALYTICS_PATH}${listSearch(location.search)}`;
  const summary = overview.summary;
  const windowHint = overview.pending.length ? `Last 7 days, ${7 - overview.pending.length} of 7 ready` : "Last 7 days";

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/dashboard/admin/">Dashboard</Link>
            </li>
            <li aria-current="page">Analytics</li>
          </ol>
        </nav>
        <h1>Analytics</h1>
        <p className="admin-page__lead">Visits, clicks and engagement on the public site, in Accra time.</p>
      </header>

      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className="visually-hidden">
          Overview of the last 7 days
        </h2>
        <AnalyticsPendingNote days={overview.pending} shown="The figures leave" />
        {overviewError ? (
          <div className="alert alert--error" role="alert">
            <p>
              <strong>{overviewError.title}</strong>
              {overviewError.detail ? ` ${overviewError.detail}` : null}
            </p>
          </div>
        ) : null}
        <div className="stat-grid">
          <StatCard label="Total Views" value={summary?.total_views ?? "—"} tone="clay" hint={windowHint} />
          <StatCard label="Total Clicks" value={summary?.total_clicks ?? "—"} tone="blue" hint={windowHint} />
          <StatCard label="Engagements" value={summary?.total_engagements ?? "—"} tone="green" hint={windowHint} />
          <StatCard label="Unique Sessions" value={summary?.unique_sessions ?? "—"} tone="forest" hint={windowHint} />
          <StatCard label="Unique Pages" value={summary?.unique_pages ?? "—"} tone="ochre" hint={windowHint} />
          <StatCard
            label="Bounce Rate"
            value={percent(overview.bounceRate)}
            tone="ink"
            hint="Sessions that viewed a single page"
          />
        </div>
      </section>

      <div className="chart-grid">
        <TrafficOverviewCard traffic={overview.traffic} />
        <EventDistributionCard distribution={overview.distribution} />
      </div>
      <HourlyActivityCard
        activity={overview.activity}
        caption="Events by hour of day over the last 7 days, Accra time"
      />

      <LeadSources sources={sources} />

      <AnalyticsRecords query={query} list={list} error={listError} search={location.search} />

      {recordId ? <RecordDetailsDialog record={findRecord(recordId)} closeTo={closeTo} /> : null}
      {deleteId ? <ConfirmDeleteDialog id={deleteId} record={findRecord(deleteId)} closeTo={closeTo} /> : null}
    </div>
  );
}
