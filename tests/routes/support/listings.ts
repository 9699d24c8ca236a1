/**
 * Reading the public listings (shop, blog, projects) as the server renders them, for shop.test.ts,
 * blog.test.ts and projects.test.ts: an API row's values, and elements found by their accessible
 * names as getByRole finds them in tests/e2e.
 */
import { expect } from "vitest";
import { one, textOf, type HTMLElement } from "./html";

/** An API row; the PHP-style API (routes-php) gives every value as text. */
export type Row = Record<string, unknown>;
export const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The element `name` labels (aria-label, or the text of its aria-labelledby), as getByRole finds it by name. */
export function labelled(root: HTMLElement, name: string): HTMLElement {
  const found = root.querySelectorAll("[aria-label], [aria-labelledby]").filter((element) => {
    const by = element.getAttribute("aria-labelledby");
    const label = by ? textOf(one(root, `#${by}`)) : element.getAttribute("aria-label");
    return label === name;
  });
  expect(found, `one element labelled '${name}'`).toHaveLength(1);
  return found[0];
}

/** A link's accessible name: its aria-label, else its text (a hidden rest included, as screen readers hear it). */
export const nameOf = (link: HTMLElement) => link.getAttribute("aria-label") ?? textOf(link);

/** The one link under `root` named `name` (exactly, or matching), as getByRole("link", { name }) finds it. */
export function linkNamed(root: HTMLElement, name: string | RegExp): HTMLElement {
  const found = root
    .querySelectorAll("a")
    .filter((link) => (typeof name === "string" ? nameOf(link) === name : name.test(nameOf(link))));
  expect(found, `one link named ${String(name)}`).toHaveLength(1);
  return found[0];
}

/** The value of a listing hero's figure, by its label. */
export function heroStat(page: HTMLElement, label: string): string {
  const row = page.querySelectorAll(".listing-hero__stats div").find((div) => textOf(one(div, "dt")) === label);
  expect(row, `the hero figure '${label}'`).toBeDefined();
  return textOf(one(row!, "dd"));
}

/** The option a server-rendered select has chosen (React marks it `selected`; none: the first). */
export function selectedValue(root: HTMLElement, selector: string): string | undefined {
  const select = one(root, selector);
  const option = select.querySelector("option[selected]") ?? select.querySelector("option");
  return option?.getAttribute("value");
}
