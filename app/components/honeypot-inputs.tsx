import { useRouteLoaderData } from "@remix-run/react";
import { useId } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

/**
 * The honeypot fields of a public form, as remix-utils' HoneypotInputs renders
 * them (same names, hidden, the same props from the root loader), with two
 * differences that keep the page valid HTML (html-validate, tests/routes/html-validity.test.ts): ids of
 * their own per form, so the contact form and the footer's newsletter can share
 * a page, and autocomplete="off" instead of the invalid token "nope".
 */
export function HoneypotInputs({ label = "Please leave this field blank" }: { label?: string }) {
  const props = useRouteLoaderData<{ honeypotInputProps?: HoneypotInputProps }>("root")?.honeypotInputProps;
  const id = useId();
  const { nameFieldName = "name__confirm", validFromFieldName = "from__confirm", encryptedValidFrom } = props ?? {};
  return (
    <div id={`${id}-wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={`${id}-name`}>{label}</label>
      <input id={`${id}-name`} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={`${id}-from`}>{label}</label>
          <input
            id={`${id}-from`}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
