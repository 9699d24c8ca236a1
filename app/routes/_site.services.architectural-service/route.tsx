import { staticPage } from "~/utils/static-page";

export { ArchitecturalPage as default } from "~/components/marketing/services/architectural";
export const { links, meta, handle } = staticPage("/services/architectural-service");
