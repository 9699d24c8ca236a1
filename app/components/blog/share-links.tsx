import { useHydrated } from "remix-utils/use-hydrated";
import { showToast } from "~/components/toaster";
import { shareLinks } from "~/utils/share";

/**
 * Share links as plain URLs (they work without JavaScript); 'Copy Link'
 * needs the clipboard, so it only appears once scripts run.
 */
export function ShareLinks({
  url,
  title,
  heading = "Share this article",
}: {
  url: string;
  title: string;
  heading?: string;
}) {
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ type: "success", message: "Link copied to clipboard!" });
    } catch {
      showToast({ type: "error", message: "Could not copy the link. Please copy it from the address bar." });
    }
  };
  return (
    <div className="post-share">
      <p className="post-share__title" id="share-title">
        {heading}
      </p>
      <ul className="wrap-list post-share__list" aria-labelledby="share-title">
        {shareLinks(url, title).map((link) => (
          <li key={link.name}>
            <a
              className="button button--ghost button--small"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        {hydrated ? (
          <li>
            <button type="button" className="button button--ghost button--small" onClick={copy}>
              Copy Link
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
