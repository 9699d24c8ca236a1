import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Link } from "@remix-run/react";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { showToast } from "~/components/toaster";
import { FormSection } from "~/kits/upload-form/form-section";
import { ImageSection, type ExistingImage } from "~/kits/upload-form/image-section";
import { UploadForm } from "~/kits/upload-form/upload-form";
import { useUploadForm } from "~/kits/upload-form/use-upload-form";
import { PRODUCT_ERROR_ORDER, PRODUCT_MESSAGES, productFormSchema } from "~/schemas/product-form";
import { asList, keptImageCount, oneProblemAtATime } from "~/schemas/upload-form";
import { MAX_PRODUCT_IMAGES } from "~/utils/catalog";
import { generateSku } from "~/utils/sku";
import { PRODUCT_STATUSES } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";

export interface ProductFormDefaults {
  name: string;
  description: string;
  price: string;
  sale_price: string;
  sku: string;
  stock_quantity: string;
  category: string;
  tags: string;
  status: string;
  featured: boolean;
}

export const SKU_GENERATED = "SKU generated automatically";

/**
 * Add Product and Edit Product (admin-area §2): Basic Information, Pricing,
 * Inventory, Organization, Settings and Product Images — the images last, as
 * in the Add Product field list, because the upload parser stops reading at a
 * refused file and everything typed before it is kept.
 */
export function ProductForm({
  mode,
  lastResult,
  defaults,
  categories,
  categoriesError,
  existingImages = [],
  notice,
  onImageCount,
}: {
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: Partial<ProductFormDefaults>;
  categories: readonly string[];
  categoriesError?: string | null;
  existingImages?: ExistingImage[];
  notice?: string | null;
  /** Told how many images the product will have (kept + new), for the edit sidebar. */
  onImageCount?: (count: number) => void;
}) {
  const add = mode === "add";
  const upload = useUploadForm(
    add ? "Failed to add product. Please try again." : "Failed to update product. Please try again.",
  );
  const existingKeys = existingImages.map((image) => image.key);

  const [form, fields] = useForm({
    id: `product-${mode}`,
    lastResult: upload.result ?? lastResult,
    defaultValue: { status: "active", stock_quantity: "0", ...defaults },
    constraint: getZodConstraint(productFormSchema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const keptImages = keptImageCount(existingKeys, formData.getAll("remove_image_ids"));
      return oneProblemAtATime(
        parseWithZod(formData, { schema: productFormSchema({ keptImages }) }),
        PRODUCT_ERROR_ORDER,
      );
    },
    onSubmit: upload.onSubmit,
  });

  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  const { key: priceKey, ...priceProps } = getInputProps(fields.price, { type: "number" });
  const { key: saleKey, ...saleProps } = getInputProps(fields.sale_price, { type: "number" });
  const { key: skuKey, ...skuProps } = getInputProps(fields.sku, { type: "text" });
  const { key: stockKey, ...stockProps } = getInputProps(fields.stock_quantity, { type: "number" });
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);
  const { key: tagsKey, ...tagsProps } = getInputProps(fields.tags, { type: "text" });
  const { key: statusKey, ...statusProps } = getSelectProps(fields.status);
  const { key: featuredKey, ...featuredProps } = getInputProps(fields.featured, { type: "checkbox" });

  const currentCategory = String(fields.category.initialValue ?? "");
  const categoryOptions =
    currentCategory && !categories.includes(currentCategory) ? [currentCategory, ...categories] : categories;
  const money = { min: 0, step: "0.01", inputMode: "decimal" } as const;

  return (
    <UploadForm
      form={form}
      upload={upload}
      look="catalog"
      save={{
        label: add ? "Add Product" : "Update Product",
        busyLabel: add ? "Adding Product..." : "Updating Product...",
      }}
      notice={notice}
      actions={
        <Link to="/dashboard/view-products/" className="button button--ghost">
          Back to Products
        </Link>
      }
    >
      <FormSection title="Basic Information">
        <Field key={nameKey} {...nameProps} label="Product Name" errors={fields.name.errors} autoComplete="off" />
        <TextareaField
          key={descriptionKey}
          {...descriptionProps}
          label="Description"
          rows={5}
          errors={fields.description.errors}
        />
      </FormSection>

      <FormSection title="Pricing" description="Prices are in Ghana cedis (GHS).">
        <div className="catalog-grid-2">
          <Field key={priceKey} {...priceProps} {...money} label="Regular Price (GHS)" errors={fields.price.errors} />
          <Field
            key={saleKey}
            {...saleProps}
            {...money}
            label="Sale Price (GHS)"
            hint="Leave empty if no sale price"
            errors={fields.sale_price.errors}
          />
        </div>
      </FormSection>

      <FormSection title="Inventory">
        <div className="catalog-grid-2">
          <div className="catalog-sku">
            <Field key={skuKey} {...skuProps} label="SKU" autoComplete="off" errors={fields.sku.errors} />
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
          <Field
            key={stockKey}
            {...stockProps}
            label="Stock Quantity"
            min={0}
            step="1"
            inputMode="numeric"
            errors={fields.stock_quantity.errors}
          />
        </div>
        <p className="field__hint catalog-nojs-only">
          Without JavaScript, Generate sends the form to make a SKU and shows it again with everything you typed; images
          you picked have to be picked again.
        </p>
      </FormSection>

      <FormSection title="Organization">
        <div className="catalog-grid-2">
          <SelectField
            key={categoryKey}
            {...categoryProps}
            label="Category"
            errors={fields.category.errors}
            hint={
              <>
                {categoriesError ? <span className="form-error">{categoriesError}. </span> : null}
                <Link to="/dashboard/create-category/">Add category</Link>
              </>
            }
          >
            <option value="">Select a category</option>
            {categoryOptions.map((title) => (
              <option key={title} value={title}>
                {titleCase(title)}
              </option>
            ))}
          </SelectField>
          <Field
            key={tagsKey}
            {...tagsProps}
            label="Tags"
            hint="Separate tags with commas"
            errors={fields.tags.errors}
          />
        </div>
      </FormSection>

      <FormSection title="Settings">
        <div className="catalog-grid-2">
          <SelectField key={statusKey} {...statusProps} label="Status" errors={fields.status.errors}>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            key={featuredKey}
            {...featuredProps}
            label="Feature this product"
            hint="Featured products appear on homepage"
          />
        </div>
      </FormSection>

      <ImageSection
        title="Product Images"
        id="product-images"
        name={fields.images.name}
        label={add ? "Product images" : "Product images (existing and new)"}
        hint={(total) => `${total}/${MAX_PRODUCT_IMAGES} images. The first image is the primary one.`}
        maxFiles={MAX_PRODUCT_IMAGES}
        existing={existingImages}
        removeExistingName="remove_image_ids"
        initialRemoved={asList(fields.remove_image_ids.initialValue)}
        existingNote="Removing an existing image deletes it permanently when you save."
        errors={fields.images.errors}
        messages={PRODUCT_MESSAGES}
        onCountChange={onImageCount}
      />
    </UploadForm>
  );
}
