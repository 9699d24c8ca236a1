import type { LinksFunction } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import blogStyles from "~/styles/blog.css";
import { shopStylesheet } from "~/components/shop/enquiry-buttons";
import enquiryStyles from "~/styles/enquiry.css";

/** What the visitor's own shop pages, the enquiry basket and the wishlist, share: stylesheets, head and header. */

export const enquiryPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: blogStyles },
  shopStylesheet,
  { rel: "stylesheet", href: enquiryStyles },
];

/** A page of one visitor's choices: titled, and kept out of search engines. */
export const enquiryPageMeta =
  (title: string): MetaFunction =>
  () => [{ title: `${title} | Shop | Aniwa Studio` }, { name: "robots", content: "noindex" }];

export function EnquiryPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="enquiry-page__header">
      <p className="eyebrow">Shop</p>
      <h1>{title}</h1>
      <p className="enquiry-page__lead">{children}</p>
    </header>
  );
}
