import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/**
 * The spec's service links (/services/{id}) are not pages of ours: each id
 * answers a 301 to the closest real page. The four service pages are static
 * routes, so they win over this one.
 */
const CLOSEST: [RegExp, string][] = [
  [/renovat|restor|refurb|kitchen|bath|heritage|refresh|fit-?out|upgrade|reuse/, "/services/renovation-service"],
  [/exten|addition|annex|storey|wing|garden-room/, "/services/extention-service"],
  [/new-?build|residential|house|home|villa|style/, "/services/newbuild-service"],
  [/interior|styling|staging|product|furniture|design-consult/, "/resources/projects"],
];

export function closestServicePage(id: string): string {
  const key = id.toLowerCase();
  return CLOSEST.find(([pattern]) => pattern.test(key))?.[1] ?? "/services/architectural-service";
}

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(closestServicePage(params.id ?? ""), 301);
}
