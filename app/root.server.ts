import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/platform/site-url.server";
import { csrf, honeypotInputProps } from "~/platform/security.server";
import { readNewsletterFlash } from "~/services/newsletter.server";
import { readToast } from "~/platform/toast.server";
import { isPrivateArea } from "~/utils/areas";
import type { RootData } from "~/utils/route-data";

export async function loader({ request }: LoaderFunctionArgs) {
  // No token, no cookie and no per-render value on public pages: their bytes are the same for
  // every visitor, so they can be shared (docs/decisions/007-shared-public-pages.md).
  const [csrfToken, csrfCookie] = isPrivateArea(new URL(request.url).pathname)
    ? await csrf.commitToken(request)
    : [null, null];
  const { toast, setCookie: toastCookie } = await readToast(request);
  const { result: newsletter, setCookie: newsletterCookie } = await readNewsletterFlash(request);
  const headers = new Headers();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  if (newsletterCookie) headers.append("Set-Cookie", newsletterCookie);
  // siteUrl: the public origin every page's canonical, previews and JSON-LD use (app/kits/seo).
  const data = { csrfToken, honeypotInputProps, toast, newsletter, siteUrl: siteOrigin(request) };
  return json(data satisfies RootData, { headers });
}
