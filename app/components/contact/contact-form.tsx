import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotInputs } from "~/components/honeypot-inputs";
import { VisitFields } from "~/components/visit-fields";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SubmissionResult } from "@conform-to/react";
import {
  Field,
  SelectField,
  SubmitButton,
  TextareaField,
  useCheckedForm,
  type FieldConstraint,
  type FormSchema,
} from "~/components/fields";
import { CONTACT_SUBJECTS } from "~/vocabulary/contact-subjects";
import { Options } from "~/components/options";

export const CONTACT_PATH = "/resources/contact-us";

// Layout the form needs wherever it is placed; the page's stylesheet styles the rest.
const FIELDSET_STYLE = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
const ROW_STYLE = {
  display: "grid",
  columnGap: "1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
} as const;

/** What the contact route's action answers. */
export interface ContactActionData {
  result: SubmissionResult<string[]>;
  /** `reference`: what the visitor quotes (AN-2611-0042), with a message the studio has. */
  alert: { type: "success" | "error"; message: string; reference?: string | null } | null;
}

/** The form's zod schema, in a chunk of its own: loaded when the form is first used. */
const loadSchema = (): Promise<FormSchema> => import("~/schemas/contact").then((module) => module.contactSchema);

/**
 * The contact form (public-site §2 Contact, §4 states). Without JavaScript it
 * posts to the contact route, which re-renders it with the field errors and
 * the typed values, or the alert. With JavaScript it validates as you go and
 * submits in place through a fetcher. `constraint`: the schema's constraint attributes, from the
 * route's loader; `initial`: the project type and message it starts with (a project's 'Start a
 * project like this'), until the first answer.
 */
export function ContactForm({
  constraint,
  initial = {},
}: {
  constraint: Record<string, FieldConstraint>;
  initial?: { subject?: string; message?: string };
}) {
  const fetcher = useFetcher<ContactActionData>();
  const actionData = useActionData<ContactActionData>();
  const data = fetcher.data ?? actionData;
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";

  // The schema the server validates with checks each field on blur, then as it is typed in; after a
  // message is sent the server's reply empties the form (the fieldset mounts afresh).
  const form = useCheckedForm({ id: "contact-form", schema: loadSchema, constraint, lastResult: data?.result });
  const starting = (name: "subject" | "message") => {
    const field = form.field(name);
    return data ? field : { ...field, defaultValue: field.defaultValue ?? initial[name] };
  };

  // Each answer brings its own alert; dismissing hides that one only.
  const [dismissed, setDismissed] = useState<ContactActionData | null>(null);
  const alert = data && data !== dismissed ? data.alert : null;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fetcher.data?.alert) alertRef.current?.focus();
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the answer is a new page: land on the form, not the hero.
      action={hydrated ? CONTACT_PATH : `${CONTACT_PATH}#contact-form`}
      className="contact-form"
      {...form.props}
    >
      {alert ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          className={`alert alert--${alert.type}`}
          role={alert.type === "error" ? "alert" : "status"}
          data-testid="contact-alert"
        >
          <div>
            <p>{alert.message}</p>
            {alert.reference ? (
              <p>
                Your reference: <strong>{alert.reference}</strong>
              </p>
            ) : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              className="alert__close"
              aria-label="Dismiss message"
              onClick={() => setDismissed(data ?? null)}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <HoneypotInputs />
      <VisitFields />
      <fieldset key={form.generation} className="contact-form__fields" disabled={busy} style={FIELDSET_STYLE}>
        <legend className="visually-hidden">Your project</legend>
        <div className="contact-form__row" style={ROW_STYLE}>
          <Field {...form.field("name")} type="text" label="Name" autoComplete="name" placeholder="Your full name" />
          <Field
            {...form.field("email")}
            type="email"
            label="Email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </div>
        <SelectField {...starting("subject")} label="Project Type">
          <Options options={CONTACT_SUBJECTS} placeholder="Select your project type" />
        </SelectField>
        <TextareaField
          {...starting("message")}
          label="Message"
          rows={6}
          placeholder="Tell us about your space, your plans and your timeline."
        />
        <SubmitButton busy={busy} busyLabel="Sending Message..." className="button button--accent contact-form__submit">
          Send Message
        </SubmitButton>
      </fieldset>
    </fetcher.Form>
  );
}
