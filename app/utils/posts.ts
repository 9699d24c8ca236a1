import type { Blog } from "~/schemas/api";
import { longDate } from "~/utils/blog";
import {
  readFrontMatter,
  visibility,
  type FrontMatter,
  type FrontMatterData,
  type Visibility,
} from "~/utils/front-matter";

/*
 * Posts as the site's server reads them from the API: the settings block read off the content
 * (decision 014). Apart from utils/blog.ts so that the public pages' scripts, which import that
 * module, never carry the block's reader (npm run bench:js).
 */

/**
 * A post as the site reads it: `content` without its settings block (utils/front-matter.ts),
 * the settings beside it, and its date the publish date when one is set, so a scheduled post
 * is listed and dated from the day it goes out.
 */
export interface Post extends Blog {
  settings: FrontMatterData;
  /** Settings lines this site does not know, written back unchanged on edit. */
  keptSettings: FrontMatter["extra"];
}

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

export const postVisibility = (post: Pick<Post, "settings" | "keptSettings">, now = new Date()): Visibility =>
  visibility({ data: post.settings, extra: post.keptSettings }, now);

export const isPublic = (post: Post, now = new Date()) => postVisibility(post, now).state === "published";

/** Newest first by the date shown (the publish date of a post that has one). */
export const byNewestPost = <T extends { created_at: string; id: number }>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
