import { statusMessageSchema } from "~/schemas/api";
import type { Admin } from "~/session.server";
import { invalidate } from "~/services/cache.server";
import { isNotFound, upstream, UpstreamError, type UpstreamRequest } from "~/services/client.server";

/** What the resource services (blogs, categories, products, projects) do alike. */

/** The record a read finds, or null when the API answers 404. */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * A list read: null (an empty list) when the API answers 404 with a message, the way a PHP API
 * says 'No categories found'. A 404 without a message (a wrong path, a gateway) stays a failure.
 */
export async function emptyUnlessFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404 && error.serverMessage) return null;
    throw error;
  }
}

/**
 * An admin's change, sent with their cookie and answered with a status message. The cached public
 * reads under the `stale` prefixes are dropped, so the next visitor sees it. Returns the message.
 */
export async function adminWrite(
  admin: Admin,
  request: Omit<UpstreamRequest<unknown>, "schema" | "cookie">,
  stale: readonly string[],
): Promise<string | undefined> {
  const { data } = await upstream({ ...request, schema: statusMessageSchema, cookie: admin.upstreamCookie });
  invalidate(...stale);
  return data.message;
}
