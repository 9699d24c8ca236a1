import { staticPage } from "~/utils/static-page";

export { ExtensionsPage as default } from "~/components/marketing/services/extensions";
export const { links, meta, handle } = staticPage("/services/extention-service");
