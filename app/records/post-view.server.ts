import type { PostViewData } from "~/utils/blog";
import type { Post } from "~/records/post";
import { parseMarkdown } from "~/utils/markdown.server";
import { readingTime } from "~/utils/markdown-tree";

/** A post as its page shows it: the body parsed from Markdown, the reading time from that text. */
export function postViewData(post: Post): PostViewData {
  const doc = parseMarkdown(post.content);
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    created_at: post.created_at,
    formatted_date: post.formatted_date,
    read_time: readingTime(doc.words),
    author: post.author,
    image: post.image,
    imageAlt: post.settings["image-alt"] ?? post.title,
    imageCaption: post.settings["image-caption"] ?? null,
    tags: post.tags,
    doc,
  };
}
