import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Image } from "~/components/image";

export const POSTER = "/media/hero-poster.webp";
export const POSTER_WIDTH = 1600;
/**
 * The poster covers a hero that is up to 92% of the screen's height (marketing/hero.css): on a
 * phone the 16:9 picture is drawn 92vh × 16/9 wide, far wider than the screen. Sized as 100vw it
 * was upscaled (blurry), and the film's first frame, larger to Chrome than the small poster,
 * became the page's LCP 1–2 s later. Browsers that cannot read max() in sizes fall back to 100vw.
 */
export const POSTER_SIZES = "max(100vw, 164vh)";

/**
 * The home hero: a looping, muted background film over its poster. Without
 * JavaScript the poster and the actions show; with it, 'Loading...' until the
 * film has data, and pause/play and sound toggles. Visitors who prefer reduced
 * motion get the poster until they press play.
 */
export function HeroVideo({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React does not render the muted attribute; autoplay needs the property.
    video.muted = true;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) video.pause();
    else video.play().catch(() => undefined);
    // Catch up with what happened before hydration, when no listener was there.
    const frame = requestAnimationFrame(() => {
      if (video.readyState >= 2) setLoaded(true);
      setPaused(video.paused);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPaused(true));
    else video.pause();
  };

  const toggleSound = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__media">
        <Image
          className="hero__poster"
          src={POSTER}
          alt=""
          width={POSTER_WIDTH}
          height={900}
          sizes={POSTER_SIZES}
          priority
        />
        {/* No poster attribute: the <Image> underneath is the poster at the screen's width (and
            preloaded by the route); a poster here would fetch the full-size file a second time. */}
        <video
          ref={videoRef}
          className={`hero__video${loaded ? " is-loaded" : ""}`}
          autoPlay
          loop
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onLoadedData={() => setLoaded(true)}
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        >
          <source src="/media/hero-loop.webm" type="video/webm" />
          <source src="/media/hero-loop.mp4" type="video/mp4" />
        </video>
        <div className="hero__shade" />
      </div>
      <div className="hero__content container">{children}</div>
      {hydrated ? (
        <div className="hero__controls">
          {!loaded ? (
            <p className="hero__loading" role="status">
              Loading...
            </p>
          ) : null}
          <button type="button" className="hero__control" onClick={togglePlay}>
            <span aria-hidden="true" className={`hero__icon hero__icon--${paused ? "play" : "pause"}`} />
            <span className="visually-hidden">{paused ? "Play video" : "Pause video"}</span>
          </button>
          <button type="button" className="hero__control" onClick={toggleSound}>
            <span aria-hidden="true" className={`hero__icon hero__icon--${muted ? "muted" : "sound"}`} />
            <span className="visually-hidden">{muted ? "Turn sound on" : "Turn sound off"}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
