import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";
import { onDisk } from "./fixtures/catalog/files";

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(here, "fixtures");
export const fixture = (name: string) => path.join(FIXTURES, name);

/** A unique word for this test's records, so parallel runs never touch each other's data. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A file that starts like a JPEG but is over 5 MB: made at test time, never committed. */
export function oversizeJpeg() {
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 300 * 1024, 0x20);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return { name: "huge-photo.jpg", mimeType: "image/jpeg", buffer };
}

/** The same file on disk, for `setInputFiles(path)`: Playwright hands Chromium the path, not 5 MB. */
export const oversizeJpegPath = () => onDisk(oversizeJpeg());

/** Fills the blog form; each key given is typed, picked or ticked. */
export async function fillBlogForm(
  page: Page,
  values: Partial<{
    title: string;
    excerpt: string;
    content: string;
    category: string;
    author: string;
    tags: string;
    image: Parameters<Locator["setInputFiles"]>[0];
  }>,
) {
  if (values.title !== undefined) await page.getByLabel("Title", { exact: true }).fill(values.title);
  if (values.excerpt !== undefined) await page.getByLabel("Excerpt").fill(values.excerpt);
  if (values.content !== undefined) await page.getByLabel("Content").fill(values.content);
  if (values.category !== undefined) await page.getByLabel("Category").selectOption(values.category);
  if (values.tags !== undefined) await page.getByLabel("Tags").fill(values.tags);
  if (values.author !== undefined) await page.getByLabel("Author").fill(values.author);
  if (values.image !== undefined) await page.locator('input[type="file"][name="image"]').setInputFiles(values.image);
}

/**
 * The toast with `message` is on the page. Toasts fade after 3 s by CSS, which
 * on a busy machine can pass before the check, so presence is what counts.
 */
export async function expectToast(page: Page, message: string) {
  await expect(page.getByTestId("toast").filter({ hasText: message }).first()).toBeAttached();
}
