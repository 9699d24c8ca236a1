import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { categoryDeleteMessage } from "~/kits/category-form/errors.server";
import { ConfirmDelete } from "~/kits/admin-list/confirm-delete";
import { Pagination } from "~/components/pagination";
import { categoryIdsSchema } from "~/schemas/category-form";
import type { Category } from "~/schemas/api";
import { deleteCategory, listCategoriesFresh } from "~/services/categories.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import styles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";
import { titleCase } from "~/vocabulary/titles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Categories | Aniwa Studio Admin" }];

const LIST = "/dashboard/categories/";
const PAGE_SIZE = 5;

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Africa/Accra",
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
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const headers = { "Cache-Control": "no-store" };
  let all: Row[] = [];
  let loadError: string | null = null;
  try {
    all = (await listCategoriesFresh(admin)).map(toRow);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    loadError = "Failed to load categories";
  }
  const needle = q.toLowerCase();
  const found = needle
    ? all.filter((row) => row.label.toLowerCase().includes(needle) || row.title.includes(needle))
    : all;
  const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), totalPages);
  const byId = new Map(all.map((row) => [row.id, row]));
  const deleteOne = byId.get(Number(url.searchParams.get("delete"))) ?? null;
  const selecting = url.searchParams.get("confirm") === "selected";
  const selected = selecting
    ? url.searchParams
        .getAll("ids")
        .map((id) => byId.get(Number(id)))
        .filter((row): row is Row => row !== undefined)
    : [];
  return json(
    {
      q,
      page,
      totalPages,
      total: all.length,
      found: found.length,
      rows: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      loadError,
      deleteOne,
      selecting,
      selected,
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const url = new URL(request.url);
  for (const key of ["delete", "confirm", "ids"]) url.searchParams.delete(key);
  const back = `${LIST}${url.search}`;
  const intent = formData.get("intent");

  if (intent === "delete") {
    const id = Number(formData.get("id"));
    try {
      const message = await deleteCategory(id, admin);
      return redirectWithToast(back, { type: "success", message: message ?? "Category deleted successfully" });
    } catch (error) {
      await endSessionOnUnauthorized(request, error);
      return redirectWithToast(back, { type: "error", message: categoryDeleteMessage(error) });
    }
  }

  if (intent === "delete-selected") {
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
        failure ??= categoryDeleteMessage(error);
      }
    }
    const done = `${deleted} ${deleted === 1 ? "category" : "categories"} deleted`;
    return failure
      ? redirectWithToast(back, { type: "error", message: deleted ? `${done}. ${failure}` : failure })
      : redirectWithToast(back, { type: "success", message: done });
  }

  throw new Response("Unknown action", { status: 400 });
}

export default function CategoriesPage() {
  const data = useLoaderData<typeof loader>();
  const { q, page, totalPages, rows, loadError, deleteOne, selecting, selected } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [ticked, setTicked] = useState<Set<number>>(() => new Set());
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const withParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const key of ["delete", "confirm", "ids"]) params.delete(key);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : LIST;
  };
  const closeTo = withParams({});
  const toggle = (id: number, on: boolean) =>
    setTicked((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });
  // Only the rows on this page can be sent, so only they count.
  const tickedHere = rows.filter((row) => ticked.has(row.id)).length;
  const allOnPage = rows.length > 0 && tickedHere === rows.length;

  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb items={[{ label: "Home", to: "/dashboard/admin/" }, { label: "Categories" }]} />
          <h1 className="cms-page__title">Categories</h1>
          <p className="cms-page__lede">Categories group blog posts and products.</p>
        </div>
        <nav className="cms-page__links" aria-label="Category pages">
          <Link to="/dashboard/create-category/" className="button button--accent button--small">
            Create category
          </Link>
        </nav>
      </header>

      <div className="cms-toolbar">
        <Form method="get" role="search" className="cms-search" aria-label="Search categories">
          <label htmlFor="category-search" className="visually-hidden">
            Search categories by title
          </label>
          <input
            id="category-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search by title"
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
          {loading ? (
            <span className="cms-loading">
              <span className="cms-spinner" aria-hidden="true" /> Loading…
            </span>
          ) : q ? (
            <>
              {data.found} of {data.total} match “{q}” · <Link to={LIST}>Clear search</Link>
            </>
          ) : (
            `${data.total} categories`
          )}
        </p>
      </div>

      {selecting && selected.length === 0 ? (
        <div className="alert alert--info" role="status">
          <p>Select at least one category, then choose Delete selected.</p>
          <Link to={closeTo} className="alert__close" aria-label="Dismiss">
            ×
          </Link>
        </div>
      ) : null}

      {loadError ? (
        <div className="alert alert--error" role="alert">
          <p>{loadError}</p>
          <Link to={location.pathname + location.search} className="button button--small cms-button--outline">
            Try again
          </Link>
        </div>
      ) : rows.length === 0 ? (
        <div className="cms-table-wrap">
          <div className="cms-empty">
            <h2>{q ? "No categories match your search" : "No categories yet"}</h2>
            <p>{q ? "Try another word, or clear the search." : "Create one to group posts and products."}</p>
            <Link to="/dashboard/create-category/" className="button button--accent button--small">
              Create category
            </Link>
          </div>
        </div>
      ) : (
        <>
          {/* The ticked rows go to a confirm step (in the URL), then are deleted together. */}
          <Form method="get" id="selected-categories" preventScrollReset>
            {q ? <input type="hidden" name="q" value={q} /> : null}
            {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
            <input type="hidden" name="confirm" value="selected" />
          </Form>
          <div className="cms-table-wrap cms-table-wrap--fixed" aria-busy={loading || undefined}>
            <table className="cms-table">
              <caption className="visually-hidden">Categories, page {page}</caption>
              <thead>
                <tr>
                  <th scope="col" className="cms-table__check">
                    {hydrated ? (
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
                    )}
                  </th>
                  <th scope="col">Title</th>
                  <th scope="col">Date</th>
                  <th scope="col" className="cms-table__actions">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
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
                    <td>{row.date}</td>
                    <td className="cms-table__actions">
                      <div className="cms-actions">
                        <Link
                          to={`/dashboard/${row.id}/edit/`}
                          className="cms-icon-button"
                          aria-label={`Edit ${row.label}`}
                        >
                          Edit
                        </Link>
                        <Link
                          to={withParams({ delete: String(row.id) })}
                          preventScrollReset
                          className="cms-icon-button cms-icon-button--danger"
                          aria-label={`Delete ${row.label}`}
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
        </>
      )}

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
    </div>
  );
}
