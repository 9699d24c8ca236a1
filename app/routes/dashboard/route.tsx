import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import { CsrfTokenProvider } from "~/components/csrf-token";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { newLeadCount } from "~/services/leads.server";
import { requireAdmin } from "~/session.server";
import adminStyles from "~/styles/admin.css";
import { studioClock } from "~/vocabulary/studio-clock";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // The sidebar's count of new leads (issue 25): null (no count shown) when the API cannot say.
  const newLeads = await newLeadCount(admin);
  return json(
    { email: admin.email, year: studioClock(new Date()).year, newLeads },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The shell's data (who is signed in) changes only with a form post or a new
 * page; a query change (filters, dialogs, sidebar) leaves it alone. Each page's
 * own loader still runs the guard.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export default function DashboardLayout() {
  const { email, year, newLeads } = useLoaderData<typeof loader>();
  return (
    <CsrfTokenProvider>
      <AdminShell email={email} year={year} newLeads={newLeads}>
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
        <GeneralErrorBoundary />
      </AdminShell>
    </CsrfTokenProvider>
  );
}
