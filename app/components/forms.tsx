import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { CheckboxField, Field, SelectField, TextareaField, type FieldShell } from "~/components/fields";
import { Options } from "~/components/options";

// The plain fields live in fields.tsx, so a page with only plain fields (the analytics records filter) never loads Conform.
export { CheckboxField, ErrorList, Field, SelectField, TextareaField, type ListOfErrors } from "~/components/fields";

/*
 * The same fields bound to a Conform field: its name, id, form, default value
 * and constraints (the props given here win), and its errors unless `errors`
 * says otherwise. Conform's key remounts the control when the form resets.
 */

type Meta<Schema, Form extends Record<string, unknown>> = FieldMetadata<Schema, Form, string[]>;
type Bound<Schema, Form extends Record<string, unknown>, Props> = Omit<
  Props,
  "name" | "id" | "form" | "defaultValue" | "defaultChecked" | "type"
> & { meta: Meta<Schema, Form> };
type FieldProps = FieldShell & InputHTMLAttributes<HTMLInputElement>;
type InputType = "text" | "number" | "email" | "tel" | "url" | "password" | "search" | "date";

export function ConformField<Schema, Form extends Record<string, unknown>>({
  meta,
  type = "text",
  errors,
  ...rest
}: Bound<Schema, Form, FieldProps> & { type?: InputType }) {
  const { key, ...props } = getInputProps(meta, { type });
  return <Field key={key} {...props} {...rest} errors={errors ?? meta.errors} />;
}

export function ConformTextarea<Schema, Form extends Record<string, unknown>>({
  meta,
  errors,
  ...rest
}: Bound<Schema, Form, FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { key, ...props } = getTextareaProps(meta);
  return <TextareaField key={key} {...props} {...rest} errors={errors ?? meta.errors} />;
}

/** A select whose options are `options`, after an empty first one when `placeholder` is given. */
export function ConformSelect<Schema, Form extends Record<string, unknown>>({
  meta,
  errors,
  placeholder,
  options,
  ...rest
}: Bound<Schema, Form, FieldShell & SelectHTMLAttributes<HTMLSelectElement>> & {
  placeholder?: string;
  options: readonly { value: string | number; label: ReactNode }[];
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <SelectField key={key} {...props} {...rest} errors={errors ?? meta.errors}>
      <Options options={options} placeholder={placeholder} />
    </SelectField>
  );
}

export function ConformCheckbox<Schema, Form extends Record<string, unknown>>({
  meta,
  errors,
  ...rest
}: Bound<Schema, Form, FieldShell & InputHTMLAttributes<HTMLInputElement>>) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return <CheckboxField key={key} {...props} {...rest} errors={errors ?? meta.errors} />;
}
