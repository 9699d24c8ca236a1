import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { categoryErrorMessage } from "~/kits/category-form/errors.server";
import { CategoryForm } from "~/kits/category-form/category-form";
import { categoryFormSchema } from "~/schemas/category-form";
import { getCategory, updateCategory } from "~/services/categories.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import styles from "~/styles/admin-content.css";
import { titleCase } from "~/utils/site";

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
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: categoryFormSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    await updateCategory(id, submission.value.title, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return json({ result: submission.reply({ formErrors: [categoryErrorMessage(error)] }) }, { status: 502 });
  }
  return redirect(`/dashboard/${id}/edit/?updated=1`);
}

export default function EditCategoryPage() {
  const { id, title, loadError, updated } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const here = `/dashboard/${id}/edit/`;
  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb items={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Category" }]} />
          <h1 className="cms-page__title">Edit Category</h1>
          <p className="cms-page__lede">Create a category using the form</p>
        </div>
        <nav className="cms-page__links" aria-label="Category pages">
          <Link to="/dashboard/categories/" className="button button--ghost button--small cms-button--outline">
            View categories
          </Link>
        </nav>
      </header>

      <section className="cms-card cms-card--narrow" aria-labelledby="category-form-title">
        <div className="cms-card__head">
          <h2 id="category-form-title" className="cms-card__title">
            {title ?? "Category"}
          </h2>
        </div>
        {updated ? (
          <div className="cms-success" role="status">
            {/* The spec's own words for this panel (admin-area §2, Edit Category). */}
            <p className="cms-success__title">
              <span aria-hidden="true">✓</span> Category created successfully!
            </p>
            <p>The category is now called “{title}”. Posts and products in it follow the new name.</p>
            <div className="cms-success__actions">
              <Link to="/dashboard/categories/" className="button button--accent button--small">
                View categories
              </Link>
              <Link to={here} className="button button--small cms-button--outline">
                Edit again
              </Link>
            </div>
          </div>
        ) : title === null ? (
          <div className="alert alert--error" role="alert">
            <p>
              {loadError ? "This category could not be loaded. Please try again." : "This category does not exist."}
            </p>
            <Link to="/dashboard/categories/">View categories</Link>
          </div>
        ) : (
          <CategoryForm id="edit-category" lastResult={actionData?.result} defaultTitle={title} submitLabel="Update" />
        )}
      </section>
    </div>
  );
}
