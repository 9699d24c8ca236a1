import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher, useFormAction } from "@remix-run/react";
import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useKeptResult } from "~/components/admin/kept-form";
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
  type BlogSettingsValues,
  type blogFields,
} from "~/schemas/blog-form";
import { AutosaveNote, LoadDraftButton, useBlogDraft } from "./use-blog-draft";
import { PublishingFields } from "./publishing-fields";
import { CharacterCounter, typedLength } from "./counter";
import { BLOG_PREVIEW_ID, BlogPreview, previewOf } from "./blog-preview";
import { keptValueOf, usesKeptPictures } from "~/kits/upload-form/kept-from-preview";
import { z } from "zod";
import { ConformMarkdownField } from "~/components/admin/markdown-field";
import type { UploadedPicture } from "~/components/admin/markdown-format";

const PREVIEW = "preview";
const anything = z.object({}).passthrough();

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

/** What the form starts with on Edit Blog: the fields the API receives, and the settings of the content's block. */
export type BlogFormDefaults = ReturnType<typeof blogFields> & Partial<Omit<BlogSettingsValues, "status">>;

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
  /** The post is a draft on the server (Edit Blog): the save button publishes it. */
  isDraft?: boolean;
  /** The pictures already uploaded, for the content's 'Picture' and 'Insert picture'. */
  pictures: readonly UploadedPicture[];
  picturesError?: string | null;
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
  isDraft = false,
  pictures,
  picturesError,
}: BlogFormProps) {
  const create = mode === "create";
  const hydrated = useHydrated();
  const upload = useUploadForm(failureMessage);
  const previewFetcher = useFetcher();
  const action = useFormAction();
  const fetchedPreview = previewOf(previewFetcher.data);
  const kept = useKeptResult();
  const picker = useRef<ImagePickerHandle>(null);
  const schema = create ? createBlogSchema : editBlogSchema;

  const [form, fields] = useForm({
    id: `blog-form-${mode}`,
    // A post from an ended session comes back filled in after the sign-in (decision 012).
    lastResult: upload.result ?? lastResult ?? kept,
    // A new post starts Published in the publishing control (components/admin/publish-control.tsx).
    defaultValue: defaultValue
      ? { ...defaultValue, featured: defaultValue.featured ? "on" : undefined }
      : { visibility: "published" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // 'Preview' checks nothing and saves nothing: it goes as a plain post, the page answers with the preview.
    onValidate: ({ formData }) => {
      const checked = parseWithZod(formData, { schema });
      // The picture kept from a preview is the server's to check (it has it, the browser does not).
      if (formData.get("intent") !== PREVIEW && !usesKeptPictures(formData, "image")) return checked;
      // A submission without problems, so Conform lets the post go (its value is never read).
      return parseWithZod(formData, { schema: anything }) as unknown as typeof checked;
    },
    onSubmit: (event, context) => {
      if (context.formData.get("intent") !== PREVIEW) return upload.onSubmit(event, context);
      // With scripts the preview comes back beside the form, which never leaves the page: every
      // field, the picked file too, stays as it is for the next submit.
      event.preventDefault();
      previewFetcher.submit(context.formData, { method: "post", encType: "multipart/form-data" });
    },
  });

  const draft = useBlogDraft({ form, dropZone: picker });
  const noCategories = categories.length === 0;
  const selectedCategory = fields.category.initialValue ?? "";
  const options =
    selectedCategory && !categories.some((c) => c.value === selectedCategory)
      ? [...categories, { value: selectedCategory, label: selectedCategory }]
      : categories;

  return (
    <>
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
        actions={
          <>
            <button
              type="submit"
              name="intent"
              value={PREVIEW}
              formNoValidate
              // Without scripts the page answers the post: it opens on the preview, not at its top.
              formAction={`${action}#${BLOG_PREVIEW_ID}`}
              className="button button--ghost cms-button--outline"
              disabled={upload.busy}
            >
              Preview
            </button>
            <button
              type="submit"
              name="status"
              value="draft"
              className="button button--ghost cms-button--outline"
              disabled={upload.busy || noCategories}
            >
              Save Draft
            </button>
            {create && hydrated ? <AutosaveNote lastSaved={draft.lastSaved} /> : null}
            {isDraft ? (
              <p className="cms-form__note">
                This post is a draft: choose Published or Scheduled under Visibility, then &lsquo;{submitLabel}
                &rsquo;, to show it to visitors.
              </p>
            ) : null}
          </>
        }
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
          hint={<CharacterCounter length={typedLength(fields.excerpt)} guide={EXCERPT_GUIDE} />}
          placeholder="One or two sentences shown on the blog list"
          required
        />
        <ConformMarkdownField
          meta={fields.content}
          label="Content"
          maxLength={BLOG_LIMITS.content}
          rows={14}
          pictures={pictures}
          picturesError={picturesError}
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
          <ConformField
            meta={fields.author}
            label="Author"
            maxLength={BLOG_LIMITS.author}
            autoComplete="name"
            required
          />
          <ConformCheckbox
            meta={fields.featured}
            label="Featured post"
            hint="Featured posts are highlighted on the blog page."
            className="cms-field--checkbox-aligned"
          />
        </div>

        <PublishingFields fields={fields} />

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
          keptFromPreview={keptValueOf(form.initialValue)}
          hint="Suggested size 1200x800 px."
          replaceExisting
        />
      </UploadForm>
      {fetchedPreview ? <BlogPreview {...fetchedPreview} reveal /> : null}
    </>
  );
}
