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

export interface FieldShell {
  label: ReactNode;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
}

/** What the control itself takes from its field: the id the label points at and the aria links. */
interface ControlIds {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The frame every field shares: the label (after the control for a checkbox),
 * the hint and the error list, with the ids that tie them to the control.
 */
function FieldFrame({
  label,
  errors,
  hint,
  className,
  id: givenId,
  checkbox = false,
  control,
}: FieldShell & { id?: string; checkbox?: boolean; control: (ids: ControlIds) => ReactNode }) {
  const fallback = useId();
  const id = givenId ?? fallback;
  const errorId = errors?.some(Boolean) ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const ids: ControlIds = { id, "aria-invalid": errorId ? true : undefined, "aria-describedby": describedBy };
  const labelElement = <label htmlFor={id}>{label}</label>;
  return (
    <div className={`field ${checkbox ? "field--checkbox " : ""}${className ?? ""}`}>
      {checkbox ? control(ids) : labelElement}
      {checkbox ? labelElement : control(ids)}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A field's props split into the frame's (with the control's id) and the control's own. */
function splitShell<P extends FieldShell & { id?: string }>({ label, errors, hint, className, ...control }: P) {
  return [{ label, errors, hint, className, id: control.id }, control] as const;
}

export function Field(props: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const [shell, input] = splitShell(props);
  return <FieldFrame {...shell} control={(ids) => <input {...input} {...ids} />} />;
}

export function TextareaField(props: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [shell, textarea] = splitShell(props);
  return <FieldFrame {...shell} control={(ids) => <textarea {...textarea} {...ids} />} />;
}

/** The options are its children. */
export function SelectField(props: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const [shell, select] = splitShell(props);
  return <FieldFrame {...shell} control={(ids) => <select {...select} {...ids} />} />;
}

export function CheckboxField(props: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [shell, input] = splitShell(props);
  return <FieldFrame {...shell} checkbox control={(ids) => <input {...input} type="checkbox" {...ids} />} />;
}
