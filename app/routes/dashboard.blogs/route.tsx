import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatCard, StatGrid } from "~/components/admin/stat-card";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { ItemCell, ListBody, listLinks, ListPage, ListTable, RowActions, useListHref } from "~/kits/admin-list/list";
import { listJson, listAction, loadOrNull, parseListQuery, serverMessageOr } from "~/kits/admin-list/list.server";
import { PageHeader } from "~/kits/admin-list/page-header";
import { SearchToolbar } from "~/kits/admin-list/search-toolbar";
import { deleteBlog, listAdminBlogs } from "~/services/blogs.server";
import { saveErrorMessage } from "~/services/client.server";
import { requireAdmin } from "~/session.server";
import { titleCase } from "~/vocabulary/titles";

export const links = listLinks;

export const meta: MetaFunction = () => [{ title: "Manage Blogs | Aniwa Studio Admin" }];

const LIST = "/dashboard/blogs/";
const ADD = "/dashboard/add-blogs/";

/** Search over title, author, category and tags, ignoring case. */
function matches(blog: { title: string; author: string; category: string; tags: string[] }, query: string) {
  const needle = query.toLowerCase();
  return [blog.title, blog.author, blog.category, titleCase(blog.category), ...blog.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { q, deleteId } = parseListQuery(request);
  const blogs = await loadOrNull(request, () => listAdminBlogs(admin));
  const rows = (blogs ?? []).map((blog) => ({
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
  return listJson({
    q,
    loadError: blogs ? null : "Failed to load blogs",
    stats: {
      total: rows.length,
      featured: rows.filter((row) => row.featured).length,
      categories: new Set(rows.map((row) => row.category).filter(Boolean)).size,
    },
    blogs: q ? rows.filter((row) => matches(row, q)) : rows,
    confirm: rows.find((row) => row.id === deleteId) ?? null,
  });
}

export const action = ({ request }: ActionFunctionArgs) =>
  listAction(request, {
    list: LIST,
    remove: deleteBlog,
    messages: { deleted: "Blog deleted successfully", failed: "Failed to delete blog" },
    success: () => "Blog deleted successfully",
    failure: (error) => serverMessageOr(error, saveErrorMessage(error, "Failed to delete blog")),
  });

export default function ManageBlogsPage() {
  const { q, loadError, stats, blogs, confirm } = useLoaderData<typeof loader>();
  const href = useListHref(LIST);

  return (
    <ListPage>
      <PageHeader title="Manage Blogs" add={{ to: ADD, label: "Add Blog" }}>
        Every post on the studio journal: edit, view or remove it.
      </PageHeader>

      <StatGrid label="Blog counts">
        <StatCard label="Total posts" value={stats.total} icon="✎" tone="ink" />
        <StatCard label="Featured" value={stats.featured} icon="★" tone="clay" />
        <StatCard label="Categories" value={stats.categories} icon="◫" tone="forest" />
      </StatGrid>

      <SearchToolbar
        label="Search by title, author, category or tags"
        placeholder="Search by title, author, category or tags"
        busyLabel="Searching…"
        summary={q ? `${blogs.length} of ${stats.total} posts match “${q}”` : `${stats.total} posts`}
      />

      <ListBody
        error={loadError}
        count={blogs.length}
        searched={Boolean(q)}
        noMatch={{ title: "No posts match your search", text: "Try another word, or clear the search." }}
        none={{
          title: "No blogs found",
          text: "Nothing has been published yet.",
          action: { to: ADD, label: "Write your first post" },
        }}
      >
        <ListTable caption="Blog posts" columns={["Post", "Author", "Category", "Status", "Actions"]}>
          {blogs.map((blog) => (
            <tr key={blog.id}>
              <td>
                <ItemCell image={blog.image} title={blog.title}>
                  <span className="cms-post__meta">{blog.date}</span>
                </ItemCell>
              </td>
              <td data-label="Author">{blog.author}</td>
              <td data-label="Category">{titleCase(blog.category)}</td>
              <td data-label="Status">
                {blog.featured ? (
                  <span className="badge badge--accent">Featured</span>
                ) : (
                  <span className="badge badge--success">Published</span>
                )}
              </td>
              <RowActions
                name={blog.title}
                edit={`/dashboard/edit/${blog.slug}/blog/`}
                view={`/resources/blog-info/${blog.slug}/`}
                remove={href({ delete: String(blog.id) })}
              />
            </tr>
          ))}
        </ListTable>
      </ListBody>

      {confirm ? (
        <ConfirmDelete title="Delete this post?" closeTo={href({})} fields={{ id: confirm.id }}>
          <p>“{confirm.title}” will be removed from the blog, with its image. This cannot be undone.</p>
        </ConfirmDelete>
      ) : null}
    </ListPage>
  );
}
