import { json } from "@remix-run/node";
import { uploadUrl } from "~/components/image";
import { withPictureAtEnd, type UploadedPicture } from "~/components/admin/markdown-format";
import { PICTURE_FIELD, type InsertedPicture } from "~/components/admin/markdown-field";
import { echo, type FormActionData } from "~/kits/upload-form/action.server";
import { photoText } from "~/records/front-matter";
import { listAdminBlogs } from "~/services/blogs.server";
import { readWholeCatalogue } from "~/services/products.server";
import { listProjectsForAdmin } from "~/services/projects.server";
import type { Admin } from "~/services/client.server";
import { projectPhotos } from "~/utils/project-page";

/**
 * The pictures the owner already uploaded, for a Markdown field's 'Picture' (the formatting bar) and
 * its no-script 'Insert picture': the API keeps no list of uploads, so they are the ones its records
 * hold (posts' featured images, projects' and products' photos), each with the alt text the owner
 * gave it or its record's, read fresh as every admin read is.
 */

/** Projects are listed ten a page to the admin; a guard against pagination that never ends. */
const MAX_PROJECT_PAGES = 50;

async function projectPictures(admin: Admin): Promise<UploadedPicture[]> {
  const pictures: UploadedPicture[] = [];
  for (let page = 1; page <= MAX_PROJECT_PAGES; page += 1) {
    const { projects, pagination } = await listProjectsForAdmin(page, admin);
    for (const project of projects) {
      const photos = projectPhotos(project, (path) => photoText(project.photoWords, path));
      photos.forEach((photo, index) =>
        pictures.push({
          src: uploadUrl(photo.src),
          alt: photo.alt,
          label: `${project.title}, photo ${index + 1}`,
          group: "Projects",
        }),
      );
    }
    if (page >= pagination.total_pages || projects.length === 0) break;
  }
  return pictures;
}

async function postPictures(admin: Admin): Promise<UploadedPicture[]> {
  return (await listAdminBlogs(admin)).flatMap((post) =>
    post.image
      ? [
          {
            src: uploadUrl(post.image),
            alt: post.settings["image-alt"] || post.title,
            label: post.title,
            group: "Posts" as const,
          },
        ]
      : [],
  );
}

async function productPictures(admin: Admin): Promise<UploadedPicture[]> {
  return (await readWholeCatalogue(admin)).flatMap((product) =>
    product.images.map((image, index) => ({
      src: uploadUrl(image.path),
      alt: photoText(product.photoWords, image.path).alt || product.name,
      label: product.images.length > 1 ? `${product.name}, photo ${index + 1}` : product.name,
      group: "Products" as const,
    })),
  );
}

/**
 * Every uploaded picture once, posts first; a record kind the API fails to list is left out and
 * said so, the others still offered.
 */
export async function uploadedPictures(
  admin: Admin,
): Promise<{ pictures: UploadedPicture[]; picturesError: string | null }> {
  const lists = await Promise.allSettled([postPictures(admin), projectPictures(admin), productPictures(admin)]);
  const seen = new Set<string>();
  const pictures = lists
    .flatMap((list) => (list.status === "fulfilled" ? list.value : []))
    .filter((picture) => picture.src.startsWith("/uploads/") && !seen.has(picture.src) && seen.add(picture.src));
  const failed = lists.some((list) => list.status === "rejected");
  return { pictures, picturesError: failed ? "Some uploaded pictures could not be loaded. Please try again." : null };
}

/**
 * 'Insert picture' without scripts: the form as typed (files cannot be shown again: the action keeps
 * them, decision 020), with the chosen picture's Markdown at the end of `field`; landing on the field
 * (the button's formAction carries its fragment), a note beside it says what happened. Only a picture
 * of the list is written, with its own alt text: the post names nothing but its address.
 */
export async function insertPicture(
  formData: FormData,
  { field, label, hide, admin }: { field: string; label: string; hide: string[]; admin: Admin },
): Promise<Response> {
  const chosen = String(formData.get(PICTURE_FIELD) ?? "");
  const picture = chosen ? (await uploadedPictures(admin)).pictures.find((found) => found.src === chosen) : undefined;
  if (picture) formData.set(field, withPictureAtEnd(String(formData.get(field) ?? ""), picture));
  const note = picture
    ? `Picture added at the end of the ${label.toLowerCase()}: ${picture.label}. Move its line to where it belongs.`
    : chosen
      ? "That picture is no longer uploaded. Please choose another."
      : "Choose a picture first, then press 'Insert picture'.";
  return json<FormActionData & InsertedPicture>(
    { result: echo(formData, [...hide, "intent", PICTURE_FIELD]), insertedPicture: { field, note } },
    { status: picture ? 200 : 400 },
  );
}
