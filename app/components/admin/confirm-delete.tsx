import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { UrlDialog } from "~/components/url-dialog";

/**
 * The admin's one delete confirmation, open while the URL says so (e.g.
 * `?delete=12`): without JavaScript the server renders it as a confirm step,
 * with it it is a modal dialog. Confirming posts `intent` and `fields` (plus
 * the CSRF token) to the current route with its query, whose action goes back
 * to the list; Cancel goes to `closeTo`.
 */
export function ConfirmDelete({
  title,
  children,
  closeTo,
  fields,
  intent = "delete",
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
}: {
  title: ReactNode;
  /** What will be deleted, in words. */
  children: ReactNode;
  closeTo: string;
  fields: Record<string, string | number | Array<string | number>>;
  intent?: string;
  confirmLabel?: string;
  pendingLabel?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <UrlDialog title={title} closeTo={closeTo} className="url-dialog--narrow confirm-delete">
      {children}
      <Form method="post" className="dialog-actions" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((one) => (
            <input key={`${name}-${one}`} type="hidden" name={name} value={one} />
          )),
        )}
        <Link to={closeTo} replace preventScrollReset className="button button--ghost button--small">
          Cancel
        </Link>
        <button type="submit" className="button button--danger button--small" disabled={busy}>
          {busy ? pendingLabel : confirmLabel}
        </button>
      </Form>
    </UrlDialog>
  );
}
