/**
 * A product's photos' own words (decision 014), kept in the settings block of its description
 * (decision 014) as a project's are: written through Edit Product without scripts, read back on
 * the shop's card and Quick View; the generated words stay the fallback and the block never shows.
 */
import { describe, expect, test } from "vitest";
import { createProduct } from "../e2e/fixtures/catalog/arrange";
import { uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, photoTexts, PRODUCT_FIELDS, toasts } from "./support/admin-forms";
import { one, openPage, textOf, valueOf } from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const forms = adminForms(site);
const { postForm, follow } = forms;

/** The Edit Product form's fields as the page shows them (what a browser would send back). */
const editFields = (id: number) =>
  forms.editFields(`/dashboard/edit-product/${id}/`, [...PRODUCT_FIELDS, "settings_kept"]);

describe("product photo words", () => {
  test("alt text and a caption typed for a product photo show on the shop's card and Quick View; the block never does", async () => {
    const name = uniqueName("Alt stool");
    const product = await createProduct(name, undefined, site.api, { description: "Carved **odum** stool." });
    const { fields, paths } = await editFields(product.id);
    expect(paths).toHaveLength(2);
    const saved = await postForm(`/dashboard/edit-product/${product.id}/`, {
      ...fields,
      ...photoTexts(paths, [{ alt: "A low stool carved from one odum log", caption: "Carved in Ahwiaa." }]),
    });
    expect(toasts(await follow(saved, /\/dashboard\/view-products\//))).toContain("Product updated successfully!");

    // The API stores the words in the description's block, the text after it unchanged (a multipart
    // post sends its line breaks as CRLF).
    const stored = await site.api<{ data: { description: string } }>(`products/products.php?id=${product.id}`);
    const description = stored.data.description.replace(/\r\n/g, "\n");
    expect(description).toMatch(/^---\nalt\.[\w-]+: A low stool carved from one odum log\n/);
    expect(description.endsWith("\n\nCarved **odum** stool.")).toBe(true);

    const shop = await openPage(site, `/resources/shop?search=${encodeURIComponent(name)}`);
    const card = one(shop, ".product-card");
    expect(one(card, "img").getAttribute("alt")).toBe("A low stool carved from one odum log");
    expect(textOf(one(card, ".product-card__description"))).toBe("Carved odum stool.");
    const view = await openPage(site, `/resources/shop?product=${product.id}`);
    expect(one(view, ".gallery__stage img").getAttribute("alt")).toBe("A low stool carved from one odum log");
    expect(textOf(one(view, ".gallery__caption"))).toBe("Carved in Ahwiaa.");
    expect(textOf(one(view, ".quick-view__description"))).toBe("Carved odum stool.");
    expect(textOf(view)).not.toContain("alt.");
    // The second photo has none: the generated alt text stays the fallback.
    const second = await openPage(site, `/resources/shop?product=${product.id}&image=1`);
    expect(one(second, ".gallery__stage img").getAttribute("alt")).toBe(`${name}, image 2 of 2`);
    // A visitor does not find the product by its hidden settings.
    const hidden = await openPage(site, `/resources/shop?search=${encodeURIComponent(`${name} ahwiaa`)}`);
    expect(hidden.querySelectorAll(".product-card")).toHaveLength(0);
    // The description the admin sees again is the text alone; the words are back in their fields.
    const again = await editFields(product.id);
    expect(again.fields.description).toBe("Carved **odum** stool.");
    expect(valueOf(again.page, "photo_texts[0].alt")).toBe("A low stool carved from one odum log");
    expect(valueOf(again.page, "photo_texts[0].caption")).toBe("Carved in Ahwiaa.");
  });

  test("a product without words is stored as before, and its photos keep the generated alt", async () => {
    const name = uniqueName("Plain stool");
    const product = await createProduct(name, undefined, site.api, { description: "Plain." });
    const { fields, paths } = await editFields(product.id);
    const saved = await postForm(`/dashboard/edit-product/${product.id}/`, {
      ...fields,
      ...Object.fromEntries(paths.flatMap((path, n) => [[`photo_texts[${n}].path`, path]])),
    });
    expect(saved.status).toBe(302);
    const stored = await site.api<{ data: { description: string } }>(`products/products.php?id=${product.id}`);
    expect(stored.data.description).toBe("Plain.");
    const view = await openPage(site, `/resources/shop?product=${product.id}`);
    expect(one(view, ".gallery__stage img").getAttribute("alt")).toBe(`${name}, image 1 of 2`);
    expect(view.querySelectorAll(".gallery__caption")).toHaveLength(0);
  });
});
