import { PostView } from "~/components/blog/post-view";
import type { PostViewData } from "~/utils/blog";

/** What 'Preview' shows beside the form: the post exactly as its public page draws it, saved nowhere. */
export function BlogPreview({ post, imageSrc }: { post: PostViewData; imageSrc: string | null }) {
  return (
    <section className="cms-preview" aria-labelledby="blog-preview-title">
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
