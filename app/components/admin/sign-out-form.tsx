import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/**
 * Sign-out is a POST with the CSRF token, so no link or prefetch can sign the
 * admin out. With scripts it also clears the browser's local storage (drafts
 * and the like), as the spec's Sign Out does.
 */
export function SignOutForm({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Form
      method="post"
      action="/auth/logout"
      className="sign-out-form"
      onSubmit={() => {
        try {
          window.localStorage.clear();
        } catch {
          // Storage may be unavailable (private mode); signing out goes on regardless.
        }
      }}
    >
      <AuthenticityTokenInput />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
