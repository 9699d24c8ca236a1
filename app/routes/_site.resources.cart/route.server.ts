import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { CONTACT_MESSAGES } from "~/schemas/contact";
import { basketChangeSchema } from "~/schemas/basket";
import { ENQUIRY_MESSAGES, enquirySchema } from "~/schemas/enquiry";
import { contactErrorMessage } from "~/services/contact.server";
import { addableProduct, currentLines, NothingToOrderError, sendEnquiry } from "~/leads/enquiry.server";
import { originOf } from "~/leads/origin.server";
import { clientKey, leadSource, rateLimit } from "~/platform/rate-limit.server";
import { assertHuman, readFormData } from "~/platform/security.server";
import { PRIVATE } from "~/edge/cache-policy.server";
import { assertSameOrigin } from "~/edge/origin.server";
import { env } from "~/platform/env.server";
import { enquiryTotal, type EnquiryLine, type SentSummary } from "~/utils/enquiry";
import { enquiryWhatsappText, whatsappHref } from "~/utils/whatsapp";
import { logNotSent } from "~/leads/lead-outbox.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  addLine,
  basketCookie,
  basketReply,
  readBasket,
  removeLine,
  setLine,
  type BasketLine,
} from "~/basket/basket.server";
import { CART_PATH } from "~/utils/site";
import { readSent, sentCookie } from "./sent.server";

const NOT_STORED = { "Cache-Control": PRIVATE } as const;

/** The contact form's per-client limit: 5 messages per 10 minutes (both send to the same API). */
const ENQUIRY_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

const reply = async (formData: FormData, ok: boolean, message: string | null, lines?: BasketLine[]) =>
  basketReply(formData, {
    ok,
    message,
    cookies: lines ? [await basketCookie(lines)] : [],
    fallback: CART_PATH,
  });

/** 'Add to Cart' on a card, in Quick View or from the wishlist: the product is read fresh from the API. */
async function addToBasket(request: Request, formData: FormData): Promise<Response> {
  const change = basketChangeSchema.safeParse(Object.fromEntries(formData));
  if (!change.success) return reply(formData, false, ENQUIRY_MESSAGES.gone);
  let product;
  try {
    product = await addableProduct(change.data.productId);
  } catch (error) {
    console.error(`Enquiry add failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply(formData, false, ENQUIRY_MESSAGES.unreachable);
  }
  if (!product.ok) return reply(formData, false, product.message);
  const added = addLine(await readBasket(request), product.id, change.data.quantity, product.max);
  if (!added.ok) return reply(formData, false, ENQUIRY_MESSAGES.full);
  return reply(formData, true, ENQUIRY_MESSAGES.added, added.lines);
}

/** The basket page's stepper, quantity field, 'Remove' and 'Empty enquiry'. */
async function changeBasket(request: Request, formData: FormData, intent: string): Promise<Response> {
  const lines = await readBasket(request);
  if (intent === "clear") return reply(formData, true, "Your enquiry is empty now.", []);
  const change = basketChangeSchema.safeParse(Object.fromEntries(formData));
  const line = change.success ? lines.find((l) => l.id === change.data.productId) : undefined;
  // A line already gone (another tab removed it) leaves the basket as it is.
  if (!change.success || !line) return reply(formData, true, null, lines);
  if (intent === "remove") return reply(formData, true, "Removed from your enquiry", removeLine(lines, line.id));
  const quantity =
    intent === "increment" ? line.quantity + 1 : intent === "decrement" ? line.quantity - 1 : change.data.quantity;
  // The page caps what it counts at the stock, re-read at render time.
  return reply(formData, true, null, setLine(lines, line.id, quantity));
}

export interface EnquiryActionData {
  result: SubmissionResult<string[]>;
  alert: { type: "error"; message: string } | null;
}

/**
 * 'Send enquiry': the honeypot, the form's rules, the per-client limit, then
 * one message built from the basket as it is now. On 201 the basket is
 * emptied and the visitor lands on the confirmation (Post/Redirect/Get); on
 * any failure the basket and the typed values are kept.
 */
async function sendBasket(request: Request, context: unknown, formData: FormData): Promise<Response> {
  await assertHuman(formData);
  const submission = parseWithZod(formData, { schema: enquirySchema });
  const refuse = (status: number, message: string | null) =>
    json<EnquiryActionData>(
      { result: submission.reply(), alert: message ? { type: "error", message } : null },
      { status, headers: NOT_STORED },
    );
  if (submission.status !== "success") return refuse(400, null);
  const basket = await readBasket(request);
  if (basket.length === 0) return refuse(409, ENQUIRY_MESSAGES.empty);
  if (!(await rateLimit(clientKey("enquiry", request, context), ENQUIRY_LIMIT)).ok) {
    return refuse(429, CONTACT_MESSAGES.tooMany);
  }
  try {
    const sent = await sendEnquiry(submission.value, basket, leadSource(request, context), originOf(request, formData));
    const headers = new Headers(NOT_STORED);
    headers.append("Set-Cookie", await basketCookie([]));
    headers.append("Set-Cookie", await sentCookie(submission.value.email, sent));
    return redirectWithToast(CART_PATH, { type: "success", message: sent.confirmation }, { status: 303, headers });
  } catch (error) {
    if (error instanceof NothingToOrderError) return refuse(409, error.message);
    logNotSent("Enquiry not sent", error);
    return refuse(502, contactErrorMessage(error));
  }
}

/** The enquiry form's constraint attributes (required, lengths), read from its schema once. */
const constraint = getZodConstraint(enquirySchema);

/** The visitor's own basket: never stored by a shared cache (DESIGN rule 7). */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE });

/** 'Continue on WhatsApp' with the enquiry just sent, when STUDIO_WHATSAPP is set (decision 008). */
function whatsappFor(sent: SentSummary | null): string | null {
  const number = env().STUDIO_WHATSAPP;
  return sent && number ? whatsappHref(number, enquiryWhatsappText(sent)) : null;
}

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
    return json(
      { ok: false as const, sent, whatsapp: whatsappFor(sent), lines: [], total: 0, constraint },
      { status: 502, headers },
    );
  }
  return json(
    { ok: true as const, sent, whatsapp: whatsappFor(sent), lines, total: enquiryTotal(lines), constraint },
    { headers },
  );
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
