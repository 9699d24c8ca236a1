/**
 * Posting the admin's forms as a browser without scripts does, and reading the page that answers,
 * for the admin route tests (admin-products, admin-projects, admin-blogs, admin-categories and
 * their -faults files): the signed-in session, the CSRF token of the form's page, multipart and
 * urlencoded bodies, the redirect that follows a save, and the messages and kept values a page shows.
 */
import { expect } from "vitest";
import { randomSku } from "../../e2e/fixtures/catalog/arrange";
import { asFile, type UploadFile } from "../../e2e/fixtures/catalog/files";
import { one, openPage, parseHtml, textOf, textsOf, valueOf, type HTMLElement } from "./html";
import { cookiesOf, csrfFrom, useSite, type Site } from "./site";

/** A form's fields as a browser sends them: a name and its value, or its values (ticked boxes). */
export type Fields = Record<string, string | readonly string[]>;

/** The admin's Add, Manage and Edit pages of products and of projects (admin-area §2–§4). */
export const PRODUCT_PAGES = {
  add: "/dashboard/add-products/",
  list: "/dashboard/view-products/",
  edit: (id: number | string) => `/dashboard/edit-product/${id}/`,
};

export const PROJECT_PAGES = {
  add: "/dashboard/add-project/",
  list: "/dashboard/view-projects/",
  edit: (id: number | string) => `/dashboard/edit-project/${id}/`,
};

/** The fields of Add/Edit Product a browser sends, in the form's order (the photos aside). */
export const PRODUCT_FIELDS = [
  "name",
  "description",
  "price",
  "sale_price",
  "sku",
  "stock_quantity",
  "category",
  "tags",
  "status",
] as const;

/** The fields of Add/Edit Project a browser sends, in the form's order (the photos and the quote aside). */
export const PROJECT_FIELDS = [
  "title",
  "description",
  "category",
  "client",
  "location",
  "year",
  "status",
  "tags",
] as const;

/** The text fields of a form, by name. */
type Typed = Record<string, string>;

/** What a browser sends from an untouched form: each of `names` in order, empty but for the form's `defaults`. */
export const untouched = (names: readonly string[], defaults: Typed): Typed => ({
  ...Object.fromEntries(names.map((name) => [name, ""])),
  ...defaults,
});

/**
 * What an admin types into Add Project, Add Product and Add Blog for a whole, valid record (the
 * photos aside), with `changes` over it: the value a test asserts is the one it passes here.
 */
export const projectTyped = (title: string, changes: Typed = {}): Typed => ({
  title,
  description: "A courtyard house in laterite and timber.",
  category: "residential",
  client: "The Owusu family",
  location: "East Legon, Accra",
  year: String(new Date().getFullYear()),
  status: "completed",
  tags: "courtyard, timber",
  ...changes,
});

export const productTyped = (name: string, changes: Typed = {}): Typed => ({
  name,
  description: "Hand-woven kente cover on a kapok cushion.",
  price: "180.50",
  sale_price: "",
  sku: randomSku(),
  stock_quantity: "12",
  category: "textiles",
  tags: "kente, cushion",
  status: "active",
  ...changes,
});

export const postTyped = (title: string, changes: Typed = {}): Typed => ({
  title,
  excerpt: "Excerpt",
  content: "Content",
  category: "architecture",
  tags: "",
  author: "Ama",
  ...changes,
});

/**
 * The photos' words fields of a product or project form as a browser sends them: for each photo
 * at `paths` its path, alt text and caption, empty where `words` gives none.
 */
export const photoTexts = (paths: readonly string[], words: readonly { alt: string; caption: string }[]): Fields =>
  Object.fromEntries(
    paths.flatMap((path, n) => [
      [`photo_texts[${n}].path`, path],
      [`photo_texts[${n}].alt`, words[n]?.alt ?? ""],
      [`photo_texts[${n}].caption`, words[n]?.caption ?? ""],
    ]),
  );

