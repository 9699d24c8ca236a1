import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ComponentProps } from "react";
import { AnalyticsPendingNote } from "~/components/admin/analytics-pending";
import { BoxIcon, DocumentIcon, InboxIcon, UsersIcon } from "~/components/admin/icons";
import { StatCard, StatGrid } from "~/components/admin/stat-card";
import { HourlyActivityCard } from "~/components/admin/charts/activity-charts";
import type { DashboardCounts } from "~/schemas/analytics";
import { analyticsOverview } from "~/services/analytics.server";
import { saveErrorMessage } from "~/services/client.server";
import { getCounts } from "~/services/counts.server";
import { leadOutboxStatus } from "~/services/lead-outbox.server";
import { trackingHealth } from "~/services/tracking.server";
import { getLeadCounts } from "~/services/leads.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { hourlyFromCounts } from "~/utils/chart-data";
import { studioGreeting } from "~/utils/greeting";
import { outboxNote } from "~/utils/outbox-note";

export const meta: MetaFunction = () => [{ title: "Dashboard | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [counts, recent, outbox, leads] = await Promise.allSettled([
    getCounts(admin),
    analyticsOverview(admin),
    leadOutboxStatus(),
    getLeadCounts(admin),
  ]);

  // Counts are the page: when they fail, the spec shows the message and goes home.
  if (counts.status === "rejected") {
    await endSessionOnUnauthorized(request, counts.reason);
    console.error(`Dashboard counts failed: ${String(counts.reason)}`);
    throw await redirectWithToast("/", {
      type: "error",
      message: saveErrorMessage(counts.reason, "Failed to load dashboard data"),
    });
  }
  // The chart is not: it stays, empty, when analytics fail.
  if (recent.status === "rejected") {
    await endSessionOnUnauthorized(request, recent.reason);
    console.error(`Dashboard analytics failed: ${String(recent.reason)}`);
  }

  return json(
    {
      greeting: studioGreeting(),
      counts: counts.value,
      activity: recent.status === "fulfilled" ? recent.value.activity : hourlyFromCounts([]),
      activityPending: recent.status === "fulfilled" ? recent.value.pending : [],
      activityFailed: recent.status === "rejected",
      tracking: trackingHealth(),
      // Leads stored while the API was away and not delivered yet (DESIGN rule 9).
      leadsWaiting: outbox.status === "fulfilled" ? outboxNote(outbox.value) : null,
      // The leads card (issue 25) is left out when the API has no lead calls or they fail.
      leads: leads.status === "fulfilled" ? leads.value : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const TOTALS = [
  {
    key: "totalUsers",
    label: "Total Users",
    icon: <UsersIcon />,
    tone: "blue",
    to: "/dashboard/analytics/",
    linkLabel: "View users",
  },
  {
    key: "totalBlogs",
    label: "Total Blog(s)",
    icon: <DocumentIcon />,
    tone: "clay",
    to: "/dashboard/blogs/",
    linkLabel: "View blogs",
  },
  {
    key: "totalProd",
    label: "Total Product(s)",
    icon: <BoxIcon />,
    tone: "forest",
    to: "/dashboard/view-products/",
    linkLabel: "View products",
  },
] satisfies (Omit<ComponentProps<typeof StatCard>, "value"> & { key: keyof DashboardCounts })[];

const accraTime = (iso: string | undefined) =>
  iso
    ? new Intl.DateTimeFormat("en-GB", { timeStyle: "short", dateStyle: "medium", timeZone: "Africa/Accra" }).format(
        new Date(iso),
      )
    : "a while";

export default function DashboardPage() {
  const { greeting, counts, activity, activityFailed, activityPending, tracking, leadsWaiting, leads } =
    useLoaderData<typeof loader>();
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <p className="eyebrow">Dashboard</p>
        <h1>{greeting}</h1>
        <p className="admin-page__lead">Here is how the studio&apos;s website is doing.</p>
      </header>

      {tracking.failing ? (
        <div className="alert alert--error" role="alert">
          <p>
            <strong>Visitor tracking is failing.</strong> {tracking.lost}{" "}
            {tracking.lost === 1 ? "event has" : "events have"} not reached the studio API since{" "}
            {accraTime(tracking.since)}; the analytics leave them out.
          </p>
        </div>
      ) : null}

      {leadsWaiting ? (
        <p className="alert alert--info" role="status">
          {leadsWaiting}
        </p>
      ) : null}

      <StatGrid label="Totals" wide>
        {TOTALS.map(({ key, ...card }) => (
          <StatCard key={key} value={counts[key]} {...card} />
        ))}
        {leads ? (
          <StatCard
            label="New leads"
            value={leads.new.total}
            icon={<InboxIcon />}
            tone="ochre"
            hint={`${leads.new.contact} messages, ${leads.new.enquiry} enquiries, ${leads.new.newsletter} sign-ups`}
            to="/dashboard/inbox/?status=new"
            linkLabel="Open inbox"
          />
        ) : null}
      </StatGrid>

      <HourlyActivityCard
        activity={activity}
        caption="Events by hour of day over the last 7 days, Accra time"
        note={
          activityFailed ? (
            <p className="chart-card__note" role="status">
              Activity data could not be loaded right now.
            </p>
          ) : (
            <AnalyticsPendingNote days={activityPending} shown="The chart leaves" />
          )
        }
      />
    </div>
  );
}
