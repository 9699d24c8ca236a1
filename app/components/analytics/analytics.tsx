import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type * as TrackerModule from "./tracker";

type Tracker = typeof TrackerModule;

/**
 * Visitor analytics in the browser. The document load was already counted by
 * the server (entry.server), so only client-side route changes send a
 * page_view here. Also: one engagement event per page view, click events on
 * any element marked `data-track` (the calls to action), and the resend of
 * queued events when the browser comes back online. Renders nothing.
 *
 * The code that sends them (tracker.ts, with the beacon and the queue) loads
 * once the page has hydrated, outside every page's first scripts (the JavaScript budget, docs/performance.md).
 * What happens before it arrives waits here, in order, with the page it
 * happened on; a load that fails (offline) is tried again when the browser is
 * back online.
 */
let tracker: Tracker | null = null;
const waiting: ((tracker: Tracker) => void)[] = [];
let loading = false;

function withTracker(task: (tracker: Tracker) => void) {
  if (tracker) task(tracker);
  else waiting.push(task);
}

function loadTracker() {
  if (loading || tracker) return;
  loading = true;
  import("./tracker").then(
    (loaded) => {
      tracker = loaded;
      loaded.flushQueuedEvents();
      for (const task of waiting.splice(0)) task(loaded);
    },
    () => {
      loading = false;
    },
  );
}

export function Analytics() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const lastPage = useRef<string | null>(null);

  useEffect(() => {
    const previous = lastPage.current;
    lastPage.current = page;
    if (previous === null || previous === page) return;
    withTracker((loaded) => loaded.trackPageView(pathname, page, previous));
  }, [pathname, page]);

  useEffect(() => {
    let left = false;
    let stop: (() => void) | undefined;
    withTracker((loaded) => {
      if (!left) stop = loaded.watchEngagement(pathname, page);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, page]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest("[data-track]") : null;
      if (!element) return;
      const { pathname, search } = window.location;
      withTracker((loaded) => loaded.trackClick(element, pathname, `${pathname}${search}`));
    };
    const onOnline = () => (tracker ? tracker.flushQueuedEvents() : loadTracker());
    // Capture: counted before a link's own handler starts the navigation.
    document.addEventListener("click", onClick, true);
    window.addEventListener("online", onOnline);
    loadTracker();
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  return null;
}
