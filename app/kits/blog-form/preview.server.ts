import { json } from "@remix-run/node";
import { echo, type FormActionData } from "~/kits/upload-form/action.server";
import { pickedImages, typed, typedList } from "~/kits/upload-form/preview.server";
import { postSettings } from "~/kits/blog-form/settings";
import { SOCIAL_FEATURED } from "~/schemas/blog-form";
import type { PostViewData } from "~/utils/blog";
import { unsavedPost } from "~/records/post.server";
import { postViewData } from "~/records/post-view.server";

/** What 'Preview' answers: the form as typed, and the post as its public page will show it. */
export interface BlogPreviewData extends FormActionData {
  preview: { post: PostViewData; imageSrc: string | null };
}

const text = typed;

/**
 * 'Preview' on Add Blog and Edit Blog (decision 020): the post as its page will show it, from the
 * fields as typed, checked by nothing and saved nowhere. The form comes back with every value
 * kept; the picked image is kept on the server for the next save (docs/decisions/020).
 */
export async function blogPreview(
  formData: FormData,
  currentImage: string | null,
  request: Request,
): Promise<Response> {
  const settings = postSettings({
    publish: text(formData, "publish"),
    status: "",
    visibility: "",
    seo_title: text(formData, "seo_title"),
    meta_description: text(formData, "meta_description"),
    social_image: text(formData, "social_image") || SOCIAL_FEATURED,
    image_alt: text(formData, "image_alt"),
    image_caption: text(formData, "image_caption"),
    settings_kept: formData.get("settings_kept")?.toString() ?? "",
  });
  const now = new Date().toISOString().slice(0, 19).replace("T", " ");
  const post = unsavedPost(
    {
      id: 0,
      slug: "preview",
      title: text(formData, "title") || "Untitled post",
      excerpt: text(formData, "excerpt"),
      author: text(formData, "author"),
      category: text(formData, "category"),
      tags: typedList(formData, "tags"),
      featured: formData.has("featured"),
      image: currentImage,
      created_at: now,
      formatted_date: "",
      read_time: "",
    },
    { content: formData.get("content")?.toString() ?? "", ...settings },
  );
  const shown = postViewData(post.formatted_date ? post : { ...post, formatted_date: longNow(now) });
  return json<BlogPreviewData>({
    result: echo(formData, ["image", "intent"]),
    preview: { post: shown, imageSrc: (await pickedImages(formData, "image", request))[0] ?? null },
  });
}

const longNow = (sql: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${sql.replace(" ", "T")}Z`),
  );
