import type { FormMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";

/**
 * After a submit with several problems, every message at once (decision 019), in the spec's order of
 * the checks (the spec's first message first), each a link to its field. With scripts it takes
 * the focus, so a screen reader reads the list and Tab leads to the first link; without them it
 * is the first thing of the page the server sends back.
 */
export function ErrorSummary<Schema extends Record<string, unknown>>({
  form,
  order,
}: {
  form: FormMetadata<Schema, string[]>;
  order: readonly string[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const fields = form.getFieldset() as Record<string, { id: string } | undefined>;
  const errors = form.allErrors;
  const names = [...order, ...Object.keys(errors).filter((name) => name && !order.includes(name))];
  const problems = names.flatMap((name) => {
    const message = errors[name]?.find(Boolean);
    return message ? [{ name, message, id: fields[name]?.id }] : [];
  });
  const submitted = form.status === "error";
  const key = submitted ? problems.map((problem) => problem.message).join("|") : "";
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  // One problem is its field's own message (Conform focuses that field); the summary is for several.
  if (!submitted || problems.length < 2) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${form.id}-summary`}>
      <h2 id={`${form.id}-summary`} className="error-summary__title">
        Please fix these {problems.length} things before saving
      </h2>
      <ol className="error-summary__list">
        {problems.map((problem) => (
          <li key={problem.name}>{problem.id ? <a href={`#${problem.id}`}>{problem.message}</a> : problem.message}</li>
        ))}
      </ol>
    </div>
  );
}
