import type { NewsletterResult } from "~/schemas/newsletter";

/**
 * What components read from the loaders above them with `useRouteLoaderData`: the data's shape lives
 * here, below both, so a component never imports a route (the loaders check they still send it).
 */

/** The root loader's (root-loader.server.ts) token for the admin forms and the flashed newsletter answer. */
export interface RootData {
  csrfToken: string | null;
  newsletter: NewsletterResult | null;
}

/**
 * The public layout's loader (routes/_site/route.server.ts, route id "routes/_site"): the header's
 * badge, the wishlist hearts. Components name the id as a literal, as they name "root": a shared
 * constant was a browser file of its own on every public page.
 */
export interface SiteData {
  enquiry: { count: number; wishlist: readonly number[] } | null;
  /** The footer's social profiles, from STUDIO_*_URL: only the networks the studio configured. */
  social: readonly SocialLink[];
}

export interface SocialLink {
  label: "Instagram" | "Pinterest" | "LinkedIn" | "Facebook";
  href: string;
}

/**
 * What an admin form typed when it was posted from an ended session (app/sign-in/kept-form.server.ts):
 * its text fields by name (a repeated name: its values in order) and how many files were picked
 * (those are not kept). The admin layout's loader ("routes/dashboard") hands them to the form once.
 */
export interface KeptForm {
  values: Record<string, string | string[]>;
  files: number;
}

/** The admin layout's loader data that components read ("routes/dashboard"). */
export interface DashboardData {
  kept: KeptForm | null;
}
