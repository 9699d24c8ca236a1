import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { legacyTarget } from "~/utils/legacy-links";

export const meta: MetaFunction = () => [{ title: "Page Not Found | Aniwa Studio" }];

/**
 * Every path no other route claims: the spec's old links answer a 301 to their
 * page (~/utils/legacy-links); anything else is a real 404 with the spec's page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const target = legacyTarget(new URL(request.url).pathname);
  if (target) throw redirect(target, 301);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
