import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Logo } from "~/components/logo";
import { MAIN_MENU, SERVICE_PAGES } from "~/utils/site";

type OpenMenu = "none" | "mobile" | "services";

/**
 * The fixed public header. Both the full-screen menu (below 1200 px) and the
 * 'What We Do' dropdown are <details> elements, so they open without
 * JavaScript; with it, only one is open at a time and they close on a route
 * change, a link click, a click outside and Escape.
 */
export function SiteHeader() {
  const location = useLocation();
  const [open, setOpen] = useState<OpenMenu>("none");
  const headerRef = useRef<HTMLElement>(null);
  const servicesActive = location.pathname.startsWith("/services/");

  // Close on every route change (state adjusted during render, not in an effect).
  const route = `${location.pathname}${location.search}`;
  const [lastRoute, setLastRoute] = useState(route);
  if (route !== lastRoute) {
    setLastRoute(route);
    setOpen("none");
  }

  useEffect(() => {
    if (open === "none") return;
    const onPointer = (event: PointerEvent) => {
      const header = headerRef.current;
      if (!header || !(event.target instanceof Node)) return;
      if (open === "services") {
        const dropdown = header.querySelector(".nav-dropdown");
        if (dropdown && !dropdown.contains(event.target)) setOpen((o) => (o === "services" ? "none" : o));
      } else if (!header.contains(event.target)) setOpen("none");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen((current) => (current === "services" && window.innerWidth < 1200 ? "mobile" : "none"));
      header
        ?.querySelector<HTMLElement>(open === "services" ? ".nav-dropdown > summary" : ".menu-toggle > summary")
        ?.focus();
    };
    const header = headerRef.current;
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const mobileOpen = open === "mobile" || open === "services";
  const closeAll = () => setOpen("none");

  return (
    <header className="site-header" ref={headerRef}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Aniwa Studio, home" onClick={closeAll}>
          <Logo />
        </Link>
        <details
          className="menu-toggle"
          open={mobileOpen}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            setOpen((current) => (isOpen ? (current === "none" ? "mobile" : current) : "none"));
          }}
        >
          <summary aria-label="Menu">
            <span className="menu-toggle__bars" aria-hidden="true" />
            <span className="menu-toggle__label">Menu</span>
          </summary>
          <nav className="site-nav" aria-label="Main">
            <ul className="site-nav__list">
              {MAIN_MENU.slice(0, 2).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className="site-nav__link" prefetch="intent" onClick={closeAll}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <details
                  className="nav-dropdown"
                  open={open === "services"}
                  onToggle={(event) => {
                    const isOpen = event.currentTarget.open;
                    setOpen((current) =>
                      isOpen
                        ? "services"
                        : current === "services"
                          ? window.innerWidth < 1200
                            ? "mobile"
                            : "none"
                          : current,
                    );
                  }}
                >
                  <summary className={`site-nav__link${servicesActive ? " active" : ""}`}>What We Do</summary>
                  <ul className="nav-dropdown__menu">
                    {SERVICE_PAGES.map((page) => (
                      <li key={page.to}>
                        <NavLink to={page.to} className="nav-dropdown__link" prefetch="intent" onClick={closeAll}>
                          {page.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
              {MAIN_MENU.slice(2).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="site-nav__link" prefetch="intent" onClick={closeAll}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to="/resources/contact-us#contact-form"
              className="button button--primary site-nav__cta"
              onClick={closeAll}
            >
              Start Your Project
            </Link>
          </nav>
        </details>
      </div>
    </header>
  );
}
