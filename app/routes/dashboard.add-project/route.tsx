import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ProjectForm } from "~/kits/project-form/project-form";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { requireAdmin } from "~/sign-in/session.server";

export { projectAction as action } from "~/kits/project-form/action.server";
export { projectFormLinks as links } from "~/kits/project-form/project-preview";

export const meta: MetaFunction = () => [{ title: "Add Project | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AddProjectPage() {
  return (
    <CatalogPage record="Project" lede="Add a finished, running or planned project to the studio's portfolio.">
      <ProjectForm mode="add" />
    </CatalogPage>
  );
}
