import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { loginSchema } from "~/schemas/login";
import {
  beginSignIn,
  isRefusedCredentials,
  signInErrorMessage,
  signInUpstream,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "~/services/auth.server";
import { assertCsrf, readFormData, safePath } from "~/platform/security.server";
import { getAdmin } from "~/sign-in/session.server";
import { keptFormState } from "~/sign-in/kept-form.server";
import { isEnrolled, SecondFactorUnavailable } from "~/sign-in/second-factor.server";
import { SECOND_FACTOR_MESSAGES } from "~/vocabulary/second-factor";
import {
  askForCode,
  codeAction,
  DASHBOARD,
  finishSignIn,
  pendingSignIn,
} from "~/routes/_site.auth.login/second-step.server";

// The sign-in page's loader and action, kept out of route.tsx so the server modules never reach the browser
// (the page loads the schema on its own, when the form is first used). The second step (a code
// from the authenticator app) is in second-step.server.ts.

/** The form's constraint attributes (required, lengths), read from its schema once. */
const constraint = getZodConstraint(loginSchema);

/**
 * A signed-in administrator has nothing to do here: on to the dashboard; others get the form's
 * constraints, and the step they are at (the password, or the code after it).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) {
    throw redirect(safePath(new URL(request.url).searchParams.get("redirectTo"), DASHBOARD));
  }
  // A form posted from an ended session waits for the admin (app/sign-in/kept-form.server.ts): the page says so.
  const keptForm = await keptFormState(request);
  const step = (await pendingSignIn(request)) ? ("code" as const) : ("password" as const);
  return json({ constraint, keptForm, step }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Capped before anything is parsed: a huge body gets 413, never a password check.
  const formData = await readFormData(request);
  await assertCsrf(request, formData);
  const intent = formData.get("intent");
  if (intent === "code" || intent === "restart") return codeAction(request, context, formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  // The password never comes back to the page, whatever happens.
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  }

  // The attempt's point is taken before the password is checked (parallel guesses cannot outrun it).
  const attempt = await beginSignIn(request, context);
  if (attempt.retryAfterS > 0) {
    return json(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS_MESSAGE], hideFields }) },
      { status: 429, headers: { "Retry-After": String(attempt.retryAfterS) } },
    );
  }

  try {
    const signedIn = await signInUpstream(submission.value);
    // An administrator with a second factor (or who must have one) is asked for a code next.
    if (await isEnrolled(signedIn.email)) {
      await attempt.settle("passed");
      return await askForCode(signedIn, submission.value.redirectTo);
    }
    await attempt.settle("signed-in");
    return await finishSignIn(request, context, signedIn, submission.value.redirectTo);
  } catch (error) {
    if (error instanceof SecondFactorUnavailable) {
      // Fail closed: without the shared record the code step is neither skipped nor offered.
      await attempt.settle("failed");
      console.error(`Sign-in failed: ${error.message}`);
      return json(
        { result: submission.reply({ formErrors: [SECOND_FACTOR_MESSAGES.unreachable], hideFields }) },
        { status: 503 },
      );
    }
    const refused = isRefusedCredentials(error);
    await attempt.settle(refused ? "refused" : "failed");
    if (!refused) console.error(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    return json(
      { result: submission.reply({ formErrors: [signInErrorMessage(error)], hideFields }) },
      { status: refused ? 401 : 502 },
    );
  }
}
