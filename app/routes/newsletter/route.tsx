import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { NEWSLETTER_MESSAGES, newsletterSchema, type NewsletterResult } from "~/schemas/newsletter";
import { flashNewsletterResult } from "~/services/newsletter.server";
import { subscribeThroughOutbox } from "~/leads/lead-outbox.server";
import { clientKey, leadSource, rateLimit } from "~/platform/rate-limit.server";
import { assertHuman, readFormData, safePath } from "~/platform/security.server";
import { assertSameOrigin } from "~/edge/origin.server";

/**
 * POST /newsletter: the footer's sign-up. With JavaScript the footer posts here
 * through a fetcher (field `inline`) and shows the answer in place; without it
 * the answer rides a one-time cookie back to the page the visitor came from,
 * scrolled to the footer.
 */

const NEWSLETTER_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

async function signUp(request: Request, context: unknown, formData: FormData): Promise<NewsletterResult> {
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    return { ok: false, message: submission.error?.email?.[0] ?? NEWSLETTER_MESSAGES.emailFormat };
  }
  if (!(await rateLimit(clientKey("newsletter", request, context), NEWSLETTER_LIMIT)).ok) {
    return { ok: false, message: NEWSLETTER_MESSAGES.tooMany };
  }
  return subscribeThroughOutbox(submission.value.email, leadSource(request, context));
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Public form: no per-visitor token (the page is shared); another site's post is refused (decision 007).
  assertSameOrigin(request);
  const formData = await readFormData(request);
  await assertHuman(formData);
  const result = await signUp(request, context, formData);
  if (formData.get("inline") === "1") return json(result, { status: result.ok ? 200 : 400 });

  const redirectTo = formData.get("redirectTo");
  const back = safePath(typeof redirectTo === "string" ? redirectTo : null, "/").split("#")[0];
  const email = String(formData.get("email") ?? "").slice(0, 254);
  const flash = await flashNewsletterResult(result.ok ? result : { ...result, email });
  return redirect(`${back}#site-footer`, { status: 303, headers: { "Set-Cookie": flash } });
}

/** Someone who opens /newsletter directly lands on the sign-up in the footer. */
export function loader() {
  return redirect("/#site-footer");
}
