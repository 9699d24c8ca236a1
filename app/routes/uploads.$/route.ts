import type { LoaderFunctionArgs } from "@remix-run/node";
import { RESOURCE_HEADERS } from "~/security-headers.server";
import { fetchUpload } from "~/services/uploads.server";
import { placeholderImage } from "~/utils/placeholder.server";

/**
 * /uploads/* proxies the API's images so the browser never needs the API's
 * host. Only JPEG, PNG, WebP, AVIF and GIF pass, judged by their bytes; a
 * missing or refused file answers the placeholder, which looks right without
 * JavaScript too. Every answer carries nosniff and a sandboxing CSP.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const upload = await fetchUpload(params["*"] ?? "", request.signal);
  if (!upload) {
    return new Response(placeholderImage, {
      status: 404,
      headers: { ...RESOURCE_HEADERS, "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=60" },
    });
  }
  const headers = new Headers({
    ...RESOURCE_HEADERS,
    "Content-Type": upload.type,
    // Uploaded files get fresh random names, so a name never changes content.
    "Cache-Control": "public, max-age=31536000, immutable",
  });
  if (upload.length) headers.set("Content-Length", upload.length);
  return new Response(upload.body, { status: 200, headers });
}
