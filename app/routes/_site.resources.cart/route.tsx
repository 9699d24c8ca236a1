import { Form, Link, useLoaderData } from "@remix-run/react";
import { ListingError } from "~/components/listing";
import { BasketLines } from "~/components/shop/basket-lines";
import { EnquiryForm } from "~/components/shop/enquiry-form";
import { EnquirySent } from "~/components/shop/enquiry-sent";
import { EnquiryPageHeader, enquiryPageLinks, enquiryPageMeta } from "~/components/shop/enquiry-page";
import { CART_PATH, WISHLIST_PATH } from "~/utils/site";
import type { loader } from "~/routes/_site.resources.cart/route.server";

export const links = enquiryPageLinks;

export const meta = enquiryPageMeta("Your enquiry");

export { action, headers, loader } from "~/routes/_site.resources.cart/route.server";

export default function Cart() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="container enquiry-page">
      <EnquiryPageHeader title="Your enquiry">
        Choose the pieces you want and send them to the studio in one message. We confirm availability, delivery in
        Accra or further, and payment by mobile money or bank transfer.
      </EnquiryPageHeader>
      {data.sent ? <EnquirySent sent={data.sent} whatsapp={data.whatsapp} /> : null}
      {!data.ok ? (
        <ListingError message="Failed to load products. Please try again later." />
      ) : data.lines.length === 0 ? (
        data.sent ? null : (
          <div className="listing-empty">
            <h2>Your enquiry is empty</h2>
            <p>Add pieces from the shop, or move them here from your wishlist.</p>
            <p className="enquiry-page__links">
              <Link to="/resources/shop" className="button button--primary">
                Browse the shop
              </Link>
              <Link to={WISHLIST_PATH} className="button button--ghost">
                Your wishlist
              </Link>
            </p>
          </div>
        )
      ) : (
        <div className="enquiry-page__grid">
          <section aria-labelledby="basket-title">
            <h2 id="basket-title" className="visually-hidden">
              Products
            </h2>
            <BasketLines lines={data.lines} total={data.total} />
            <Form method="post" action={CART_PATH} className="enquiry-page__clear">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="button button--ghost button--small">
                Empty enquiry
              </button>
            </Form>
          </section>
          <EnquiryForm constraint={data.constraint} />
        </div>
      )}
    </div>
  );
}
