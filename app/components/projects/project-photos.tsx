import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import { photoHref, type ProjectPhoto } from "~/utils/project-page";

/**
 * A project's photographs with their captions. Each opens large as `?photo=n`: a plain link, so the
 * viewer works without JavaScript, and every photo has an address of its own. Without `path` (a
 * preview in the admin) the photos are shown only.
 */
export function ProjectPhotos({
  photos,
  path,
  title,
}: {
  photos: readonly ProjectPhoto[];
  path?: string;
  title: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section className="case-photos" aria-labelledby="case-photos-title">
      <h2 id="case-photos-title">Photographs</h2>
      <ul className="case-photos__grid">
        {photos.map((photo, index) => {
          const image = (
            <Image
              src={uploadUrl(photo.src)}
              alt={photo.alt}
              width={1200}
              height={900}
              sizes="(min-width: 1280px) 600px, (min-width: 720px) 46vw, 92vw"
            />
          );
          return (
            <li key={`${photo.src}-${index}`}>
              <figure className="case-photo">
                {path === undefined ? (
                  image
                ) : (
                  <Link to={photoHref(path, index, photos.length)} preventScrollReset className="case-photo__open">
                    {image}
                    <span className="visually-hidden">: open large</span>
                  </Link>
                )}
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden">{`${photos.length} photographs of ${title}.`}</p>
    </section>
  );
}
