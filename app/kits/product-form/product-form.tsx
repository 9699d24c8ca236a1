import { Link } from "@remix-run/react";
import { ConformCheckbox, ConformField, ConformSelect } from "~/components/forms";
import { uploadUrl } from "~/components/image";
import { showToast } from "~/components/toaster";
import { FormSection } from "~/kits/upload-form/form-section";
import { ImageSection, type ExistingImage } from "~/kits/upload-form/image-section";
import { CatalogDescription, CatalogForm } from "~/kits/upload-form/catalog-form";
import { useCatalogForm, type CatalogFormProps } from "~/kits/upload-form/use-catalog-form";
import type { Product } from "~/records/product";
import { PRODUCT_ERROR_ORDER, PRODUCT_MESSAGES, productFormSchema } from "~/schemas/product-form";
import { MAX_PRODUCT_IMAGES } from "~/vocabulary/images";
import { generateSku } from "~/utils/sku";
import { PRODUCT_EDIT_STATUSES, PRODUCT_STATUSES } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";
import { ProductPreview, type ProductPreviewData } from "~/kits/product-form/product-preview";
import { PhotoTextsSection, photoTextsOf } from "~/kits/upload-form/photo-texts-section";
import { productSettings } from "~/kits/product-form/settings";
import { PublishControl } from "~/components/admin/publish-control";
import { SearchFields } from "~/kits/seo/search-fields";
import { isPublished } from "~/utils/products";

/** A product as the edit form starts with it (its description's settings block as fields of their own). */
export function productDefaults(product: Product) {
  return {
    ...productSettings(product),
    name: product.name,
    price: String(product.price),
    sale_price: product.sale_price === null ? "" : String(product.sale_price),
    sku: product.sku,
    stock_quantity: String(product.stock_quantity),
    category: product.category,
    tags: product.tags.join(", "),
    status: product.status || "active",
    featured: product.featured,
  };
}
export type ProductFormDefaults = ReturnType<typeof productDefaults>;

/**
 * The status choices: adding offers the spec's three; editing also offers `inactive` (the manage
 * list's status) and the product's own status whatever it is, preselected, so saving an untouched
 * form keeps it.
 */
export function productStatusOptions(mode: "add" | "edit", current = ""): { value: string; label: string }[] {
  if (mode === "add") return [...PRODUCT_STATUSES];
  const options: { value: string; label: string }[] = [...PRODUCT_EDIT_STATUSES];
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: titleCase(current) });
  }
  return options;
}

/**
 * The publishing control's words for a product's statuses (decision 011): the ones the shop lists
 * are Published, the rest a Draft. A product is never Scheduled: its state is the API's `status`
 * (docs/conventions.md 'Drafts, schedules and publishing').
 */
export function statusGroups(options: readonly { value: string; label: string }[]) {
  return {
    published: options.filter((option) => isPublished({ status: option.value })).map((option) => option.label),
    draft: options.filter((option) => !isPublished({ status: option.value })).map((option) => option.label),
  };
}

/** A product's stored images with their 'Remove' boxes; the primary one says so. */
export const productImages = (product: Product): ExistingImage[] =>
  product.images
    .filter((image) => image.id !== null)
    .map((image, index) => ({
      key: String(image.id),
      src: uploadUrl(image.path),
      alt: `${product.name}, image ${index + 1}`,
      badge: image.is_primary ? "Primary" : undefined,
    }));

export const SKU_GENERATED = "SKU generated automatically";

/**
 * Add Product and Edit Product (admin-area §2): Basic Information, Pricing,
 * Inventory, Organization, Settings and Product Images — the images last, as
 * in the Add Product field list, because the upload parser stops reading at a
 * refused file and everything typed before it is kept.
 */
