import { Image } from "~/components/image";

export interface BeforeAfterPair {
  title: string;
  place: string;
  before: { src: string; alt: string };
  after: { src: string; alt: string };
}

/** The renovation gallery: each room before and after, side by side. */
export function BeforeAfterGallery({ pairs }: { pairs: readonly BeforeAfterPair[] }) {
  return (
    <ul className="before-after">
      {pairs.map((pair) => (
        <li key={pair.title} data-reveal>
          <figure className="before-after__pair">
            <figure className="before-after__shot">
              <Image src={pair.before.src} alt={pair.before.alt} width={960} height={720} />
              <figcaption className="before-after__label">Before</figcaption>
            </figure>
            <figure className="before-after__shot">
              <Image src={pair.after.src} alt={pair.after.alt} width={960} height={720} />
              <figcaption className="before-after__label before-after__label--after">After</figcaption>
            </figure>
            <figcaption>
              <strong>{pair.title}</strong>
              {pair.place}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
