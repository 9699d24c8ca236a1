import type { Blog } from "~/schemas/api";
import { visibility, type FrontMatterData, type KeptSettings, type Visibility } from "~/records/front-matter";

/*
 * A post as the site reads it (decision 014). What a browser may load: the block itself is read and
 * written only by records/post.server.ts, so the public pages' scripts never carry its reader
 * (npm run bench:js).
 */

/** A post's settings: draft, publish date, SEO and image text. */
export type PostSettings = FrontMatterData;

/**
 * A post as the services give it: `content` without its settings block, the settings beside it,
 * and its date the publish date when one is set, so a scheduled post is listed and dated from the
 * day it goes out.
 */
export interface Post extends Blog {
  settings: PostSettings;
  /** Settings lines this site does not know, written back unchanged on edit. */
  keptSettings: KeptSettings;
}

/**
 * A post's fields as a save gives them to the service: `content` is the Markdown alone, and the
 * settings go back into its block (records/post.server.ts). Without settings the content is
 * stored as given, as a post without a block always was.
 */
export interface PostDraft {
  content: string;
  settings?: PostSettings;
  keptSettings?: KeptSettings;
}

export const postVisibility = (post: Pick<Post, "settings" | "keptSettings">, now = new Date()): Visibility =>
  visibility({ data: post.settings, extra: post.keptSettings }, now);

export const isPublic = (post: Post, now = new Date()) => postVisibility(post, now).state === "published";

/** Newest first by the date shown (the publish date of a post that has one). */
export const byNewestPost = <T extends { created_at: string; id: number }>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
