import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { blogAction, categoryOptions } from "~/kits/blog-form/action.server";
import { formSettings } from "~/kits/blog-form/settings";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { loadOrLeave } from "~/kits/upload-form/load.server";
import { BlogForm } from "~/kits/blog-form/blog-form";
import { BlogPage } from "~/kits/blog-form/blog-page";
import { HEAD_LINK_CLASS } from "~/kits/upload-form/page-head";
import { uploadUrl } from "~/components/image";
import { getBlogForEdit, updateBlog } from "~/services/blogs.server";
import { requireAdmin } from "~/sign-in/session.server";
import { uploadedPictures } from "~/kits/upload-form/pictures.server";
import styles from "~/styles/admin-content.css";
import blogStyles from "~/styles/blog.css";
import { redirectWithToast } from "~/platform/toast.server";

// blog.css: 'Preview' draws the post as its public page does.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: blogStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.blog.title ?? "Blog"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/blogs/";
const UPDATE_FAILED = "Failed to update blog post. Please try again.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const slug = params.slug?.trim();
  if (!slug) throw await redirectWithToast(LIST, { type: "error", message: "No blog ID provided" });
  const blog = await loadOrLeave(request, () => getBlogForEdit(slug, admin), {
    to: LIST,
    message: "Failed to load blog data",
  });
  const { content, draft, ...settings } = formSettings(blog);
  const [categories, pictures] = await Promise.all([categoryOptions(admin), uploadedPictures(admin)]);
  return json(
    {
      blog: {
        slug: blog.slug,
        title: blog.title,
        excerpt: blog.excerpt,
        content,
        draft,
        settings,
        category: blog.category,
        tags: blog.tags.join(", "),
        author: blog.author,
        featured: blog.featured,
        image: blog.image ? uploadUrl(blog.image) : null,
      },
      ...categories,
      ...pictures,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const slug = params.slug?.trim();
  if (!slug) throw await redirectWithToast(LIST, { type: "error", message: "No blog ID provided" });
  return blogAction({
    request,
    admin,
    mode: "edit",
    failure: UPDATE_FAILED,
    success: { to: LIST, toast: "Blog post updated successfully!" },
    save: (fields, image) => updateBlog(slug, fields, image, admin),
    currentImage: async () => (await getBlogForEdit(slug, admin).catch(() => null))?.image ?? null,
  });
}

export default function EditBlogPage() {
  const { blog, ...choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  return (
    <BlogPage
      crumbs={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Manage Blogs", to: LIST }, { label: "Edit Blog" }]}
      heading="Edit Blog"
      lede={blog.title}
      links={
        <>
          <Link to={LIST} className={HEAD_LINK_CLASS}>
            ← Back to blogs
          </Link>
          <a
            href={`/resources/blog-info/${blog.slug}/`}
            target="_blank"
            rel="noopener noreferrer"
            className={HEAD_LINK_CLASS}
          >
            View post
          </a>
        </>
      }
    >
      <BlogForm
        mode="edit"
        {...choices}
        defaultValue={{
          title: blog.title,
          excerpt: blog.excerpt,
          content: blog.content,
          category: blog.category,
          tags: blog.tags,
          author: blog.author,
          featured: blog.featured,
          ...blog.settings,
        }}
        isDraft={blog.draft}
        currentImage={blog.image ? { src: blog.image, alt: `Current image of ${blog.title}` } : null}
        lastResult={actionData?.result}
        submitLabel="Update Blog Post"
        busyLabel="Updating..."
        failureMessage={UPDATE_FAILED}
      />
    </BlogPage>
  );
}
