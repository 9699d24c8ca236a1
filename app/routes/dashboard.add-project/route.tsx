import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProjectForm } from "~/kits/project-form/project-form";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { requireAdmin } from "~/sign-in/session.server";
import { uploadedPictures } from "~/kits/upload-form/pictures.server";

export { projectAction as action } from "~/kits/project-form/action.server";
export { projectFormLinks as links } from "~/kits/project-form/project-preview";

export const meta: MetaFunction = () => [{ title: "Add Project | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json(await uploadedPictures(admin));
}

export default function AddProjectPage() {
  const { pictures, picturesError } = useLoaderData<typeof loader>();
  return (
    <CatalogPage record="Project" lede="Add a finished, running or planned project to the studio's portfolio.">
      <ProjectForm mode="add" pictures={pictures} picturesError={picturesError} />
    </CatalogPage>
  );
}
