import { staticPage } from "~/utils/static-page";

export { RenovationPage as default } from "~/components/marketing/services/renovation";
export const { links, meta, handle } = staticPage("/services/renovation-service");
