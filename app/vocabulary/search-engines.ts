/**
 * What search engines show of a page before cutting: its title about 60 characters, its
 * description about 160. The page head keeps to them (kits/seo/meta.ts); the blog form's
 * counters measure the owner's words against them.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
