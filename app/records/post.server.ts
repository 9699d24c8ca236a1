import type { Blog } from "~/schemas/api";
import { readFrontMatter, writeFrontMatter } from "~/records/front-matter";
import type { Post, PostDraft } from "~/records/post";
import { longDate } from "~/utils/blog";

/**
 * A post read from the API and written back to it: the one place its content's settings block is
 * read (toPost) and put back (storedContent), decision 014.
 */

export function toPost(blog: Blog): Post {
  const { data, extra, body } = readFrontMatter(blog.content);
  const publish = data.publish;
  return {
    ...blog,
    content: body,
    settings: data,
    keptSettings: extra,
    ...(publish ? { created_at: publish.slice(0, 19).replace("T", " "), formatted_date: longDate(publish) } : {}),
  };
}

/** The content field as the API stores it: the block of the settings given, then the post's Markdown. */
export const storedContent = ({ content, settings = {}, keptSettings = [] }: PostDraft): string =>
  writeFrontMatter({ data: settings, extra: keptSettings, body: content });

/** A post not yet saved ('Preview'), read as its page will read it once stored. */
export const unsavedPost = (blog: Omit<Blog, "content">, draft: PostDraft): Post =>
  toPost({ ...blog, content: storedContent(draft) });
