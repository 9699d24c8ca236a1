import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import { wrapIndex } from "~/utils/gallery";

/**
 * An image gallery whose current image lives in the URL (`image=n`), so
 * Previous / Next (which wrap around) and the thumbnails are plain links that
 * work without JavaScript. Used by the shop's Quick View and the project details.
 */
export function Gallery({
  images,
  index,
  hrefFor,
  label,
  sizes,
  texts = [],
}: {
  /** API image paths. */
  images: string[];
  index: number;
  /** The address showing image n (0-based). */
  hrefFor: (n: number) => string;
  /** What the images show, for their alt text ('Osu Three-Seater Sofa'). */
  label: string;
  /** The stage's width in its dialog's layout (docs/performance.md, images). */
  sizes: string;
  /** The owner's alt text and caption of each image, where written; the generated alt otherwise. */
  texts?: ReadonlyArray<{ alt?: string; caption?: string }>;
}) {
  const count = images.length;
  const current = wrapIndex(index, count);
  if (count === 0) {
    return (
      <div className="gallery">
        <div className="gallery__stage">
          <Image src={uploadUrl(null)} alt="" width={800} height={600} loading="eager" />
        </div>
      </div>
    );
  }
  return (
    <div className="gallery" role="group" aria-roledescription="gallery" aria-label={`${label} images`}>
      <div className="gallery__stage">
        <Image
          key={images[current]}
          src={uploadUrl(images[current])}
          alt={texts[current]?.alt ?? (count > 1 ? `${label}, image ${current + 1} of ${count}` : label)}
          width={800}
          height={600}
          loading="eager"
          sizes={sizes}
        />
        {count > 1 ? (
          <>
            <Link
              to={hrefFor(wrapIndex(current - 1, count))}
              replace
              preventScrollReset
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous image"
            >
              <span aria-hidden="true">‹</span>
            </Link>
            <Link
              to={hrefFor(wrapIndex(current + 1, count))}
              replace
              preventScrollReset
              className="gallery__nav gallery__nav--next"
              aria-label="Next image"
            >
              <span aria-hidden="true">›</span>
            </Link>
            <p className="gallery__counter" aria-live="polite">
              {current + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {texts[current]?.caption ? <p className="gallery__caption">{texts[current]?.caption}</p> : null}
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((path, n) => (
            <li key={`${path}-${n}`}>
              <Link
                to={hrefFor(n)}
                replace
                preventScrollReset
                className={`gallery__thumb${n === current ? " is-current" : ""}`}
                aria-current={n === current ? "true" : undefined}
                aria-label={`Show image ${n + 1}`}
              >
                <Image src={uploadUrl(path)} alt="" width={96} height={72} sizes="68px" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
