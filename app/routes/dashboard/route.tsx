import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import { KeptNotice } from "~/components/admin/kept-form";
import { OutageBanner } from "~/components/admin/outage-banner";
import { CsrfTokenProvider } from "~/components/csrf-token";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { newLeadCount } from "~/leads/inbox.server";
import { takeKeptValues } from "~/sign-in/kept-form.server";
import { requireAdmin } from "~/sign-in/session.server";
import { upstreamHealthy } from "~/services/health.server";
import { currentOutage } from "~/read-cache/outage.server";
import adminStyles from "~/styles/admin.css";
import type { DashboardData } from "~/utils/route-data";
import { studioClock, studioTime } from "~/vocabulary/studio-clock";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // A form posted from an ended session: its typed values, once, for this page (decision 012).
  const { kept, setCookie } = await takeKeptValues(request);
  // Every admin page says so while the API does not answer (decision 004; the check is reused 5 s), and
  // the sidebar counts new leads (null, no count shown, when the API cannot say).
  const [, newLeads] = await Promise.all([upstreamHealthy(), newLeadCount(admin)]);
  const down = currentOutage();
  const outage = down && {
    since: studioTime(down.since),
    contentFrom: down.contentFrom && studioTime(down.contentFrom),
  };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return json(
    { email: admin.email, year: studioClock(new Date()).year, outage, newLeads, ...({ kept } satisfies DashboardData) },
    { headers },
  );
}

/**
 * The shell's data (who is signed in, the outage banner) is read again on a
 * form post or another page; a query change (filters, dialogs, sidebar) leaves
 * it alone. Each page's own loader still runs the guard.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
};

export default function DashboardLayout() {
  const { email, year, outage, newLeads, kept } = useLoaderData<typeof loader>();
  return (
    <CsrfTokenProvider>
      <AdminShell email={email} year={year} newLeads={newLeads}>
        <OutageBanner outage={outage} />
        <KeptNotice kept={kept} />
        <Outlet />
      </AdminShell>
    </CsrfTokenProvider>
  );
}

/** A page's error keeps the shell around it, so the admin can go on elsewhere. */
export function ErrorBoundary() {
  const shell = useRouteLoaderData<typeof loader>("routes/dashboard");
  if (!shell) {
    return (
      <main id="main" className="admin-main">
        <GeneralErrorBoundary />
      </main>
    );
  }
  return (
    <CsrfTokenProvider>
      <AdminShell email={shell.email} year={shell.year} newLeads={shell.newLeads}>
        <OutageBanner outage={shell.outage} />
        <GeneralErrorBoundary />
      </AdminShell>
    </CsrfTokenProvider>
  );
}