/** The form helpers of one test file, over its `site` and one admin session signed in for the file. */
export function adminForms(site: Site) {
  let session: string | undefined;
  /** The admin's session, signed in once for the file. */
  const signedIn = async () => (session ??= await site.signIn());

  /** The cookies (the admin's unless `cookie` is given) and the CSRF token of the form on `path`. */
  async function formOn(path: string, cookie?: string): Promise<{ cookie: string; csrf: string }> {
    const signed = cookie ?? (await signedIn());
    const response = await site.request(path, { cookie: signed });
    expect(response.status, path).toBe(200);
    return { cookie: cookiesOf(response, signed), csrf: csrfFrom(await response.text()) };
  }

  /**
   * Posts the form on `path` as a browser without scripts does: multipart, the CSRF token first,
   * the fields in the form's order, the files (the form's last field), then the button pressed.
   */
  async function postForm(
    path: string,
    fields: Fields,
    {
      files = {},
      intent = "save",
      cookie,
    }: { files?: Record<string, readonly UploadFile[]>; intent?: string; cookie?: string } = {},
  ): Promise<Response> {
    const form = await formOn(path, cookie);
    const body = new FormData();
    body.append("csrf", form.csrf);
    for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
    for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, asFile(file));
    body.append("intent", intent);
    return site.request(path, { method: "POST", cookie: form.cookie, body });
  }

  /** Posts a form without files on `path` as a browser without scripts does: urlencoded, the CSRF token first. */
  async function postFields(path: string, fields: Record<string, string>): Promise<Response> {
    const { cookie, csrf } = await formOn(path);
    return site.request(path, { cookie, form: { csrf, ...fields } });
  }

  /**
   * Follows a redirect to `to` with the admin's cookies (or `cookie`) and the toast it set, and
   * parses the page it leads to.
   */
  async function follow(response: Response, to: string | RegExp, cookie?: string): Promise<HTMLElement> {
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    if (typeof to === "string") expect(location).toBe(to);
    else expect(location).toMatch(to);
    return openPage(site, location, { cookie: cookiesOf(response, cookie ?? (await signedIn())) });
  }

  /**
   * The fields `names` of the edit form on `path` as the page shows them (what a browser would send
   * back), and the paths of the record's photos.
   */
  async function editFields(path: string, names: readonly string[]) {
    const page = await openPage(site, path, { cookie: await signedIn() });
    const fields: Record<string, string> = Object.fromEntries(names.map((name) => [name, valueOf(page, name)]));
    const paths = page.querySelectorAll('input[name$="].path"]').map((input) => input.getAttribute("value") ?? "");
    return { page, fields, paths };
  }

  return { signedIn, formOn, postForm, postFields, follow, editFields };
}

/**
 * The test file's site (started with `options`) and the form helpers over it, for a file that reads
 * and posts the admin's forms as the signed-in admin.
 */
export function useAdminSite(options?: Parameters<typeof useSite>[0]) {
  const site = useSite(options);
  return { site, ...adminForms(site) };
}

/** The page a refused post answers with, parsed; `status` is what the action answered. */
export async function refused(response: Response, status: number): Promise<HTMLElement> {
  expect(response.status).toBe(status);
  return parseHtml(await response.text());
}

/** Whether the checkbox `selector` finds is ticked. */
export const checked = (root: HTMLElement, selector: string) => one(root, selector).hasAttribute("checked");

/** The field messages a page shows, in order. */
export const fieldErrors = (root: HTMLElement) => textsOf(root, ".field__error");
/** The error summary's messages, in the spec's order of the checks (kits/upload-form/error-summary.tsx). */
export const summaryErrors = (root: HTMLElement) => textsOf(root, ".error-summary li");
/** What the summary lists for these problems: all of them when there are several, none for one. */
export const summaryOf = (messages: readonly string[]) => (messages.length > 1 ? [...messages] : []);

/**
 * Checks that a refused form shows exactly `messages`: in the error summary in the spec's order
 * (only when there are several), and each at its field. `label` names the step in a failure.
 */
export function expectProblems(page: HTMLElement, messages: readonly string[], label?: string) {
  expect(summaryErrors(page), label).toEqual(summaryOf(messages));
  expect([...fieldErrors(page)].sort()).toEqual([...messages].sort());
}

/** The message of a failed save: the form's one alert with words in it. */
export const formAlerts = (page: HTMLElement, form: string) =>
  textsOf(page, `${form} [role="alert"]`).filter((text) => text !== "");

/** The text a toast shows on `page` (the flash of the redirect that led there). */
export const toasts = (page: HTMLElement) => textsOf(page, '[data-testid="toast"] span');

/** The rows of the page's table body that mention `text`. */
export const rowsWith = (root: HTMLElement, text: string) =>
  root.querySelectorAll("tbody tr").filter((row) => textOf(row).includes(text));

/** The one row that mentions `text`. */
export function rowWith(root: HTMLElement, text: string): HTMLElement {
  const rows = rowsWith(root, text);
  expect(rows, `rows with ${text}`).toHaveLength(1);
  return rows[0];
}

/** The list after a delete with `q` (the confirm step's parameters dropped), as the action goes back to it. */
export const searched = (list: string, q: string) => `${list}?${new URLSearchParams({ q })}`;
