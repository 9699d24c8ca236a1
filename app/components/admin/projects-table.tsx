import type { Project } from "~/records/project";
import type { Visibility } from "~/records/front-matter";
import { PublishBadge } from "~/components/admin/publish-control";
import { ItemCell, ListTable, RowActions } from "~/components/admin/list-table";
import { shortDescription } from "~/utils/catalog";
import { projectStatusBadge } from "~/vocabulary/statuses";
import { categoryLabel } from "~/vocabulary/titles";

/** Manage Projects' table (admin-area §2): Project, Category, Status, Year, Date, Actions. */
export function ProjectsTable({
  projects,
  deleteHref,
}: {
  /** `visibility`: a draft or a schedule keeps it from visitors (its settings, decision 014). */
  projects: Array<Project & { visibility?: Visibility }>;
  deleteHref: (id: number) => string;
}) {
  return (
    <ListTable caption="Projects" columns={["Project", "Category", "Status", "Year", "Date", "Actions"]}>
      {projects.map((project) => {
        const status = projectStatusBadge(project.status);
        return (
          <tr key={project.id}>
            <td>
              <ItemCell
                image={project.images[0]}
                title={
                  <>
                    {project.title} {project.featured ? <span className="badge badge--accent">Featured</span> : null}
                    {project.visibility ? <PublishBadge state={project.visibility} published={false} /> : null}
                  </>
                }
              >
                <span className="cms-post__meta">
                  {project.client || "—"} · {project.location || "—"}
                </span>
                <span className="cms-post__desc">{shortDescription(project.description)}</span>
                {project.tags.length ? (
                  <ul className="cms-tags" aria-label="Tags">
                    {project.tags.map((tag) => (
                      <li key={tag} className="badge badge--secondary">
                        {tag}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </ItemCell>
            </td>
            <td data-label="Category">{categoryLabel(project.category)}</td>
            <td data-label="Status">
              <span className={`badge badge--${status.tone}`}>{status.label}</span>
            </td>
            <td data-label="Year">{project.year}</td>
            <td data-label="Date">{project.formatted_date || project.created_at}</td>
            <RowActions
              name={project.title}
              edit={`/dashboard/edit-project/${project.id}/`}
              remove={deleteHref(project.id)}
            />
          </tr>
        );
      })}
    </ListTable>
  );
}
