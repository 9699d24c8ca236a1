import { z } from "zod";
import { EVENT_TYPES } from "~/vocabulary/event-types";

/**
 * Analytics and dashboard numbers: the API's answers (tolerant of PHP's
 * numbers-as-strings and nulls) and the analytics page's URL state.
 */

const count = z.coerce.number().int().nonnegative().catch(0);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

export const analyticsRecordSchema = z
  .object({
    id: z.coerce.number().int(),
    session_id: text,
    page_url: text,
    page_url_display: z.string().nullish(),
    event_type: text,
    event_date: text,
    ip_address: text,
    referrer: text,
  })
  .transform(({ page_url_display, ...record }) => ({
    ...record,
    page_url_display: page_url_display || record.page_url,
  }));

export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;

export const analyticsSummarySchema = z.object({
  total_views: count,
  total_clicks: count,
  total_engagements: count,
  unique_sessions: count,
  unique_pages: count,
});

export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** Every count 0: what the summary reads of an answer without one (`count` falls back to 0). */
export const EMPTY_SUMMARY: AnalyticsSummary = analyticsSummarySchema.parse({});

export const analyticsListResponseSchema = z.object({
  message: z.string().optional(),
  data: z.array(analyticsRecordSchema),
  summary: analyticsSummarySchema.catch(EMPTY_SUMMARY),
  // The spec's pagination is current_page, per_page, total_records (admin-area §3): the pages are
  // computed from those, whatever else the API sends.
  pagination: z
    .object({
      current_page: z.coerce.number().int().min(1).catch(1),
      per_page: z.coerce.number().int().min(1),
      total_records: z.coerce
        .number({ invalid_type_error: "pagination.total_records is missing (the pages are counted from it)" })
        .int()
        .nonnegative(),
    })
    .transform((pagination) => ({
      ...pagination,
      total_pages: Math.max(1, Math.ceil(pagination.total_records / pagination.per_page)),
    })),
});

export type AnalyticsList = z.infer<typeof analyticsListResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string().optional() }).passthrough();

/** counts/count.php: the dashboard's three numbers. */
export const countsResponseSchema = z.object({
  message: z.string().optional(),
  totalUsers: count,
  totalBlogs: count,
  totalProd: count,
});

export type DashboardCounts = Omit<z.infer<typeof countsResponseSchema>, "message">;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * The analytics page's URL: filters, page, page size and the open dialog.
 * Anything unreadable falls back to its default instead of failing the page.
 */
export const analyticsQuerySchema = z.object({
  event_type: z.enum(EVENT_TYPES).optional().catch(undefined),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  limit: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  record: optionalId,
  confirmDelete: optionalId,
});

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export function parseAnalyticsQuery(params: URLSearchParams): AnalyticsQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(analyticsQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return analyticsQuerySchema.parse(raw);
}

export const deleteRecordSchema = z.object({
  intent: z.literal("delete"),
  id: z.coerce.number().int().positive(),
});
