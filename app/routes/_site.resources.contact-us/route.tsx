import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticPageData } from "~/kits/seo/head.server";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactPage } from "~/components/marketing/contact-page";
import { staticPage } from "~/kits/seo/static-page";

export const { links, meta } = staticPage;
export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/resources/contact-us");

// In its own module so the schema and zod stay on the server.
export { action } from "~/routes/_site.resources.contact-us/route.server";

export default function Page() {
  return <ContactPage form={<ContactForm />} />;
}
