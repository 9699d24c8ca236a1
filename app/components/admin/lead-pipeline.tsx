import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/fields";
import { Options } from "~/components/options";
import { receivedLabel, waitWords } from "~/utils/leads";
import { LEAD_STAGES, leadStageBadge } from "~/vocabulary/leads";
import { formatMoney } from "~/vocabulary/money";

/** What the lead page's loader gives of the pipeline (app/leads/pipeline.server.ts), as JSON. */
export interface PipelineView {
  stage: string;
  value: number | null;
  reason: string | null;
  notes: { at: number; what: string }[];
  events: { at: number; what: string }[];
  /** The replies sent from this page, with where their mail is (the `replies` queue's word). */
  replies: {
    id: string;
    at: number;
    text: string;
    mail: { state: string; at: number | null; reason: string | null };
  }[];
  /** When the visitor's acknowledgement reached the mail server. */
  acknowledgedAt: number | null;
}

/** The reply clock, in working minutes (app/leads/lead-work.server.ts). */
export interface ClockView {
  firstReply: number | null;
  waiting: number | null;
}

/** What a refused pipeline form answers (dashboard.inbox.$lead/route.server.ts, PipelineRefusal). */
interface Refusal {
  form: "stage" | "note" | "reply";
  errors: Record<string, string[] | undefined>;
  values: Record<string, string>;
}

const isRefusal = (data: unknown): data is Refusal =>
  typeof data === "object" && data !== null && "form" in data && "errors" in data;

