import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary } from "~/kits/upload-form/error-summary";
import { FormAlert, FormNotice } from "~/kits/upload-form/form-alert";
import { UploadProgress } from "~/kits/upload-form/upload-progress";
import type { UploadFormState } from "~/kits/upload-form/use-upload-form";

/** The two looks of the admin forms: the catalog's sections (products, projects) and the content card (blogs). */
const LOOK = {
  catalog: { form: "catalog-form", actions: "catalog-actions", save: "button button--primary" },
  content: { form: "cms-card cms-form", actions: "cms-form__actions", save: "button button--accent" },
} as const;

/**
 * The frame of an upload form: a multipart post with the CSRF token, the
 * form-level message (in the page for everyone, a toast too with scripts),
 * the fields, the progress bar while the upload runs, the save button
 * ('Add Product' / 'Adding Product...', disabled while busy) and the other actions.
 */
export function UploadForm<Schema extends Record<string, unknown>>({
  form,
  upload,
  look,
  save,
  header,
  notice,
  progressLabel,
  actions,
  order,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  upload: UploadFormState;
  look: keyof typeof LOOK;
  save: { label: string; busyLabel: string; disabled?: boolean; describedBy?: string };
  /** Above the form's message (a card's title). */
  header?: ReactNode;
  notice?: string | null;
  /** The progress bar's name; the busy label while saving by default. */
  progressLabel?: string;
  /** After the save button. */
  actions?: ReactNode;
  /** The spec's order of the checks: the error summary lists the messages in it. */
  order?: readonly string[];
  children: ReactNode;
}) {
  const classes = LOOK[look];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className={classes.form}
      aria-busy={upload.busy || undefined}
    >
      {header}
      <AuthenticityTokenInput />
      {/* Enter in a field presses the form's first submit button (HTML's implicit submission): the save,
          not a round trip among the fields ('Insert picture', 'Generate'). Seen and reached only below. */}
      <button
        type="submit"
        name="intent"
        value="save"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={upload.busy || save.disabled}
      >
        {upload.busy ? save.busyLabel : save.label}
      </button>
      {order ? <ErrorSummary form={form} order={order} /> : null}
      <FormAlert id={form.errorId} messages={form.errors} />
      <FormNotice message={notice} />
      {children}
      <UploadProgress
        value={upload.progress}
        label={progressLabel ?? (upload.busy ? save.busyLabel : "Upload progress")}
      />
      <div className={classes.actions}>
        <button
          type="submit"
          name="intent"
          value="save"
          className={classes.save}
          disabled={upload.busy || save.disabled}
          aria-describedby={save.describedBy}
        >
          {upload.busy ? save.busyLabel : save.label}
        </button>
        {actions}
      </div>
    </Form>
  );
}
