import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field } from "~/components/forms";
import { loginSchema } from "~/schemas/login";
import {
  clearFailedSignIns,
  isRefusedCredentials,
  recordFailedSignIn,
  signInErrorMessage,
  signInRetryAfter,
  signInUpstream,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "~/services/auth.server";
import { assertCsrf, readFormData } from "~/security.server";
import { createAdminSession, getAdmin, safePath } from "~/session.server";
import adminStyles from "~/styles/admin.css";
import { redirectWithToast } from "~/toast.server";

const DASHBOARD = "/dashboard/admin/";

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

/** A signed-in administrator has nothing to do here: on to the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) {
    throw redirect(safePath(new URL(request.url).searchParams.get("redirectTo"), DASHBOARD));
  }
  return json(null, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Capped before anything is parsed: a huge body gets 413, never a password check.
  const formData = await readFormData(request);
  await assertCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  // The password never comes back to the page, whatever happens.
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  }

  const retryAfter = await signInRetryAfter(request, context);
  if (retryAfter > 0) {
    return json(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS_MESSAGE], hideFields }) },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }

  try {
    const signedIn = await signInUpstream(submission.value);
    await clearFailedSignIns(request, context);
    const session = await createAdminSession({ email: signedIn.email, upstreamCookie: signedIn.upstreamCookie });
    return redirectWithToast(
      safePath(submission.value.redirectTo, DASHBOARD),
      { type: "success", message: signedIn.message },
      { headers: { "Set-Cookie": session, "Cache-Control": "no-store" } },
    );
  } catch (error) {
    const refused = isRefusedCredentials(error);
    if (refused) await recordFailedSignIn(request, context);
    else console.error(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    return json(
      { result: submission.reply({ formErrors: [signInErrorMessage(error)], hideFields }) },
      { status: refused ? 401 : 502 },
    );
  }
}

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
  // After a refused attempt the typed password goes too (the server never sends it back).
  // Cleared in the DOM, not through conform, so the server's message stays shown.
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = actionData ? document.getElementById(passwordId) : null;
    if (input instanceof HTMLInputElement) input.value = "";
  }, [actionData, passwordId]);

  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: "password" });

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <div className="auth-card">
        <p className="eyebrow">Studio staff</p>
        <h1 id="login-title">Admin Login</h1>
        <p className="auth-card__lead">Sign in to manage blogs, products, projects and analytics.</p>
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          {form.errors?.length ? (
            <div className="alert alert--error" role="alert" id={form.errorId}>
              <p>{form.errors[0]}</p>
            </div>
          ) : null}
          <AuthenticityTokenInput />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <Field
            key={emailKey}
            label="Email"
            {...emailProps}
            autoComplete="username"
            placeholder="admin@example.com"
            errors={fields.email.errors}
          />
          <Field
            key={passwordKey}
            label="Password"
            {...passwordProps}
            autoComplete="current-password"
            errors={fields.password.errors}
          />
          <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
            {busy ? "Signing In..." : "Sign In"}
          </button>
        </Form>
        <Link to="/" className="auth-card__back">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
      </div>
    </section>
  );
}
