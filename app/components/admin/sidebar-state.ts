import { useLocation } from "@remix-run/react";
import { useState } from "react";

/**
 * The sidebar's state lives in the URL (`?sidebar=open|closed`), so the
 * toggle and close controls are plain links without JavaScript. With no
 * parameter the sidebar follows the screen: shown on wide screens, hidden on
 * small ones (CSS decides). With JavaScript the same links just flip local
 * state, and an opened small-screen sidebar closes again on navigation.
 */
export type SidebarState = "open" | "closed" | "auto";

function fromSearch(search: string): SidebarState {
  const value = new URLSearchParams(search).get("sidebar");
  return value === "open" || value === "closed" ? value : "auto";
}

export function useSidebarState() {
  const location = useLocation();
  const urlState = fromSearch(location.search);
  const [state, setState] = useState<SidebarState>(urlState);

  // Follow the URL when it changes; an overlay opened by script closes when the page changes.
  const [seen, setSeen] = useState({ pathname: location.pathname, urlState });
  if (seen.pathname !== location.pathname || seen.urlState !== urlState) {
    setSeen({ pathname: location.pathname, urlState });
    setState(urlState !== "auto" ? urlState : state === "open" ? "auto" : state);
  }

  const hrefFor = (target: Exclude<SidebarState, "auto">) => {
    const params = new URLSearchParams(location.search);
    params.set("sidebar", target);
    return `${location.pathname}?${params}`;
  };

  /** Where each toggle leads: the wide-screen one and the small-screen one. */
  const targets = {
    wide: state === "closed" ? "open" : "closed",
    narrow: state === "open" ? "closed" : "open",
  } as const;

  return { state, setState, hrefFor, targets };
}
