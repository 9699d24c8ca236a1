import { staticPage } from "~/utils/static-page";

export { NewBuildPage as default } from "~/components/marketing/services/newbuild";
export const { links, meta, handle } = staticPage("/services/newbuild-service");
