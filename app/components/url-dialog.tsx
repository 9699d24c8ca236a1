import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";

// url-state.tsx's hook, one line of its own here: importing it loaded all of url-state.tsx on a
// project's page (its photo viewer is the only URL state there; −0.5 KB gzip, docs/performance.md).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A dialog whose open state lives in the URL (e.g. `?product=12`), so a plain
 * link opens it and the server renders it open without JavaScript, with a
 * close link. With JavaScript it is a modal <dialog>: focus moves inside, the
 * page behind does not scroll, and Escape, a click on the backdrop or the
 * close button go to `closeTo`.
 */
export function UrlDialog({
  title,
  closeTo,
  children,
  className = "",
  closeLabel = "Close",
}: {
  title: ReactNode;
  closeTo: string;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();

  // Both effects run in the commit that puts the dialog on the page, before it
  // is painted: it never shows as a non-modal box without its backdrop, and a
  // click as soon as it appears already finds the listener (a passive effect
  // can run after an input event that Chrome handles first).

  // Escape is the keyboard way out (onCancel below); this is the pointer one.
  // A click on the backdrop lands on the <dialog> element itself.
  useClientLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) navigate(closeTo, { preventScrollReset: true, replace: true });
    };
    dialog.addEventListener("click", onBackdrop);
    return () => dialog.removeEventListener("click", onBackdrop);
  }, [navigate, closeTo]);

  useClientLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Server-rendered as a non-modal open dialog; upgrade it to a modal one.
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });

  return (
    <dialog
      ref={ref}
      open
      className={`url-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="url-dialog__panel">
        <header className="url-dialog__header">
          <h2 id={titleId} className="url-dialog__title">
            {title}
          </h2>
          <Link
            to={closeTo}
            replace
            preventScrollReset
            className="url-dialog__close"
            aria-label={closeLabel}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            ×
          </Link>
        </header>
        <div className="url-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
