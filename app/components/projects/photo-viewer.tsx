import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Image, uploadUrl } from "~/components/image";
import { UrlDialog } from "~/components/url-dialog";
import { wrapIndex } from "~/utils/gallery";
import { photoHref, type ProjectPhoto } from "~/utils/project-page";

/** How far a finger moves sideways before it counts as a swipe (CSS pixels). */
const SWIPE = 40;

/**
 * One of a project's photographs, large (`?photo=n`). Previous / Next and Close are links, so it
 * works without JavaScript; with it, ← and → step through the photos (wrapping round), a swipe on
 * the photo does the same (not a pinch, nor a pan of a zoomed-in page), and Escape or the backdrop
 * close it (UrlDialog). On a phone the photo fills the screen's width (project-page.css).
 */
export function PhotoViewer({
  title,
  photos,
  index,
  path,
}: {
  title: string;
  photos: readonly ProjectPhoto[];
  index: number;
  path: string;
}) {
  const navigate = useNavigate();
  const count = photos.length;
  const photo = photos[wrapIndex(index, count)];
  const previous = photoHref(path, index - 1, count);
  const next = photoHref(path, index + 1, count);
  const go = (to: string) => navigate(to, { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const to = event.key === "ArrowLeft" ? previous : event.key === "ArrowRight" ? next : null;
      if (to) navigate(to, { replace: true, preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [count, previous, next, navigate]);

  const start = useRef<number | null>(null);
  /** Fingers down in this gesture: a pinch (two) zooms, it does not swipe. */
  const fingers = useRef(0);
  const zoomed = () => (window.visualViewport?.scale ?? 1) > 1.01;
  return (
    <UrlDialog title={title} closeTo={path} className="photo-viewer" closeLabel="Close photograph">
      <figure
        className="photo-viewer__figure"
        // A mouse drag would otherwise pick up the image (a native drag cancels the pointer events).
        onDragStart={(event) => event.preventDefault()}
        onPointerDown={(event) => {
          // The first finger of a gesture (or the mouse) starts the count afresh.
          fingers.current = event.isPrimary ? 1 : fingers.current + 1;
          start.current = fingers.current === 1 ? event.clientX : null;
        }}
        onPointerCancel={() => {
          fingers.current = 0;
          start.current = null;
        }}
        onPointerUp={(event) => {
          const from = start.current;
          fingers.current = Math.max(0, fingers.current - 1);
          if (fingers.current > 0) start.current = null;
          if (from === null || count < 2 || zoomed()) return;
          start.current = null;
          const moved = event.clientX - from;
          if (Math.abs(moved) >= SWIPE) go(moved < 0 ? next : previous);
        }}
      >
        <Image
          key={photo.src}
          src={uploadUrl(photo.src)}
          alt={photo.alt}
          width={1920}
          height={1440}
          loading="eager"
          sizes="(min-width: 1280px) 1160px, (min-width: 720px) 94vw, 100vw"
        />
        <figcaption>
          {photo.caption}
          {count > 1 ? <span className="photo-viewer__hint"> · ← → or swipe for the others</span> : null}
        </figcaption>
      </figure>
      {count > 1 ? (
        <nav className="photo-viewer__nav" aria-label="Photographs">
          <Link to={previous} replace preventScrollReset className="button button--ghost button--small" rel="prev">
            ‹ Previous<span className="visually-hidden"> photograph</span>
          </Link>
          <p aria-live="polite">
            {wrapIndex(index, count) + 1} / {count}
          </p>
          <Link to={next} replace preventScrollReset className="button button--ghost button--small" rel="next">
            Next<span className="visually-hidden"> photograph</span> ›
          </Link>
        </nav>
      ) : null}
    </UrlDialog>
  );
}
