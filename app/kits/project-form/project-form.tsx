import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AddMoreTile } from "~/kits/upload-form/add-more-tile";
import { FormAlert } from "~/kits/upload-form/form-alert";
import { FormSection } from "~/kits/upload-form/form-section";
import { useCatalogSubmit } from "~/kits/upload-form/use-catalog-submit";
import { ImageDropZone, type ExistingImage } from "~/kits/upload-form/image-drop-zone";
import { UploadProgress } from "~/kits/upload-form/upload-progress";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { showToast } from "~/components/toaster";
import { keptImageCount, oneProblemAtATime } from "~/schemas/product-form";
import { PROJECT_ERROR_ORDER, PROJECT_MESSAGES, projectFormSchema } from "~/schemas/project-form";
import { MAX_PROJECT_IMAGES, projectYears } from "~/utils/catalog";
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

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

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
  const navigation = useNavigation();
  const fallbackError =
    mode === "add" ? "Failed to add project. Please try again." : "Failed to update project. Please try again.";
  const upload = useCatalogSubmit(fallbackError);
  const saving = upload.busy || (navigation.state === "submitting" && navigation.formData?.get("intent") === "save");
  const existingKeys = existingImages.map((image) => image.key);
  const [newFiles, setNewFiles] = useState(0);
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

  const removed = asList(fields.remove_images.value ?? fields.remove_images.initialValue);
  const total = keptImageCount(existingKeys, removed) + newFiles;
  const { key: titleKey, ...titleProps } = getInputProps(fields.title, { type: "text" });
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);
  const { key: clientKey, ...clientProps } = getInputProps(fields.client, { type: "text" });
  const { key: locationKey, ...locationProps } = getInputProps(fields.location, { type: "text" });
  const { key: yearKey, ...yearProps } = getSelectProps(fields.year);
  const { key: statusKey, ...statusProps } = getSelectProps(fields.status);
  const { key: featuredKey, ...featuredProps } = getInputProps(fields.featured, { type: "checkbox" });
  const { key: tagsKey, ...tagsProps } = getInputProps(fields.tags, { type: "text" });

  const submitLabel = mode === "add" ? "Add Project" : "Update Project";
  const busyLabel = mode === "add" ? "Adding Project..." : "Updating Project...";

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="catalog-form"
      aria-busy={saving || undefined}
    >
      <AuthenticityTokenInput />
      <FormAlert id={form.errorId} messages={form.errors} />

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

      <FormSection title="Project Images" description={`Max ${MAX_PROJECT_IMAGES} images`}>
        <ImageDropZone
          key={resets}
          id="project-images"
          name={fields.images.name}
          label={mode === "add" ? "Project images" : "Project images (existing and new)"}
          hint={`${total}/${MAX_PROJECT_IMAGES} images. The first image is the thumbnail.`}
          maxFiles={MAX_PROJECT_IMAGES}
          existing={existingImages}
          removeExistingName="remove_images"
          initialRemoved={removed}
          existingNote="Removing an existing image deletes it permanently when you save."
          errors={fields.images.errors}
          messages={{
            invalidType: PROJECT_MESSAGES.imageType,
            tooLarge: PROJECT_MESSAGES.imageSize,
            tooMany: PROJECT_MESSAGES.tooManyImages,
          }}
          onFilesChange={(files) => setNewFiles(files.length)}
        />
        {existingImages.length > 0 && total < MAX_PROJECT_IMAGES ? (
          <AddMoreTile inputId="project-images" count={total} max={MAX_PROJECT_IMAGES} />
        ) : null}
      </FormSection>

      <UploadProgress value={upload.progress} label={saving ? busyLabel : "Upload progress"} />

      <div className="catalog-actions">
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
          {saving ? busyLabel : submitLabel}
        </button>
        <button
          type="submit"
          name="intent"
          value="reset"
          formNoValidate
          className="button button--ghost"
          disabled={saving}
          onClick={(event) => {
            event.preventDefault();
            form.reset();
            setNewFiles(0);
            setResets((count) => count + 1);
            showToast({ type: "info", message: FORM_CLEARED });
          }}
        >
          Reset
        </button>
        <Link to="/dashboard/view-projects/" className="button button--ghost">
          View Projects
        </Link>
      </div>
    </Form>
  );
}
