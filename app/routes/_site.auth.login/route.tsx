import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CsrfTokenProvider } from "~/components/csrf-token";
import { Field, SubmitButton, useCheckedForm, type FormSchema } from "~/components/fields";
import adminStyles from "~/styles/admin.css";
import type { action, loader } from "~/routes/_site.auth.login/route.server";

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

// Loader and action live in their own module: the server modules they use never reach the
// browser, which loads no stand-in file for them either (docs/performance.md).
export { action, loader } from "~/routes/_site.auth.login/route.server";

/** The form's zod schema, in a chunk of its own: loaded when the form is first used. */
const loadSchema = (): Promise<FormSchema> => import("~/schemas/login").then((module) => module.loginSchema);

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/login") === true;

  // The schema the server validates with (loaded when the form is first used), its constraint
  // attributes read by the loader.
  const { constraint, keptForm, step } = useLoaderData<typeof loader>();
  const passwordReply = actionData && "result" in actionData ? actionData.result : undefined;
  const codeError = actionData && "step" in actionData ? actionData : undefined;
  const form = useCheckedForm({ id: "login-form", schema: loadSchema, constraint, lastResult: passwordReply });
  // After a refused attempt the typed password goes too (the server never sends it back).
  // Cleared in the DOM, not through the form's state, so the server's message stays shown.
  const passwordId = form.field("password").id;
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
          {keptForm === "kept" ? (
            <div className="alert alert--info" role="status">
              <p>
                Your session had ended. Sign in to go back to your form: what you typed is kept, and nothing was saved.
              </p>
            </div>
          ) : keptForm === "not-kept" ? (
            <div className="alert alert--error" role="status">
              <p>
                Your session had ended, so nothing was saved, and what you typed could not be kept: go back to copy it
                before you sign in.
              </p>
            </div>
          ) : null}
          {step === "code" && codeError?.step !== "password" ? (
            <CodeStep error={codeError?.error ?? null} busy={busy} />
          ) : (
            <Form method="post" className="auth-form" {...form.props}>
              {codeError?.step === "password" ? (
                <div className="alert alert--error" role="alert">
                  <p>{codeError.error}</p>
                </div>
              ) : null}
              {form.errors ? (
                <div className="alert alert--error" role="alert" id={form.errorId}>
                  <p>{form.errors[0]}</p>
                </div>
              ) : null}
              <AuthenticityTokenInput />
              <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
              <Field
                {...form.field("email")}
                type="email"
                label="Email"
                autoComplete="username"
                placeholder="admin@example.com"
              />
              <Field {...form.field("password")} type="password" label="Password" autoComplete="current-password" />
              <SubmitButton busy={busy} busyLabel="Signing In..." className="button button--primary auth-form__submit">
                Sign In
              </SubmitButton>
            </Form>
          )}
          <Link to="/" className="auth-card__back">
            <span aria-hidden="true">←</span> Back to Home
          </Link>
        </div>
      </section>
    </CsrfTokenProvider>
  );
}

/**
 * The second step of a sign-in with two-factor sign-in on (decision 017): a code from the
 * authenticator app or a recovery code, and a way back to the password.
 */
function CodeStep({ error, busy }: { error: string | null; busy: boolean }) {
  return (
    <>
      <Form method="post" className="auth-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="code" />
        <Field
          id="sign-in-code"
          name="code"
          type="text"
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          errors={error ? [error] : undefined}
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          required
        />
        <SubmitButton busy={busy} busyLabel="Verifying..." className="button button--primary auth-form__submit">
          Verify
        </SubmitButton>
      </Form>
      <Form method="post" className="auth-form__restart">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className="button button--ghost button--small">
          Start again
        </button>
      </Form>
    </>
  );
}
