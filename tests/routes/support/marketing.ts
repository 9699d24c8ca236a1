/**
 * Reading the marketing pages as the server renders them, for home.test.ts and services.test.ts:
 * a page with its title and meta description, and a row of URL tabs.
 */
import { expect } from "vitest";
import { named, one, openPage, textOf, textsOf, type HTMLElement } from "./html";
import type { Site } from "./site";

/** Opens a page and checks its title and meta description. */
export async function openMarketingPage(
  site: Site,
  path: string,
  title: string,
  description: RegExp,
): Promise<HTMLElement> {
  const doc = await openPage(site, path);
  expect(textOf(one(doc, "title")), path).toBe(title);
  expect(one(doc, 'meta[name="description"]').getAttribute("content"), path).toMatch(description);
  return doc;
}

/** A row of URL tabs: its labels in order and the one marked as the page's choice. */
export function tabsOf(doc: HTMLElement, label: string): { labels: string[]; current: string[] } {
  const nav = named(doc, "nav", label);
  return { labels: textsOf(nav, "a"), current: textsOf(nav, 'a[aria-current="true"]') };
}
