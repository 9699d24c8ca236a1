import { json } from "@remix-run/node";
import type { ProductPreviewData } from "~/kits/product-form/product-preview";
import { echo, type FormActionData } from "~/kits/upload-form/action.server";
import { keptImages, typed, typedList, typedPhotoTexts } from "~/kits/upload-form/preview.server";
import type { Product } from "~/records/product";
import { parseMarkdown, docText } from "~/utils/markdown.server";
import { isInStock, isPublished, maxQuantity } from "~/utils/products";
import { titleCase } from "~/vocabulary/titles";

const money = (value: string): number | null => {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * 'Preview' on Add Product and Edit Product (decision 020): the product as the shop's Quick View will
 * show it, from the fields as typed, checked by nothing and saved nowhere; its photos are the
 * stored ones not ticked for removal, each with the alt text and caption typed for it, then the
 * ones picked. The form comes back with every value kept.
 */
export function productPreview(formData: FormData, edited: Product | null, request: Request): Response {
  const removed = new Set(formData.getAll("remove_image_ids").map(String));
  const stored = (edited?.images ?? []).filter((image) => image.id === null || !removed.has(String(image.id)));
  const images = [...stored.map((image) => image.path), ...keptImages(formData, request)];
  const texts = typedPhotoTexts(formData);
  const descriptionDoc = parseMarkdown(formData.get("description")?.toString() ?? "");
  const status = typed(formData, "status");
  const stock = { status, stock_quantity: Math.max(0, Number.parseInt(typed(formData, "stock_quantity"), 10) || 0) };
  const price = money(typed(formData, "price")) ?? 0;
  const sale = money(typed(formData, "sale_price"));
  const preview: ProductPreviewData = {
    product: {
      id: edited?.id ?? 0,
      name: typed(formData, "name") || "Untitled product",
      description: docText(descriptionDoc),
      descriptionDoc,
      price,
      sale_price: sale,
      categoryLabel: titleCase(typed(formData, "category")),
      sku: typed(formData, "sku"),
      tags: typedList(formData, "tags"),
      images,
      // The words typed for each stored photo; the generated ones for the rest.
      imageTexts: images.map((path) => {
        const own = texts.get(path);
        return { alt: own?.alt || undefined, caption: own?.caption || undefined };
      }),
      inStock: isInStock(stock),
      maxQuantity: maxQuantity(stock),
    },
    listed: isPublished(stock),
  };
  return json<FormActionData & { preview: ProductPreviewData }>({
    result: echo(formData, ["images", "intent"]),
    preview,
  });
}
