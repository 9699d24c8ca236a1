import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback } from "react";
import { AdminFooter } from "~/components/admin/admin-footer";
import { AdminHeader } from "~/components/admin/admin-header";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { useSidebarState } from "~/components/admin/sidebar-state";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/session.server";
import adminStyles from "~/styles/admin.css";
import { studioClock } from "~/utils/greeting";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json({ email: admin.email, year: studioClock(new Date()).year }, { headers: { "Cache-Control": "no-store" } });
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

const SIDEBAR_ID = "admin-sidebar";

/** The admin shell: header, sidebar, the page, footer (admin-area §2). */
export default function DashboardLayout() {
  const { email, year } = useLoaderData<typeof loader>();
  const { state, setState, hrefFor, targets } = useSidebarState();
  const close = useCallback(() => setState("closed"), [setState]);

  return (
    <div className="admin-shell" data-sidebar={state}>
      <AdminHeader
        email={email}
        sidebarId={SIDEBAR_ID}
        state={state}
        targets={targets}
        hrefFor={hrefFor}
        onToggle={setState}
      />
      <div className="admin-body">
        <AdminSidebar id={SIDEBAR_ID} state={state} closeHref={hrefFor("closed")} onClose={close} />
        {state === "open" ? (
          // Small screens: a click beside the overlay closes it (a link, so it works without JS).
          <a
            className="admin-backdrop"
            href={hrefFor("closed")}
            aria-hidden="true"
            tabIndex={-1}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <span className="visually-hidden">Close sidebar</span>
          </a>
        ) : null}
        <div className="admin-content">
          <main id="main" className="admin-main">
            <Outlet />
          </main>
          <AdminFooter year={year} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="admin-main">
      <GeneralErrorBoundary />
    </main>
  );
}
