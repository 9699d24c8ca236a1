import type { LoaderFunctionArgs } from "@remix-run/node";
import { pickedPicture } from "~/sign-in/picked-files.server";
import { requireAdmin } from "~/sign-in/session.server";

/**
 * A picture kept from an admin's 'Preview' (app/sign-in/picked-files.server.ts), for the preview and the
 * form's 'Kept from your preview': only to the session that picked it, never cached.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const picture = pickedPicture(admin.sid, params.token ?? "", Number(params.n));
  if (!picture) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      "Content-Type": picture.type,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
