import type { LoaderFunctionArgs } from "@remix-run/node";
import { createHash } from "node:crypto";
import { fetchUpload, uploadValidator } from "~/services/uploads.server";
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, isImageWidth } from "~/utils/image-widths";
import { imageResponse, negotiateFormat, readLimited, transformed } from "~/images/images.server";
import { placeholderImage } from "~/images/placeholder.server";

/**
 * /uploads/* serves the API's images so the browser never needs the API's
 * host, resized to `?w=` (one of IMAGE_WIDTHS; 1920 without it) in the best
 * format the browser accepts, with no metadata (app/images/images.server.ts). Only JPEG, PNG,
 * WebP, AVIF and GIF pass, judged by their bytes and then by decoding them; a
 * missing, refused or broken file answers the placeholder, which looks right
 * without JavaScript too. Every answer gets nosniff and a sandboxing CSP from server/app.ts.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  const w = new URL(request.url).searchParams.get("w");
  const width = w === null ? MAX_IMAGE_WIDTH : /^\d{1,4}$/.test(w) ? Number(w) : NaN;
  if (!isImageWidth(width)) {
    return new Response(`w must be one of ${IMAGE_WIDTHS.join(", ")}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }

  const validator = await uploadValidator(path, request.signal);
  if (validator === "missing") return placeholder();
  const read = async () => {
    const upload = await fetchUpload(path, request.signal);
    return upload ? readLimited(upload.body) : null;
  };
  // Without a usable validator the bytes themselves identify the version.
  const known = validator === "unknown" ? await read() : null;
  if (validator === "unknown" && !known) return placeholder();
  const result = await transformed({
    source: path,
    validator: known ? `sha256:${createHash("sha256").update(known).digest("hex")}` : validator,
    width,
    format: negotiateFormat(request.headers.get("Accept")),
    load: known ? async () => known : read,
  });
  return result ? imageResponse(request, result.key, result.image) : placeholder();
}

function placeholder() {
  return new Response(placeholderImage, {
    status: 404,
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=60" },
  });
}
