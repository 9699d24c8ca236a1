import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Logo } from "~/components/logo";
import { EnquiryLinks } from "~/components/shop/enquiry-links";
import { MAIN_MENU, SERVICE_PAGES } from "~/utils/site";

/**
 * The fixed public header. Both the full-screen menu (below 1200 px) and the
 * 'What We Do' dropdown are <details> elements, so they open without
 * JavaScript. With it, the effects below close them on a route change, a
 * click outside and Escape. The elements stay uncontrolled: the DOM is the
 * state, so a click that lands before hydration is handled the same way.
 */
function closeMenus(...menus: Array<HTMLDetailsElement | null>) {
  for (const menu of menus) if (menu) menu.open = false;
}

/** Menu entries as list items; `end`: active on that exact page only. */
function MenuLinks({
  items,
  className,
  end = false,
  onNavigate,
}: {
  items: readonly { to: string; label: string }[];
  className: string;
  end?: boolean;
  onNavigate: () => void;
}) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={end} className={className} prefetch="intent" onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  ));
}

export function SiteHeader() {
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const servicesRef = useRef<HTMLDetailsElement>(null);
  const servicesActive = location.pathname.startsWith("/services/");

  const closeAll = () => closeMenus(servicesRef.current, menuRef.current);

  useEffect(() => closeMenus(servicesRef.current, menuRef.current), [location.pathname, location.search]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node)) return;
      const services = servicesRef.current;
      const menu = menuRef.current;
      if (services?.open && !services.contains(event.target)) services.open = false;
      if (menu?.open && !menu.contains(event.target)) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Escape closes the innermost open menu and gives its toggle the focus back.
      const open = [servicesRef.current, menuRef.current].find((details) => details?.open);
      if (!open) return;
      open.open = false;
      open.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Aniwa Studio, home" onClick={closeAll}>
          <Logo />
        </Link>
        <details className="menu-toggle" ref={menuRef}>
          <summary aria-label="Menu">
            <span className="menu-toggle__bars" aria-hidden="true" />
            <span className="menu-toggle__label">Menu</span>
          </summary>
          <nav className="site-nav" aria-label="Main">
            <ul className="site-nav__list">
              <MenuLinks items={MAIN_MENU.slice(0, 2)} className="site-nav__link" end onNavigate={closeAll} />
              <li>
                <details className="nav-dropdown" ref={servicesRef}>
                  <summary className={`site-nav__link${servicesActive ? " active" : ""}`}>What We Do</summary>
                  <ul className="nav-dropdown__menu">
                    <MenuLinks items={SERVICE_PAGES} className="nav-dropdown__link" onNavigate={closeAll} />
                  </ul>
                </details>
              </li>
              <MenuLinks items={MAIN_MENU.slice(2)} className="site-nav__link" onNavigate={closeAll} />
            </ul>
            <Link
              to="/resources/contact-us#contact-form"
              className="button button--primary site-nav__cta"
              data-track="cta"
              onClick={closeAll}
            >
              Start Your Project
            </Link>
          </nav>
        </details>
        <EnquiryLinks onNavigate={closeAll} />
      </div>
    </header>
  );
}
