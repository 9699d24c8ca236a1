import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { categoryErrorMessage } from "~/kits/category-form/errors.server";
import { CategoryForm } from "~/kits/category-form/category-form";
import { categoryFormSchema } from "~/schemas/category-form";
import { createCategory } from "~/services/categories.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import styles from "~/styles/admin-content.css";
import { titleCase } from "~/utils/site";

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
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: categoryFormSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    await createCategory(submission.value.title, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return json({ result: submission.reply({ formErrors: [categoryErrorMessage(error)] }) }, { status: 502 });
  }
  return redirect(`${HERE}?${new URLSearchParams({ created: submission.value.title })}`);
}

export default function CreateCategoryPage() {
  const { created } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb items={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Create Category" }]} />
          <h1 className="cms-page__title">Create Category</h1>
          <p className="cms-page__lede">Categories group blog posts and products.</p>
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
            New category
          </h2>
        </div>
        {created ? (
          <div className="cms-success" role="status">
            <p className="cms-success__title">
              <span aria-hidden="true">✓</span> Category created successfully!
            </p>
            <p>“{created}” can now be chosen on blog posts and products.</p>
            <div className="cms-success__actions">
              <Link to={HERE} className="button button--accent button--small">
                Create another category
              </Link>
              <Link to="/dashboard/categories/" className="button button--small cms-button--outline">
                View categories
              </Link>
            </div>
          </div>
        ) : (
          <CategoryForm id="create-category" lastResult={actionData?.result} submitLabel="Create" />
        )}
      </section>
    </div>
  );
}
