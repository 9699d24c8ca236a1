import { STUDIO_API_STYLES } from "../config/env";
import type { JsonBody, Reply } from "./http";

/**
 * `STUDIO_API_STYLE=php`: the embedded API answers the way a PHP backend written from the spec alone
 * does (decision 011), so the site's tests can run against both. `json` is our own exact contract.
 *
 * - every value a string, as mysqli returns rows (`"id":"7"`, `"price":"320.00"`, flags `"1"`/`"0"`),
 *   blog tags as comma text, and the admin blog list as a bare array;
 * - the analytics pagination is the spec's `current_page, per_page, total_records` (no `total_pages`);
 * - an empty list is a 404 with a message ('No categories found');
 * - invalid fields are a 400 (not 422), a bad bearer 401 with its own words;
 * - our extensions are unknown: `since`/`until`, `remove_image_ids[]`, `remove_images[]` are ignored
 *   (the routes ask `ignoresExtensions`), and a repeated newsletter address is a 400.
 *
 * `php-200` is the same, with every failure answered HTTP 200 and the real status in the body.
 * `php-spec` is `php` with none of our extensions at all (decision 018): `leads/*` and
 * `analytics/overview.php` answer 404 'Endpoint not found' and an Idempotency-Key is ignored.
 *
 * Every PHP style takes a tracked visitor's address and browser the way a PHP script written for
 * browsers does: from `X-Forwarded-For` (else the socket) and `User-Agent`, not from the body.
 */
/** STUDIO_API_STYLE's values, named once with the variable (config/env.ts). */
export type ApiStyle = (typeof STUDIO_API_STYLES)[number];

export const ignoresExtensions = (style: ApiStyle) => style !== "json";

/** Our calls that a PHP backend written from the spec alone does not have (docs/api-contract.md). */
export const EXTENSION_PATHS: readonly string[] = [
  "leads/leads.php",
  "leads/counts.php",
  "leads/status.php",
  "analytics/overview.php",
];

/** True when the style has none of our extensions (calls, idempotency). */
export const lacksExtensions = (style: ApiStyle) => style === "php-spec";

/** The query parameters a PHP backend written from the spec does not know. */
export const UNKNOWN_QUERY: Record<string, readonly string[]> = { "analytics/track-views.php": ["since", "until"] };

const EMPTY_LIST_MESSAGE: Record<string, string> = {
  "categories/categories.php": "No categories found",
  "media/blogs.php": "No blogs found",
  "media/admin_view_blogs.php": "No blogs found",
  "products/products.php": "No products found",
  "projects/projects.php": "No projects found",
  "analytics/track-views.php": "No records found",
};

/** The list a GET answer carries, when it is one of the spec's list shapes. */
function listOf(body: JsonBody): unknown[] | undefined {
  const data = body.data as { blogs?: unknown; projects?: unknown } | unknown[] | undefined;
  if (Array.isArray(body.records)) return body.records;
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.blogs)) return data.blogs;
  if (data && Array.isArray(data.projects)) return data.projects;
  return undefined;
}

/** A row as mysqli gives it: numbers and flags as text, null as null. */
function asText(value: unknown, key = ""): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return key === "price" || key === "sale_price" ? value.toFixed(2) : String(value);
  if (Array.isArray(value)) {
    if (key === "tags") return value.join(", ");
    return value.map((item) => asText(item));
  }
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, asText(item, name)]));
  }
  return value;
}

export function phpStyle(style: ApiStyle, path: string, method: string, answer: Reply): Reply {
  let { status } = answer;
  let body: JsonBody = answer.body;
  if (status === 200 && method === "GET" && EMPTY_LIST_MESSAGE[path] && listOf(body)?.length === 0) {
    status = 404;
    body = { status, message: EMPTY_LIST_MESSAGE[path] };
  }
  if (status === 422) body = { ...body, status: (status = 400) };
  if (status === 401) body = { status, message: "Invalid or missing API token" };
  if (path === "analytics/track-views.php" && body.pagination && typeof body.pagination === "object") {
    const spec: Record<string, unknown> = { ...(body.pagination as Record<string, unknown>) };
    delete spec.total_pages;
    body = { ...body, pagination: spec };
  }
  const { status: bodyStatus, ...rest } = body;
  const text = asText(rest) as JsonBody;
  if (path === "media/admin_view_blogs.php" && status === 200 && Array.isArray(text.data)) {
    // The spec's admin list reads "array of blogs, or object with status 200".
    return { status, body: text.data as unknown as JsonBody, headers: answer.headers };
  }
  const httpStatus = style === "php-200" && status >= 400 ? 200 : status;
  const withStatus = bodyStatus === undefined ? text : { status, ...text };
  return { status: httpStatus, body: withStatus, headers: answer.headers };
}
