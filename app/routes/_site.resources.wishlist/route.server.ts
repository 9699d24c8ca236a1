import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE } from "~/edge/cache-policy.server";
import { assertSameOrigin } from "~/edge/origin.server";
import { readFormData } from "~/platform/security.server";
import { basketChangeSchema } from "~/schemas/basket";
import { ENQUIRY_MESSAGES } from "~/schemas/enquiry";
import { addableProduct, currentLines, wishableProduct } from "~/leads/enquiry.server";
import {
  addLine,
  basketCookie,
  basketReply,
  readBasket,
  readWishlist,
  toggleWish,
  wishlistCookie,
} from "~/basket/basket.server";
import { WISHLIST_PATH } from "~/utils/site";

/**
 * 'Wishlist' on a card or in Quick View (intent save / remove: idempotent, so
 * a double click cannot undo itself) and the wishlist page's 'Move to
 * enquiry' (add one to the basket, then take it off the wishlist).
 */
async function changeWishlist(request: Request, formData: FormData, intent: string): Promise<Response> {
  const change = basketChangeSchema.safeParse(Object.fromEntries(formData));
  const ids = await readWishlist(request);
  const reply = async (ok: boolean, message: string | null, next?: number[], basket?: string) =>
    basketReply(formData, {
      ok,
      message,
      cookies: [...(next ? [await wishlistCookie(next)] : []), ...(basket ? [basket] : [])],
      fallback: WISHLIST_PATH,
    });
  if (!change.success) return reply(false, ENQUIRY_MESSAGES.gone);
  const id = change.data.productId;

  if (intent === "remove")
    return reply(
      true,
      "Removed from your wishlist",
      ids.includes(id) ? ids.filter((other) => other !== id) : undefined,
    );

  try {
    if (intent === "save") {
      if (ids.includes(id)) return reply(true, "Saved to your wishlist");
      if (!(await wishableProduct(id))) return reply(false, ENQUIRY_MESSAGES.gone);
      const toggled = toggleWish(ids, id);
      if (!toggled.ok) return reply(false, ENQUIRY_MESSAGES.wishlistFull);
      return reply(true, "Saved to your wishlist", toggled.ids);
    }
    // intent === "move"
    const product = await addableProduct(id);
    if (!product.ok) return reply(false, product.message);
    const added = addLine(await readBasket(request), product.id, 1, product.max);
    if (!added.ok) return reply(false, ENQUIRY_MESSAGES.full);
    const rest = ids.filter((other) => other !== id);
    return reply(true, ENQUIRY_MESSAGES.added, rest, await basketCookie(added.lines));
  } catch (error) {
    console.error(`Wishlist change failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply(false, ENQUIRY_MESSAGES.unreachable);
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE });

/** The saved products, read from the API now (the cookie holds their ids only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ids = await readWishlist(request);
  const headers = { "Cache-Control": PRIVATE };
  try {
    const items = await currentLines(ids.map((id) => ({ id, quantity: 1 })));
    return json({ ok: true as const, items }, { headers });
  } catch (error) {
    console.error("wishlist: products failed:", error instanceof Error ? error.message : error);
    return json({ ok: false as const, items: [] }, { status: 502, headers });
  }
}

const INTENTS = new Set(["save", "remove", "move"]);

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  if (!INTENTS.has(intent)) throw new Response("Unknown action", { status: 400 });
  return changeWishlist(request, formData, intent);
}
