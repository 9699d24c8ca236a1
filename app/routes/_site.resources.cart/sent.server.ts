import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { env, sessionSecrets } from "~/platform/env.server";
import type { SentEnquiry } from "~/leads/enquiry.server";
import type { SentSummary } from "~/utils/enquiry";

/**
 * What the confirmation page shows after a sent enquiry (Post/Redirect/Get):
 * a one-time signed cookie with the lines as they were sent (id, name cut
 * short, SKU, quantity, unit price) and the total, read once and deleted.
 * Unlike the basket it holds names and prices, because it records what the
 * studio was sent; it is only ever shown back, never read as a basket.
 */

const sentSchema = z.object({
  email: z.string().max(254),
  confirmation: z.string().max(300),
  reference: z.string().max(20).nullish(),
  total: z.number(),
  lines: z
    .array(z.tuple([z.number().int(), z.string().max(48), z.string().max(32), z.number().int(), z.number()]))
    .max(20),
});

const storage = createCookieSessionStorage({
  cookie: {
    name: "__enquiry_sent",
    httpOnly: true,
    sameSite: "lax",
    // Not /resources/cart: the page's single-fetch data request (/resources/cart.data) must carry it too.
    path: "/resources",
    maxAge: 10 * 60,
    secure: env().NODE_ENV === "production",
    secrets: sessionSecrets(),
  },
});

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** Browsers keep cookies up to 4096 bytes; names are cut further when long ones would pass that. */
const COOKIE_BUDGET = 3800;

export async function sentCookie(email: string, sent: SentEnquiry): Promise<string> {
  let cookie = "";
  for (const nameLimit of [48, 16, 1]) {
    const session = await storage.getSession();
    session.flash(
      "sent",
      sentSchema.parse({
        email,
        confirmation: cut(sent.confirmation, 300),
        reference: sent.reference,
        total: sent.total,
        lines: sent.lines.map((line) => [
          line.id,
          cut(line.name ?? "", nameLimit),
          cut(line.sku, 32),
          line.quantity,
          line.unitPrice,
        ]),
      }),
    );
    cookie = await storage.commitSession(session);
    if (cookie.length <= COOKIE_BUDGET) break;
  }
  return cookie;
}

/** The summary of the enquiry just sent, once; `setCookie` deletes it. */
export async function readSent(request: Request): Promise<{ sent: SentSummary | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("__enquiry_sent=")) return { sent: null, setCookie: null };
  const session = await storage.getSession(cookieHeader);
  const parsed = sentSchema.safeParse(session.get("sent"));
  const setCookie = await storage.destroySession(session);
  if (!parsed.success) return { sent: null, setCookie };
  const { lines, ...rest } = parsed.data;
  return {
    setCookie,
    sent: {
      ...rest,
      lines: lines.map(([id, name, sku, quantity, unitPrice]) => ({
        id,
        name,
        sku,
        quantity,
        unitPrice,
        lineTotal: Math.round(unitPrice * 100 * quantity) / 100,
      })),
    },
  };
}
