import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { categoryOptions, HIDDEN_FIELDS, readBlogSubmission } from "~/kits/blog-form/action.server";
import { BlogForm } from "~/kits/blog-form/blog-form";
import { BlogTips } from "~/kits/blog-form/blog-tips";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { uploadUrl } from "~/components/image";
import { blogFields } from "~/schemas/blog-form";
import { getBlogForEdit, updateBlog } from "~/services/blogs.server";
import { saveErrorMessage } from "~/services/client.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import styles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.blog.title ?? "Blog"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/blogs/";
const UPDATE_FAILED = "Failed to update blog post. Please try again.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const slug = params.slug?.trim();
  if (!slug) throw await redirectWithToast(LIST, { type: "error", message: "No blog ID provided" });
  let blog;
  try {
    blog = await getBlogForEdit(slug, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    blog = null;
  }
  if (!blog) throw await redirectWithToast(LIST, { type: "error", message: "Failed to load blog data" });
  return json(
    {
      blog: {
        slug: blog.slug,
        title: blog.title,
        excerpt: blog.excerpt,
        content: blog.content,
        category: blog.category,
        tags: blog.tags.join(", "),
        author: blog.author,
        featured: blog.featured,
        image: blog.image ? uploadUrl(blog.image) : null,
      },
      ...(await categoryOptions(admin)),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const slug = params.slug?.trim();
  if (!slug) throw await redirectWithToast(LIST, { type: "error", message: "No blog ID provided" });
  const read = await readBlogSubmission(request, "edit");
  if ("response" in read) return read.response;
  const { values, submission } = read;
  try {
    await updateBlog(slug, blogFields(values), values.image, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    const message = saveErrorMessage(error, UPDATE_FAILED);
    return json({ result: submission.reply({ hideFields: HIDDEN_FIELDS, formErrors: [message] }) }, { status: 502 });
  }
  return redirectWithToast(LIST, { type: "success", message: "Blog post updated successfully!" });
}

export default function EditBlogPage() {
  const { blog, categories, categoriesError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb
            items={[
              { label: "Home", to: "/dashboard/admin/" },
              { label: "Manage Blogs", to: LIST },
              { label: "Edit Blog" },
            ]}
          />
          <h1 className="cms-page__title">Edit Blog</h1>
          <p className="cms-page__lede">{blog.title}</p>
        </div>
        <nav className="cms-page__links" aria-label="Blog pages">
          <Link to={LIST} className="button button--ghost button--small cms-button--outline">
            ← Back to blogs
          </Link>
          <a
            href={`/resources/blog-info/${blog.slug}/`}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--ghost button--small cms-button--outline"
          >
            View post
          </a>
        </nav>
      </header>

      <div className="cms-layout">
        <BlogForm
          mode="edit"
          categories={categories}
          categoriesError={categoriesError}
          defaultValue={{
            title: blog.title,
            excerpt: blog.excerpt,
            content: blog.content,
            category: blog.category,
            tags: blog.tags,
            author: blog.author,
            featured: blog.featured,
          }}
          currentImage={blog.image ? { src: blog.image, alt: `Current image of ${blog.title}` } : null}
          lastResult={actionData?.result}
          submitLabel="Update Blog Post"
          busyLabel="Updating..."
          failureMessage={UPDATE_FAILED}
        />
        <BlogTips />
      </div>
    </div>
  );
}
