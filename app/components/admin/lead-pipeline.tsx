import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
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
  const data = useActionData();
  const refused = isRefusal(data) && data.form === "reply" ? data : null;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  return (
    <section className="lead-reply" aria-labelledby="reply-title">
      <h3 id="reply-title" className="lead-pipeline__heading">
        Reply to {email}
      </h3>
      <PipelineForm intent="reply">
        <TextareaField
          name="reply"
          label="Your reply"
          rows={6}
          maxLength={5000}
          required
          defaultValue={refused ? refused.values.reply : ""}
          hint="Sent from the studio's address; their message is quoted below it."
          errors={refused?.errors.reply}
        />
        <SubmitButton busy={busy} busyLabel="Sending…" className="button button--accent button--small">
          Send reply
        </SubmitButton>
      </PipelineForm>
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
  const data = useActionData();
  const refused = isRefusal(data) ? data : null;
  const navigation = useNavigation();
  const sending = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const badge = leadStageBadge(pipeline.stage);
  const stageValues = refused?.form === "stage" ? refused.values : null;
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
          errors={refused?.form === "stage" ? refused.errors.stage : undefined}
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
          errors={refused?.form === "stage" ? refused.errors.value : undefined}
        />
        <Field
          name="reason"
          type="text"
          label="Why it was lost"
          maxLength={300}
          defaultValue={stageValues?.reason ?? pipeline.reason ?? ""}
          hint="For Lost."
          errors={refused?.form === "stage" ? refused.errors.reason : undefined}
        />
        <SubmitButton busy={sending("stage")} busyLabel="Saving…" className="button button--primary button--small">
          Save stage
        </SubmitButton>
      </PipelineForm>
      <PipelineForm intent="note">
        <TextareaField
          name="note"
          label="Note"
          rows={3}
          maxLength={2000}
          defaultValue={refused?.form === "note" ? refused.values.note : ""}
          errors={refused?.form === "note" ? refused.errors.note : undefined}
        />
        <SubmitButton busy={sending("note")} busyLabel="Adding…" className="button button--ghost button--small">
          Add note
        </SubmitButton>
      </PipelineForm>
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
