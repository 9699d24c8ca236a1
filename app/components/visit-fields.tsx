import { VISIT_FIELDS } from "~/schemas/lead";

/**
 * A lead form's origin fields (app/leads/origin.server.ts): rendered empty, so the page stays the
 * same for every visitor (it is cached and shared), and filled by the analytics script with the
 * visit's first page, referrer and campaign as the form is sent.
 */
export function VisitFields() {
  return (
    <>
      {VISIT_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
    </>
  );
}
