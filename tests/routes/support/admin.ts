/**
 * Reading the admin pages as the server renders them, for analytics-admin.test.ts and
 * admin-shell.test.ts: links found by their accessible names (as getByRole finds them in
 * tests/e2e) and the chart cards the analytics page and the dashboard share.
 */
import { expect } from "vitest";
import { one, textOf, type HTMLElement } from "./html";

/** The analytics page. */
export const ANALYTICS_PATH = "/dashboard/analytics/";

/** An element's accessible text: what it reads without its aria-hidden decorations (icons, arrows). */
export function nameOf(element: HTMLElement): string {
  const copy = element.clone() as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/** The one link under `root` whose accessible text is exactly `name`. */
export function linkNamed(root: HTMLElement, name: string): HTMLElement {
  const links = root.querySelectorAll("a").filter((link) => nameOf(link) === name);
  expect(links, `one link named '${name}'`).toHaveLength(1);
  return links[0];
}

/** The chart card titled `title` (a region named by its aria-label). */
export const chart = (page: HTMLElement, title: string) => one(page, `section.chart-card[aria-label="${title}"]`);
