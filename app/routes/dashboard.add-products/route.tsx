import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { productCategories } from "~/kits/product-form/action.server";
import { ProductForm } from "~/kits/product-form/product-form";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { requireAdmin } from "~/sign-in/session.server";
import { uploadedPictures } from "~/kits/upload-form/pictures.server";

export { productAction as action } from "~/kits/product-form/action.server";
export { productFormLinks as links } from "~/kits/product-form/product-preview";

export const meta: MetaFunction = () => [{ title: "Add Product | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [categories, pictures] = await Promise.all([productCategories(), uploadedPictures(admin)]);
  return json({ ...categories, ...pictures });
}

export default function AddProductPage() {
  // The categories and pictures the form offers, as the loader read them.
  const choices = useLoaderData<typeof loader>();
  return (
    <CatalogPage
      record="Product"
      lede="Add a piece to the studio's home collection. Fields marked * must be filled in before saving."
    >
      <ProductForm mode="add" {...choices} />
    </CatalogPage>
  );
}
