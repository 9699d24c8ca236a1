import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { projectAction } from "~/kits/project-form/action.server";
import { ProjectForm, projectDefaults, projectImages } from "~/kits/project-form/project-form";
import { removalWarning, type FormActionData } from "~/kits/upload-form/action.server";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { loadById } from "~/kits/upload-form/load.server";
import { getProject, updateProject } from "~/services/projects.server";
import { requireAdmin } from "~/session.server";

export { catalogLinks as links } from "~/kits/upload-form/catalog-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.project.title ?? "Project"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/view-projects/";
const LEAVE = { to: LIST, message: "Failed to load project" };

const yearOf = (year: string) => Number.parseInt(year, 10) || undefined;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const project = await loadById(request, params.id, (id) => getProject(id, admin), LEAVE);
  return json({ project });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const project = await loadById(request, params.id, (id) => getProject(id, admin), LEAVE);
  return projectAction({
    request,
    existingImages: project.images,
    keepYear: yearOf(project.year),
    failure: "Failed to update project. Please try again.",
    success: { to: LIST, toast: "Project updated successfully!" },
    save: async (fields, images, removeImages) => {
      const { keptImages } = await updateProject(project.id, fields, images, removeImages, admin);
      return removalWarning("Project", keptImages);
    },
  });
}

export default function EditProjectPage() {
  const { project } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  return (
    <CatalogPage
      title="Edit Project"
      list={{ label: "Project", to: LIST }}
      viewLabel="View Projects"
      lede={
        <>
          Editing <strong>{project.title}</strong>.
        </>
      }
    >
      <ProjectForm
        key={project.id}
        mode="edit"
        lastResult={actionData?.result}
        keepYear={yearOf(project.year)}
        defaults={projectDefaults(project)}
        existingImages={projectImages(project)}
      />
    </CatalogPage>
  );
}
