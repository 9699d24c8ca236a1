import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadProject } from "~/kits/project-form/action.server";
import { ProjectForm, projectDefaults, projectImages, projectYear } from "~/kits/project-form/project-form";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { requireAdmin } from "~/sign-in/session.server";
import { uploadedPictures } from "~/kits/upload-form/pictures.server";

export { projectAction as action } from "~/kits/project-form/action.server";
export { projectFormLinks as links } from "~/kits/project-form/project-preview";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.project.title ?? "Project"} | Aniwa Studio Admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [project, pictures] = await Promise.all([loadProject(request, params.id, admin), uploadedPictures(admin)]);
  return json({ project, ...pictures });
}

export default function EditProjectPage() {
  const { project, pictures, picturesError } = useLoaderData<typeof loader>();
  return (
    <CatalogPage record="Project" editing={project.title}>
      <ProjectForm
        key={project.id}
        mode="edit"
        keepYear={projectYear(project)}
        defaults={projectDefaults(project)}
        existingImages={projectImages(project)}
        pictures={pictures}
        picturesError={picturesError}
      />
    </CatalogPage>
  );
}
