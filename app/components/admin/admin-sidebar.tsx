import { Link, NavLink } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import {
  BoxIcon,
  ChartIcon,
  CloseIcon,
  DashboardIcon,
  DocumentIcon,
  InboxIcon,
  ListIcon,
  LogoutIcon,
  PlusIcon,
  TagIcon,
} from "~/components/admin/icons";
import { SignOutForm } from "~/components/admin/sign-out-form";
import type { SidebarState } from "~/components/admin/sidebar-state";

/** Every link goes to a registered route of the table (admin-area §2). */
export const MANAGE_ITEMS = [
  { to: "/dashboard/add-blogs/", label: "Add Blogs", icon: <PlusIcon /> },
  { to: "/dashboard/add-products/", label: "Add Products", icon: <PlusIcon /> },
  { to: "/dashboard/add-project/", label: "Add Projects", icon: <PlusIcon /> },
  { to: "/dashboard/blogs/", label: "Manage Blogs", icon: <DocumentIcon /> },
  { to: "/dashboard/categories/", label: "Categories", icon: <TagIcon /> },
  { to: "/dashboard/create-category/", label: "Create Category", icon: <PlusIcon /> },
  { to: "/dashboard/view-products/", label: "Manage Products", icon: <BoxIcon /> },
  { to: "/dashboard/view-projects/", label: "Manage Projects", icon: <ListIcon /> },
] as const;

function Item({ to, icon, children, after }: { to: string; icon: ReactNode; children: ReactNode; after?: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end className={({ isActive }) => `sidebar-link${isActive ? " active" : ""}`}>
        {icon}
        <span>{children}</span>
        {after}
      </NavLink>
    </li>
  );
}

interface Props {
  id: string;
  state: SidebarState;
  closeHref: string;
  onClose: () => void;
  /** New leads beside 'Inbox' (the leads the site keeps, decision 010); null: no count. */
  newLeads?: number | null;
}

export function AdminSidebar({ id, state, closeHref, onClose, newLeads = null }: Props) {
  const closeRef = useRef<HTMLAnchorElement>(null);

  // Opened as an overlay on a small screen: focus its close button, Escape closes it.
  useEffect(() => {
    if (state !== "open" || !window.matchMedia("(max-width: 991.98px)").matches) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [state, onClose]);

  return (
    <aside id={id} className="admin-sidebar" aria-label="Admin">
      <Link
        ref={closeRef}
        to={closeHref}
        className="admin-sidebar__close"
        aria-label="Close sidebar"
        preventScrollReset
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onClose();
        }}
      >
        <CloseIcon />
      </Link>
      <nav aria-label="Admin sections">
        <ul className="sidebar-list">
          <Item to="/dashboard/admin/" icon={<DashboardIcon />}>
            Dashboard
          </Item>
          <Item
            to="/dashboard/inbox/"
            icon={<InboxIcon />}
            after={
              newLeads ? (
                <span className="sidebar-count" data-testid="inbox-count">
                  {newLeads}
                  <span className="visually-hidden"> new</span>
                </span>
              ) : null
            }
          >
            Inbox
          </Item>
        </ul>
        <p className="sidebar-group" id={`${id}-manage`}>
          Manage Items
        </p>
        <ul className="sidebar-list" aria-labelledby={`${id}-manage`}>
          {MANAGE_ITEMS.map((item) => (
            <Item key={item.to} to={item.to} icon={item.icon}>
              {item.label}
            </Item>
          ))}
        </ul>
        <ul className="sidebar-list sidebar-list--separated">
          <Item to="/dashboard/analytics/" icon={<ChartIcon />}>
            Performance
          </Item>
        </ul>
      </nav>
      <div className="admin-sidebar__footer">
        <SignOutForm className="sidebar-link sidebar-link--logout">
          <LogoutIcon />
          <span>Logout</span>
        </SignOutForm>
      </div>
    </aside>
  );
}
