import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/**
 * Accessible form fields: a label, the control with aria-invalid and
 * aria-describedby, and the error list. Errors come from the server's result,
 * so they show without JavaScript too.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className="field__errors">
      {shown.map((error) => (
        <li key={error} className="field__error">
          {error}
        </li>
      ))}
    </ul>
  );
}

interface FieldShell {
  label: ReactNode;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
}

function useFieldIds(givenId: string | undefined, errors: ListOfErrors, hint: ReactNode) {
  const fallback = useId();
  const id = givenId ?? fallback;
  const errorId = errors?.some(Boolean) ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy, invalid: errorId ? true : undefined };
}

export function Field({
  label,
  errors,
  hint,
  className,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(input.id, errors, hint);
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={ids.id}>{label}</label>
      <input {...input} id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  errors,
  hint,
  className,
  ...textarea
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(textarea.id, errors, hint);
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={ids.id}>{label}</label>
      <textarea {...textarea} id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function SelectField({
  label,
  errors,
  hint,
  className,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(select.id, errors, hint);
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={ids.id}>{label}</label>
      <select {...select} id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy}>
        {children}
      </select>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  label,
  errors,
  hint,
  className,
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const ids = useFieldIds(input.id, errors, hint);
  return (
    <div className={`field field--checkbox ${className ?? ""}`}>
      <input {...input} type="checkbox" id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />
      <label htmlFor={ids.id}>{label}</label>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
