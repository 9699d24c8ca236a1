import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ListingError } from "~/components/listing";
import { BasketLines } from "~/components/shop/basket-lines";
import { EnquiryForm } from "~/components/shop/enquiry-form";
import { EnquirySent } from "~/components/shop/enquiry-sent";
import { EnquiryPageHeader, enquiryPageLinks, enquiryPageMeta } from "~/components/shop/enquiry-page";
import { CART_PATH, WISHLIST_PATH } from "~/utils/site";
import { currentLines } from "~/services/enquiry.server";
import { readFormData } from "~/security.server";
import { readBasket } from "~/utils/basket.server";
import { enquiryTotal, type EnquiryLine } from "~/utils/enquiry";
import { PRIVATE } from "~/edge/cache-policy.server";
import { assertSameOrigin } from "~/edge/origin.server";
import { addToBasket, changeBasket, sendBasket } from "./actions.server";
import { readSent } from "./sent.server";

export const links = enquiryPageLinks;

export const meta = enquiryPageMeta("Your enquiry");

/** The visitor's own basket: never stored by a shared cache (DESIGN rule 7). */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE });

/** Names, prices and stock are read from the API now; the cookie only says which products and how many. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { sent, setCookie } = await readSent(request);
  const headers = new Headers({ "Cache-Control": PRIVATE });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  let lines: EnquiryLine[];
  try {
    lines = await currentLines(await readBasket(request));
  } catch (error) {
    console.error("enquiry: products failed:", error instanceof Error ? error.message : error);
    return json({ ok: false as const, sent, lines: [], total: 0 }, { status: 502, headers });
  }
  return json({ ok: true as const, sent, lines, total: enquiryTotal(lines) }, { headers });
}

const CHANGES = new Set(["increment", "decrement", "set", "remove", "clear"]);

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "send") return sendBasket(request, context, formData);
  if (intent === "add") return addToBasket(request, formData);
  if (CHANGES.has(intent)) return changeBasket(request, formData, intent);
  throw new Response("Unknown action", { status: 400 });
}

export default function Cart() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="container enquiry-page">
      <EnquiryPageHeader title="Your enquiry">
        Choose the pieces you want and send them to the studio in one message. We confirm availability, delivery in
        Accra or further, and payment by mobile money or bank transfer.
      </EnquiryPageHeader>
      {data.sent ? <EnquirySent sent={data.sent} /> : null}
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
          <EnquiryForm />
        </div>
      )}
    </div>
  );
}
