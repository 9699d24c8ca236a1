import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { showToast } from "~/components/toaster";
import { FormSection } from "~/kits/upload-form/form-section";
import { ImageSection, type ExistingImage } from "~/kits/upload-form/image-section";
import { UploadForm } from "~/kits/upload-form/upload-form";
import { useUploadForm } from "~/kits/upload-form/use-upload-form";
import { PROJECT_ERROR_ORDER, PROJECT_MESSAGES, projectFormSchema, projectYears } from "~/schemas/project-form";
import { asList, keptImageCount, oneProblemAtATime } from "~/schemas/upload-form";
import { MAX_PROJECT_IMAGES } from "~/utils/catalog";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUSES } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";

export interface ProjectFormDefaults {
  title: string;
  description: string;
  category: string;
  client: string;
  location: string;
  year: string;
  status: string;
  featured: boolean;
  tags: string;
}

export const FORM_CLEARED = "Form cleared";

/** Add Project and Edit Project: one form for both (admin-area §2). Images last, see ProductForm. */
export function ProjectForm({
  mode,
  lastResult,
  defaults,
  existingImages = [],
  keepYear,
}: {
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: Partial<ProjectFormDefaults>;
  existingImages?: ExistingImage[];
  /** An edited project's own year, offered even when older than the ten years. */
  keepYear?: number;
}) {
  const add = mode === "add";
  const upload = useUploadForm(
    add ? "Failed to add project. Please try again." : "Failed to update project. Please try again.",
  );
  const existingKeys = existingImages.map((image) => image.key);
  const [resets, setResets] = useState(0);
  const years = projectYears();
  if (keepYear && !years.includes(keepYear)) years.push(keepYear);

  const [form, fields] = useForm({
    id: `project-${mode}`,
    lastResult: upload.result ?? lastResult,
    defaultValue: { status: "completed", year: String(years[0]), ...defaults },
    constraint: getZodConstraint(projectFormSchema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const keptImages = keptImageCount(existingKeys, formData.getAll("remove_images"));
      return oneProblemAtATime(
        parseWithZod(formData, { schema: projectFormSchema({ keptImages, keepYear }) }),
        PROJECT_ERROR_ORDER,
      );
    },
    onSubmit: upload.onSubmit,
  });

  const { key: titleKey, ...titleProps } = getInputProps(fields.title, { type: "text" });
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);
  const { key: clientKey, ...clientProps } = getInputProps(fields.client, { type: "text" });
  const { key: locationKey, ...locationProps } = getInputProps(fields.location, { type: "text" });
  const { key: yearKey, ...yearProps } = getSelectProps(fields.year);
  const { key: statusKey, ...statusProps } = getSelectProps(fields.status);
  const { key: featuredKey, ...featuredProps } = getInputProps(fields.featured, { type: "checkbox" });
  const { key: tagsKey, ...tagsProps } = getInputProps(fields.tags, { type: "text" });

  return (
    <UploadForm
      form={form}
      upload={upload}
      look="catalog"
      save={{
        label: add ? "Add Project" : "Update Project",
        busyLabel: add ? "Adding Project..." : "Updating Project...",
      }}
      actions={
        <>
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
          <Link to="/dashboard/view-projects/" className="button button--ghost">
            View Projects
          </Link>
        </>
      }
    >
      <FormSection title="Project Details">
        <Field key={titleKey} {...titleProps} label="Project Title" errors={fields.title.errors} autoComplete="off" />
        <TextareaField
          key={descriptionKey}
          {...descriptionProps}
          label="Description"
          rows={5}
          errors={fields.description.errors}
        />
        <div className="catalog-grid-2">
          <SelectField key={categoryKey} {...categoryProps} label="Category" errors={fields.category.errors}>
            <option value="">Select a category</option>
            {PROJECT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {titleCase(category)}
              </option>
            ))}
          </SelectField>
          <Field key={clientKey} {...clientProps} label="Client" errors={fields.client.errors} />
          <Field key={locationKey} {...locationProps} label="Location" errors={fields.location.errors} />
          <SelectField key={yearKey} {...yearProps} label="Year" errors={fields.year.errors}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <SelectField key={statusKey} {...statusProps} label="Status" errors={fields.status.errors}>
            {PROJECT_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </SelectField>
          <Field
            key={tagsKey}
            {...tagsProps}
            label="Tags"
            hint="Separate tags with commas"
            errors={fields.tags.errors}
          />
        </div>
        <CheckboxField
          key={featuredKey}
          {...featuredProps}
          label="Featured project"
          hint="Featured projects are shown first in the gallery"
        />
      </FormSection>

      <ImageSection
        key={resets}
        title="Project Images"
        id="project-images"
        name={fields.images.name}
        label={add ? "Project images" : "Project images (existing and new)"}
        hint={(total) => `${total}/${MAX_PROJECT_IMAGES} images. The first image is the thumbnail.`}
        maxFiles={MAX_PROJECT_IMAGES}
        existing={existingImages}
        removeExistingName="remove_images"
        initialRemoved={asList(fields.remove_images.initialValue)}
        existingNote="Removing an existing image deletes it permanently when you save."
        errors={fields.images.errors}
        messages={PROJECT_MESSAGES}
      />
    </UploadForm>
  );
}
