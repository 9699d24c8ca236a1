import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchUpload } from "~/services/uploads.server";
import { placeholderImage } from "~/utils/placeholder.server";

/**
 * /uploads/* proxies the API's images so the browser never needs the API's
 * host. A missing image answers the placeholder, which looks right without
 * JavaScript too.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const upstream = await fetchUpload(params["*"] ?? "", request.signal);
  if (!upstream) {
    return new Response(placeholderImage, {
      status: 404,
      headers: {
        "Content-Type": "image/svg+xml",
        "Cache-Control": "public, max-age=60",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    // Uploaded files get fresh random names, so a name never changes content.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  const length = upstream.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
