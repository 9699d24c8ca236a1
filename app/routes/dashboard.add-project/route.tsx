import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { projectAction } from "~/kits/project-form/action.server";
import { ProjectForm } from "~/kits/project-form/project-form";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { createProject } from "~/services/projects.server";
import { requireAdmin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

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
    <div className="catalog-page">
      <CatalogHeader
        title="Add Project"
        crumbs={[
          { label: "Home", to: "/dashboard/admin/" },
          { label: "Project", to: "/dashboard/view-projects/" },
        ]}
        actions={
          <>
            <Link to="/dashboard/view-projects/" className="button button--ghost button--small">
              View Projects
            </Link>
            <Link to="/dashboard/create-category/" className="button button--ghost button--small">
              Add category
            </Link>
          </>
        }
      >
        Add a finished, running or planned project to the studio&apos;s portfolio.
      </CatalogHeader>
      <ProjectForm mode="add" lastResult={actionData?.result} />
    </div>
  );
}
