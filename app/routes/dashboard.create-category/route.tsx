import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { categoryAction } from "~/kits/category-form/action.server";
import { CategoryForm } from "~/kits/category-form/category-form";
import { CATEGORY_LIST, CategoryPage, CategorySaved } from "~/kits/category-form/category-page";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { createCategory } from "~/services/categories.server";
import { requireAdmin } from "~/sign-in/session.server";
import styles from "~/styles/admin-content.css";
import { titleCase } from "~/vocabulary/titles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Create Category | Aniwa Studio Admin" }];

const HERE = "/dashboard/create-category/";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // After Post/Redirect/Get the created title is in the URL, for the success panel.
  const created = new URL(request.url).searchParams.get("created");
  return json({ created: created ? titleCase(created) : null }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return categoryAction({
    request,
    save: (title) => createCategory(title, admin),
    savedAt: (title) => `${HERE}?${new URLSearchParams({ created: title })}`,
  });
}

export default function CreateCategoryPage() {
  const { created } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  return (
    <CategoryPage
      heading="Create Category"
      lede="Categories group blog posts and products."
      crumb="Create Category"
      cardTitle="New category"
    >
      {created ? (
        <CategorySaved
          links={[
            { to: HERE, label: "Create another category" },
            { to: CATEGORY_LIST, label: "View categories" },
          ]}
        >
          “{created}” can now be chosen on blog posts and products.
        </CategorySaved>
      ) : (
        <CategoryForm id="create-category" lastResult={actionData?.result} submitLabel="Create" />
      )}
    </CategoryPage>
  );
}
