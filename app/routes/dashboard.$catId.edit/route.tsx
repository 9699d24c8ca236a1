import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { categoryAction } from "~/kits/category-form/action.server";
import { CategoryForm } from "~/kits/category-form/category-form";
import { CATEGORY_LIST, CategoryPage, CategorySaved } from "~/kits/category-form/category-page";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { getCategory, updateCategory } from "~/services/categories.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/sign-in/session.server";
import styles from "~/styles/admin-content.css";
import { titleCase } from "~/vocabulary/titles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Edit Category | Aniwa Studio Admin" }];

function categoryId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = categoryId(params.catId);
  const updated = new URL(request.url).searchParams.has("updated");
  let category = null;
  let loadError = false;
  try {
    category = await getCategory(id, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    loadError = true;
  }
  return json(
    { id, title: category ? titleCase(category.title) : null, loadError, updated },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = categoryId(params.catId);
  return categoryAction({
    request,
    save: (title) => updateCategory(id, title, admin),
    savedAt: () => `/dashboard/${id}/edit/?updated=1`,
  });
}

export default function EditCategoryPage() {
  const { id, title, loadError, updated } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  return (
    <CategoryPage
      heading="Edit Category"
      lede="Create a category using the form"
      crumb="Category"
      cardTitle={title ?? "Category"}
    >
      {updated ? (
        <CategorySaved
          links={[
            { to: CATEGORY_LIST, label: "View categories" },
            { to: `/dashboard/${id}/edit/`, label: "Edit again" },
          ]}
        >
          The category is now called “{title}”.
        </CategorySaved>
      ) : title === null ? (
        <div className="alert alert--error" role="alert">
          <p>{loadError ? "This category could not be loaded. Please try again." : "This category does not exist."}</p>
          <Link to={CATEGORY_LIST}>View categories</Link>
        </div>
      ) : (
        <CategoryForm id="edit-category" lastResult={actionData?.result} defaultTitle={title} submitLabel="Update" />
      )}
    </CategoryPage>
  );
}
