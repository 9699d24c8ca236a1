import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field } from "~/components/forms";
import { FormPageHead, HEAD_LINK_CLASS } from "~/kits/upload-form/page-head";
import type { action, loader } from "~/routes/dashboard.security/route.server";
import styles from "~/styles/admin-content.css";
import { SECOND_FACTOR_MESSAGES } from "~/vocabulary/second-factor";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${SECOND_FACTOR_MESSAGES.title} | Aniwa Studio Admin` }];

export { action, loader } from "~/routes/dashboard.security/route.server";

/**
 * A change's form: the password again (a session alone changes nothing), one code (from the app, or
 * a recovery code) sent with `intent`, and the answer's error under the field it is about.
 */
function CodeForm({
  intent,
  label,
  submit,
  tone,
}: {
  intent: "confirm" | "disable" | "renew";
  label: string;
  submit: string;
  tone: string;
}) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // Only the form that was sent shows the answer's error.
  const error = !answer?.intent || answer.intent === intent ? answer?.error : null;
  const onPassword = error && answer?.field === "password";
  return (
    <Form method="post" className="security-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <Field
        id={`security-password-${intent}`}
        name="password"
        type="password"
        label="Your password"
        errors={onPassword ? [error] : undefined}
        autoComplete="current-password"
        required
      />
      <Field
        id={`security-code-${intent}`}
        name="code"
        type="text"
        label={label}
        errors={error && !onPassword ? [error] : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        required
      />
      <button type="submit" className={`button button--${tone}`} disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

export default function SecurityPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();

  return (
    <div className="cms-page">
      <FormPageHead
        crumbs={[{ label: "Home", to: "/dashboard/admin/" }, { label: SECOND_FACTOR_MESSAGES.title }]}
        heading={SECOND_FACTOR_MESSAGES.title}
        lede="A code from an app on your phone, asked after your password every time you sign in."
        linksLabel="Security pages"
        links={
          <Link to="/dashboard/admin/" className={HEAD_LINK_CLASS}>
            Dashboard
          </Link>
        }
      />
      {data.required && data.state !== "on" && !answer?.recoveryCodes ? (
        <div className="alert alert--info" role="status">
          <p>{SECOND_FACTOR_MESSAGES.required}</p>
        </div>
      ) : null}

      <section className="cms-card cms-card--narrow security-card" aria-labelledby="security-title">
        {answer?.recoveryCodes ? (
          <>
            <h2 id="security-title" className="cms-card__title">
              {answer.renewed ? "New recovery codes" : "Two-factor sign-in is on"}
            </h2>
            {answer.renewed ? (
              <p role="status">{SECOND_FACTOR_MESSAGES.renewed}</p>
            ) : (
              <p role="status">Every other device was signed out: sign in there again with a code.</p>
            )}
            <p>
              Your recovery codes: each one works once, in place of a code, if your phone is lost. Keep them somewhere
              safe: they are not shown again.
            </p>
            <ol className="security-codes" aria-label="Recovery codes">
              {answer.recoveryCodes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <Link to="/dashboard/admin/" className="button button--accent">
              I have kept them: go to the dashboard
            </Link>
          </>
        ) : data.state === "unavailable" || data.state === "unreachable" ? (
          <>
            <h2 id="security-title" className="cms-card__title">
              Not available
            </h2>
            <p role={data.state === "unreachable" ? "alert" : undefined}>{SECOND_FACTOR_MESSAGES[data.state]}</p>
          </>
        ) : data.state === "on" ? (
          <>
            <h2 id="security-title" className="cms-card__title">
              Two-factor sign-in is on
            </h2>
            <p>
              On since {data.since}. {data.left} of 10 recovery codes left.
            </p>
            <h3 className="security-card__subtitle">New recovery codes</h3>
            <p className="field__hint">The ten codes shown now replace the earlier ones, used or not.</p>
            <CodeForm intent="renew" label="Code from your app" submit="Get new recovery codes" tone="primary" />
            <h3 className="security-card__subtitle">Turn it off</h3>
            {data.required ? (
              <p className="field__hint">This site requires it, so it cannot be turned off here.</p>
            ) : (
              <CodeForm intent="disable" label="Code from your app, to turn it off" submit="Turn off" tone="danger" />
            )}
          </>
        ) : (
          <>
            <h2 id="security-title" className="cms-card__title">
              Turn on two-factor sign-in
            </h2>
            <ol className="security-steps">
              <li>
                <p>
                  Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                  1Password…).
                </p>
                <img
                  className="security-qr"
                  src={data.qrCode}
                  width="200"
                  height="200"
                  alt="QR code for your authenticator app"
                />
              </li>
              <li>
                <p>Or type this key into the app:</p>
                <p>
                  <code className="security-secret">{data.secret}</code>
                </p>
              </li>
              <li>
                <CodeForm intent="confirm" label="The 6-digit code the app shows" submit="Turn on" tone="accent" />
              </li>
            </ol>
          </>
        )}
      </section>

      <section className="cms-card cms-card--narrow security-card" aria-labelledby="devices-title">
        <h2 id="devices-title" className="cms-card__title">
          Signed-in devices
        </h2>
        <ul className="security-devices">
          {data.devices.map((device) => (
            <li key={device.id} className="security-device">
              <div>
                <p className="security-device__name">
                  {device.name}
                  {device.current ? <span className="badge badge--info">This device</span> : null}
                </p>
                <p className="security-device__facts">
                  From {device.address ?? "an unknown address"} · signed in {device.signedInAt} · last seen{" "}
                  {device.lastSeenAt}
                </p>
              </div>
              {device.current ? null : (
                <Form method="post">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="intent" value="end-device" />
                  <input type="hidden" name="device" value={device.id} />
                  <button
                    type="submit"
                    className="button button--ghost button--small"
                    aria-label={`Sign out ${device.name}, signed in ${device.signedInAt}`}
                  >
                    Sign out
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <p className="field__hint">
          &lsquo;Sign out of all devices&rsquo; in the account menu ends every one, this one too.
        </p>
      </section>
    </div>
  );
}
