import { useRouteLoaderData } from "@remix-run/react";
import type { SiteData } from "~/utils/route-data";

/** The visitor's basket count and wishlist, from the public layout's loader (empty without cookies). */
export function useEnquiryState(): { count: number; wishlist: readonly number[] } {
  const data = useRouteLoaderData<SiteData>("routes/_site");
  return { count: data?.enquiry?.count ?? 0, wishlist: data?.enquiry?.wishlist ?? [] };
}
