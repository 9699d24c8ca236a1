import { useLoaderData } from "@remix-run/react";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactPage } from "~/components/marketing/contact-page";
import { staticPage } from "~/kits/seo/static-page";
import type { loader } from "~/routes/_site.resources.contact-us/route.server";

export const { links, meta } = staticPage;

// In their own module so the server modules stay on the server; the form's schema is loaded by the page on its own.
export { action, loader } from "~/routes/_site.resources.contact-us/route.server";

export default function Page() {
  const { constraint, initial, whatsapp } = useLoaderData<typeof loader>();
  return <ContactPage form={<ContactForm constraint={constraint} initial={initial} />} whatsapp={whatsapp} />;
}
