import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { staticHead } from "~/kits/seo/head.server";
import { listClientQuotes } from "~/services/projects.server";

/** The page's head, and what clients say (none when the API fails: the page stays as the spec gives it). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ head: staticHead(request, "/resources/about-us"), quotes: await listClientQuotes() });
}
