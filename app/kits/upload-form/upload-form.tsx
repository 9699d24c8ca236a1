import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormAlert, FormNotice } from "~/kits/upload-form/form-alert";
import { UploadProgress } from "~/kits/upload-form/upload-progress";
import type { UploadFormState } from "~/kits/upload-form/use-upload-form";

/**
 * The frame of an upload form: a multipart post with the CSRF token, the
 * form-level message (in the page for everyone, a toast too with scripts),
 * the fields, the progress bar while the upload runs, and the actions.
 */
export function UploadForm<Schema extends Record<string, unknown>>({
  form,
  upload,
  className,
  header,
  notice,
  progressLabel,
  actionsClassName,
  actions,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  upload: UploadFormState;
  className: string;
  /** Above the form's message (a card's title). */
  header?: ReactNode;
  notice?: string | null;
  progressLabel: string;
  actionsClassName: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className={className}
      aria-busy={upload.busy || undefined}
    >
      {header}
      <AuthenticityTokenInput />
      <FormAlert id={form.errorId} messages={form.errors} />
      <FormNotice message={notice} />
      {children}
      <UploadProgress value={upload.progress} label={progressLabel} />
      <div className={actionsClassName}>{actions}</div>
    </Form>
  );
}

/** The save button: 'Add Product' / 'Adding Product...', disabled while the upload runs. */
export function SaveButton({
  upload,
  label,
  busyLabel,
  disabled,
  ...button
}: { upload: UploadFormState; label: string; busyLabel: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="submit" name="intent" value="save" disabled={upload.busy || disabled} {...button}>
      {upload.busy ? busyLabel : label}
    </button>
  );
}
