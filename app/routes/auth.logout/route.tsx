import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { assertCsrf, readFormData } from "~/security.server";
import { signOutAdmin } from "~/session.server";
import { redirectWithToast } from "~/toast.server";

/** Sign-out is a POST only (a link or a prefetch must never sign anyone out). */
export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  await assertCsrf(request, await readFormData(request));
  return redirectWithToast(
    "/",
    { type: "success", message: "You are logged out" },
    { headers: { "Set-Cookie": await signOutAdmin(request) } },
  );
}
