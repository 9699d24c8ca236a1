import type { ActionFunctionArgs } from "@remix-run/node";
import { removalWarning } from "~/kits/upload-form/action.server";
import { catalogAction, loadCatalogRecord, type Catalog } from "~/kits/upload-form/catalog.server";
import { FORM_CLEARED, projectYear } from "~/kits/project-form/project-form";
import type { Project } from "~/records/project";
import { PROJECT_ERROR_ORDER, PROJECT_MESSAGES, projectFormSchema } from "~/schemas/project-form";
import { createProject, getProject, updateProject } from "~/services/projects.server";
import type { Admin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { projectSettingsDraft } from "~/kits/project-form/settings";
import { projectPreview } from "~/kits/project-form/preview.server";
import { MAX_PROJECT_IMAGES } from "~/vocabulary/images";

const PROJECTS: Catalog<Project> = {
  record: "Project",
  get: getProject,
  images: (project) => project.images,
  upload: { maxFiles: MAX_PROJECT_IMAGES, messages: PROJECT_MESSAGES },
};

/** The project Edit Project works on, or back to the list with 'Failed to load project'. */
export const loadProject = (request: Request, id: string | undefined, admin: Admin) =>
  loadCatalogRecord(request, id, PROJECTS, admin);

/**
 * The action of Add Project and Edit Project: the catalog action with the project's schema and
 * limits. Without JavaScript, Reset is a post: the form comes back as it was first shown, with
 * 'Form cleared'. 'Preview' answers the project's page as typed, saving nothing.
 */
export const projectAction = (args: ActionFunctionArgs) =>
  catalogAction(args, PROJECTS, (project, admin) => ({
    schema: (limits) => projectFormSchema({ ...limits, keepYear: project ? projectYear(project) : undefined }),
    order: PROJECT_ERROR_ORDER,
    intents: {
      preview: (formData, request) => projectPreview(formData, project, request),
      reset: () => redirectWithToast(new URL(args.request.url).pathname, { type: "info", message: FORM_CLEARED }),
    },
    save: async (values) => {
      const {
        images,
        remove_images,
        visibility: _visibility,
        publish: _publish,
        seo_title: _seoTitle,
        meta_description: _metaDescription,
        quote: _quote,
        quote_by: _quoteBy,
        photo_texts: _texts,
        settings_kept: _kept,
        ...rest
      } = values;
      const fields = { ...rest, ...projectSettingsDraft(values) };
      if (!project) return createProject(fields, images, admin);
      const { keptImages } = await updateProject(project.id, fields, images, remove_images, admin);
      return removalWarning("Project", keptImages);
    },
  }));
