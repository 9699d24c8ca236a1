import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { ConfirmDelete } from "~/kits/admin-list/confirm-delete";
import { StatCard, StatGrid } from "~/kits/admin-list/stat-card";
import { Image, uploadUrl } from "~/components/image";
import { deleteBlog, listAdminBlogs } from "~/services/blogs.server";
import { saveErrorMessage, UpstreamError } from "~/services/client.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import styles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";
import { titleCase } from "~/vocabulary/titles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Manage Blogs | Aniwa Studio Admin" }];

const LIST = "/dashboard/blogs/";

interface Row {
  id: number;
  slug: string;
  title: string;
  author: string;
  category: string;
  tags: string[];
  featured: boolean;
  image: string | null;
  date: string;
}

/** Search over title, author, category and tags, ignoring case. */
function matches(blog: { title: string; author: string; category: string; tags: string[] }, query: string) {
  const needle = query.toLowerCase();
  return [blog.title, blog.author, blog.category, titleCase(blog.category), ...blog.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const deleteId = Number(url.searchParams.get("delete"));
  const headers = { "Cache-Control": "no-store" };
  try {
    const blogs = await listAdminBlogs(admin);
    const rows: Row[] = blogs.map((blog) => ({
      id: blog.id,
      slug: blog.slug,
      title: blog.title,
      author: blog.author,
      category: blog.category,
      tags: blog.tags,
      featured: blog.featured,
      image: blog.image,
      date: blog.formatted_date,
    }));
    const shown = q ? rows.filter((row) => matches(row, q)) : rows;
    return json(
      {
        q,
        loadError: null,
        stats: {
          total: rows.length,
          featured: rows.filter((row) => row.featured).length,
          categories: new Set(rows.map((row) => row.category).filter(Boolean)).size,
        },
        blogs: shown,
        confirm: rows.find((row) => row.id === deleteId) ?? null,
      },
      { headers },
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return json(
      {
        q,
        loadError: "Failed to load blogs",
        stats: { total: 0, featured: 0, categories: 0 },
        blogs: [] as Row[],
        confirm: null,
      },
      { headers },
    );
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const url = new URL(request.url);
  url.searchParams.delete("delete");
  const back = `${LIST}${url.search}`;
  if (formData.get("intent") !== "delete") throw new Response("Unknown action", { status: 400 });
  const id = Number(formData.get("id"));
  if (!Number.isInteger(id) || id <= 0) {
    return redirectWithToast(back, { type: "error", message: "Failed to delete blog" });
  }
  try {
    await deleteBlog(id, admin);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    const message =
      error instanceof UpstreamError && error.serverMessage
        ? error.serverMessage
        : saveErrorMessage(error, "Failed to delete blog");
    return redirectWithToast(back, { type: "error", message });
  }
  return redirectWithToast(back, { type: "success", message: "Blog deleted successfully" });
}

export default function ManageBlogsPage() {
  const { q, loadError, stats, blogs, confirm } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const searching = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const withParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : LIST;
  };

  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb items={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Manage Blogs" }]} />
          <h1 className="cms-page__title">Manage Blogs</h1>
          <p className="cms-page__lede">Every post on the studio journal: edit, view or remove it.</p>
        </div>
        <nav className="cms-page__links" aria-label="Blog pages">
          <Link to="/dashboard/add-blogs/" className="button button--accent button--small">
            Add Blog
          </Link>
        </nav>
      </header>

      <StatGrid label="Blog counts">
        <StatCard label="Total posts" value={stats.total} icon="✎" tone="ink" />
        <StatCard label="Featured" value={stats.featured} icon="★" tone="clay" />
        <StatCard label="Categories" value={stats.categories} icon="◫" tone="forest" />
      </StatGrid>

      <div className="cms-toolbar">
        <Form method="get" role="search" className="cms-search" aria-label="Search blogs">
          <label htmlFor="blog-search" className="visually-hidden">
            Search by title, author, category or tags
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search by title, author, category or tags"
            onChange={(event) => {
              const form = event.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
            }}
          />
          <button type="submit" className="button button--primary button--small">
            Search
          </button>
        </Form>
        <p className="cms-toolbar__meta" aria-live="polite">
          {searching ? (
            <span className="cms-loading">
              <span className="cms-spinner" aria-hidden="true" /> Searching…
            </span>
          ) : q ? (
            <>
              {blogs.length} of {stats.total} posts match “{q}” · <Link to={LIST}>Clear search</Link>
            </>
          ) : (
            `${stats.total} posts`
          )}
        </p>
      </div>

      {loadError ? (
        <div className="alert alert--error" role="alert">
          <p>{loadError}</p>
          <Link to={location.pathname + location.search} className="button button--small cms-button--outline">
            Try again
          </Link>
        </div>
      ) : blogs.length === 0 ? (
        <div className="cms-table-wrap">
          <div className="cms-empty">
            <h2>{q ? "No posts match your search" : "No blogs found"}</h2>
            <p>{q ? "Try another word, or clear the search." : "Nothing has been published yet."}</p>
            <Link to="/dashboard/add-blogs/" className="button button--accent button--small">
              Write your first post
            </Link>
          </div>
        </div>
      ) : (
        <div className="cms-table-wrap" aria-busy={searching || undefined}>
          <table className="cms-table">
            <caption className="visually-hidden">Blog posts</caption>
            <thead>
              <tr>
                <th scope="col">Post</th>
                <th scope="col">Author</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col" className="cms-table__actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {blogs.map((blog) => (
                <tr key={blog.id}>
                  <td>
                    <div className="cms-post">
                      <Image src={uploadUrl(blog.image)} alt="" width={64} height={48} loading="lazy" />
                      <div>
                        <span className="cms-post__title">{blog.title}</span>
                        <span className="cms-post__meta">{blog.date}</span>
                      </div>
                    </div>
                  </td>
                  <td>{blog.author}</td>
                  <td>{titleCase(blog.category)}</td>
                  <td>
                    {blog.featured ? (
                      <span className="badge badge--accent">Featured</span>
                    ) : (
                      <span className="badge badge--success">Published</span>
                    )}
                  </td>
                  <td className="cms-table__actions">
                    <div className="cms-actions">
                      <Link
                        to={`/dashboard/edit/${blog.slug}/blog/`}
                        className="cms-icon-button"
                        aria-label={`Edit ${blog.title}`}
                      >
                        Edit
                      </Link>
                      <a
                        href={`/resources/blog-info/${blog.slug}/`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="cms-icon-button"
                        aria-label={`View ${blog.title} (opens in a new tab)`}
                      >
                        View
                      </a>
                      <Link
                        to={withParams({ delete: String(blog.id) })}
                        preventScrollReset
                        className="cms-icon-button cms-icon-button--danger"
                        aria-label={`Delete ${blog.title}`}
                      >
                        Delete
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {confirm ? (
        <ConfirmDelete title="Delete this post?" closeTo={withParams({ delete: null })} fields={{ id: confirm.id }}>
          <p>“{confirm.title}” will be removed from the blog, with its image. This cannot be undone.</p>
        </ConfirmDelete>
      ) : null}
    </div>
  );
}
