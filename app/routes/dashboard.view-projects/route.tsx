import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { ProjectsTable } from "~/components/admin/projects-table";
import { SearchForm } from "~/kits/admin-list/search-form";
import { ConfirmDelete } from "~/kits/admin-list/confirm-delete";
import { StatCard, StatGrid } from "~/kits/admin-list/stat-card";
import { Pagination } from "~/components/pagination";
import type { Project } from "~/schemas/api";
import { UpstreamError } from "~/services/client.server";
import { deleteProject, listProjectsForAdmin } from "~/services/projects.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";
import { matchesProject, projectStats } from "~/utils/catalog";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction = () => [{ title: "Manage Projects | Aniwa Studio Admin" }];

const LIST = "/dashboard/view-projects/";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const deleteId = Number(url.searchParams.get("delete")) || null;
  try {
    const { projects: loaded, pagination } = await listProjectsForAdmin(page, admin);
    const totalPages = Math.max(1, pagination.total_pages);
    if (page > totalPages) {
      url.searchParams.set("page", String(totalPages));
      throw redirect(`${url.pathname}?${url.searchParams}`);
    }
    // The spec searches and counts over the loaded page only.
    const projects = loaded.filter((project) => matchesProject(project, q));
    return json({
      error: null,
      projects,
      stats: projectStats(loaded),
      total: pagination.total_projects,
      page,
      totalPages,
      q,
      deleting: deleteId && loaded.some((project) => project.id === deleteId) ? deleteId : null,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    await endSessionOnUnauthorized(request, error);
    return json({
      error: "Failed to load projects",
      projects: [] as Project[],
      stats: projectStats([]),
      total: 0,
      page,
      totalPages: 1,
      q,
      deleting: null,
    });
  }
}

function backTo(request: Request, formData: FormData) {
  const from = String(formData.get("from") ?? "");
  const url = new URL(from.startsWith("/") && !from.startsWith("//") ? from : LIST, request.url);
  url.searchParams.delete("delete");
  const search = url.searchParams.toString();
  return `${LIST}${search ? `?${search}` : ""}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  if (formData.get("intent") !== "delete") return json({ error: "Unknown intent" }, { status: 400 });
  const id = Number(formData.get("id"));
  const to = backTo(request, formData);
  if (!Number.isInteger(id) || id <= 0) {
    return redirectWithToast(to, { type: "error", message: "Failed to delete project" });
  }
  try {
    const message = await deleteProject(id, admin);
    return redirectWithToast(to, { type: "success", message: message || "Project deleted successfully" });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    const message = (error instanceof UpstreamError && error.serverMessage) || "Failed to delete project";
    return redirectWithToast(to, { type: "error", message });
  }
}

export default function ManageProjectsPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const withParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(location.search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    const search = params.toString();
    return search ? `?${search}` : LIST;
  };
  const { stats } = data;

  return (
    <div className="catalog-page">
      <CatalogHeader
        title="Manage Projects"
        crumbs={[{ label: "Home", to: "/dashboard/admin/" }]}
        actions={
          <Link to="/dashboard/add-project/" className="button button--primary button--small">
            Add New Project
          </Link>
        }
      />

      <section className="catalog-card catalog-portfolio" aria-labelledby="portfolio-title">
        <div>
          <h2 id="portfolio-title" className="catalog-card__title">
            Projects Portfolio
          </h2>
          <ul className="catalog-portfolio__badges" aria-label="On this page">
            <li className="badge badge--secondary">Total: {stats.total}</li>
            <li className="badge badge--success">Completed: {stats.completed}</li>
            <li className="badge badge--warning">In Progress: {stats.inProgress}</li>
            <li className="badge badge--info">Planned: {stats.planned}</li>
            <li className="badge badge--accent">Featured: {stats.featured}</li>
          </ul>
        </div>
      </section>

      <StatGrid label="Project statistics">
        <StatCard label="Total" value={stats.total} />
        <StatCard label="Completed" value={stats.completed} tone="forest" />
        <StatCard label="In Progress" value={stats.inProgress} tone="ochre" />
        <StatCard label="Featured" value={stats.featured} tone="clay" />
      </StatGrid>

      <div className="catalog-toolbar">
        <SearchForm query={data.q} label="Search projects" placeholder="Title, client, location, category or tag" />
        <p className="catalog-summary" aria-live="polite">
          Showing {data.projects.length} of {data.total} projects (Page {data.page} of {data.totalPages})
        </p>
      </div>

      {data.error ? (
        // The list empties, and says why instead of claiming there are no projects.
        <div className="alert alert--error" role="alert">
          <p>{data.error}</p>
          <Link to={location.pathname + location.search} className="button button--small button--ghost">
            Try again
          </Link>
        </div>
      ) : data.projects.length === 0 ? (
        <div className="catalog-empty catalog-card">
          <h2>No projects found</h2>
          <p>{data.q ? "No projects match your search criteria." : "No projects have been added yet."}</p>
          {data.q ? null : (
            <Link to="/dashboard/add-project/" className="button button--primary">
              Create Your First Project
            </Link>
          )}
        </div>
      ) : (
        <ProjectsTable projects={data.projects} deleteHref={(id) => withParam("delete", String(id))} />
      )}

      <Pagination page={data.page} totalPages={data.totalPages} search={location.search} label="Projects pages" />

      {data.deleting ? (
        <ConfirmDelete
          title="Delete project"
          closeTo={withParam("delete", null)}
          fields={{ id: data.deleting, from: `${LIST}${location.search}` }}
        >
          <p>Are you sure you want to delete this project? This action cannot be undone.</p>
        </ConfirmDelete>
      ) : null}
    </div>
  );
}
