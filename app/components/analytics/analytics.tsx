import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { flushQueuedEvents, sendEvents } from "~/components/analytics/beacon";
import { isTrackedPath } from "~/vocabulary/event-types";

/** A page view is engaged after this long visible, or once scrolled past half way. */
export const ENGAGED_AFTER_MS = 10_000;

const pageOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/**
 * Visitor analytics in the browser. The document load was already counted by
 * the server (entry.server), so only client-side route changes send a
 * page_view here. Also: one engagement event per page view, click events on
 * any element marked `data-track` (the calls to action), and the resend of
 * queued events when the browser comes back online. Renders nothing.
 */
export function Analytics() {
  const location = useLocation();
  const page = pageOf(location);
  const tracked = isTrackedPath(location.pathname);
  const lastPage = useRef<string | null>(null);

  useEffect(() => {
    const previous = lastPage.current;
    lastPage.current = page;
    if (previous === null || previous === page || !tracked) return;
    sendEvents([{ event_type: "page_view", page_url: page, referrer: `${window.location.origin}${previous}` }]);
  }, [page, tracked]);

  useEffect(() => (tracked ? watchEngagement(page) : undefined), [page, tracked]);

  useEffect(() => {
    flushQueuedEvents();
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest("[data-track]") : null;
      if (!element || !isTrackedPath(window.location.pathname)) return;
      const label =
        element.getAttribute("data-track-label") ||
        element.textContent?.replace(/\s+/g, " ").trim().slice(0, 200) ||
        element.getAttribute("data-track") ||
        undefined;
      sendEvents([{ event_type: "click", page_url: pageOf(window.location), label }]);
    };
    // Capture: counted before a link's own handler starts the navigation.
    document.addEventListener("click", onClick, true);
    window.addEventListener("online", flushQueuedEvents);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("online", flushQueuedEvents);
    };
  }, []);

  return null;
}

/** Sends one engagement event for this page view: visible for 10 s in all, or scrolled past half. */
function watchEngagement(page: string): () => void {
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
