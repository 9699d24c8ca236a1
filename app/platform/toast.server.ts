import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { env, sessionSecrets } from "~/platform/env.server";

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["success", "error", "info", "warning"]).default("info"),
  message: z.string(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().NODE_ENV === "production",
    secrets: sessionSecrets(),
  },
});

const KEY = "toast";

/** Sets a one-time toast cookie; read once by the root loader. */
export async function toastCookie(toast: ToastInput): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash(KEY, toastSchema.parse(toast));
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(KEY));
  if (!parsed.success) return { toast: null, setCookie: null };
  return { toast: parsed.data, setCookie: await toastStorage.destroySession(session) };
}
