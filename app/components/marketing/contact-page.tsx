import type { ReactNode } from "react";
import { STUDIO, telHref } from "~/utils/site";
import claims from "./content/claims.json";
import { SplitSection } from "./section";
import { Stats } from "./stats";
import { useReveal } from "./use-reveal";

// Accra, around East Legon; the link opens the same place on OpenStreetMap.
const MAP_LINK = "https://www.openstreetmap.org/?mlat=5.6358&mlon=-0.1614#map=13/5.6358/-0.1614";

/**
 * The contact page's layout: hero with the studio's claims (public-site §2 Contact and §9, word for
 * word in content/claims.json), the four info cards, the
 * map and the place of the form (the form itself comes from the route).
 */
export function ContactPage({ form, whatsapp = null }: { form: ReactNode; whatsapp?: string | null }) {
  useReveal();
  const [mainPhone] = STUDIO.phones;
  return (
    <>
      <section className="contact-hero" aria-labelledby="page-title">
        <div className="container">
          <p className="eyebrow">Contact us</p>
          <h1 id="page-title">Let&apos;s talk about your space</h1>
          <p className="contact-hero__lead">
            A house, a room, a single chair: tell us what you have in mind. A designer will answer within 24 hours.
          </p>
          <div className="contact-hero__actions">
            <a href="#contact-form" className="button button--accent">
              Send us a message
            </a>
            <a href={telHref(mainPhone)} className="button button--ghost button--on-dark">
              Call {mainPhone}
            </a>
            {whatsapp ? (
              <a href={whatsapp} className="button button--ghost button--on-dark" rel="noopener noreferrer">
                Continue on WhatsApp
              </a>
            ) : null}
          </div>
          <Stats stats={claims} label="Why clients choose us" tone="dark" />
        </div>
      </section>

      <section className="section" aria-labelledby="details-title">
        <div className="container">
          <h2 id="details-title" className="visually-hidden">
            How to reach us
          </h2>
          <ul className="info-cards">
            <InfoCard icon={ICONS.place} title="Visit the studio">
              <address>
                <p>{STUDIO.address}</p>
                <p>{STUDIO.city}</p>
              </address>
            </InfoCard>
            <InfoCard icon={ICONS.email} title="Email us">
              <LinkLines items={STUDIO.emails} href={(email) => `mailto:${email}`} />
            </InfoCard>
            <InfoCard icon={ICONS.phone} title="Call us">
              <LinkLines items={STUDIO.phones} href={telHref} />
            </InfoCard>
            <InfoCard icon={ICONS.clock} title="Studio hours">
              <p>Monday to Friday: 8:00 AM to 6:00 PM</p>
              <p>Saturday: 9:00 AM to 4:00 PM</p>
              <p>
                <em>By appointment only</em>
              </p>
            </InfoCard>
          </ul>
        </div>
      </section>

      <SplitSection
        tone="sand"
        layout="contact-map"
        headingId="map-title"
        eyebrow="Find us"
        title="In East Legon, Accra"
        image={{
          src: "/images/contact/accra-map.webp",
          alt: "Map of Accra with the studio marked in East Legon, north-east of the city centre and east of Kotoka airport",
          width: 1200,
          height: 800,
        }}
      >
        <p>
          Ten minutes from Kotoka International Airport, off the Lagos Avenue. Parking is on site; please ring ahead so
          we can welcome you.
        </p>
        <a href={MAP_LINK} className="text-link" target="_blank" rel="noreferrer">
          Open the map in OpenStreetMap
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </SplitSection>

      <section className="section section--flush" id="contact" aria-labelledby="contact-title">
        <div className="container contact-form-section">
          <div data-reveal>
            <p className="eyebrow">Write to us</p>
            <h2 id="contact-title">Start Your Design Journey</h2>
            <p>
              Tell us about the space, the timing and what matters most to you. The more we know, the better our first
              conversation will be.
            </p>
          </div>
          <div className="contact-form-section__panel">{form}</div>
        </div>
      </section>
    </>
  );
}

/** The info cards' line icons (24 × 24 paths). */
const ICONS = {
  place: "M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z",
  email: "M3 5h18v14H3zM3 6l9 7 9-7",
  phone:
    "M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  clock: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4V6h-2v7.4l5 3 1-1.7z",
};

function InfoCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <li className="info-card" data-reveal>
      <span className="info-card__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d={icon} strokeLinejoin="round" />
        </svg>
      </span>
      <h3>{title}</h3>
      {children}
    </li>
  );
}

/** One linked paragraph per address or number. */
function LinkLines({ items, href }: { items: readonly string[]; href: (item: string) => string }) {
  return items.map((item) => (
    <p key={item}>
      <a href={href(item)}>{item}</a>
    </p>
  ));
}
