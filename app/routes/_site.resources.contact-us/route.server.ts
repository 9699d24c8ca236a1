import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ContactActionData } from "~/components/contact/contact-form";
import { CONTACT_MESSAGES, contactSchema } from "~/schemas/contact";
import { contactErrorMessage } from "~/services/contact.server";
import { logNotSent, submitLead } from "~/leads/lead-outbox.server";
import { originOf } from "~/leads/origin.server";
import { clientKey, leadSource, rateLimit } from "~/platform/rate-limit.server";
import { assertHuman, readFormData } from "~/platform/security.server";
import { assertSameOrigin } from "~/edge/origin.server";
import { env } from "~/platform/env.server";
import { staticHead } from "~/kits/seo/head.server";
import { CONTACT_WHATSAPP_TEXT, whatsappHref } from "~/utils/whatsapp";
import { getProject } from "~/services/projects.server";
import { isPublicProject } from "~/records/project";
import { projectEnquiry } from "~/utils/project-page";
import { CONTACT_SUBJECTS } from "~/vocabulary/contact-subjects";

// The contact page's loader and action, kept out of route.tsx so the server modules never reach the browser
// (the page loads the schema on its own, when the form is first used).

/** The form's constraint attributes (required, lengths), read from its schema once. */
const constraint = getZodConstraint(contactSchema);

/**
 * What the form starts with when a project's page sent the visitor ('Start a project like this',
 * `?subject=architecture&project=3`): that project type chosen, the project named in the message.
 * An unknown type or project, or an API that fails, leaves the form empty.
 */
async function startingValues(params: URLSearchParams): Promise<{ subject?: string; message?: string }> {
  const subject = CONTACT_SUBJECTS.find((option) => option.value === params.get("subject"))?.value;
  const id = Number(params.get("project"));
  let message: string | undefined;
  if (Number.isInteger(id) && id > 0) {
    const project = await getProject(id).catch((error: unknown) => {
      console.error("contact: the project to name failed:", error instanceof Error ? error.message : error);
      return null;
    });
    // A draft (or a project whose publish date is ahead) is named nowhere a visitor sees.
    if (project && isPublicProject(project)) message = projectEnquiry(project);
  }
  return { subject, message };
}

/** The page's head, the form's constraints and starting values, and 'Continue on WhatsApp' when STUDIO_WHATSAPP is set. */
export async function loader({ request }: LoaderFunctionArgs) {
  const number = env().STUDIO_WHATSAPP;
  return json({
    head: staticHead(request, "/resources/contact-us"),
    constraint,
    initial: await startingValues(new URL(request.url).searchParams),
    whatsapp: number ? whatsappHref(number, CONTACT_WHATSAPP_TEXT) : null,
  });
}

/** Messages a client may send: 5 per 10 minutes (counted once they pass validation). */
const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

export async function action({ request, context }: ActionFunctionArgs) {
  // Public form: no per-visitor token (the page is shared); another site's post is refused (decision 007).
  assertSameOrigin(request);
  const formData = await readFormData(request);
  await assertHuman(formData);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return json<ContactActionData>({ result: submission.reply(), alert: null }, { status: 400 });
  }
  if (!(await rateLimit(clientKey("contact", request, context), CONTACT_LIMIT)).ok) {
    return json<ContactActionData>(
      { result: submission.reply(), alert: { type: "error", message: CONTACT_MESSAGES.tooMany } },
      { status: 429 },
    );
  }
  try {
    // Stored in the outbox before this answer; the API gets it now or once it is back (DESIGN rule 9).
    const sent = await submitLead(
      { kind: "contact", ...submission.value },
      leadSource(request, context),
      originOf(request, formData),
    );
    if (!sent.ok) throw sent.error;
    return json<ContactActionData>({
      result: submission.reply({ resetForm: true }),
      alert: { type: "success", message: sent.message ?? CONTACT_MESSAGES.success, reference: sent.reference },
    });
  } catch (error) {
    logNotSent("Contact message not sent", error);
    return json<ContactActionData>(
      { result: submission.reply(), alert: { type: "error", message: contactErrorMessage(error) } },
      { status: 502 },
    );
  }
}
