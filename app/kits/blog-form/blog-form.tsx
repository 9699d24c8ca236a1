import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ImageDropZone, type ImageDropZoneHandle } from "~/kits/upload-form/image-drop-zone";
import { UploadProgress } from "~/kits/upload-form/upload-progress";
import { useUploadSubmit } from "~/kits/upload-form/use-upload-submit";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { showToast } from "~/components/toaster";
import { BLOG_LIMITS, BLOG_MESSAGES, EXCERPT_GUIDE, createBlogSchema, editBlogSchema } from "~/schemas/blog-form";
import type { UploadOutcome } from "~/utils/upload-progress";
import { DraftControls, LoadDraftButton, useBlogDraft } from "./use-blog-draft";

/**
 * The blog form of Add Blog and Edit Blog (admin-area §2, §4, §5). Without
 * JavaScript it is a plain multipart form checked by the server. With it the
 * same schema checks it first, and the upload goes through XMLHttpRequest so a
 * progress bar can follow the bytes sent.
 */

export interface CategoryOption {
  value: string;
  label: string;
}

export interface BlogFormDefaults {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  featured: boolean;
}

export interface BlogFormProps {
  mode: "create" | "edit";
  categories: CategoryOption[];
  /** Shown instead of the options when the categories could not be loaded. */
  categoriesError?: string | null;
  defaultValue?: BlogFormDefaults;
  currentImage?: { src: string; alt: string } | null;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  busyLabel: string;
  /** The screen's default save error (admin-area §8). */
  failureMessage: string;
}

export function clientFailureMessage(outcome: UploadOutcome, fallback: string): string {
  switch (outcome.kind) {
    case "network":
      return "Network error. Please check your connection.";
    case "timeout":
      return "Request timeout. Please try again.";
    case "failed":
      return outcome.status >= 500 ? `Server error: ${outcome.status}` : fallback;
    default:
      return fallback;
  }
}

function isResultPayload(data: unknown): data is { result: SubmissionResult<string[]> } {
  return typeof data === "object" && data !== null && "result" in data;
}

