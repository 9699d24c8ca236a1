import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
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

/** A form's submit button that says what it is doing, and takes no second press, while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className: string;
  children: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/*
 * A checked form without Conform (the public forms: contact, sign-in, the basket enquiry: their
 * pages' JavaScript budget, docs/performance.md). The rules are the form's one zod schema, the
 * one the server validates with, loaded as a chunk of its own when the form is first focused or
 * typed in. Once it is in, a field is checked when it loses focus, then again as it is typed in;
 * a submit checks every field, shows every message and focuses the first wrong field instead of
 * posting. Before it is in, a submit posts and the server answers as it does without JavaScript.
 * The server's answer (Conform's `submission.reply()`, so the no-JS page is the same) shows its
 * messages and keeps what was typed, focusing the first wrong field; `reply({ resetForm: true })`
 * empties the form. The constraint attributes come from the same schema, read on the server
 * (`getZodConstraint`) and passed in as data.
 */

/** What the server's `submission.reply()` sends back (Conform's SubmissionResult, read only). */
export interface FormReply {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

/** A field's constraint attributes, as `getZodConstraint` reads them from the schema. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/** What the hook needs of a zod schema (classic or mini): `safeParse` and its issues. */
export interface FormSchema {
  safeParse(
    data: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

type Errors = Record<string, string[] | null | undefined>;

interface FormState {
  /** Every field's messages from the last check (form-level ones under ""). */
  errors: Errors;
  /** The fields whose messages show: checked once on blur, or all after a submit. */
  shown: Record<string, boolean> | "all";
  /** The values the controls start from (the server's copy of what was typed). */
  values: Record<string, unknown>;
  /** Changes when the form is emptied, so the controls mount afresh. */
  generation: number;
  /** Set when the wrong fields should take the focus once rendered. */
  focus: boolean;
}

function stateOf(reply: FormReply | undefined, generation = 0, focus = false): FormState {
  if (reply?.initialValue === null)
    return { errors: {}, shown: {}, values: {}, generation: generation + 1, focus: false };
  return { errors: reply?.error ?? {}, shown: "all", values: reply?.initialValue ?? {}, generation, focus };
}

/**
 * The schema's messages for what the form holds, by field name, as the server's `parseWithZod`
 * gives them: a field left empty is missing (Conform's coercion), every issue of a field is kept in
 * order, and issues without a field are the form's (under "").
 */
export function checkFormData(schema: FormSchema, formData: FormData): Errors {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of formData) if (value !== "") values[name] = value;
  const result = schema.safeParse(values);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join(".");
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The form's props and each field's: `form.props` on the `<form>`, `form.field(name)` on a field
 * component (its id, name, constraints, first value and shown messages), `form.errors` and
 * `form.errorId` for a form-level message, `form.generation` as the key of what holds the controls.
 * `schema` loads the form's zod schema (a dynamic `import()`), `constraint` is the schema's
 * `getZodConstraint`, sent by the route's loader.
 */
export function useCheckedForm({
  id,
  schema: loadSchema,
  constraint,
  lastResult,
}: {
  id: string;
  schema: () => Promise<FormSchema>;
  constraint: Record<string, FieldConstraint>;
  lastResult: FormReply | undefined;
}) {
  const [state, setState] = useState(() => stateOf(lastResult));
  const [seen, setSeen] = useState(lastResult);
  if (lastResult !== seen) {
    // A new answer from the server (after a post with scripts): adopt it during render.
    setSeen(lastResult);
    setState(stateOf(lastResult, state.generation, lastResult?.status === "error"));
  }
  const formRef = useRef<HTMLFormElement>(null);
  const [schema, setSchema] = useState<FormSchema | null>(null);
  const loading = useRef(false);
  useEffect(() => {
    if (!state.focus) return;
    for (const element of formRef.current?.elements ?? []) {
      const name = (element as HTMLInputElement).name;
      if (name && state.errors[name]?.length) {
        (element as HTMLElement).focus();
        break;
      }
    }
  }, [state]);

  const visible = (name: string) => (state.shown === "all" || state.shown[name] ? state.errors[name] : undefined);
  const isShown = (name: string) => state.shown === "all" || state.shown[name] === true;
  /** Checks the whole form, once the schema is in; `show` names the field whose messages start showing, or every field. */
  const check = (form: HTMLFormElement, show: string | "all", focus = false) => {
    const errors = schema ? checkFormData(schema, new FormData(form)) : null;
    setState((current) => ({
      ...current,
      errors: errors ?? current.errors,
      shown: show === "all" || current.shown === "all" ? "all" : { ...current.shown, [show]: true },
      focus: focus && errors !== null,
    }));
    return errors;
  };
  // The fields left or typed in before the schema came in are checked as soon as it is here; a
  // message of the server's about the whole form (a refused sign-in) stays until the next check.
  useEffect(() => {
    const form = formRef.current;
    if (!schema || !form) return;
    const errors = checkFormData(schema, new FormData(form));
    setState((current) => ({
      ...current,
      errors: current.errors[""] ? { ...errors, "": current.errors[""] } : errors,
    }));
  }, [schema]);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadSchema().then(setSchema, () => {
      // Offline or a new deployment: the server still checks every post; the next focus tries again.
      loading.current = false;
    });
  };
  const fieldOf = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    return name && name in constraint ? name : null;
  };
  const formErrors = visible("")?.filter(Boolean);

  return {
    errors: formErrors?.length ? formErrors : undefined,
    errorId: `${id}-error`,
    /** A key for what holds the controls: it changes when the form is emptied. */
    generation: state.generation,
    props: {
      id,
      ref: formRef,
      noValidate: true,
      "aria-describedby": formErrors?.length ? `${id}-error` : undefined,
      onFocus: load,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const errors = check(event.currentTarget, "all", true);
        if (errors && Object.keys(errors).length) event.preventDefault();
      },
      onBlur(event: FormEvent<HTMLFormElement>) {
        const name = fieldOf(event);
        if (name && !isShown(name)) check(event.currentTarget, name);
      },
      onInput(event: FormEvent<HTMLFormElement>) {
        load();
        const name = fieldOf(event);
        if (name && isShown(name)) check(event.currentTarget, name);
      },
    },
    field(name: string) {
      const value = state.values[name];
      const { required, minLength, maxLength } = constraint[name] ?? {};
      return {
        id: `${id}-${name}`,
        name,
        form: id,
        required: required || undefined,
        minLength,
        maxLength,
        defaultValue: typeof value === "string" && value !== "" ? value : undefined,
        errors: visible(name),
      };
    },
  };
}
