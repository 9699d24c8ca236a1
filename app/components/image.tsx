import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { responsiveSource } from "~/utils/image-widths";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** Where an API image path ('uploads/blogs/x.webp') is served: the site's own proxy. */
export function uploadUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//.test(path) || path.startsWith("/images/")) return path;
  const clean = path.replace(/^\/+/, "");
  return `/${clean.startsWith("uploads/") ? clean : `uploads/${clean}`}`;
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "alt"> & {
  alt: string;
  /** The box's dimensions (for the static art: the file's own), so nothing shifts while it loads. */
  width: number;
  height: number;
  /** The page's largest image (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
};

/**
 * Without a `sizes` the browser assumes 100vw and a 96 px thumbnail downloads a
 * screen-wide candidate: the box's own width (or the viewport, when narrower).
 * Images that CSS stretches pass the `sizes` of their real layout.
 */
export const defaultSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

/**
 * Every photo of the site (docs/performance.md, "Images and JavaScript per page"): explicit dimensions (no layout shift),
 * a `srcset` over the widths /uploads serves (or the static art's derived
 * widths) for the caller's `sizes`, lazy and async by default, and the
 * placeholder when it fails to load. The /uploads proxy already answers the
 * placeholder for missing files, so this also holds without JavaScript.
 */
export function Image({
  src,
  srcSet,
  sizes,
  alt,
  priority = false,
  loading,
  decoding,
  fetchPriority,
  onError,
  ...rest
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the page hydrated fired its error event with no handler
  // attached yet (React does not replay it): look once, as soon as the handler exists.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src") !== PLACEHOLDER_IMAGE) setFailed(true);
  }, []);
  const responsive = src && !srcSet ? responsiveSource(src, rest.width) : { src, srcSet };
  const shown = failed || !src ? { src: PLACEHOLDER_IMAGE, srcSet: undefined } : responsive;
  return (
    <img
      {...rest}
      ref={image}
      src={shown.src}
      srcSet={shown.srcSet}
      sizes={shown.srcSet ? (sizes ?? defaultSizes(rest.width)) : undefined}
      alt={alt}
      loading={loading ?? (priority ? "eager" : "lazy")}
      decoding={decoding ?? (priority ? undefined : "async")}
      // Lowercase: React 18 knows no `fetchPriority` prop (it warns, then writes it as given).
      {...{ fetchpriority: priority ? "high" : fetchPriority }}
      onError={(event) => {
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}

/**
 * A listing card's photo (a post, a product, a project): an uploaded image in the cards' 4:3 box,
 * decorative (the card's title names it) unless the owner wrote its alt text.
 */
export function CardPhoto({
  path,
  sizes,
  eager,
  alt = "",
}: {
  path: string | null | undefined;
  sizes: string;
  eager: boolean;
  alt?: string;
}) {
  return (
    <Image src={uploadUrl(path)} alt={alt} width={800} height={600} sizes={sizes} loading={eager ? "eager" : "lazy"} />
  );
}
