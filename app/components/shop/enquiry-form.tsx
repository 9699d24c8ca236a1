import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
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
import { CART_PATH } from "~/utils/site";
import { DELIVERY_AREAS } from "~/vocabulary/delivery-areas";
import { Options } from "~/components/options";

/** What the basket route answers a refused 'Send enquiry'. */
export interface EnquiryFormData {
  result: SubmissionResult<string[]>;
  alert: { type: "error"; message: string } | null;
}

/** The form's zod schema, in a chunk of its own: loaded when the form is first used. */
const loadSchema = (): Promise<FormSchema> => import("~/schemas/enquiry").then((module) => module.enquirySchema);

/**
 * 'Send enquiry' under the basket: a plain form post (no per-visitor token:
 * the action checks where the post comes from, the honeypot and the
 * per-client limit). A refusal comes back with the errors and what was typed;
 * success leads to the confirmation. It checks as you go with the schema the server uses;
 * `constraint`: the schema's constraint attributes, from the route's loader.
 */
export function EnquiryForm({ constraint }: { constraint: Record<string, FieldConstraint> }) {
  const actionData = useActionData<EnquiryFormData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const form = useCheckedForm({ id: "enquiry-form", schema: loadSchema, constraint, lastResult: actionData?.result });
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.alert) alertRef.current?.focus();
  }, [actionData]);

  return (
    <Form
      method="post"
      // Without JavaScript a refusal is a new page: land on the form, not the top.
      action={hydrated ? CART_PATH : `${CART_PATH}#enquiry-form`}
      className="enquiry-form"
      {...form.props}
    >
      <h2 className="enquiry-form__title">Send your enquiry</h2>
      <p className="enquiry-form__lead">
        We reply within 24 hours with availability, delivery and payment (mobile money or bank transfer). Nothing is
        charged now.
      </p>
      {actionData?.alert ? (
        <div ref={alertRef} tabIndex={-1} className="alert alert--error" role="alert" data-testid="enquiry-alert">
          <p>{actionData.alert.message}</p>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="send" />
      <HoneypotInputs />
      <VisitFields />
      <fieldset className="enquiry-form__fields" disabled={busy}>
        <legend className="visually-hidden">Your details</legend>
        <Field {...form.field("name")} type="text" label="Name" autoComplete="name" />
        <Field {...form.field("email")} type="email" label="Email" autoComplete="email" />
        <Field
          {...form.field("phone")}
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          placeholder="024 123 4567"
        />
        <SelectField {...form.field("area")} label="Delivery area (optional)">
          <Options options={DELIVERY_AREAS} placeholder="Not sure yet" />
        </SelectField>
        <TextareaField
          {...form.field("note")}
          label="Note (optional)"
          rows={4}
          placeholder="Colours, delivery dates, questions for the studio."
        />
        <SubmitButton busy={busy} busyLabel="Sending Enquiry..." className="button button--accent enquiry-form__submit">
          Send Enquiry
        </SubmitButton>
      </fieldset>
    </Form>
  );
}
