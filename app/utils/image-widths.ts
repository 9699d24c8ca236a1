/**
 * The widths images are served at (docs/performance.md, "Images and JavaScript per page"). /uploads resizes to these and
 * refuses any other `?w=`, so a visitor cannot fill the disk cache with
 * arbitrary sizes; the static art under public/images has files at the
 * STATIC_WIDTHS below its own width (scripts/image-widths.mjs, which imports this list, as the
 * image bench does). Browser-safe.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The widest an upload is ever served; a request without `?w=` gets this (never upscaled). */
export const MAX_IMAGE_WIDTH: ImageWidth = 1920;

/** Derived widths of the static art, committed next to each file as `name.w640.webp`. */
export const STATIC_WIDTHS = [320, 640, 960, 1280] as const;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** `/images/home/x.webp` at 640 px: `/images/home/x.w640.webp`. */
export function staticWidthUrl(src: string, width: number): string {
  return src.replace(/\.(webp|png|jpe?g)$/, `.w${width}.$1`);
}

function isUpload(src: string): boolean {
  return src.startsWith("/uploads/") && !src.includes("?");
}

function isStaticArt(src: string): boolean {
  return /^\/(images|media)\/.+\.(webp|png|jpe?g)$/.test(src) && !/\.w\d+\.\w+$/.test(src);
}

/**
 * `src` and `srcSet` for an image: an upload gets every allowed width, the
 * static art its derived widths below `naturalWidth` (the width of the file
 * itself) plus the file. Anything else (the placeholder, a full URL) is left alone.
 */
export function responsiveSource(src: string, naturalWidth: number): { src: string; srcSet?: string } {
  if (isUpload(src)) {
    return {
      src: `${src}?w=960`,
      srcSet: IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(", "),
    };
  }
  if (isStaticArt(src)) {
    const smaller = STATIC_WIDTHS.filter((width) => width < naturalWidth);
    if (!smaller.length) return { src };
    return {
      src,
      srcSet: [...smaller.map((width) => `${staticWidthUrl(src, width)} ${width}w`), `${src} ${naturalWidth}w`].join(
        ", ",
      ),
    };
  }
  return { src };
}
