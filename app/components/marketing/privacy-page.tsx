import { Link } from "@remix-run/react";
import { STUDIO } from "~/utils/site";

const CONTACT_EMAIL = STUDIO.emails[0];

/**
 * What the site keeps about a visitor, why, for how long, and whom to ask (decision 019: every form
 * collects names, e-mails and phone numbers). Each fact here is what the code does: the lead
 * outbox (docs/decisions/010), the cookieless analytics (app/services/tracking.server.ts), the
 * cookies of app/basket/basket.server.ts, security.server.ts, toast.server.ts and session.server.ts.
 */
export function PrivacyPage() {
  return (
    <article className="legal-page container" aria-labelledby="page-title">
      <p className="eyebrow">Aniwa Studio</p>
      <h1 id="page-title">Privacy Policy</h1>
      <p className="legal-page__lead">
        This page says what this website keeps about you, why, for how long, and how to ask us about it. We do not sell
        or share what you tell us, and the site shows no advertising.
      </p>

      <section aria-labelledby="privacy-messages">
        <h2 id="privacy-messages">What you send us</h2>
        <p>
          When you use the contact form, send an enquiry from the shop or sign up for the newsletter, we keep what you
          typed: your name, e-mail address, phone number if you gave one, the project type and your message, or the
          pieces and quantities of your enquiry. We use it only to answer you and to run the project or order you ask
          about. It is kept by the studio&apos;s own systems and sent to the studio by e-mail; if our systems are busy,
          the website holds your message safely until they answer, so nothing you send is lost.
        </p>
        <p>
          We keep messages and enquiries as long as we need them to answer you and serve your project or order, and
          newsletter sign-ups until you ask us to stop writing; we delete either whenever you ask.
        </p>
      </section>

      <section aria-labelledby="privacy-analytics">
        <h2 id="privacy-analytics">Visit statistics, without cookies</h2>
        <p>
          To learn which pages help our visitors, the site counts page views, clicks on its main buttons and how long a
          page is read. It sets no cookie for this and uses no third-party tracker. A visit is recognised by a keyed
          fingerprint of your network address and browser that changes every half hour, and each event records the page,
          the page you came from, the time and your network address. Events are kept for 13 months, then only as daily
          totals.
        </p>
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies</h2>
        <p>The site sets only the cookies it needs to work, never for advertising or tracking:</p>
        <ul>
          <li>
            <strong>Your enquiry and wishlist</strong>: which pieces you added and how many, for 60 days or until you
            send or empty them.
          </li>
          <li>
            <strong>Messages after a form</strong>: a short-lived cookie that carries a confirmation (such as
            &lsquo;Added to your enquiry&rsquo;) to the next page, gone after it is shown, and a security token that
            proves a form was sent from this site, for the length of your visit.
          </li>
          <li>
            <strong>The studio&apos;s sign-in</strong>: only for the studio&apos;s administrator, for at most 8 hours.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your questions and choices</h2>
        <p>
          You can ask us what we hold about you, to correct it or to delete it, and we will answer within a month. Write
          to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use the{" "}
          <Link to="/resources/contact-us">contact form</Link>. You may also complain to Ghana&apos;s Data Protection
          Commission.
        </p>
      </section>
    </article>
  );
}
