import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { assertCsrf, readFormData } from "~/platform/security.server";
import { signOutAdmin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { SIGN_OUT_MESSAGES } from "~/vocabulary/sign-out";

/** Sign-out is a POST only (a link or a prefetch must never sign anyone out). */
export function loader() {
  return redirect("/");
}

/**
 * 'Sign out' ends this session; `scope=everywhere` ('Sign out of all devices') ends every session of
 * the administrator (docs/decisions/012-admin-sessions.md). The cookie goes in both cases, and when
 * the server could not record the end the toast says so.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  await assertCsrf(request, formData);
  const everywhere = formData.get("scope") === "everywhere";
  const { cookie, recorded } = await signOutAdmin(request, { everywhere });
  const toast = !recorded
    ? { type: "error" as const, message: SIGN_OUT_MESSAGES.notRecorded }
    : { type: "success" as const, message: everywhere ? SIGN_OUT_MESSAGES.everywhere : SIGN_OUT_MESSAGES.here };
  return redirectWithToast("/", toast, { headers: { "Set-Cookie": cookie } });
}
