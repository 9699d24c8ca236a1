import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProjectsTable } from "~/components/admin/projects-table";
import { StatCard, StatGrid } from "~/components/admin/stat-card";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { ListBody, listLinks, ListPage, useListHref } from "~/kits/admin-list/list";
import { listJson, listAction, loadOrNull, parseListQuery, redirectPastLastPage } from "~/kits/admin-list/list.server";
import { PageHeader } from "~/kits/admin-list/page-header";
import { SearchToolbar } from "~/kits/admin-list/search-toolbar";
import { deleteProject, listProjectsForAdmin } from "~/services/projects.server";
import { requireAdmin } from "~/sign-in/session.server";
import { matchesProject, projectStats } from "~/utils/catalog";
import { projectVisibility } from "~/records/project";

export const links = listLinks;

export const meta: MetaFunction = () => [{ title: "Manage Projects | Aniwa Studio Admin" }];

const LIST = "/dashboard/view-projects/";
const ADD = "/dashboard/add-project/";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = parseListQuery(request);
  const { q, page, deleteId } = query;
  const loaded = await loadOrNull(request, async () => {
    const { projects, pagination } = await listProjectsForAdmin(page, admin);
    const totalPages = Math.max(1, pagination.total_pages);
    redirectPastLastPage(query, totalPages);
    return { projects, total: pagination.total_projects, totalPages };
  });
  // The spec searches and counts over the loaded page only.
  const onPage = (loaded?.projects ?? []).map((project) => ({ ...project, visibility: projectVisibility(project) }));
  return listJson({
    error: loaded ? null : "Failed to load projects",
    projects: onPage.filter((project) => matchesProject(project, q)),
    stats: projectStats(onPage),
    total: loaded?.total ?? 0,
    page,
    totalPages: loaded?.totalPages ?? 1,
    q,
    deleting: onPage.some((project) => project.id === deleteId) ? deleteId : null,
  });
}

export const action = ({ request }: ActionFunctionArgs) =>
  listAction(request, {
    list: LIST,
    remove: deleteProject,
    messages: { deleted: "Project deleted successfully", failed: "Failed to delete project" },
  });

export default function ManageProjectsPage() {
  const data = useLoaderData<typeof loader>();
  const href = useListHref(LIST);
  const { stats } = data;

  return (
    <ListPage>
      <PageHeader title="Manage Projects" add={{ to: ADD, label: "Add New Project" }} />

      <section className="cms-card" aria-labelledby="portfolio-title">
        <div>
          <h2 id="portfolio-title" className="cms-card__title">
            Projects Portfolio
          </h2>
          <ul className="cms-portfolio__badges" aria-label="On this page">
            <li className="badge badge--secondary">Total: {stats.total}</li>
            <li className="badge badge--success">Completed: {stats.completed}</li>
            <li className="badge badge--warning">In Progress: {stats.inProgress}</li>
            <li className="badge badge--info">Planned: {stats.planned}</li>
            <li className="badge badge--accent">Featured: {stats.featured}</li>
          </ul>
        </div>
      </section>

      <StatGrid label="Project statistics">
        <StatCard label="Total" value={stats.total} tone="ink" />
        <StatCard label="Completed" value={stats.completed} tone="forest" />
        <StatCard label="In Progress" value={stats.inProgress} tone="ochre" />
        <StatCard label="Featured" value={stats.featured} tone="clay" />
      </StatGrid>

      <SearchToolbar
        label="Search projects"
        placeholder="Title, client, location, category or tag"
        summary={`Showing ${data.projects.length} of ${data.total} projects (Page ${data.page} of ${data.totalPages})`}
      />

      <ListBody
        error={data.error}
        count={data.projects.length}
        searched={Boolean(data.q)}
        pages={{ page: data.page, totalPages: data.totalPages, label: "Projects pages" }}
        noMatch={{ title: "No projects found", text: "No projects match your search criteria." }}
        none={{
          title: "No projects found",
          text: "No projects have been added yet.",
          action: { to: ADD, label: "Create Your First Project" },
        }}
      >
        <ProjectsTable projects={data.projects} deleteHref={(id) => href({ delete: String(id) })} />
      </ListBody>

      {data.deleting ? (
        <ConfirmDelete title="Delete project" closeTo={href({})} fields={{ id: data.deleting }}>
          <p>Are you sure you want to delete this project? This action cannot be undone.</p>
        </ConfirmDelete>
      ) : null}
    </ListPage>
  );
}
