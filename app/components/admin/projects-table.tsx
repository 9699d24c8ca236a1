import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import type { Project } from "~/schemas/api";
import { shortDescription } from "~/utils/catalog";
import { projectStatusBadge } from "~/vocabulary/statuses";
import { categoryLabel } from "~/vocabulary/titles";

/** Manage Projects' table (admin-area §2): Project, Category, Status, Year, Date, Actions. */
export function ProjectsTable({ projects, deleteHref }: { projects: Project[]; deleteHref: (id: number) => string }) {
  return (
    <div className="catalog-table-wrap">
      <table className="catalog-table">
        <caption className="visually-hidden">Projects</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">Year</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => {
            const status = projectStatusBadge(project.status);
            return (
              <tr key={project.id}>
                <td>
                  <div className="catalog-item">
                    <Image
                      src={uploadUrl(project.images[0])}
                      alt=""
                      width={56}
                      height={56}
                      className="catalog-item__thumb"
                    />
                    <div>
                      <p className="catalog-item__title">
                        {project.title}{" "}
                        {project.featured ? <span className="badge badge--accent">Featured</span> : null}
                      </p>
                      <p className="catalog-item__meta">
                        {project.client || "—"} · {project.location || "—"}
                      </p>
                      <p className="catalog-item__desc">{shortDescription(project.description)}</p>
                      {project.tags.length ? (
                        <ul className="catalog-tags" aria-label="Tags">
                          {project.tags.map((tag) => (
                            <li key={tag} className="badge badge--secondary">
                              {tag}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td>{categoryLabel(project.category)}</td>
                <td>
                  <span className={`badge badge--${status.tone}`}>{status.label}</span>
                </td>
                <td>{project.year}</td>
                <td>{project.formatted_date || project.created_at}</td>
                <td>
                  <div className="catalog-row-actions">
                    <Link
                      to={`/dashboard/edit-project/${project.id}/`}
                      className="button button--ghost button--small"
                      aria-label={`Edit ${project.title}`}
                    >
                      Edit
                    </Link>
                    <Link
                      to={deleteHref(project.id)}
                      preventScrollReset
                      className="button button--danger button--small"
                      aria-label={`Delete ${project.title}`}
                    >
                      Delete
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
