import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { CloseIcon, HomeIcon, LogoutIcon, MenuIcon, ShieldIcon } from "~/components/admin/icons";
import { SignOutForm } from "~/components/admin/sign-out-form";
import type { SidebarState } from "~/components/admin/sidebar-state";
import { Logo } from "~/components/logo";
import { SECOND_FACTOR_MESSAGES } from "~/vocabulary/second-factor";
import { SIGN_OUT_EVERYWHERE_LABEL } from "~/vocabulary/sign-out";

interface Props {
  email: string;
  sidebarId: string;
  state: SidebarState;
  targets: { wide: "open" | "closed"; narrow: "open" | "closed" };
  hrefFor: (target: "open" | "closed") => string;
  onToggle: (target: "open" | "closed") => void;
}

/**
 * The admin header: logo to the dashboard, the sidebar toggle (one link per
 * screen size, as the sidebar's default differs), and the 'Admin' profile menu
 * with Homepage, Two-factor sign-in, Sign Out (this session) and Sign out of all devices.
 */
export function AdminHeader({ email, sidebarId, targets, hrefFor, onToggle }: Props) {
  const toggle = (size: "wide" | "narrow") => {
    const target = targets[size];
    return (
      <Link
        to={hrefFor(target)}
        className={`admin-header__toggle admin-header__toggle--${size}`}
        aria-controls={sidebarId}
        aria-expanded={target === "closed"}
        aria-label="Toggle sidebar"
        preventScrollReset
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onToggle(target);
        }}
      >
        {target === "closed" && size === "narrow" ? <CloseIcon /> : <MenuIcon />}
      </Link>
    );
  };

  return (
    <header className="admin-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {toggle("wide")}
      {toggle("narrow")}
      <Link to="/dashboard/admin/" className="admin-header__logo" aria-label="Aniwa Studio admin dashboard">
        <Logo className="logo logo--light" />
      </Link>
      <ProfileMenu email={email} />
    </header>
  );
}

/** A <details> menu, so it opens without JavaScript; with it, Escape and a click outside close it. */
function ProfileMenu({ email }: { email: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      ref.current?.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <details ref={ref} className="profile-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="profile-menu__trigger">
        <span className="profile-menu__avatar" aria-hidden="true">
          A
        </span>
        <span>Admin</span>
      </summary>
      <div className="profile-menu__panel">
        <p className="profile-menu__who">
          Signed in as <strong>{email}</strong>
        </p>
        <ul>
          <li>
            <Link to="/" className="profile-menu__item">
              <HomeIcon /> Homepage
            </Link>
          </li>
          <li>
            <Link to="/dashboard/security/" className="profile-menu__item">
              <ShieldIcon /> {SECOND_FACTOR_MESSAGES.title}
            </Link>
          </li>
          <li>
            <SignOutForm className="profile-menu__item">
              <LogoutIcon /> Sign Out
            </SignOutForm>
          </li>
          <li>
            <SignOutForm className="profile-menu__item" everywhere>
              <LogoutIcon /> {SIGN_OUT_EVERYWHERE_LABEL}
            </SignOutForm>
          </li>
        </ul>
      </div>
    </details>
  );
}
