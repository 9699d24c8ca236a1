import { useState } from "react";
import { ConformCheckbox, ConformField, ConformSelect, ConformTextarea } from "~/components/forms";
import { uploadUrl } from "~/components/image";
import { showToast } from "~/components/toaster";
import { FormSection } from "~/kits/upload-form/form-section";
import { ImageSection, type ExistingImage } from "~/kits/upload-form/image-section";
import { CatalogDescription, CatalogForm } from "~/kits/upload-form/catalog-form";
import { useCatalogForm, type CatalogFormProps } from "~/kits/upload-form/use-catalog-form";
import type { Project } from "~/records/project";
import { PROJECT_ERROR_ORDER, PROJECT_MESSAGES, projectFormSchema, projectYears } from "~/schemas/project-form";
import { MAX_PROJECT_IMAGES } from "~/vocabulary/images";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUSES } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";
import { projectSettings } from "~/kits/project-form/settings";
import { ProjectPreview, type ProjectPreviewData } from "~/kits/project-form/project-preview";
import { PhotoTextsSection, photoTextsOf } from "~/kits/upload-form/photo-texts-section";
import { PublishControl } from "~/components/admin/publish-control";
import { SearchFields } from "~/kits/seo/search-fields";

/** A project as the edit form starts with it (its description's settings block as fields of their own). */
export function projectDefaults(project: Project) {
  return {
    ...projectSettings(project),
    title: project.title,
    category: project.category,
    client: project.client,
    location: project.location,
    year: project.year,
    status: project.status || "completed",
    featured: project.featured,
    tags: project.tags.join(", "),
  };
}
export type ProjectFormDefaults = ReturnType<typeof projectDefaults>;

/** A project's stored images with their 'Remove' boxes; the first is the thumbnail. */
export const projectImages = (project: Project): ExistingImage[] =>
  project.images.map((path, index) => ({
    key: path,
    src: uploadUrl(path),
    alt: `${project.title}, image ${index + 1}`,
    badge: index === 0 ? "Thumbnail" : undefined,
  }));

/** An edited project's own year, which the form offers even when older than the ten years. */
export const projectYear = (project: Project) => Number.parseInt(project.year, 10) || undefined;

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((category) => ({ value: category, label: titleCase(category) }));

export const FORM_CLEARED = "Form cleared";

/** Add Project and Edit Project: one form for both (admin-area §2). Images last, see ProductForm. */
export function ProjectForm({
  mode,
  defaults,
  existingImages = [],
  keepYear,
  pictures,
  picturesError,
}: CatalogFormProps<ProjectFormDefaults> & {
  /** An edited project's own year, offered even when older than the ten years. */
  keepYear?: number;
}) {
  const add = mode === "add";
  const [resets, setResets] = useState(0);
  const years = projectYears();
  if (keepYear && !years.includes(keepYear)) years.push(keepYear);

  const catalog = useCatalogForm<ProjectPreviewData>({
    record: "Project",
    mode,
    defaultValue: { status: "completed", year: String(years[0]), visibility: "published", ...defaults },
    schema: (limits) => projectFormSchema({ ...limits, keepYear }),
    order: PROJECT_ERROR_ORDER,
    existingImages,
  });
  const { upload, form, fields, images } = catalog;

  // The photos' words as the form starts (the record's, or what a refused post sent back).
  const photoTexts = photoTextsOf(form.initialValue);
  return (
    <CatalogForm
      state={catalog}
      listLabel="View Projects"
      Preview={ProjectPreview}
      actions={
        <button
          type="submit"
          name="intent"
          value="reset"
          formNoValidate
          className="button button--ghost"
          disabled={upload.busy}
          onClick={(event) => {
            event.preventDefault();
            form.reset();
            setResets((count) => count + 1);
            showToast({ type: "info", message: FORM_CLEARED });
          }}
        >
          Reset
        </button>
      }
    >
      <FormSection title="Project Details">
        <ConformField meta={fields.title} label="Project Title" autoComplete="off" />
        <CatalogDescription fields={fields} rows={8} pictures={pictures} picturesError={picturesError} />
        <div className="catalog-grid-2">
          <ConformSelect
            meta={fields.category}
            label="Category"
            placeholder="Select a category"
            options={CATEGORY_OPTIONS}
          />
          <ConformField meta={fields.client} label="Client" />
          <ConformField meta={fields.location} label="Location" />
          <ConformSelect
            meta={fields.year}
            label="Year"
            options={years.map((year) => ({ value: year, label: year }))}
          />
          <ConformSelect meta={fields.status} label="Status" options={PROJECT_STATUSES} />
          <ConformField meta={fields.tags} label="Tags" hint="Separate tags with commas" />
        </div>
        <ConformCheckbox
          meta={fields.featured}
          label="Featured project"
          hint="Featured projects are shown first in the gallery"
        />
        <ConformTextarea
          meta={fields.quote}
          label="Client quote (optional)"
          rows={3}
          maxLength={600}
          hint="The client's own words about the project: shown on its page and in the quotes on the home and About pages."
        />
        <ConformField
          meta={fields.quote_by}
          label="Quote by (optional)"
          maxLength={120}
          hint="e.g. Ama Mensah, homeowner. The client's name when empty."
        />
      </FormSection>

      <FormSection title="Publishing and search">
        <PublishControl record="project" choice={fields.visibility} date={fields.publish} />
        <SearchFields fields={fields} titleFallback="the project's title and 'Our Projects'" />
      </FormSection>

      <PhotoTextsSection rows={photoTexts} fallback="the project's title and the photo's number" />

      <ImageSection
        {...images}
        key={resets}
        title="Project Images"
        id="project-images"
        label={add ? "Project images" : "Project images (existing and new)"}
        hint={(total) => `${total}/${MAX_PROJECT_IMAGES} images. The first image is the thumbnail.`}
        maxFiles={MAX_PROJECT_IMAGES}
        messages={PROJECT_MESSAGES}
      />
    </CatalogForm>
  );
}
