import { useCallback, type ReactNode } from "react";
import { AdminFooter } from "~/components/admin/admin-footer";
import { AdminHeader } from "~/components/admin/admin-header";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { useSidebarState } from "~/components/admin/sidebar-state";

const SIDEBAR_ID = "admin-sidebar";

/** The admin shell: header, sidebar, the page, footer (admin-area §2). */
export function AdminShell({
  email,
  year,
  newLeads = null,
  children,
}: {
  email: string;
  year: number;
  /** New leads for the sidebar's Inbox entry; null when the API cannot say. */
  newLeads?: number | null;
  children: ReactNode;
}) {
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
        <AdminSidebar id={SIDEBAR_ID} state={state} closeHref={hrefFor("closed")} onClose={close} newLeads={newLeads} />
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
            {children}
          </main>
          <AdminFooter year={year} />
        </div>
      </div>
    </div>
  );
}
