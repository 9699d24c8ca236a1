import type { SerializeFrom } from "@remix-run/node";
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { JsonLd } from "~/kits/seo/structured-data";
import { useNonce } from "~/utils/nonce";

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&`
 * (and the two JavaScript line separators) become \uXXXX escapes, which JSON
 * reads back as the same characters, so no text from the API (a post titled
 * `</script><script>…`) can end the element or open a comment.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** What a route's `handle` offers: its page's schema.org objects from its loader data. */
export interface SeoHandle<Data = unknown> {
  structuredData?: (args: { data: Data | undefined; origin: string }) => (JsonLd | null)[];
}

/** A route's handle, typed by its loader data (`seoHandle<typeof loader>(…)`). */
export function seoHandle<Loader = unknown>(
  structuredData: NonNullable<SeoHandle<SerializedData<Loader>>["structuredData"]>,
): SeoHandle<SerializedData<Loader>> {
  return { structuredData };
}

type SerializedData<Loader> = Loader extends (...args: never[]) => unknown ? SerializeFrom<Loader> : undefined;

/**
 * The matched routes' JSON-LD, in the server-rendered head with the page's CSP
 * nonce (bots read it without running scripts). The one place the site sets
 * inner HTML: React would escape the text child into entities (`&quot;`) and
 * break the JSON, and `serializeJsonLd` above makes the text inert.
 */
export function StructuredData() {
  const nonce = useNonce();
  const matches = useMatches();
  const origin = useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl;
  if (!origin) return null;
  const scripts = matches.flatMap((match) => {
    const handle = match.handle as SeoHandle | undefined;
    const objects = handle?.structuredData?.({ data: match.data, origin }) ?? [];
    return objects.filter((object) => object !== null).map(serializeJsonLd);
  });
  return (
    <>
      {scripts.map((json) => (
        <script
          key={json}
          type="application/ld+json"
          nonce={nonce}
          // eslint-disable-next-line react/no-danger -- serializeJsonLd's escaped JSON, never markup
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ))}
    </>
  );
}
