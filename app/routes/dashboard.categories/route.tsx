import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Pagination } from "~/components/pagination";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { ListBody, listLinks, ListPage, ListTable, RowActions, useListHref } from "~/kits/admin-list/list";
import {
  listJson,
  listAction,
  loadOrNull,
  parseListQuery,
  serverMessageOr,
  type IntentContext,
} from "~/kits/admin-list/list.server";
import { PageHeader } from "~/kits/admin-list/page-header";
import { SearchToolbar } from "~/kits/admin-list/search-toolbar";
import { useTicked } from "~/kits/admin-list/use-ticked";
import { categoryIdsSchema } from "~/schemas/category-form";
import type { Category } from "~/schemas/api";
import { deleteCategory, listCategoriesFresh } from "~/services/categories.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { STUDIO_TIME_ZONE } from "~/vocabulary/studio-clock";
import { titleCase } from "~/vocabulary/titles";

export const links = listLinks;

export const meta: MetaFunction = () => [{ title: "Categories | Aniwa Studio Admin" }];

const LIST = "/dashboard/categories/";
const CREATE = "/dashboard/create-category/";
const PAGE_SIZE = 5;
const FAILED = "Failed to delete category";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: STUDIO_TIME_ZONE,
});

function shownDate(date: string): string {
  const parsed = new Date(date.includes("T") ? date : `${date.replace(" ", "T")}Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

interface Row {
  id: number;
  title: string;
  label: string;
  date: string;
}

const toRow = (category: Category): Row => ({
  id: category.id,
  title: category.title,
  label: titleCase(category.title),
  date: shownDate(category.date),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { url, q, page: asked } = parseListQuery(request);
  const loaded = await loadOrNull(request, () => listCategoriesFresh(admin));
  const all = (loaded ?? []).map(toRow);
  const needle = q.toLowerCase();
  const found = needle
    ? all.filter((row) => row.label.toLowerCase().includes(needle) || row.title.includes(needle))
    : all;
  const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const page = Math.min(asked, totalPages);
  const byId = new Map(all.map((row) => [row.id, row]));
  const selecting = url.searchParams.get("confirm") === "selected";
  const selected = selecting
    ? url.searchParams
        .getAll("ids")
        .map((id) => byId.get(Number(id)))
        .filter((row): row is Row => row !== undefined)
    : [];
  return listJson({
    q,
    page,
    totalPages,
    total: all.length,
    found: found.length,
    rows: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    loadError: loaded ? null : "Failed to load categories",
    deleteOne: byId.get(Number(url.searchParams.get("delete"))) ?? null,
    selecting,
    selected,
  });
}

/** The ticked categories, deleted one by one: how many went, and the first failure. */
async function deleteSelected({ request, admin, formData, back }: IntentContext) {
  const ids = categoryIdsSchema.safeParse(formData.getAll("ids"));
  if (!ids.success) return redirectWithToast(back, { type: "error", message: "Select at least one category" });
  let deleted = 0;
  let failure: string | null = null;
  for (const id of ids.data) {
    try {
      await deleteCategory(id, admin);
      deleted += 1;
    } catch (error) {
      await endSessionOnUnauthorized(request, error);
      failure ??= serverMessageOr(error, FAILED);
    }
  }
  const done = `${deleted} ${deleted === 1 ? "category" : "categories"} deleted`;
  return failure
    ? redirectWithToast(back, { type: "error", message: deleted ? `${done}. ${failure}` : failure })
    : redirectWithToast(back, { type: "success", message: done });
}

export const action = ({ request }: ActionFunctionArgs) =>
  listAction(request, {
    list: LIST,
    remove: deleteCategory,
    messages: { deleted: "Category deleted successfully", failed: FAILED },
    intents: { "delete-selected": deleteSelected },
  });

export default function CategoriesPage() {
  const data = useLoaderData<typeof loader>();
  const { q, page, totalPages, rows, loadError, deleteOne, selecting, selected } = data;
  const href = useListHref(LIST);
  const hydrated = useHydrated();
  const [ticked, toggle] = useTicked<number>();
  const closeTo = href({});
  // Only the rows on this page can be sent, so only they count.
  const tickedHere = rows.filter((row) => ticked.has(row.id)).length;
  const allOnPage = rows.length > 0 && tickedHere === rows.length;
  const selectAll = hydrated ? (
    <input
      type="checkbox"
      aria-label="Select all on this page"
      checked={allOnPage}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        for (const row of rows) toggle(row.id, on);
      }}
    />
  ) : (
    <span className="visually-hidden">Select</span>
  );

  return (
    <ListPage>
      <PageHeader title="Categories" add={{ to: CREATE, label: "Create category" }}>
        Categories group blog posts and products.
      </PageHeader>

      <SearchToolbar
        label="Search categories by title"
        placeholder="Search by title"
        summary={q ? `${data.found} of ${data.total} match “${q}”` : `${data.total} categories`}
      />

      {selecting && selected.length === 0 ? (
        <div className="alert alert--info" role="status">
          <p>Select at least one category, then choose Delete selected.</p>
          <Link to={closeTo} className="alert__close" aria-label="Dismiss">
            ×
          </Link>
        </div>
      ) : null}

      <ListBody
        error={loadError}
        count={rows.length}
        searched={Boolean(q)}
        noMatch={{ title: "No categories match your search", text: "Try another word, or clear the search." }}
        none={{
          title: "No categories yet",
          text: "Create one to group posts and products.",
          action: { to: CREATE, label: "Create category" },
        }}
      >
        {/* The ticked rows go to a confirm step (in the URL), then are deleted together. */}
        <Form method="get" id="selected-categories" preventScrollReset>
          {q ? <input type="hidden" name="q" value={q} /> : null}
          {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
          <input type="hidden" name="confirm" value="selected" />
        </Form>
        <ListTable
          caption={`Categories, page ${page}`}
          columns={[{ key: "select", head: selectAll, className: "cms-table__check" }, "Title", "Date", "Actions"]}
          fixed
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="cms-table__check">
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  form="selected-categories"
                  aria-label={`Select ${row.label}`}
                  checked={ticked.has(row.id)}
                  onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                />
              </td>
              <td>
                <strong>{row.label}</strong>
              </td>
              <td data-label="Date">{row.date}</td>
              <RowActions
                name={row.label}
                edit={`/dashboard/${row.id}/edit/`}
                remove={href({ delete: String(row.id) })}
              />
            </tr>
          ))}
        </ListTable>
        <div className="cms-table-foot">
          <button
            type="submit"
            form="selected-categories"
            className="button button--danger button--small"
            disabled={hydrated && tickedHere === 0}
          >
            Delete selected{tickedHere ? ` (${tickedHere})` : ""}
          </button>
          <Pagination
            page={page}
            totalPages={totalPages}
            search={closeTo === LIST ? "" : closeTo}
            label="Categories pages"
          />
        </div>
      </ListBody>

      {deleteOne ? (
        <ConfirmDelete title="Delete this category?" closeTo={closeTo} fields={{ id: deleteOne.id }}>
          <p>“{deleteOne.label}” will be deleted. Posts and products keep their text but lose the link to it.</p>
        </ConfirmDelete>
      ) : null}

      {selecting && selected.length ? (
        <ConfirmDelete
          title={`Delete ${selected.length} ${selected.length === 1 ? "category" : "categories"}?`}
          closeTo={closeTo}
          intent="delete-selected"
          fields={{ ids: selected.map((row) => row.id) }}
          confirmLabel="Delete selected"
        >
          <p>These categories will be deleted:</p>
          <ul>
            {selected.map((row) => (
              <li key={row.id}>{row.label}</li>
            ))}
          </ul>
        </ConfirmDelete>
      ) : null}
    </ListPage>
  );
}
