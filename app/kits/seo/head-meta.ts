import type { MetaFunction } from "@remix-run/node";
import type { PageHead } from "~/kits/seo/head.server";

/** The loader data of a page with a head (kits/seo/head.server.ts). */
interface WithHead {
  head?: PageHead;
}

/**
 * A public route's `meta`: the tags and JSON-LD its loader built (`head` in its data). A route
 * whose loader threw has none, and the root's title and description stand.
 */
export const headMeta: MetaFunction = ({ data, matches }) =>
  (data as WithHead | undefined)?.head?.meta ?? matches.find((match) => match.id === "root")?.meta ?? [];
