import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { uploadUrl } from "~/components/image";
import { projectAction } from "~/kits/project-form/action.server";
import { ProjectForm } from "~/kits/project-form/project-form";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { loadOrLeave, recordId } from "~/kits/upload-form/load.server";
import { getProject, updateProject } from "~/services/projects.server";
import { requireAdmin, type Admin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.project.title ?? "Project"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/view-projects/";

function loadProject(request: Request, param: string | undefined, admin: Admin) {
  const id = recordId(param);
  return loadOrLeave(request, () => (id ? getProject(id, admin) : null), {
    to: LIST,
    message: "Failed to load project",
  });
}

const yearOf = (year: string) => Number.parseInt(year, 10) || undefined;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const project = await loadProject(request, params.id, admin);
  return json({ project });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const project = await loadProject(request, params.id, admin);
  return projectAction({
    request,
    existingImages: project.images,
    keepYear: yearOf(project.year),
    failure: "Failed to update project. Please try again.",
    success: { to: LIST, toast: "Project updated successfully!" },
    save: (fields, images, removeImages) => updateProject(project.id, fields, images, removeImages, admin),
  });
}

export default function EditProjectPage() {
  const { project } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  return (
    <div className="catalog-page">
      <CatalogHeader
        title="Edit Project"
        crumbs={[
          { label: "Home", to: "/dashboard/admin/" },
          { label: "Project", to: LIST },
        ]}
        actions={
          <Link to={LIST} className="button button--ghost button--small">
            View Projects
          </Link>
        }
      >
        Editing <strong>{project.title}</strong>.
      </CatalogHeader>
      <ProjectForm
        key={project.id}
        mode="edit"
        lastResult={actionData?.result}
        keepYear={yearOf(project.year)}
        defaults={{
          title: project.title,
          description: project.description,
          category: project.category,
          client: project.client,
          location: project.location,
          year: project.year,
          status: project.status || "completed",
          featured: project.featured,
          tags: project.tags.join(", "),
        }}
        existingImages={project.images.map((path, index) => ({
          key: path,
          src: uploadUrl(path),
          alt: `${project.title}, image ${index + 1}`,
          badge: index === 0 ? "Thumbnail" : undefined,
        }))}
      />
    </div>
  );
}