export function ProductForm({
  mode,
  defaults,
  categories,
  categoriesError,
  existingImages = [],
  onImageCount,
  pictures,
  picturesError,
}: CatalogFormProps<ProductFormDefaults> & {
  categories: readonly string[];
  categoriesError?: string | null;
  /** Told how many images the product will have (kept + new), for the edit sidebar. */
  onImageCount?: (count: number) => void;
}) {
  const add = mode === "add";
  const statusOptions = productStatusOptions(mode, defaults?.status);
  const statuses = statusOptions.map((option) => option.value);
  const catalog = useCatalogForm<ProductPreviewData>({
    record: "Product",
    mode,
    defaultValue: { status: "active", stock_quantity: "0", ...defaults },
    schema: (limits) => productFormSchema({ ...limits, statuses }),
    order: PRODUCT_ERROR_ORDER,
    existingImages,
  });
  const { form, fields, images } = catalog;

  const currentCategory = String(fields.category.initialValue ?? "");
  const categoryOptions =
    currentCategory && !categories.includes(currentCategory) ? [currentCategory, ...categories] : categories;
  const money = { type: "number", min: 0, step: "0.01", inputMode: "decimal" } as const;

  return (
    <CatalogForm state={catalog} listLabel="Back to Products" Preview={ProductPreview}>
      <FormSection title="Basic Information">
        <ConformField meta={fields.name} label="Product Name" autoComplete="off" />
        <CatalogDescription fields={fields} rows={6} pictures={pictures} picturesError={picturesError} />
      </FormSection>

      <FormSection title="Pricing" description="Prices are in Ghana cedis (GHS).">
        <div className="catalog-grid-2">
          <ConformField meta={fields.price} {...money} label="Regular Price (GHS)" />
          <ConformField
            meta={fields.sale_price}
            {...money}
            label="Sale Price (GHS)"
            hint="Leave empty if no sale price"
          />
        </div>
      </FormSection>

      <FormSection title="Inventory">
        <div className="catalog-grid-2">
          <div className="catalog-sku">
            <ConformField meta={fields.sku} label="SKU" autoComplete="off" />
            <button
              type="submit"
              name="intent"
              value="generate-sku"
              formNoValidate
              className="button button--ghost catalog-sku__generate"
              onClick={(event) => {
                event.preventDefault();
                form.update({ name: fields.sku.name, value: generateSku(), validated: true });
                showToast({ type: "success", message: SKU_GENERATED });
              }}
            >
              Generate
            </button>
          </div>
          <ConformField
            meta={fields.stock_quantity}
            type="number"
            label="Stock Quantity"
            min={0}
            step="1"
            inputMode="numeric"
          />
        </div>
        <p className="field__hint catalog-nojs-only">
          Without JavaScript, Generate sends the form to make a SKU and shows it again with everything you typed; images
          you picked have to be picked again.
        </p>
      </FormSection>

      <FormSection title="Organization">
        <div className="catalog-grid-2">
          <ConformSelect
            meta={fields.category}
            label="Category"
            hint={
              <>
                {categoriesError ? <span className="form-error">{categoriesError}. </span> : null}
                <Link to="/dashboard/create-category/">Add category</Link>
              </>
            }
            placeholder="Select a category"
            options={categoryOptions.map((title) => ({ value: title, label: titleCase(title) }))}
          />
          <ConformField meta={fields.tags} label="Tags" hint="Separate tags with commas" />
        </div>
      </FormSection>

      <FormSection title="Settings">
        <PublishControl record="product" statusGroups={statusGroups(statusOptions)}>
          <ConformSelect
            meta={fields.status}
            label="Status"
            options={statusOptions}
            className="publish-control__status"
          />
        </PublishControl>
        <ConformCheckbox
          meta={fields.featured}
          label="Feature this product"
          hint="Featured products appear on homepage"
        />
      </FormSection>

      <FormSection
        title="Search engines"
        description="How the product's own address in the shop (its Quick View) shows in search results and link previews."
      >
        <SearchFields fields={fields} titleFallback="the product's name and 'Shop'" />
      </FormSection>

      <PhotoTextsSection rows={photoTextsOf(form.initialValue)} fallback="the product's name and the photo's number" />

      <ImageSection
        {...images}
        title="Product Images"
        id="product-images"
        label={add ? "Product images" : "Product images (existing and new)"}
        hint={(total) => `${total}/${MAX_PRODUCT_IMAGES} images. The first image is the primary one.`}
        maxFiles={MAX_PRODUCT_IMAGES}
        messages={PRODUCT_MESSAGES}
        onCountChange={onImageCount}
      />
    </CatalogForm>
  );
}
