import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { blogAction, categoryOptions } from "~/kits/blog-form/action.server";
import { BlogForm } from "~/kits/blog-form/blog-form";
import { BlogPage } from "~/kits/blog-form/blog-page";
import { HEAD_LINK_CLASS } from "~/kits/upload-form/page-head";
import { createBlog } from "~/services/blogs.server";
import { requireAdmin } from "~/sign-in/session.server";
import { uploadedPictures } from "~/kits/upload-form/pictures.server";
import styles from "~/styles/admin-content.css";
import blogStyles from "~/styles/blog.css";
import type { FormActionData } from "~/kits/upload-form/action.server";

// blog.css: 'Preview' draws the post as its public page does.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: blogStyles },
];

export const meta: MetaFunction = () => [{ title: "Add Blog | Aniwa Studio Admin" }];

const PUBLISH_FAILED = "Failed to publish blog post. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [categories, pictures] = await Promise.all([categoryOptions(admin), uploadedPictures(admin)]);
  return json({ ...categories, ...pictures }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return blogAction({
    request,
    admin,
    mode: "create",
    failure: PUBLISH_FAILED,
    success: { to: "/dashboard/add-blogs/", toast: "Blog post published successfully!" },
    save: (fields, image) => {
      if (!image) throw new Error("The create schema guarantees an image");
      return createBlog(fields, image, admin);
    },
  });
}

export default function AddBlogPage() {
  // The categories and pictures the form offers, as the loader read them.
  const choices = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  // A new location after a successful publish: a fresh, empty form.
  const location = useLocation();
  return (
    <BlogPage
      crumbs={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Add Blog" }]}
      heading="Add Blog"
      lede="Write a post for the studio journal. It appears on the blog once published."
      links={
        <>
          <Link to="/dashboard/blogs/" className={HEAD_LINK_CLASS}>
            View Blogs
          </Link>
          <Link to="/dashboard/create-category/" className={HEAD_LINK_CLASS}>
            Add category
          </Link>
        </>
      }
    >
      <BlogForm
        key={location.key}
        mode="create"
        {...choices}
        lastResult={actionData?.result}
        submitLabel="Publish Blog Post"
        busyLabel="Publishing..."
        failureMessage={PUBLISH_FAILED}
      />
    </BlogPage>
  );
}
