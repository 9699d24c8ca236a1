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

/** The document an element belongs to (where the ids its aria-labelledby names live). */
function documentOf(element: HTMLElement): HTMLElement {
  let node = element;
  while (node.parentNode) node = node.parentNode;
  return node;
}

/**
 * An element's accessible name, as getByRole reads it: the texts of the elements its aria-labelledby
 * names, else its aria-label, else its own text without the aria-hidden decorations (icons, arrows).
 */
export function accessibleName(element: HTMLElement): string {
  const ids = element.getAttribute("aria-labelledby");
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => textOf(one(documentOf(element), `#${id}`)))
      .join(" ");
  const label = element.getAttribute("aria-label");
  if (label !== undefined) return label;
  const copy = element.clone() as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/**
 * The one element `selector` matches under `root` whose accessible name is `name` (exactly, or
 * matching it), as getByRole(role, { name }) finds it; fails the test when there is none or more.
 */
export function named(root: HTMLElement, selector: string, name: string | RegExp): HTMLElement {
  const found = root.querySelectorAll(selector).filter((element) => {
    const accessible = accessibleName(element);
    return typeof name === "string" ? accessible === name : name.test(accessible);
  });
  expect(found, `one ${selector} named ${String(name)}`).toHaveLength(1);
  return found[0];
}

/** The one link under `root` named `name`, as getByRole("link", { name }) finds it. */
export const linkNamed = (root: HTMLElement, name: string | RegExp): HTMLElement => named(root, "a", name);

/** The one element labelled `name` (a region, list or nav named by aria-label or aria-labelledby). */
export const labelled = (root: HTMLElement, name: string): HTMLElement =>
  named(root, "[aria-label], [aria-labelledby]", name);

/**
 * What the control named `name` under `root` shows as served: an input's value, a textarea's text,
 * a select's chosen option (none chosen: the first, as a browser shows it).
 */
export function valueOf(root: HTMLElement, name: string): string {
  const control = one(root, `[name="${name}"]`);
  if (control.tagName === "TEXTAREA") return control.text.replace(/^\n/, "");
  if (control.tagName === "SELECT") {
    const option = control.querySelector("option[selected]") ?? control.querySelector("option");
    return option?.getAttribute("value") ?? "";
  }
  return control.getAttribute("value") ?? "";
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

/** What a browser without scripts sends of `form` besides its visible fields: hidden inputs and the honeypot's. */
export function hiddenFields(form: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll("input")) {
    const name = input.getAttribute("name");
    if (name && (input.getAttribute("type") === "hidden" || name.endsWith("__confirm"))) {
      fields[name] = input.getAttribute("value") ?? "";
    }
  }
  return fields;
}
