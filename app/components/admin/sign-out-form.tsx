import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/** Sign-out is a POST with the CSRF token, so no link or prefetch can sign the admin out. */
export function SignOutForm({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Form method="post" action="/auth/logout" className="sign-out-form">
      <AuthenticityTokenInput />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
