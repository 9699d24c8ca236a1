import { json, redirect } from "@remix-run/node";
import { UpstreamError } from "~/services/client.server";
import { assertCsrf } from "~/platform/security.server";
import { endSessionOnUnauthorized, requireAdmin, type Admin } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";

/** Admin lists are per-session and change with every write: never cached. */
export const LIST_HEADERS = { "Cache-Control": "no-store" };

/** An admin list loader's answer, with LIST_HEADERS. */
export function listJson<Data>(data: Data) {
  return json(data, { headers: LIST_HEADERS });
}

/** The URL parameters that open a confirm step; the list goes back without them. */
const DIALOG_PARAMS = ["delete", "confirm", "ids"];

export interface ListQuery {
  url: URL;
  /** The search, trimmed ('' when none). */
  q: string;
  /** The requested page, 1 or more (not yet clamped to the last one). */
  page: number;
  /** `?delete=id`: the row whose delete confirmation is open. */
  deleteId: number | null;
}

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** What an admin list reads from its URL: `?q=` (or the list's own search parameter), `?page=` and `?delete=`. */
export function parseListQuery(request: Request, { search = "q" }: { search?: string } = {}): ListQuery {
  const url = new URL(request.url);
  return {
    url,
    q: (url.searchParams.get(search) ?? "").trim(),
    page: Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
    deleteId: positiveInt(url.searchParams.get("delete")),
  };
}

/**
 * Runs a list's loads. A redirect passes through; a 401 ends the session (by
 * throwing its redirect to sign in); any other failure gives null, for the
 * page to say its 'Failed to load …' with Try again.
 */
export async function loadOrNull<T>(request: Request, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Response) throw error;
    await endSessionOnUnauthorized(request, error);
    return null;
  }
}

/** Past the last page (say, after deleting its only row): go to the last one. */
export function redirectPastLastPage({ url, page }: ListQuery, totalPages: number): void {
  if (page <= totalPages) return;
  const params = new URLSearchParams(url.search);
  params.set("page", String(totalPages));
  throw redirect(`${url.pathname}?${params}`);
}

/** The API's own message when it gave one, else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof UpstreamError && error.serverMessage) || fallback;
}

export interface IntentContext {
  request: Request;
  admin: Admin;
  formData: FormData;
  /** The list as it was (search, page), without the confirm step. */
  back: string;
}

export interface ListActionOptions {
  /** The list's path, e.g. '/dashboard/blogs/'. */
  list: string;
  /** Deletes one row; may answer with the API's message. */
  remove: (id: number, admin: Admin) => Promise<string | null | undefined | void>;
  /** The spec's texts: 'Blog deleted successfully', 'Failed to delete blog'. */
  messages: { deleted: string; failed: string };
  /** The success toast from the API's message; by default that message, else `messages.deleted`. */
  success?: (serverMessage: string | null | undefined) => string;
  /** The failure toast; by default the API's message, else `messages.failed`. */
  failure?: (error: unknown) => string;
  /** Other intents of the list (e.g. 'delete-selected'), each answering with its redirect. */
  intents?: Record<string, (context: IntentContext) => Promise<Response>>;
}

/**
 * The admin lists' one action: checks the session and the CSRF token, runs
 * `intent=delete` (or another intent the list adds), and goes back to the list
 * as it was with a toast. An unknown intent is a 400.
 */
export async function listAction(request: Request, options: ListActionOptions): Promise<Response> {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  const url = new URL(request.url);
  for (const key of DIALOG_PARAMS) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  const back = `${options.list}${search ? `?${search}` : ""}`;
  const intent = String(formData.get("intent") ?? "");

  const other = options.intents?.[intent];
  if (other) return other({ request, admin, formData, back });
  if (intent !== "delete") throw new Response("Unknown action", { status: 400 });

  const { messages } = options;
  const failure = options.failure ?? ((error: unknown) => serverMessageOr(error, messages.failed));
  const id = positiveInt(String(formData.get("id") ?? ""));
  if (!id) return redirectWithToast(back, { type: "error", message: messages.failed });
  try {
    const answer = await options.remove(id, admin);
    const message = options.success ? options.success(answer || null) : answer || messages.deleted;
    return redirectWithToast(back, { type: "success", message });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return redirectWithToast(back, { type: "error", message: failure(error) });
  }
}
