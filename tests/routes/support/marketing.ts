/**
 * Reading the marketing pages as the server renders them, for home.test.ts and services.test.ts:
 * a page with its title and meta description, and elements found by their accessible names.
 */
import { expect } from "vitest";
import { one, openPage, textOf, textsOf, type HTMLElement } from "./html";
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

/** The accessible name `aria-labelledby` (the texts of the elements it names) or `aria-label` gives. */
export function nameOf(doc: HTMLElement, element: HTMLElement): string | undefined {
  const ids = element.getAttribute("aria-labelledby");
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => textOf(one(doc, `#${id}`)))
      .join(" ");
  return element.getAttribute("aria-label");
}

/** The one element `selector` matches under `doc` whose accessible name is `name`. */
export function named(doc: HTMLElement, selector: string, name: string): HTMLElement {
  const matches = doc.querySelectorAll(selector).filter((element) => nameOf(doc, element) === name);
  expect(matches, `${selector} named ${name}`).toHaveLength(1);
  return matches[0];
}

/** The one link under `root` whose text is `name` (or matches it). */
export function link(root: HTMLElement, name: string | RegExp): HTMLElement {
  const matches = root
    .querySelectorAll("a")
    .filter((a) => (typeof name === "string" ? textOf(a) === name : name.test(textOf(a))));
  expect(matches, `a link named ${String(name)}`).toHaveLength(1);
  return matches[0];
}

/** A row of URL tabs: its labels in order and the one marked as the page's choice. */
export function tabsOf(doc: HTMLElement, label: string): { labels: string[]; current: string[] } {
  const nav = named(doc, "nav", label);
  return { labels: textsOf(nav, "a"), current: textsOf(nav, 'a[aria-current="true"]') };
}
