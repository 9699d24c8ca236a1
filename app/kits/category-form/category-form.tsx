import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useKeptResult } from "~/components/admin/kept-form";
import { Field } from "~/components/forms";
import { categoryFormSchema } from "~/schemas/category-form";

/**
 * The one-field category form of Create Category and Edit Category. The
 * server always validates; with JavaScript the same schema runs first and the
 * error clears as soon as the admin types.
 */
export function CategoryForm({
  lastResult,
  defaultTitle,
  submitLabel,
  id,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultTitle?: string;
  submitLabel: string;
  id: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("title") === true;
  const kept = useKeptResult();
  const [form, fields] = useForm({
    id,
    // A post from an ended session comes back filled in after the sign-in (decision 012).
    lastResult: lastResult ?? kept,
    defaultValue: defaultTitle !== undefined ? { title: defaultTitle } : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: categoryFormSchema }),
  });
  const formError = form.errors?.find(Boolean);

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="cms-category-form">
      {formError ? (
        <div className="alert alert--error" role="alert" id={form.errorId}>
          <p>{formError}</p>
        </div>
      ) : null}
      <AuthenticityTokenInput />
      <Field
        label="Title"
        id={fields.title.id}
        name={fields.title.name}
        key={fields.title.key}
        defaultValue={fields.title.initialValue}
        errors={fields.title.errors}
        hint="Shown with spaces and capitals, stored as e.g. interior-design."
        maxLength={120}
        autoComplete="off"
        required
      />
      <button type="submit" className="button button--accent" disabled={sending}>
        {sending ? "Sending..." : submitLabel}
      </button>
    </Form>
  );
}
