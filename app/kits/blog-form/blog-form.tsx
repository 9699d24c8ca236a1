import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ConformCheckbox, ConformField, ConformSelect, ConformTextarea } from "~/components/forms";
import { ImageSection, type ImagePickerHandle } from "~/kits/upload-form/image-section";
import { UploadForm } from "~/kits/upload-form/upload-form";
import { useUploadForm } from "~/kits/upload-form/use-upload-form";
import {
  BLOG_ERROR_ORDER,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  EXCERPT_GUIDE,
  createBlogSchema,
  editBlogSchema,
  type blogFields,
} from "~/schemas/blog-form";
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

/** What the form starts with on Edit Blog: the fields the API receives. */
export type BlogFormDefaults = ReturnType<typeof blogFields>;

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

export function BlogForm({
  mode,
  categories,
  categoriesError,
  defaultValue,
  currentImage,
  lastResult,
  submitLabel,
  busyLabel,
  failureMessage,
}: BlogFormProps) {
  const create = mode === "create";
  const hydrated = useHydrated();
  const upload = useUploadForm(failureMessage);
  const picker = useRef<ImagePickerHandle>(null);
  const schema = create ? createBlogSchema : editBlogSchema;

  const [form, fields] = useForm({
    id: `blog-form-${mode}`,
    lastResult: upload.result ?? lastResult,
    defaultValue: defaultValue ? { ...defaultValue, featured: defaultValue.featured ? "on" : undefined } : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: upload.onSubmit,
  });

  const draft = useBlogDraft({ form, dropZone: picker });
  const excerptLength = (fields.excerpt.value ?? fields.excerpt.initialValue ?? "").length;
  const noCategories = categories.length === 0;
  const selectedCategory = fields.category.initialValue ?? "";
  const options =
    selectedCategory && !categories.some((c) => c.value === selectedCategory)
      ? [...categories, { value: selectedCategory, label: selectedCategory }]
      : categories;

  return (
    <UploadForm
      form={form}
      upload={upload}
      look="content"
      save={{
        label: submitLabel,
        busyLabel,
        disabled: noCategories,
        describedBy: noCategories ? fields.category.id : undefined,
      }}
      header={
        <div className="cms-card__head">
          <h2 className="cms-card__title">{create ? "Post details" : "Edit post details"}</h2>
          {create && hydrated ? <LoadDraftButton onLoad={draft.load} /> : null}
        </div>
      }
      progressLabel={create ? "Publishing progress" : "Update progress"}
      order={BLOG_ERROR_ORDER}
      actions={create && hydrated ? <DraftControls onSave={draft.save} lastSaved={draft.lastSaved} /> : null}
    >
      <ConformField
        meta={fields.title}
        label="Title"
        maxLength={BLOG_LIMITS.title}
        placeholder="e.g. Courtyard living in a modern Ghanaian home"
        required
      />
      <ConformTextarea
        meta={fields.excerpt}
        label="Excerpt"
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
      <ConformTextarea
        meta={fields.content}
        label="Content"
        maxLength={BLOG_LIMITS.content}
        rows={14}
        hint="Separate paragraphs with a blank line."
        required
      />

      <div className="cms-form__row">
        <ConformSelect
          meta={fields.category}
          label="Category"
          errors={fields.category.errors ?? (categoriesError ? [categoriesError] : undefined)}
          disabled={noCategories}
          required
          placeholder={noCategories ? "No categories available" : "Select a category"}
          options={options}
        />
        <ConformField
          meta={fields.tags}
          label="Tags"
          maxLength={BLOG_LIMITS.tags}
          hint="Comma-separated, e.g. courtyard, climate"
        />
      </div>

      <div className="cms-form__row">
        <ConformField meta={fields.author} label="Author" maxLength={BLOG_LIMITS.author} autoComplete="name" required />
        <ConformCheckbox
          meta={fields.featured}
          label="Featured post"
          hint="Featured posts are highlighted on the blog page."
          className="cms-field--checkbox-aligned"
        />
      </div>

      {/* Last in the form: the server stops reading the body at a refused file. */}
      <ImageSection
        ref={picker}
        id={fields.image.id}
        name={fields.image.name}
        label={create ? "Featured Image" : "Featured Image (optional)"}
        required={create}
        errors={fields.image.errors}
        existing={currentImage ? [{ key: "current", src: currentImage.src, alt: currentImage.alt }] : []}
        existingNote={currentImage ? "The current image is kept unless you pick a new one." : undefined}
        messages={BLOG_MESSAGES}
        hint="Suggested size 1200x800 px."
        replaceExisting
      />
    </UploadForm>
  );
}
