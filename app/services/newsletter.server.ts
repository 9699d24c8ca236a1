import { signedCookie } from "~/platform/signed-cookie.server";
import { statusMessageSchema } from "~/schemas/api";
import { NEWSLETTER_MESSAGES, newsletterResultSchema, type NewsletterResult } from "~/schemas/newsletter";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";

/** POST forms/newsletter.php: 201 subscribed, 200 already subscribed, 422 invalid. */
const PATH = "forms/newsletter.php";

const isRefusal = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError && error.kind === "status" && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;

/**
 * Signs an address up (docs/api-contract.md): 201 'Thank you for subscribing!',
 * 200 "You're already subscribed.", a 4xx with the reason (a PHP API answers a duplicate with 400). Never throws: the
 * footer shows the result either way.
 */
export async function subscribe(email: string): Promise<NewsletterResult> {
  try {
    const { data } = await upstream({
      path: PATH,
      method: "POST",
      json: { email },
      schema: statusMessageSchema,
      timeoutMs: TIMEOUT.short,
    });
    return { ok: true, message: data.message?.trim() || NEWSLETTER_MESSAGES.subscribed };
  } catch (error) {
    // A refusal (4xx: a bad or already subscribed address) is the visitor's to read, in the API's words.
    if (isRefusal(error) && error.serverMessage) return { ok: false, message: error.serverMessage };
    console.error(`Newsletter sign-up failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  }
}

/**
 * The sign-up as the outbox delivers it (lead-outbox.server.ts): the API's message on 200/201,
 * an UpstreamError otherwise; `idempotencyKey` is sent as a header and a field.
 */
export async function deliverSubscription(
  email: string,
  { idempotencyKey, timeoutMs = TIMEOUT.short }: { idempotencyKey: string; timeoutMs?: number },
): Promise<string> {
  const { data } = await upstream({
    path: PATH,
    method: "POST",
    json: { email, idempotency_key: idempotencyKey },
    headers: { "Idempotency-Key": idempotencyKey },
    schema: statusMessageSchema,
    timeoutMs,
  });
  return data.message?.trim() || NEWSLETTER_MESSAGES.subscribed;
}

/**
 * Without JavaScript the sign-up redirects back to the page it came from; this
 * one-time cookie carries the result there so the footer can show it.
 */
const flashCookie = signedCookie("__newsletter", 60);

export function flashNewsletterResult(result: NewsletterResult): Promise<string> {
  return flashCookie.serialize(result);
}

/** The flashed result, and the header that clears it, when this request carries one. */
export async function readNewsletterFlash(
  request: Request,
): Promise<{ result: NewsletterResult | null; setCookie: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__newsletter=")) return { result: null, setCookie: null };
  const parsed = newsletterResultSchema.safeParse(await flashCookie.parse(header));
  const setCookie = await flashCookie.serialize("", { maxAge: 0 });
  return { result: parsed.success ? parsed.data : null, setCookie };
}
