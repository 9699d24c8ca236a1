/**
 * Where a post, a project or a product stands for a visitor, in the words every admin form uses
 * for it (the shared control, components/admin/publish-control.tsx; docs/conventions.md 'Drafts,
 * schedules and publishing'). A post and a project keep their choice in their text's settings
 * block (decision 014); a product's is the API's own `status`, the spec's field, which the same
 * words explain.
 */

export const PUBLISH_CHOICES = ["published", "scheduled", "draft"] as const;
export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

export const isPublishChoice = (value: unknown): value is PublishChoice =>
  typeof value === "string" && (PUBLISH_CHOICES as readonly string[]).includes(value);

/** The record a form edits, as its words name it. */
export type PublishedRecord = "post" | "project" | "product";

/** Each state's name and what it means to a visitor. */
export const PUBLISH_WORDS = {
  published: { label: "Published", hint: "Visitors see it once you save." },
  scheduled: { label: "Scheduled", hint: "Visitors see it from the publish date." },
  draft: { label: "Draft", hint: "Kept from visitors: only you see it, in the admin and its preview." },
} as const satisfies Record<PublishChoice, { label: string; hint: string }>;

/** Where a record that is not published is kept from, by record. */
export const KEPT_FROM: Record<PublishedRecord, string> = {
  post: "the blog, its feed, the sitemap and the home page",
  project: "the gallery, the sitemap and the home page",
  product: "the shop, the basket and the home page",
};

export const PUBLISH_MESSAGES = {
  /** The blog's own message for a date it cannot read (admin-area §5 has none; ours since decision 014). */
  date: "Please enter a valid publish date",
  scheduleAhead: "Please enter a publish date ahead to schedule",
  publishedAhead: "A date ahead schedules it: choose Scheduled, or clear the date",
} as const;

/** The note of a preview whose record will not be public once saved; null when it will. */
export function previewNote(record: PublishedRecord, choice: PublishChoice, at?: string): string | null {
  if (choice === "draft" && record === "product")
    return "A draft: with this status the product is not in the shop; visitors will not see it until you set it Active or Out of Stock and save.";
  if (choice === "draft") return `A draft: visitors will not see this ${record} until you choose Published and save.`;
  if (choice === "scheduled") return `Scheduled: visitors will see this ${record} from ${at ?? "its publish date"}.`;
  return null;
}