/** One of the pipeline's forms: a plain POST with the CSRF token and its `intent`. */
function PipelineForm({ intent, children }: { intent: Refusal["form"]; children: ReactNode }) {
  return (
    <Form method="post" preventScrollReset className="lead-pipeline__form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** A pipeline form's refusal, when the last answer refused it, and whether it is on its way. */
function usePipelineForm(intent: Refusal["form"]) {
  const data = useActionData();
  const navigation = useNavigation();
  return {
    refused: isRefusal(data) && data.form === intent ? data : null,
    busy: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
  };
}

/** A pipeline form of one text (a reply, a note) named after its intent; a refused one keeps what was typed. */
function TextForm({
  intent,
  submit,
  ...field
}: Pick<ComponentProps<typeof TextareaField>, "label" | "rows" | "maxLength" | "required" | "hint"> & {
  intent: "reply" | "note";
  /** The button's words, busy and not, and its look. */
  submit: { label: string; busyLabel: string; className: string };
}) {
  const { refused, busy } = usePipelineForm(intent);
  return (
    <PipelineForm intent={intent}>
      <TextareaField
        name={intent}
        {...field}
        defaultValue={refused?.values[intent] ?? ""}
        errors={refused?.errors[intent]}
      />
      <SubmitButton busy={busy} busyLabel={submit.busyLabel} className={submit.className}>
        {submit.label}
      </SubmitButton>
    </PipelineForm>
  );
}

/** '26 Nov 2026, 14:05' on the studio's clock (Accra keeps UTC). */
const when = (at: number) => receivedLabel(new Date(at).toISOString());

/** The reply clock in words: how long the first reply took, or how long the lead has waited. */
export function ReplyClock({ clock }: { clock: ClockView }) {
  if (clock.firstReply !== null) {
    return <p data-testid="lead-clock">First reply after {waitWords(clock.firstReply)} of working time</p>;
  }
  if (clock.waiting === null) return null;
  return (
    <p className="lead-clock--waiting" data-testid="lead-clock">
      Waiting for a reply: {waitWords(clock.waiting)} of working time
    </p>
  );
}

/**
 * The reply form (when the site sends mail): the answer goes to the visitor from the studio, in the
 * thread of their acknowledgement, and the lead moves to Replied.
 */
export function ReplyForm({ email }: { email: string }) {
  return (
    <section className="lead-reply" aria-labelledby="reply-title">
      <h3 id="reply-title" className="lead-pipeline__heading">
        Reply to {email}
      </h3>
      <TextForm
        intent="reply"
        label="Your reply"
        rows={6}
        maxLength={5000}
        required
        hint="Sent from the studio's address; their message is quoted below it."
        submit={{ label: "Send reply", busyLabel: "Sending…", className: "button button--accent button--small" }}
      />
    </section>
  );
}

/** Where a reply's mail is, in words. */
function mailWords(mail: PipelineView["replies"][number]["mail"]): string {
  if (mail.state === "sent") return "sent";
  if (mail.state === "waiting") return `waiting for the mail server${mail.reason ? ` (${mail.reason})` : ""}`;
  return "sent earlier";
}

/**
 * A lead's pipeline on its page: the stage it stands at (with the value won or the reason lost),
 * a form to move it on, the studio's notes and its timeline, from its receipt on. Plain POST forms,
 * so it all works without JavaScript; a refused form keeps what was typed and says why.
 */
export function LeadPipeline({
  pipeline,
  receivedAt,
  clock,
}: {
  pipeline: PipelineView;
  receivedAt: string;
  clock: ClockView;
}) {
  const stage = usePipelineForm("stage");
  const badge = leadStageBadge(pipeline.stage);
  const stageValues = stage.refused?.values;
  const stageErrors = stage.refused?.errors;
  const timeline = [
    { at: Date.parse(`${receivedAt.replace(" ", "T")}Z`), what: "Received" },
    ...(pipeline.acknowledgedAt !== null
      ? [{ at: pipeline.acknowledgedAt, what: "Acknowledgement sent to the visitor" }]
      : []),
    ...pipeline.events,
    ...pipeline.notes.map((note) => ({ ...note, what: `Note: ${note.what}` })),
    ...pipeline.replies.map((reply) => ({ at: reply.at, what: `Reply (${mailWords(reply.mail)}): ${reply.text}` })),
  ].sort((a, b) => a.at - b.at);
  return (
    <section className="cms-card lead-pipeline" aria-labelledby="pipeline-title">
      <h2 id="pipeline-title" className="cms-card__title">
        Pipeline
      </h2>
      <p className="lead-pipeline__now">
        <span className={`badge badge--${badge.tone}`} data-testid="lead-stage">
          {badge.label}
        </span>
        {pipeline.stage === "won" && pipeline.value !== null ? (
          <span data-testid="lead-value"> {formatMoney(pipeline.value)}</span>
        ) : null}
        {pipeline.stage === "lost" && pipeline.reason ? <span> {pipeline.reason}</span> : null}
      </p>
      <ReplyClock clock={clock} />
      <PipelineForm intent="stage">
        <SelectField
          name="stage"
          label="Move to"
          defaultValue={stageValues?.stage ?? pipeline.stage}
          errors={stageErrors?.stage}
        >
          <Options options={LEAD_STAGES} />
        </SelectField>
        <Field
          name="value"
          type="text"
          label="Value won (GHS)"
          inputMode="decimal"
          defaultValue={stageValues?.value ?? (pipeline.value !== null ? pipeline.value.toFixed(2) : "")}
          hint="For Won."
          errors={stageErrors?.value}
        />
        <Field
          name="reason"
          type="text"
          label="Why it was lost"
          maxLength={300}
          defaultValue={stageValues?.reason ?? pipeline.reason ?? ""}
          hint="For Lost."
          errors={stageErrors?.reason}
        />
        <SubmitButton busy={stage.busy} busyLabel="Saving…" className="button button--primary button--small">
          Save stage
        </SubmitButton>
      </PipelineForm>
      <TextForm
        intent="note"
        label="Note"
        rows={3}
        maxLength={2000}
        submit={{ label: "Add note", busyLabel: "Adding…", className: "button button--ghost button--small" }}
      />
      <h3 className="lead-pipeline__heading">Timeline</h3>
      <ol className="lead-timeline" data-testid="lead-timeline">
        {timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={new Date(event.at).toISOString()}>{when(event.at)}</time> {event.what}
          </li>
        ))}
      </ol>
    </section>
  );
}
