/**
 * Reading the site's signed cookies in route tests (admin-sessions*.test.ts): the admin session's
 * id and the toast a redirect set. Remix signs a cookie as base64(JSON).signature; the signature is
 * the site's business, the test only reads.
 */

/** The JSON inside the signed cookie `name` of a Cookie header or Set-Cookie line. */
function cookieData(cookies: string, name: string): Record<string, unknown> {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies);
  if (!match?.[1]) throw new Error(`no ${name} cookie`);
  const signed = decodeURIComponent(match[1]);
  const encoded = signed.slice(0, signed.lastIndexOf("."));
  return JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as Record<string, unknown>;
}

/** The session id inside an admin session cookie (the Cookie header `site.signIn()` returns). */
export function sessionIdOf(cookie: string): string {
  const sid = cookieData(cookie, "__studio_admin").sid;
  if (typeof sid !== "string") throw new Error("the session cookie has no session id");
  return sid;
}

/** The message of the toast a response set (its flash cookie). */
export async function toastOf(response: Response): Promise<string> {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__toast="));
  if (!line) throw new Error("no toast set");
  const toast = cookieData(line, "__toast").__flash_toast__ as { message?: string } | undefined;
  return toast?.message ?? "";
}
