import { useState, type ImgHTMLAttributes } from "react";

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
  width: number;
  height: number;
};

/**
 * An image with explicit dimensions (no layout shift), lazy by default, that
 * falls back to the placeholder when it fails to load. The /uploads proxy
 * already answers the placeholder for missing files, so this also holds
 * without JavaScript.
 */
export function Image({ src, alt, loading = "lazy", decoding = "async", onError, ...rest }: ImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
