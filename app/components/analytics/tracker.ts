import { flushQueuedEvents, sendEvents } from "~/components/analytics/beacon";
import { isTrackedPath } from "~/vocabulary/event-types";
import { VISIT_FIELDS } from "~/schemas/lead";

/**
 * What visitor analytics does in the browser, loaded by <Analytics /> (analytics.tsx)
 * once the page has hydrated, so it is not part of any page's first scripts. Each
 * call takes the page as it was when it happened, so the events a visitor made
 * before this module arrived are sent as they were.
 */

export { flushQueuedEvents };

/** A page view is engaged after this long visible, or once scrolled past half way. */
export const ENGAGED_AFTER_MS = 10_000;

/** A client-side route change from `previous` to `page` (pathname and search). */
export function trackPageView(pathname: string, page: string, previous: string): void {
  if (!isTrackedPath(pathname)) return;
  sendEvents([{ event_type: "page_view", page_url: page, referrer: `${window.location.origin}${previous}` }]);
}

/** A click on an element marked `data-track` (the calls to action). */
export function trackClick(element: Element, pathname: string, page: string): void {
  if (!isTrackedPath(pathname)) return;
  const label =
    element.getAttribute("data-track-label") ||
    element.textContent?.replace(/\s+/g, " ").trim().slice(0, 200) ||
    element.getAttribute("data-track") ||
    undefined;
  sendEvents([{ event_type: "click", page_url: page, label }]);
}

/** Sends one engagement event for this page view: visible for 10 s in all, or scrolled past half. */
export function watchEngagement(pathname: string, page: string): () => void {
  if (!isTrackedPath(pathname)) return () => undefined;
  let visibleMs = 0;
  let visibleSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const engage = (label: string) => {
    stop();
    sendEvents([{ event_type: "engagement", page_url: page, label }]);
  };
  const startClock = () => {
    visibleSince = Date.now();
    timer = setTimeout(() => engage("visible-10s"), ENGAGED_AFTER_MS - visibleMs);
  };
  const stopClock = () => {
    if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
    visibleSince = null;
    clearTimeout(timer);
  };
  const onVisibility = () => (document.visibilityState === "visible" ? startClock() : stopClock());
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable >= 0.5) engage("scrolled-half");
    });
  };
  function stop() {
    stopClock();
    cancelAnimationFrame(frame);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("scroll", onScroll);
  }

  if (document.visibilityState === "visible") startClock();
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("scroll", onScroll, { passive: true });
  return stop;
}

/** Where this tab's visit began: kept in sessionStorage (no cookie; it ends with the tab). */
const VISIT_KEY = "aniwa-visit";

type Visit = Partial<Record<(typeof VISIT_FIELDS)[number], string>>;

/**
 * The visit's first page, the address it came from (another site's) and its `utm_*` campaign,
 * noted once per tab when this module first loads (right after the first page hydrates), for the
 * lead forms' origin fields (components/visit-fields.tsx, app/leads/origin.server.ts).
 */
function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    const { pathname, search, searchParams } = new URL(window.location.href);
    const visit: Visit = { visit_landing: `${pathname}${search}`.slice(0, 300) };
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.host !== window.location.host) visit.visit_referrer = referrer.href.slice(0, 300);
    for (const name of ["utm_source", "utm_medium", "utm_campaign"] as const) {
      const value = searchParams.get(name);
      if (value) visit[name] = value.slice(0, 300);
    }
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (a private window's quota, a blocked origin): the leads carry their page only.
  }
}

/** Puts the visit into a lead form's empty origin fields as it is sent (capture: before Remix reads the form). */
function fillVisitFields(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.elements.namedItem("visit_landing")) return;
  let visit: Visit = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}") as Visit;
  } catch {
    return;
  }
  for (const name of VISIT_FIELDS) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && !field.value && visit[name]) field.value = visit[name] ?? "";
  }
}

rememberVisit();
document.addEventListener("submit", fillVisitFields, true);
