import { Link, useRouteLoaderData } from "@remix-run/react";
import { Logo } from "~/components/logo";
import { NewsletterForm } from "~/components/newsletter-form";
import type { SiteData } from "~/utils/route-data";
import { COMPANY_LINKS, SERVICE_PAGES, STUDIO, telHref } from "~/utils/site";

// The spec's Terms of Service and Cookie Policy are gone: the Privacy Policy says which cookies
// the site sets; the social profiles come from configuration (decision 019: a link leads somewhere or is not shown).
const LEGAL_LINKS = [{ to: "/resources/privacy-policy", label: "Privacy Policy" }];

function LinkList({
  links,
  ...list
}: {
  links: readonly { to: string; label: string }[];
  className?: string;
  "aria-label"?: string;
}) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const social = useRouteLoaderData<SiteData>("routes/_site")?.social;
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About the studio
          </h2>
          <Logo className="logo logo--light" />
          <p>
            A contemporary architecture, interiors and home-collections studio in Accra. We design homes, workplaces and
            objects rooted in West African craft, made with local artisans and materials.
          </p>
          <NewsletterForm />
        </section>
        <nav className="site-footer__col" aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <LinkList links={COMPANY_LINKS} />
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <LinkList links={SERVICE_PAGES} />
        </nav>
        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <p>{STUDIO.address}</p>
            {STUDIO.emails.map((email) => (
              <p key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            ))}
            {STUDIO.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </p>
            ))}
          </address>
          {social?.length ? (
            <ul className="site-footer__social" aria-label="Social media">
              {social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer me">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {STUDIO.name}. All Rights Reserved.
        </p>
        <LinkList className="site-footer__legal" aria-label="Legal" links={LEGAL_LINKS} />
      </div>
    </footer>
  );
}
