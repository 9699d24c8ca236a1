import { staticPage } from "~/utils/static-page";

export { AboutPage as default } from "~/components/marketing/about-page";
export const { links, meta, handle } = staticPage("/resources/about-us");
