import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Marks `<html data-hydrated>` once React has taken over the server's markup: from then on
 * handlers are attached (CSS and the e2e tests read it; an input changed earlier is only seen
 * by the next render).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
      <HydratedMark />
    </StrictMode>,
  );
});
