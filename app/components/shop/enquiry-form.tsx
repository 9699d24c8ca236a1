import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { HoneypotInputs } from "~/components/honeypot-inputs";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { CART_PATH } from "~/components/shop/enquiry-state";
import { DELIVERY_AREAS, enquirySchema } from "~/schemas/enquiry";

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
    constraint: getZodConstraint(enquirySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.alert) alertRef.current?.focus();
  }, [actionData]);

  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: "tel" });
  const { key: areaKey, ...areaProps } = getSelectProps(fields.area);
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note);

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
        <Field key={nameKey} label="Name" {...nameProps} autoComplete="name" errors={fields.name.errors} />
        <Field key={emailKey} label="Email" {...emailProps} autoComplete="email" errors={fields.email.errors} />
        <Field
          key={phoneKey}
          label="Phone (optional)"
          {...phoneProps}
          autoComplete="tel"
          placeholder="024 123 4567"
          errors={fields.phone.errors}
        />
        <SelectField key={areaKey} label="Delivery area (optional)" {...areaProps} errors={fields.area.errors}>
          <option value="">Not sure yet</option>
          {DELIVERY_AREAS.map((area) => (
            <option key={area.value} value={area.value}>
              {area.label}
            </option>
          ))}
        </SelectField>
        <TextareaField
          key={noteKey}
          label="Note (optional)"
          {...noteProps}
          rows={4}
          placeholder="Colours, delivery dates, questions for the studio."
          errors={fields.note.errors}
        />
        <button type="submit" className="button button--accent enquiry-form__submit">
          {busy ? "Sending Enquiry..." : "Send Enquiry"}
        </button>
      </fieldset>
    </Form>
  );
}
