import { expect, type Locator, type Page } from "./support/fixtures";
import { api } from "./support/api";

/** What the shop's specs (listing, filters, Quick View, phone layout, enquiry) read and find alike. */

export interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  category: string;
  status: string;
  stock_quantity: number;
  created_at: string;
  all_images: { path: string }[];
}

/** Every product as the studio API holds it, drafts included, newest first. */
export async function allProducts(): Promise<ApiProduct[]> {
  const body = await api<{ data: ApiProduct[] }>("products/products.php?page=1&limit=500");
  return body.data;
}

/** The published catalogue: what the public shop lists. */
export async function catalogue(): Promise<ApiProduct[]> {
  return (await allProducts()).filter((product) => product.status !== "draft");
}

export const cards = (page: Page) => page.locator(".product-grid article");
export const names = (page: Page) => cards(page).locator("h3");
export const dialog = (page: Page) => page.getByRole("dialog");

export async function openQuickView(page: Page, card: Locator) {
  await card.getByRole("link", { name: /^Quick View/ }).click();
  await expect(dialog(page)).toBeVisible();
}
