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
import { requireAdmin } from "~/sign-in/session.server";
import { titleCase } from "~/vocabulary/titles";
import { FilterNav, useUrlChoice } from "~/components/url-choice";
import { longDate } from "~/utils/blog";
import { postVisibility } from "~/records/post";

export const links = listLinks;

export const meta: MetaFunction = () => [{ title: "Manage Blogs | Aniwa Studio Admin" }];

const LIST = "/dashboard/blogs/";
const LIST_ID = "blog-rows";

/** The list's status filter (`?status=`), in the URL so it works without JavaScript. */
const STATUS_KEYS = ["all", "published", "scheduled", "draft"] as const;
type StatusKey = (typeof STATUS_KEYS)[number];
const STATUS_LABELS: Record<StatusKey, string> = {
  all: "All",
  published: "Published",
  scheduled: "Scheduled",
  draft: "Drafts",
};
const statusKey = (value: string | null): StatusKey =>
  (STATUS_KEYS as readonly string[]).includes(value ?? "") ? (value as StatusKey) : "all";
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
  const { q, deleteId, url } = parseListQuery(request);
  const status = statusKey(url.searchParams.get("status"));
  const blogs = await loadOrNull(request, () => listAdminBlogs(admin));
  const now = new Date();
  const rows = (blogs ?? []).map((blog) => ({
    state: postVisibility(blog, now),
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
  const counts = Object.fromEntries(
    STATUS_KEYS.map((key) => [key, key === "all" ? rows.length : rows.filter((row) => row.state.state === key).length]),
  ) as Record<StatusKey, number>;
  const shown = rows.filter((row) => status === "all" || row.state.state === status);
  return listJson({
    q,
    status,
    counts,
    loadError: blogs ? null : "Failed to load blogs",
    stats: {
      total: rows.length,
      featured: rows.filter((row) => row.featured).length,
      categories: new Set(rows.map((row) => row.category).filter(Boolean)).size,
    },
    blogs: q ? shown.filter((row) => matches(row, q)) : shown,
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
  const { q, loadError, stats, blogs, confirm, counts, status } = useLoaderData<typeof loader>();
  const href = useListHref(LIST);
  const statusFilter = useUrlChoice<StatusKey>("status", STATUS_KEYS, "all", ["delete"]);

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
        keep={status === "all" ? {} : { status }}
        summary={q ? `${blogs.length} of ${stats.total} posts match “${q}”` : `${stats.total} posts`}
      />

      <div className="cms-status-filter">
        <FilterNav
          label="Post status"
          options={STATUS_KEYS.map((key) => ({ key, label: STATUS_LABELS[key], count: counts[key] }))}
          filter={statusFilter}
          controls={LIST_ID}
        />
      </div>

      <div id={LIST_ID}>
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
                  {blog.state.state === "draft" ? (
                    <span className="badge badge--secondary">Draft</span>
                  ) : blog.state.state === "scheduled" ? (
                    <span className="badge badge--info">
                      Scheduled {longDate(blog.state.at)}, {blog.state.at.slice(11, 16)}
                    </span>
                  ) : (
                    <span className="badge badge--success">Published</span>
                  )}
                  {blog.featured ? <span className="badge badge--accent">Featured</span> : null}
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
      </div>

      {confirm ? (
        <ConfirmDelete title="Delete this post?" closeTo={href({})} fields={{ id: confirm.id }}>
          <p>“{confirm.title}” will be removed from the blog, with its image. This cannot be undone.</p>
        </ConfirmDelete>
      ) : null}
    </ListPage>
  );
}
