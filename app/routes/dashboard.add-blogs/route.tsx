import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { categoryOptions, HIDDEN_FIELDS, readBlogSubmission } from "~/kits/blog-form/action.server";
import { BlogForm } from "~/kits/blog-form/blog-form";
import { BlogTips } from "~/kits/blog-form/blog-tips";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { blogFields } from "~/schemas/blog-form";
import { createBlog } from "~/services/blogs.server";
import { saveErrorMessage } from "~/services/client.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import styles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Add Blog | Aniwa Studio Admin" }];

const PUBLISH_FAILED = "Failed to publish blog post. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json(await categoryOptions(admin), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const read = await readBlogSubmission(request, "create");
  if ("response" in read) return read.response;
  const { values, submission } = read;
  if (!values.image) throw new Error("The create schema guarantees an image");
  try {
    await createBlog(blogFields(values), values.image, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    const message = saveErrorMessage(error, PUBLISH_FAILED);
    return json({ result: submission.reply({ hideFields: HIDDEN_FIELDS, formErrors: [message] }) }, { status: 502 });
  }
  return redirectWithToast("/dashboard/add-blogs/", { type: "success", message: "Blog post published successfully!" });
}

export default function AddBlogPage() {
  const { categories, categoriesError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A new location after a successful publish: a fresh, empty form.
  const location = useLocation();
  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb items={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Add Blog" }]} />
          <h1 className="cms-page__title">Add Blog</h1>
          <p className="cms-page__lede">Write a post for the studio journal. It appears on the blog once published.</p>
        </div>
        <nav className="cms-page__links" aria-label="Blog pages">
          <Link to="/dashboard/blogs/" className="button button--ghost button--small cms-button--outline">
            View Blogs
          </Link>
          <Link to="/dashboard/create-category/" className="button button--ghost button--small cms-button--outline">
            Add category
          </Link>
        </nav>
      </header>

      <div className="cms-layout">
        <BlogForm
          key={location.key}
          mode="create"
          categories={categories}
          categoriesError={categoriesError}
          lastResult={actionData?.result}
          submitLabel="Publish Blog Post"
          busyLabel="Publishing..."
          failureMessage={PUBLISH_FAILED}
        />
        <BlogTips />
      </div>
    </div>
  );
}
