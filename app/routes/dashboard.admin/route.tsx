import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ComponentProps } from "react";
import { AnalyticsPendingNote } from "~/components/admin/analytics-pending";
import { BoxIcon, ChartIcon, DocumentIcon, InboxIcon, UsersIcon } from "~/components/admin/icons";
import { StatCard, StatGrid } from "~/components/admin/stat-card";
import { HourlyActivityCard } from "~/components/admin/charts/activity-charts";
import type { DashboardCounts } from "~/schemas/analytics";
import { analyticsOverview } from "~/analytics/aggregates.server";
import { saveErrorMessage, UpstreamError } from "~/services/client.server";
import { getCounts } from "~/services/counts.server";
import { leadOutboxStatus } from "~/leads/lead-outbox.server";
import { replyFigures, type ReplyFigures } from "~/leads/reply-clock.server";
import { currentOutage } from "~/read-cache/outage.server";
import { trackingHealth } from "~/services/tracking.server";
import { getLeadCounts } from "~/services/leads.server";
import { everyInboxLead } from "~/leads/inbox.server";
import { endSessionOnUnauthorized, requireAdmin, type Admin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { hourlyFromCounts } from "~/utils/chart-data";
import { studioGreeting } from "~/utils/greeting";
import { outboxNote } from "~/utils/outbox-note";
import { studioTime } from "~/vocabulary/studio-clock";
import { waitWords } from "~/utils/leads";
import { formatMoney } from "~/vocabulary/money";

/** A failure that means the API did not answer at all (not a 5xx or a broken body it sent). */
const unreachable = (error: unknown) =>
  error instanceof UpstreamError && (error.kind === "network" || error.kind === "timeout");

export const meta: MetaFunction = () => [{ title: "Dashboard | Aniwa Studio Admin" }];

/**
 * The reply clock's figures over the inbox's own list: the API's leads, or the site's record when
 * the API has no lead calls; left out when neither can be read.
 */
async function replies(admin: Admin): Promise<ReplyFigures | null> {
  try {
    return replyFigures((await everyInboxLead({}, admin)).leads);
  } catch (error) {
    console.error(`Dashboard reply figures failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [counts, recent, outbox, leads, figures] = await Promise.allSettled([
    getCounts(admin),
    analyticsOverview(admin),
    leadOutboxStatus(),
    getLeadCounts(admin),
    replies(admin),
  ]);

  // While the site knows the API is away (no answer at all), the page shows what the site holds
  // instead of sending the admin home; the outage banner above says since when (decision 004).
  if (counts.status === "rejected" && unreachable(counts.reason) && currentOutage()) {
    const down = currentOutage();
    return json(
      {
        greeting: studioGreeting(),
        counts: null,
        activity: hourlyFromCounts([]),
        activityPending: [] as string[],
        activityFailed: true,
        tracking: trackingHealth(),
        leadsWaiting: outbox.status === "fulfilled" ? outboxNote(outbox.value) : null,
        leads: null,
        replies: figures.status === "fulfilled" ? figures.value : null,
        contentFrom: down?.contentFrom ? studioTime(down.contentFrom) : null,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  // Counts are the page: when they fail while the API answers, the spec shows the message and goes home.
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
      // The leads card (docs/api-contract.md, "Leads") is left out when the API has no lead calls or they fail.
      leads: leads.status === "fulfilled" ? leads.value : null,
      // The reply clock (decision 021) over the inbox's own list, whichever backend.
      replies: figures.status === "fulfilled" ? figures.value : null,
      contentFrom: null,
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

/** How fast the studio answers: leads waiting and the longest wait, the median first reply, the value won. */
function ReplyCards({ replies }: { replies: ReplyFigures }) {
  const median = (minutes: number | null) => (minutes === null ? "no replies" : waitWords(minutes));
  return (
    <StatGrid label="Replies">
      <StatCard
        label="Waiting for a reply"
        value={replies.waiting}
        icon={<InboxIcon />}
        tone="clay"
        hint={
          replies.oldestWait === null
            ? "Every message and enquiry has its answer"
            : `The longest has waited ${waitWords(replies.oldestWait)} of working time`
        }
        to="/dashboard/inbox/?stage=new"
        linkLabel="Answer them"
      />
      <StatCard
        label="Median first reply this week"
        value={median(replies.medianThisWeek)}
        icon={<ChartIcon />}
        tone="blue"
        hint={`Last week: ${median(replies.medianLastWeek)} (working time)`}
      />
      <StatCard
        label="Won this month"
        value={formatMoney(replies.wonThisMonth)}
        icon={<BoxIcon />}
        tone="forest"
        to="/dashboard/inbox/?stage=won&status=all"
        linkLabel="View won leads"
      />
    </StatGrid>
  );
}

export default function DashboardPage() {
  const {
    greeting,
    counts,
    activity,
    activityFailed,
    activityPending,
    tracking,
    leadsWaiting,
    leads,
    replies,
    contentFrom,
  } = useLoaderData<typeof loader>();
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

      {leadsWaiting && counts ? (
        <p className="alert alert--info" role="status">
          {leadsWaiting}
        </p>
      ) : null}

      {counts ? null : (
        <section className="alert alert--info" aria-label="What the website holds">
          <p>
            <strong>The totals come from the studio API, which is not answering.</strong> Meanwhile the website keeps
            working on what it holds:
          </p>
          <ul>
            <li data-testid="outage-leads">{leadsWaiting ?? "No lead is waiting to reach the studio API."}</li>
            <li data-testid="outage-content">
              {contentFrom
                ? `Public pages show content last fresh at ${contentFrom}.`
                : "Public pages show the content they last read."}
            </li>
          </ul>
        </section>
      )}

      <StatGrid label="Totals" wide>
        {counts ? TOTALS.map(({ key, ...card }) => <StatCard key={key} value={counts[key]} {...card} />) : null}
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

      {replies ? <ReplyCards replies={replies} /> : null}

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
