import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { HoneypotInputs } from "~/components/honeypot-inputs";
import { useHydrated } from "remix-utils/use-hydrated";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ConformField, ConformSelect, ConformTextarea } from "~/components/forms";
import { CART_PATH } from "~/utils/site";
import { enquirySchema } from "~/schemas/enquiry";
import { DELIVERY_AREAS } from "~/vocabulary/delivery-areas";

/** What the basket route answers a refused 'Send enquiry'. */
export interface EnquiryFormData {
  result: SubmissionResult<string[]>;
  alert: { type: "error"; message: string } | null;
}

/**
 * 'Send enquiry' under the basket: a plain form post (no per-visitor token:
 * the action checks where the post comes from, the honeypot and the
 * per-client limit). A refusal comes back with the errors and what was typed;
 * success leads to the confirmation.
 */
export function EnquiryForm() {
  const actionData = useActionData<EnquiryFormData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const [form, fields] = useForm({
    id: "enquiry-form",
    lastResult: actionData?.result,
    // Conform selects the options matching a select's value: "" keeps 'Not sure yet' chosen.
    defaultValue: { area: "" },
    constraint: getZodConstraint(enquirySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
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
      {...getFormProps(form)}
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
      <fieldset className="enquiry-form__fields" disabled={busy}>
        <legend className="visually-hidden">Your details</legend>
        <ConformField meta={fields.name} label="Name" autoComplete="name" />
        <ConformField meta={fields.email} type="email" label="Email" autoComplete="email" />
        <ConformField
          meta={fields.phone}
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          placeholder="024 123 4567"
        />
        <ConformSelect
          meta={fields.area}
          label="Delivery area (optional)"
          placeholder="Not sure yet"
          options={DELIVERY_AREAS}
        />
        <ConformTextarea
          meta={fields.note}
          label="Note (optional)"
          rows={4}
          placeholder="Colours, delivery dates, questions for the studio."
        />
        <button type="submit" className="button button--accent enquiry-form__submit">
          {busy ? "Sending Enquiry..." : "Send Enquiry"}
        </button>
      </fieldset>
    </Form>
  );
}