export function BlogForm({
  mode,
  categories,
  categoriesError,
  defaultValue,
  currentImage,
  lastResult: serverResult,
  submitLabel,
  busyLabel,
  failureMessage,
}: BlogFormProps) {
  const hydrated = useHydrated();
  const upload = useUploadSubmit();
  const dropZone = useRef<ImageDropZoneHandle>(null);
  const [clientResult, setClientResult] = useState<SubmissionResult<string[]> | null>(null);
  const schema = mode === "create" ? createBlogSchema : editBlogSchema;

  const [form, fields] = useForm({
    id: `blog-form-${mode}`,
    lastResult: clientResult ?? serverResult,
    defaultValue: defaultValue ? { ...defaultValue, featured: defaultValue.featured ? "on" : undefined } : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      const element = event.currentTarget;
      void upload.submit(element, formData).then((outcome) => {
        if (outcome.kind === "redirect" || outcome.kind === "aborted") return;
        if (outcome.kind === "data" && isResultPayload(outcome.data)) {
          setClientResult(outcome.data.result);
          const formError = outcome.data.result.error?.[""]?.[0];
          if (formError) showToast({ type: "error", message: formError });
          return;
        }
        showToast({ type: "error", message: clientFailureMessage(outcome, failureMessage) });
      });
    },
  });

  const draft = useBlogDraft({ form, dropZone });
  const excerptLength = (fields.excerpt.value ?? fields.excerpt.initialValue ?? "").length;
  const noCategories = categories.length === 0;
  const selectedCategory = fields.category.initialValue ?? "";
  const options =
    selectedCategory && !categories.some((c) => c.value === selectedCategory)
      ? [...categories, { value: selectedCategory, label: selectedCategory }]
      : categories;
  const formErrors = form.errors?.filter(Boolean);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="cms-card cms-form"
      aria-busy={upload.busy || undefined}
    >
      <div className="cms-card__head">
        <h2 className="cms-card__title">{mode === "create" ? "Post details" : "Edit post details"}</h2>
        {mode === "create" && hydrated ? <LoadDraftButton onLoad={draft.load} /> : null}
      </div>

      {formErrors?.length ? (
        <div className="alert alert--error" role="alert" id={form.errorId}>
          <p>{formErrors[0]}</p>
        </div>
      ) : null}

      <AuthenticityTokenInput />

      <Field
        label="Title"
        id={fields.title.id}
        name={fields.title.name}
        key={fields.title.key}
        defaultValue={fields.title.initialValue}
        errors={fields.title.errors}
        maxLength={BLOG_LIMITS.title}
        placeholder="e.g. Courtyard living in a modern Ghanaian home"
        required
      />

      <TextareaField
        label="Excerpt"
        id={fields.excerpt.id}
        name={fields.excerpt.name}
        key={fields.excerpt.key}
        defaultValue={fields.excerpt.initialValue}
        errors={fields.excerpt.errors}
        maxLength={BLOG_LIMITS.excerpt}
        rows={3}
        className="cms-field--short"
        hint={
          <span className={excerptLength > EXCERPT_GUIDE ? "cms-counter is-over" : "cms-counter"}>
            {excerptLength}/{EXCERPT_GUIDE} characters
          </span>
        }
        placeholder="One or two sentences shown on the blog list"
        required
      />

      <TextareaField
        label="Content"
        id={fields.content.id}
        name={fields.content.name}
        key={fields.content.key}
        defaultValue={fields.content.initialValue}
        errors={fields.content.errors}
        maxLength={BLOG_LIMITS.content}
        rows={14}
        hint="Separate paragraphs with a blank line."
        required
      />

      <div className="cms-form__row">
        <SelectField
          label="Category"
          id={fields.category.id}
          name={fields.category.name}
          key={fields.category.key}
          defaultValue={selectedCategory}
          errors={fields.category.errors ?? (categoriesError ? [categoriesError] : undefined)}
          disabled={noCategories}
          required
        >
          <option value="">{noCategories ? "No categories available" : "Select a category"}</option>
          {options.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </SelectField>

        <Field
          label="Tags"
          id={fields.tags.id}
          name={fields.tags.name}
          key={fields.tags.key}
          defaultValue={fields.tags.initialValue}
          errors={fields.tags.errors}
          maxLength={BLOG_LIMITS.tags}
          hint="Comma-separated, e.g. courtyard, climate"
        />
      </div>

      <div className="cms-form__row">
        <Field
          label="Author"
          id={fields.author.id}
          name={fields.author.name}
          key={fields.author.key}
          defaultValue={fields.author.initialValue}
          errors={fields.author.errors}
          maxLength={BLOG_LIMITS.author}
          autoComplete="name"
          required
        />
        <CheckboxField
          label="Featured post"
          id={fields.featured.id}
          name={fields.featured.name}
          key={fields.featured.key}
          defaultChecked={fields.featured.initialValue === "on"}
          hint="Featured posts are highlighted on the blog page."
          className="cms-field--checkbox-aligned"
        />
      </div>

      {/* Last in the form: the server stops reading the body at a refused file. */}
      <ImageDropZone
        ref={dropZone}
        id={fields.image.id}
        name={fields.image.name}
        label={mode === "create" ? "Featured Image" : "Featured Image (optional)"}
        required={mode === "create"}
        errors={fields.image.errors}
        existing={currentImage ? [{ key: "current", src: currentImage.src, alt: currentImage.alt }] : []}
        existingNote={currentImage ? "The current image is kept unless you pick a new one." : undefined}
        maxFiles={1}
        messages={{ invalidType: BLOG_MESSAGES.imageType, tooLarge: BLOG_MESSAGES.imageSize }}
        hint="Suggested size 1200x800 px."
        replaceExisting
      />

      <UploadProgress value={upload.progress} label={mode === "create" ? "Publishing progress" : "Update progress"} />

      <div className="cms-form__actions">
        <button
          type="submit"
          className="button button--accent"
          disabled={upload.busy || noCategories}
          aria-describedby={noCategories ? fields.category.id : undefined}
        >
          {upload.busy ? busyLabel : submitLabel}
        </button>
        {mode === "create" && hydrated ? <DraftControls onSave={draft.save} lastSaved={draft.lastSaved} /> : null}
      </div>
    </Form>
  );
}
