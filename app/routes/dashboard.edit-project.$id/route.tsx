import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { CatalogActionData } from "~/kits/upload-form/actions.server";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { uploadUrl } from "~/components/image";
import { projectAction } from "~/kits/project-form/action.server";
import { ProjectForm } from "~/kits/project-form/project-form";
import { getProject, updateProject } from "~/services/projects.server";
import { endSessionOnUnauthorized, requireAdmin, type Admin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.project.title ?? "Project"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/view-projects/";

async function loadOrLeave(request: Request, rawId: string | undefined, admin: Admin) {
  const id = Number(rawId);
  const leave = () => redirectWithToast(LIST, { type: "error", message: "Failed to load project" });
  if (!Number.isInteger(id) || id <= 0) throw await leave();
  try {
    const project = await getProject(id, admin);
    if (project) return project;
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
  }
  throw await leave();
}

const yearOf = (year: string) => Number.parseInt(year, 10) || undefined;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const project = await loadOrLeave(request, params.id, admin);
  return json({ project });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const project = await loadOrLeave(request, params.id, admin);
  return projectAction({
    request,
    existingImages: project.images,
    keepYear: yearOf(project.year),
    fallbackError: "Failed to update project. Please try again.",
    save: async (fields, images, removeImages) => {
      await updateProject(project.id, fields, images, removeImages, admin);
      return redirectWithToast(LIST, { type: "success", message: "Project updated successfully!" });
    },
  });
}

export default function EditProjectPage() {
  const { project } = useLoaderData<typeof loader>();
  const actionData = useActionData<CatalogActionData>();
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
