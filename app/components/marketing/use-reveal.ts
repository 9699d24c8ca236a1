import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

const SELECTOR = "[data-reveal]:not(.is-visible)";

/**
 * Reveals every `[data-reveal]` element of the page as it scrolls into view,
 * including those a filter adds later (the 1000 ms transition and the
 * reduced-motion rule are in app.css). Content is only hidden under `html.js`,
 * so it shows without JavaScript.
 */
export function useReveal() {
  const location = useLocation();
  useEffect(() => {
    if (!("IntersectionObserver" in window)) {
      for (const node of document.querySelectorAll(SELECTOR)) node.classList.add("is-visible");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("is-visible");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -8% 0px", threshold: 0.1 },
    );
    const observeAll = () => {
      for (const node of document.querySelectorAll(SELECTOR)) observer.observe(node);
    };
    observeAll();
    const mutations = new MutationObserver(observeAll);
    const main = document.getElementById("main") ?? document.body;
    mutations.observe(main, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      observer.disconnect();
    };
  }, [location.pathname]);
}
