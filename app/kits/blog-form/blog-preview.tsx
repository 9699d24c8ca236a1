import { useEffect, useRef } from "react";
import { PostView } from "~/components/blog/post-view";
import type { PostViewData } from "~/utils/blog";

/** The preview's region: a no-JavaScript 'Preview' posts to the page with it as the fragment, and lands on it. */
export const BLOG_PREVIEW_ID = "blog-preview";

/**
 * What 'Preview' shows under the form (beside it only where the post still fits at its reading
 * width, admin-content/publishing.css): the post exactly as its public page draws it, saved nowhere.
 * `reveal`: the preview came by a fetcher (scripts), so the page does what the fragment does
 * without them: it scrolls to the preview, and the focus goes there for a screen reader to read.
 */
export function BlogPreview({
  post,
  imageSrc,
  reveal = false,
}: {
  post: PostViewData;
  imageSrc: string | null;
  reveal?: boolean;
}) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal) return;
    region.current?.scrollIntoView({ block: "start" });
    region.current?.focus({ preventScroll: true });
  }, [reveal, post]);
  return (
    <section
      ref={region}
      className="cms-preview"
      id={BLOG_PREVIEW_ID}
      aria-labelledby="blog-preview-title"
      tabIndex={-1}
    >
      <h2 id="blog-preview-title" className="cms-preview__title">
        Preview: not saved. Visitors see this once you publish.
      </h2>
      <article className="post">
        <PostView post={post} imageSrc={imageSrc ?? undefined} />
      </article>
    </section>
  );
}

/** The preview in an action's answer, when it is one. */
export function previewOf(data: unknown): { post: PostViewData; imageSrc: string | null } | null {
  if (typeof data !== "object" || data === null || !("preview" in data)) return null;
  return (data as { preview: { post: PostViewData; imageSrc: string | null } }).preview;
}
