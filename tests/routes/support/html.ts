/**
 * Reading a server-rendered page as a person would read it, without a browser: the document parsed
 * by node-html-parser (CSS selectors; `.text` with entities decoded). For what the server sends (texts,
 * links, counts, `aria-current`, form values kept after a post); what only a browser shows (layout,
 * focus, hydration, what scripts change) stays in tests/e2e.
 */
import { parse, type HTMLElement } from "node-html-parser";
import { expect } from "vitest";
import type { Site } from "./site";

export type { HTMLElement };

/** Parses a whole document or fragment. */
export const parseHtml = (html: string): HTMLElement => parse(html);

/** An element's text as a reader sees it: entities decoded, runs of white space as one space. */
export const textOf = (element: HTMLElement): string => element.text.replace(/\s+/g, " ").trim();

/** The texts of the elements `selector` matches under `root`, in document order. */
export const textsOf = (root: HTMLElement, selector: string): string[] => root.querySelectorAll(selector).map(textOf);

/** The one element `selector` matches under `root`; fails the test (naming the selector) when none does. */
export function one(root: HTMLElement, selector: string): HTMLElement {
  const element = root.querySelector(selector);
  expect(element, `an element matching ${selector}`).not.toBeNull();
  return element!;
}

/** Opens `path` on the site, expects `status` (200 unless given) and returns the parsed document. */
export async function openPage(
  site: Site,
  path: string,
  { status = 200, ...options }: Parameters<Site["request"]>[1] & { status?: number } = {},
): Promise<HTMLElement> {
  const response = await site.request(path, options);
  expect(response.status, path).toBe(status);
  return parseHtml(await response.text());
}
