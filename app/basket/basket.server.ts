import { createCookie, json, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { env, sessionSecrets } from "~/platform/env.server";
import { safePath } from "~/platform/security.server";
import { redirectWithToast } from "~/platform/toast.server";

/**
 * The enquiry basket and the wishlist: two signed cookies holding product ids
 * (and, for the basket, quantities) and nothing else. Names and prices are
 * never stored: pages re-read them from the API. A cookie whose signature or
 * shape is wrong, or that is over its bounds, is dropped, never trusted
 * (docs/decisions/008-enquiry-basket.md).
 */

export const MAX_LINES = 20;
export const MAX_WISHLIST = 50;
const MAX_LINE_QUANTITY = 99;

const BASKET_COOKIE = "__enquiry";
const WISHLIST_COOKIE = "__wishlist";

/** Baskets outlive a browsing session, as visitors come back to send them; 60 days. */
const MAX_AGE_S = 60 * 24 * 60 * 60;

export interface BasketLine {
  id: number;
  quantity: number;
}

const productId = z.number().int().positive().max(2_147_483_647);
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const uniqueIds = (ids: number[]) => new Set(ids).size === ids.length;

/** Stored as [[id, quantity], …]: the smallest shape that still reads as JSON. */
const basketValue = z
  .array(z.tuple([productId, quantity]))
  .max(MAX_LINES)
  .refine((lines) => uniqueIds(lines.map(([id]) => id)));
const wishlistValue = z.array(productId).max(MAX_WISHLIST).refine(uniqueIds);

export interface EnquiryStore {
  readBasket(request: Request): Promise<BasketLine[]>;
  basketCookie(lines: BasketLine[]): Promise<string>;
  readWishlist(request: Request): Promise<number[]>;
  wishlistCookie(ids: number[]): Promise<string>;
}

function signedCookie(name: string, secrets: string[], secure: boolean): Cookie {
  return createCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secure, secrets, maxAge: MAX_AGE_S });
}

async function parsed<T>(cookie: Cookie, request: Request, schema: z.ZodType<T>): Promise<T | null> {
  let value: unknown;
  try {
    // A bad signature reads as null; a broken payload as {} (Remix' decoder).
    value = await cookie.parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** The store over the given secrets (the first signs, all verify, as for the session). */
export function createEnquiryStore(secrets: string[], secure: boolean): EnquiryStore {
  const basket = signedCookie(BASKET_COOKIE, secrets, secure);
  const wishlist = signedCookie(WISHLIST_COOKIE, secrets, secure);
  // An empty list deletes its cookie, so the visitor's pages are shareable again.
  const expire = (cookie: Cookie) => cookie.serialize("", { maxAge: 0 });
  return {
    async readBasket(request) {
      const lines = await parsed(basket, request, basketValue);
      return (lines ?? []).map(([id, quantity]) => ({ id, quantity }));
    },
    async basketCookie(lines) {
      if (lines.length === 0) return expire(basket);
      return basket.serialize(basketValue.parse(lines.map((line) => [line.id, line.quantity])));
    },
    async readWishlist(request) {
      return (await parsed(wishlist, request, wishlistValue)) ?? [];
    },
    async wishlistCookie(ids) {
      return ids.length === 0 ? expire(wishlist) : wishlist.serialize(wishlistValue.parse(ids));
    },
  };
}

let store: EnquiryStore | undefined;
function defaultStore(): EnquiryStore {
  store ??= createEnquiryStore(sessionSecrets(), env().NODE_ENV === "production");
  return store;
}

export const readBasket = (request: Request) => defaultStore().readBasket(request);
export const basketCookie = (lines: BasketLine[]) => defaultStore().basketCookie(lines);
export const readWishlist = (request: Request) => defaultStore().readWishlist(request);
export const wishlistCookie = (ids: number[]) => defaultStore().wishlistCookie(ids);

/**
 * Whether the request carries a basket or wishlist cookie at all: without one
 * the page is the same for every visitor and nothing is parsed.
 */
export function hasEnquiryCookies(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  return header.split(";").some((pair) => {
    const name = pair.trim().split("=")[0];
    return name === BASKET_COOKIE || name === WISHLIST_COOKIE;
  });
}

/** How many items the header badge shows: the quantities added up. */
export const itemCount = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export type AddResult = { ok: true; lines: BasketLine[]; quantity: number } | { ok: false; reason: "full" };

/**
 * Adds `quantity` of a product: a line already there grows, capped at `max`
 * (the product's stock); a new line needs room under MAX_LINES.
 */
export function addLine(lines: readonly BasketLine[], id: number, quantity: number, max: number): AddResult {
  const cap = Math.max(1, Math.min(max, MAX_LINE_QUANTITY));
  const existing = lines.find((line) => line.id === id);
  if (existing) {
    const next = Math.min(existing.quantity + quantity, cap);
    return { ok: true, quantity: next, lines: lines.map((line) => (line.id === id ? { id, quantity: next } : line)) };
  }
  if (lines.length >= MAX_LINES) return { ok: false, reason: "full" };
  const next = Math.min(Math.max(1, quantity), cap);
  return { ok: true, quantity: next, lines: [...lines, { id, quantity: next }] };
}

/** Sets a line's quantity (1..MAX_LINE_QUANTITY); a line not in the basket stays out. */
export function setLine(lines: readonly BasketLine[], id: number, quantity: number): BasketLine[] {
  const next = Math.min(Math.max(1, Math.trunc(quantity)), MAX_LINE_QUANTITY);
  return lines.map((line) => (line.id === id ? { id, quantity: next } : line));
}

export const removeLine = (lines: readonly BasketLine[], id: number) => lines.filter((line) => line.id !== id);

export type ToggleResult = { ok: true; ids: number[]; saved: boolean } | { ok: false; reason: "full" };

/** Saves a product to the wishlist (newest first) or takes it out when it is there. */
export function toggleWish(ids: readonly number[], id: number): ToggleResult {
  if (ids.includes(id)) return { ok: true, saved: false, ids: ids.filter((other) => other !== id) };
  if (ids.length >= MAX_WISHLIST) return { ok: false, reason: "full" };
  return { ok: true, saved: true, ids: [id, ...ids] };
}

/** What a fetcher gets back from a basket or wishlist change. */
export interface BasketReply {
  ok: boolean;
  message: string | null;
}

/**
 * The answer to a basket or wishlist post. A fetcher (`inline=1`) gets JSON
 * and shows the message as a toast; a plain form post is sent back (303) to
 * `redirectTo` (a same-site path) with the message as a flash toast. Either
 * way the cookies are set and nothing is cached.
 */
export async function basketReply(
  formData: FormData,
  reply: BasketReply & { cookies: string[]; fallback: string },
): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of reply.cookies) headers.append("Set-Cookie", cookie);
  const body: BasketReply = { ok: reply.ok, message: reply.message };
  if (formData.get("inline") === "1") return json(body, { status: reply.ok ? 200 : 409, headers });
  const redirectTo = formData.get("redirectTo");
  const back = safePath(typeof redirectTo === "string" ? redirectTo : null, reply.fallback);
  if (!reply.message) return new Response(null, { status: 303, headers: mergeLocation(headers, back) });
  return redirectWithToast(
    back,
    { type: reply.ok ? "success" : "error", message: reply.message },
    { status: 303, headers },
  );
}

function mergeLocation(headers: Headers, location: string): Headers {
  headers.set("Location", location);
  return headers;
}
