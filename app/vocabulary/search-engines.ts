/**
 * What search engines show of a page before cutting: its title about 60 characters, its
 * description about 160. The page head keeps to them (kits/seo/meta.ts); the blog form's
 * counters measure the owner's words against them.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/**
 * The longest SEO title and meta description the admin forms take (posts, projects, products:
 * kits/seo/search-fields.tsx), past the guides above, which the counters show.
 */
export const SEO_LIMITS = { title: 120, description: 400 } as const;
