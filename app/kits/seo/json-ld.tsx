import type { MetaFunction } from "@remix-run/node";
import { useMatches } from "@remix-run/react";
import type { PageHead } from "~/kits/seo/head.server";
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

/** The loader data of a page with a head (kits/seo/head.server.ts). */
interface WithHead {
  head?: PageHead;
}

/**
 * A public route's `meta`: the tags its loader built (`head` in its data). A route whose
 * loader threw has none, and the root's title and description stand.
 */
export const headMeta: MetaFunction = ({ data, matches }) =>
  (data as WithHead | undefined)?.head?.meta ?? matches.find((match) => match.id === "root")?.meta ?? [];

/**
 * The matched routes' JSON-LD (serialised by their loaders), in the server-rendered head with
 * the page's CSP nonce (bots read it without running scripts). The one place the site sets
 * inner HTML: React would escape the text child into entities (`&quot;`) and break the JSON,
 * and `serializeJsonLd` above makes the text inert.
 */
export function StructuredData() {
  const nonce = useNonce();
  const scripts = useMatches().flatMap((match) => (match.data as WithHead | undefined)?.head?.jsonLd ?? []);
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
