import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { projectAction } from "~/kits/project-form/action.server";
import { ProjectForm } from "~/kits/project-form/project-form";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { createProject } from "~/services/projects.server";
import { requireAdmin } from "~/session.server";

export { catalogLinks as links } from "~/kits/upload-form/catalog-page";

export const meta: MetaFunction = () => [{ title: "Add Project | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return projectAction({
    request,
    existingImages: [],
    failure: "Failed to add project. Please try again.",
    success: { to: "/dashboard/add-project/", toast: "Project added successfully!" },
    save: (fields, images) => createProject(fields, images, admin),
  });
}

export default function AddProjectPage() {
  const actionData = useActionData<FormActionData>();
  return (
    <CatalogPage
      title="Add Project"
      list={{ label: "Project", to: "/dashboard/view-projects/" }}
      viewLabel="View Projects"
      addCategory
      lede="Add a finished, running or planned project to the studio's portfolio."
    >
      <ProjectForm mode="add" lastResult={actionData?.result} />
    </CatalogPage>
  );
}
