import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CsrfTokenProvider } from "~/components/csrf-token";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ConformField } from "~/components/forms";
import { loginSchema } from "~/schemas/login";
import adminStyles from "~/styles/admin.css";
import type { action } from "~/routes/_site.auth.login/route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [
  { title: "Admin Login | Aniwa Studio" },
  { name: "robots", content: "noindex" },
];

/** The throttle's Retry-After reaches the browser; the page itself is never cached. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

// Loader and action live in their own module: zod, the schema and the server modules they use
// never reach the browser, which loads no stand-in file for them either (docs/performance.md).
export { action, loader } from "~/routes/_site.auth.login/route.server";

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/login") === true;

  const [form, fields] = useForm({
    id: "login-form",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.find(Boolean);
  // After a refused attempt the typed password goes too (the server never sends it back).
  // Cleared in the DOM, not through the form's state, so the server's message stays shown.
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = actionData ? document.getElementById(passwordId) : null;
    if (input instanceof HTMLInputElement) input.value = "";
  }, [actionData, passwordId]);

  return (
    <CsrfTokenProvider>
      <section className="auth-page" aria-labelledby="login-title">
        <div className="auth-card">
          <p className="eyebrow">Studio staff</p>
          <h1 id="login-title">Admin Login</h1>
          <p className="auth-card__lead">Sign in to manage blogs, products, projects and analytics.</p>
          <Form method="post" className="auth-form" {...getFormProps(form)}>
            {formError ? (
              <div className="alert alert--error" role="alert" id={form.errorId}>
                <p>{formError}</p>
              </div>
            ) : null}
            <AuthenticityTokenInput />
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <ConformField
              meta={fields.email}
              type="email"
              label="Email"
              autoComplete="username"
              placeholder="admin@example.com"
            />
            <ConformField meta={fields.password} type="password" label="Password" autoComplete="current-password" />
            <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
              {busy ? "Signing In..." : "Sign In"}
            </button>
          </Form>
          <Link to="/" className="auth-card__back">
            <span aria-hidden="true">←</span> Back to Home
          </Link>
        </div>
      </section>
    </CsrfTokenProvider>
  );
}
