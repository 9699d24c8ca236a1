import { Link } from "@remix-run/react";

/** The calls to action the marketing pages repeat, each always to the same place with the same words. */
const CTA = {
  start: { to: "/resources/contact-us#contact-form", label: "Start Your Project", track: true },
  contact: { to: "/resources/contact-us", label: "Contact us", track: false },
  projects: { to: "/resources/projects", label: "Our Projects", track: false },
  about: { to: "/resources/about-us", label: "About us", track: false },
} as const;

export type CtaKind = keyof typeof CTA;
type Tone = "primary" | "accent" | "ghost" | "on-dark";

/** One call-to-action button; "on-dark" is the ghost button on a dark band. */
export function CtaLink({ kind, tone }: { kind: CtaKind; tone: Tone }) {
  const { to, label, track } = CTA[kind];
  const className = tone === "on-dark" ? "button button--ghost button--on-dark" : `button button--${tone}`;
  return (
    <Link to={to} className={className} data-track={track ? "cta" : undefined}>
      {label}
    </Link>
  );
}

/** A hero's pair of buttons: the first primary, the second ghost. */
export function CtaPair({ first, second }: { first: CtaKind; second: CtaKind }) {
  return (
    <>
      <CtaLink kind={first} tone="primary" />
      <CtaLink kind={second} tone="ghost" />
    </>
  );
}
