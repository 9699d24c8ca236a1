import type { ReactNode } from "react";
import { Image } from "~/components/image";
import type { Picked } from "~/kits/upload-form/use-picked-files";

export interface ExistingImage {
  /** Sent as the value of the section's remove field when the admin removes it. */
  key: string;
  src: string;
  alt: string;
  badge?: string;
}

/** The record's current images, each with a 'Remove' box when the form can remove them. */
export function ExistingImages({
  images,
  removeName,
  removed,
  onToggle,
  replaced,
  note,
}: {
  images: ExistingImage[];
  removeName?: string;
  removed: ReadonlySet<string>;
  onToggle: (key: string, remove: boolean) => void;
  /** A new pick takes the place of these (one featured image). */
  replaced: boolean;
  note?: ReactNode;
}) {
  if (!images.length) return null;
  return (
    <div className="cms-dropzone__existing">
      <ul className="cms-dropzone__previews" aria-label="Current images">
        {images.map((image) => (
          <li key={image.key} className={`cms-thumb${removed.has(image.key) || replaced ? " is-removed" : ""}`}>
            {/* Grid cells are 140–280 px wide: a small resized copy, never the camera original. */}
            <Image src={image.src} alt={image.alt} width={240} height={160} sizes="280px" />
            {image.badge ? <span className="badge badge--accent cms-thumb__badge">{image.badge}</span> : null}
            {removeName ? (
              <label className="cms-thumb__remove">
                <input
                  type="checkbox"
                  name={removeName}
                  value={image.key}
                  checked={removed.has(image.key)}
                  onChange={(event) => onToggle(image.key, event.currentTarget.checked)}
                />
                Remove
              </label>
            ) : null}
          </li>
        ))}
      </ul>
      {note ? <p className="field__hint">{note}</p> : null}
    </div>
  );
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The files picked in this visit, each with a button that takes it out again. */
export function PickedPreviews({ picked, onDrop }: { picked: Picked[]; onDrop: (index: number) => void }) {
  if (!picked.length) return null;
  return (
    <ul className="cms-dropzone__previews" aria-label="Selected images">
      {picked.map((entry, index) => (
        <li key={entry.url} className="cms-thumb">
          <img src={entry.url} alt={`Preview of ${entry.file.name}`} />
          <span className="cms-thumb__caption">
            {entry.file.name} · {formatBytes(entry.file.size)}
          </span>
          <button
            type="button"
            className="cms-thumb__drop"
            aria-label={`Remove ${entry.file.name}`}
            onClick={() => onDrop(index)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
