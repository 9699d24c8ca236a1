import { endSessionOnUnauthorized } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";

/**
 * The record an edit screen works on, or the spec's way out (admin-area §8):
 * a toast such as 'Failed to load product' and back to the list. A 401 from
 * the API ends the session instead.
 */
export async function loadOrLeave<T>(
  request: Request,
  load: () => Promise<T | null | undefined> | null,
  leave: { to: string; message: string },
): Promise<T> {
  try {
    const record = await load();
    if (record) return record;
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
  }
  throw await redirectWithToast(leave.to, { type: "error", message: leave.message });
}

/** A positive whole number from a route parameter, else null. */
export function recordId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The record whose id is the route parameter, or the way out as for loadOrLeave. */
export function loadById<T>(
  request: Request,
  param: string | undefined,
  get: (id: number) => Promise<T | null | undefined>,
  leave: { to: string; message: string },
): Promise<T> {
  const id = recordId(param);
  return loadOrLeave(request, () => (id ? get(id) : null), leave);
}
