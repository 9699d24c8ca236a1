/**
 * The pictures a 'Preview' (or any answer that shows the form again) without JavaScript kept for the next save (app/sign-in/picked-files.server.ts):
 * a browser never fills a file input again, so the form shows them and posts their token in the
 * hidden field `picked`; the save uses them unless another picture is picked.
 */

const VALUE = /^([a-f0-9]{64})\.(\d{1,2})$/;

/** Their addresses, served to the admin's own session only; none for anything else. */
export function keptPictureUrls(value: string | null | undefined): string[] {
  const match = VALUE.exec(value ?? "");
  if (!match) return [];
  return Array.from({ length: Number(match[2]) }, (_, index) => `/dashboard/picked/${match[1]}/${index}`);
}

/** Whether a post carries kept pictures and no new pick (the server checks the rest). */
export const usesKeptPictures = (formData: FormData, field: string) =>
  VALUE.test(String(formData.get("picked") ?? "")) &&
  !formData.getAll(field).some((value) => value instanceof File && value.size > 0);

/** The form's value of the hidden field, from what the page answered. */
export const keptValueOf = (initialValue: unknown): string | null => {
  const value = (initialValue as { picked?: unknown } | undefined)?.picked;
  return typeof value === "string" && VALUE.test(value) ? value : null;
};

export function KeptFromPreview({ value, urls }: { value: string; urls: string[] }) {
  return (
    <div className="cms-kept">
      <input type="hidden" name="picked" value={value} />
      <p className="cms-kept__note">
        {urls.length === 1 ? "The picture you picked is kept" : `The ${urls.length} pictures you picked are kept`}:
        saved with the form unless you pick another.
      </p>
      <ul className="wrap-list cms-kept__list">
        {urls.map((url, index) => (
          <li key={url}>
            <img src={url} alt={`Kept for this form, ${index + 1} of ${urls.length}`} width={120} height={90} />
          </li>
        ))}
      </ul>
    </div>
  );
}
