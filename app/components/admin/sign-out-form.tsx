import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/**
 * Sign-out is a POST with the CSRF token, so no link or prefetch can sign the
 * admin out. With scripts it also clears the browser's local storage (drafts
 * and the like), as the spec's Sign Out does. It ends this session only;
 * `everywhere` ('Sign out of all devices') ends every session of the admin.
 */
export function SignOutForm({
  children,
  className,
  everywhere = false,
}: {
  children: ReactNode;
  className?: string;
  everywhere?: boolean;
}) {
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
      {everywhere ? <input type="hidden" name="scope" value="everywhere" /> : null}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
