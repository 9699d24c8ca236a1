/**
 * Reading the public listings (shop, blog, projects) as the server renders them, for shop.test.ts,
 * blog.test.ts and projects.test.ts: an API row's values, the hero's figures and a filter's choice.
 */
import { expect } from "vitest";
import { one, textOf, type HTMLElement } from "./html";

/** An API row; the PHP-style API (routes-php) gives every value as text. */
export type Row = Record<string, unknown>;
export const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The value of a listing hero's figure, by its label. */
export function heroStat(page: HTMLElement, label: string): string {
  const row = page.querySelectorAll(".listing-hero__stats div").find((div) => textOf(one(div, "dt")) === label);
  expect(row, `the hero figure '${label}'`).toBeDefined();
  return textOf(one(row!, "dd"));
}
