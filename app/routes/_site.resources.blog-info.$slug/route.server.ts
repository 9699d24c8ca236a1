import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/platform/site-url.server";
import { pageHead } from "~/kits/seo/head.server";
import { blogPosting, breadcrumbList } from "~/kits/seo/structured-data";
import { getBlog, listBlogs } from "~/services/blogs.server";
import { UpstreamError } from "~/services/client.server";
import { getAdmin } from "~/sign-in/session.server";
import { blogPath, RELATED_FETCH, relatedPosts, toBlogCard } from "~/utils/blog";
import { postVisibility, type Post } from "~/records/post";
import { postViewData } from "~/records/post-view.server";
import { uploadPath } from "~/utils/markdown.server";
import { SOCIAL_STUDIO } from "~/schemas/blog-form";

/** The head of a post that could not be shown: not found, or the API failed. */
const missingHead = (request: Request, title: string) =>
  pageHead(request, {
    title,
    description: "This blog post could not be shown.",
    path: new URL(request.url).pathname,
    noindex: true,
  });

const logFailure = (what: string, error: unknown) =>
  console.error(`blog post: ${what} failed:`, error instanceof Error ? error.message : error);

const missing = (request: Request) =>
  json({ state: "missing" as const, head: missingHead(request, "Blog Post Not Found") }, { status: 404 });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = (params.slug ?? "").trim();
  let post: Post | null;
  try {
    post = slug ? await getBlog(slug) : null;
  } catch (error) {
    logFailure("the post", error);
    const status = error instanceof UpstreamError && error.kind === "timeout" ? 504 : 502;
    return json({ state: "error" as const, head: missingHead(request, "Blog Post Unavailable") }, { status });
  }
  if (!post) return missing(request);
  // A draft or a scheduled post is not there for a visitor; the signed-in admin sees it as it will look.
  const state = postVisibility(post);
  if (state.state !== "published" && !(await getAdmin(request))) return missing(request);
  const preview = state.state === "published" ? null : state;

  // Related: the same category's public posts without this one, at most two; a failure only hides the section.
  const current = post;
  const related = current.category
    ? await listBlogs({ category: current.category, limit: RELATED_FETCH })
        .then((list) => relatedPosts(list, current.slug).map(toBlogCard))
        .catch((error: unknown) => {
          logFailure("related posts", error);
          return [];
        })
    : [];
  const url = new URL(blogPath(post.slug), siteOrigin(request)).toString();
  const shown = postViewData(post);
  // The owner's social image: the studio's card, an upload of the post, or (by default) the featured image.
  const chosen = post.settings["social-image"];
  const social = chosen === SOCIAL_STUDIO ? null : ((chosen && uploadPath(chosen)) ?? shown.image);
  const head = pageHead(
    request,
    {
      title: shown.title,
      ownTitle: post.settings["seo-title"] || undefined,
      description: post.settings.description || shown.excerpt || `${shown.title}: a note from the studio's blog.`,
      path: blogPath(shown.slug),
      type: "article",
      image: social ? { src: social, alt: social === shown.image ? shown.imageAlt : shown.title } : null,
      noindex: preview !== null,
    },
    (origin) => [
      blogPosting(origin, { ...shown, tags: post.tags }, url),
      breadcrumbList(origin, [{ name: "Blog", path: "/resources/blogs" }, { name: shown.title }]),
    ],
  );
  // A preview is for the signed-in admin only, whose session cookie already keeps it from every shared cache.
  return json({ state: "found" as const, url, post: shown, preview, related, head });
}
