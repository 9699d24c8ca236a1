import { Link } from "@remix-run/react";
import { Logo } from "~/components/logo";
import { NewsletterForm } from "~/components/newsletter-form";
import { SERVICE_PAGES, STUDIO, telHref } from "~/utils/site";

const COMPANY_LINKS = [
  { to: "/resources/about-us", label: "About Us" },
  { to: "/resources/projects", label: "Our Projects" },
  { to: "/resources/shop", label: "Shop" },
  { to: "/resources/blogs", label: "Press" },
  { to: "/resources/blogs", label: "Blog" },
  { to: "/resources/contact-us", label: "Contact" },
];

// The spec lists social and legal links as placeholders; they point at the
// studio's contact page until real profiles and policies exist.
const SOCIAL_LINKS = ["Instagram", "Pinterest", "LinkedIn", "Facebook"];
const LEGAL_LINKS = ["Privacy Policy", "Terms of Service", "Cookie Policy"];

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav className="site-footer__col" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PlaceholderLinks({ className, label, names }: { className: string; label: string; names: string[] }) {
  return (
    <ul className={className} aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <Link to="/resources/contact-us">{name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
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
        <LinkColumn id="footer-company" title="Company" links={COMPANY_LINKS} />
        <LinkColumn id="footer-services" title="Services" links={SERVICE_PAGES} />
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
          <PlaceholderLinks className="site-footer__social" label="Social media" names={SOCIAL_LINKS} />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {STUDIO.name}. All Rights Reserved.
        </p>
        <PlaceholderLinks className="site-footer__legal" label="Legal" names={LEGAL_LINKS} />
      </div>
    </footer>
  );
}
