import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { LIST_HEADERS } from "~/kits/admin-list/list.server";
import type { Lead } from "~/schemas/leads";
import { saveErrorMessage } from "~/services/client.server";
import { getLead, isMissingExtension, setLeadStatus } from "~/services/leads.server";
import { assertCsrf } from "~/platform/security.server";
import { isOwnView } from "~/edge/origin.server";
import { endSessionOnUnauthorized, requireAdmin, type Admin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { getSiteLead, setSiteLeadStatus } from "~/leads/lead-record.server";
import { addNote, noteReplied, noteStatus, setStage } from "~/leads/pipeline.server";
import { leadWork, siteRecordOf, workKeyOf, type InboxLead } from "~/leads/lead-work.server";
import { mailState } from "~/leads/lead-alerts.server";
import { canReplyByMail, replyToLead } from "~/leads/reply.server";
import type { ZodError } from "zod";
import { noteFormSchema, replyFormSchema, stageFormSchema } from "~/schemas/lead-pipeline";
import { visitorWhatsAppHref } from "~/utils/whatsapp";
import { INBOX, replyHref, sourceLabel, subjectLabel, type LeadView } from "~/utils/leads";
import { leadStageBadge, leadStatusBadge, parseLeadKey, parseSiteLeadKey, type LeadStatus } from "~/vocabulary/leads";

/** The list as the admin left it: `?from=` holds its query string (only ever appended to the inbox's path). */
function listHref(url: URL): string {
  const from = url.searchParams.get("from") ?? "";
  return from.startsWith("?") && !from.includes("#") ? `${INBOX}${from}` : INBOX;
}

/** An API lead (`contact-12`) or one of the site's own record (`contact-<uuid>`, decision 013). */
function leadOf(params: ActionFunctionArgs["params"]) {
  const key = parseLeadKey(params.lead ?? "") ?? parseSiteLeadKey(params.lead ?? "");
  if (!key) throw new Response("Lead not found", { status: 404 });
  return key;
}

type Key = ReturnType<typeof leadOf>;

/** The lead as the site's work on it is keyed (lead-work.server.ts): its id in the list it came from, its reference. */
const inboxLead = (key: Key, lead: LeadView): InboxLead => ({
  kind: key.kind,
  id: "siteId" in key ? key.siteId : key.id,
  reference: lead.reference,
});

async function readKeyed(request: Request, admin: Admin, key: Key): Promise<LeadView | null> {
  return "siteId" in key ? getSiteLead(key.kind, key.siteId) : readLead(request, admin, key.kind, key.id);
}

async function setStatus(admin: Admin, key: Key, status: LeadStatus): Promise<LeadView> {
  if (!("siteId" in key)) return setLeadStatus(key.kind, key.id, status, admin);
  const lead = setSiteLeadStatus(key.kind, key.siteId, status);
  if (!lead) throw new Response("Lead not found", { status: 404 });
  return lead;
}

async function readLead(request: Request, admin: Admin, kind: Lead["kind"], id: number) {
  try {
    return await getLead(kind, id, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    if (isMissingExtension(error)) throw new Response("Lead not found", { status: 404 });
    throw error;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const key = leadOf(params);
  let lead = await readKeyed(request, admin, key);
  if (!lead) throw new Response("Lead not found", { status: 404 });
  // Opening a new lead marks it read (a prefetch or another site's link does not); the page shows the status the API confirmed.
  let markFailed = false;
  if (lead.status === "new" && isOwnView(request)) {
    try {
      lead = await setStatus(admin, key, "read");
    } catch (error) {
      await endSessionOnUnauthorized(request, error);
      markFailed = true;
    }
  }
  const found = inboxLead(key, lead);
  const site = siteRecordOf(found);
  const reference = lead.reference ?? site?.reference ?? null;
  const { pipeline, clock } = leadWork({ ...found, reference, created_at: lead.created_at });
  const acknowledged = site ? mailState("acks", site.id) : null;
  return json(
    {
      lead: {
        key: params.lead ?? "",
        kind: lead.kind,
        status: lead.status,
        name: lead.name ?? "",
        email: lead.email,
        subject: subjectLabel(lead.subject),
        message: lead.message ?? "",
        lines: lead.lines ?? null,
        total: lead.total ?? null,
        receivedAt: lead.created_at,
        reference,
        origin: site?.origin ? { ...site.origin, source: sourceLabel(site.origin) } : null,
      },
      pipeline: {
        ...pipeline,
        replies: pipeline.replies.map((sent) => ({ ...sent, mail: mailState("replies", sent.id) })),
        acknowledgedAt: acknowledged?.state === "sent" ? acknowledged.at : null,
      },
      clock,
      canReply: lead.kind !== "newsletter" && canReplyByMail(),
      reply: replyHref(lead),
      whatsApp:
        lead.kind === "newsletter" ? null : visitorWhatsAppHref(lead.message ?? "", { name: lead.name, reference }),
      back: listHref(new URL(request.url)),
      markFailed,
    },
    { headers: LIST_HEADERS },
  );
}

/** What the lead's page can set (opening it already marks it read, so 'new' would not stay). */
const DONE: Partial<Record<LeadStatus, string>> = {
  read: "Moved back to the inbox",
  replied: "Marked as replied",
  archived: "Archived",
};

/** What a pipeline form answers when its values do not pass: the form, its messages and what was typed. */
export interface PipelineRefusal {
  form: "stage" | "note" | "reply";
  errors: Record<string, string[] | undefined>;
  values: Record<string, string>;
}

const typed = (formData: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));

/** What a refused pipeline form answers: its messages, and what was typed kept. */
function refused(form: PipelineRefusal["form"], error: ZodError, values: Record<string, string>) {
  const refusal: PipelineRefusal = { form, errors: error.flatten().fieldErrors, values };
  return json(refusal, { status: 400 });
}

/** The pipeline's two forms: a stage (with its value or reason) and a note, kept by the site (pipeline.server.ts). */
function pipelineAction(here: string, key: string, formData: FormData) {
  if (formData.get("intent") === "stage") {
    const values = typed(formData, ["stage", "value", "reason"]);
    const parsed = stageFormSchema.safeParse(values);
    if (!parsed.success) return refused("stage", parsed.error, values);
    const saved = setStage(key, parsed.data.stage, parsed.data);
    return redirectWithToast(here, { type: "success", message: `Moved to ${leadStageBadge(saved.stage).label}` });
  }
  const values = typed(formData, ["note"]);
  const parsed = noteFormSchema.safeParse(values);
  if (!parsed.success) return refused("note", parsed.error, values);
  addNote(key, parsed.data.note);
  return redirectWithToast(here, { type: "success", message: "Note added" });
}

/** The reply form: the answer sent over SMTP (reply.server.ts), the lead moved to Replied as the list that holds it confirms. */
async function replyAction(request: Request, admin: Admin, key: Key, lead: LeadView, formData: FormData, here: string) {
  if (lead.kind === "newsletter" || !canReplyByMail()) throw new Response("Unknown action", { status: 400 });
  const values = typed(formData, ["reply"]);
  const parsed = replyFormSchema.safeParse(values);
  if (!parsed.success) return refused("reply", parsed.error, values);
  const found = inboxLead(key, lead);
  const site = siteRecordOf(found);
  const reference = lead.reference ?? site?.reference ?? null;
  const outcome = await replyToLead({ ...lead, kind: lead.kind }, parsed.data.reply, {
    key: workKeyOf({ ...found, reference }),
    siteId: site?.id ?? null,
    reference,
  });
  const said =
    outcome === "sent"
      ? `Reply sent to ${lead.email}`
      : `Reply saved: the mail server has not taken it yet, and it goes to ${lead.email} as soon as it does`;
  if (lead.status === "replied") return redirectWithToast(here, { type: "success", message: said });
  try {
    const moved = await setStatus(admin, key, "replied");
    if (moved.status !== "replied") {
      return redirectWithToast(here, {
        type: "error",
        message: `${said}, but the API kept this lead as ${leadStatusBadge(moved.status).label}`,
      });
    }
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return redirectWithToast(here, { type: "error", message: `${said}, but it could not be marked as replied` });
  }
  return redirectWithToast(here, { type: "success", message: said });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const key = leadOf(params);
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const intent = formData.get("intent");
  if (intent === "stage" || intent === "note" || intent === "reply") {
    // The lead must exist: no pipeline is kept, no reply sent, for a key that names nothing.
    const lead = await readKeyed(request, admin, key);
    if (!lead) throw new Response("Lead not found", { status: 404 });
    if (intent === "reply") return replyAction(request, admin, key, lead, formData, here);
    return pipelineAction(here, workKeyOf(inboxLead(key, lead)), formData);
  }
  const wanted = String(formData.get("status") ?? "");
  const done = DONE[wanted as LeadStatus];
  if (formData.get("intent") !== "status" || !done) {
    throw new Response("Unknown action", { status: 400 });
  }
  try {
    const lead = await setStatus(admin, key, wanted as LeadStatus);
    // Only what the API confirmed (DESIGN rule 11): its answer's status, not the one asked for.
    if (lead.status !== wanted) {
      return redirectWithToast(here, {
        type: "error",
        message: `The API kept this lead as ${leadStatusBadge(lead.status).label}`,
      });
    }
    const workKey = workKeyOf(inboxLead(key, lead));
    if (wanted === "replied") noteReplied(workKey);
    else noteStatus(workKey, wanted);
    return redirectWithToast(here, { type: "success", message: done });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return redirectWithToast(here, { type: "error", message: saveErrorMessage(error, "Failed to update lead") });
  }
}
