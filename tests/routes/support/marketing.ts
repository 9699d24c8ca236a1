/**
 * Reading the marketing pages as the server renders them, for home.test.ts and services.test.ts:
 * each page's title, description and heading, its process lists, its calls to act and a row of URL tabs.
 */
import { expect } from "vitest";
import { named, one, openPage, textOf, textsOf, type HTMLElement } from "./html";
import type { Site } from "./site";

/** A marketing page: its address, its title, a phrase of its meta description and of its one heading. */
export interface MarketingPage {
  path: string;
  title: string;
  description: RegExp;
  heading: string | RegExp;
}

/** The marketing pages, each with its address, title, a phrase of its meta description and its heading. */
export const PAGES = {
  home: {
    path: "/",
    title: "Architecture & Interiors in Accra | Aniwa Studio",
    description: /Aniwa Studio designs homes/,
    heading: /Spaces shaped by light/,
  },
  about: {
    path: "/resources/about-us",
    title: "About Us | Aniwa Studio",
    description: /Meet Aniwa Studio/,
    heading: "A studio that looks closely",
  },
  contact: {
    path: "/resources/contact-us",
    title: "Contact | Aniwa Studio",
    description: /Contact Aniwa Studio/,
    heading: "Let's talk about your space",
  },
  architectural: {
    path: "/services/architectural-service",
    title: "Architectural Services | Aniwa Studio",
    description: /Architecture in Accra/,
    heading: "Architectural Services",
  },
  renovation: {
    path: "/services/renovation-service",
    title: "Renovation & Restoration | Aniwa Studio",
    description: /Renovation and restoration in Accra/,
    heading: "Renovation & Restoration",
  },
  extensions: {
    path: "/services/extention-service",
    title: "Extensions | Aniwa Studio",
    description: /House and building extensions in Accra/,
    heading: "Extensions",
  },
  newBuild: {
    path: "/services/newbuild-service",
    title: "New Build | Aniwa Studio",
    description: /New homes in Accra/,
    heading: "New Build: African Residential Design",
  },
} satisfies Record<string, MarketingPage>;

/** Opens a page and checks its title, its meta description and its one `h1`. */
export async function openMarketingPage(site: Site, { path, title, description, heading }: MarketingPage) {
  const doc = await openPage(site, path);
  expect(textOf(one(doc, "title")), path).toBe(title);
  expect(one(doc, 'meta[name="description"]').getAttribute("content"), path).toMatch(description);
  const headings = textsOf(doc, "h1");
  expect(headings, path).toHaveLength(1);
  if (typeof heading === "string") expect(headings[0], path).toBe(heading);
  else expect(headings[0], path).toMatch(heading);
  return doc;
}

/** How many steps the process list named `name` has. */
export const stepsIn = (doc: HTMLElement, name: string) => named(doc, "ol, ul", name).querySelectorAll("li").length;

/** Expects the page's main content to link to each of `paths` at least once. */
export function expectLinksTo(doc: HTMLElement, paths: string[]) {
  for (const path of paths) expect(doc.querySelectorAll(`main a[href="${path}"]`).length, path).toBeGreaterThan(0);
}

/** A row of URL tabs: its labels in order and the one marked as the page's choice. */
export function tabsOf(doc: HTMLElement, label: string): { labels: string[]; current: string[] } {
  const nav = named(doc, "nav", label);
  return { labels: textsOf(nav, "a"), current: textsOf(nav, 'a[aria-current="true"]') };
}
