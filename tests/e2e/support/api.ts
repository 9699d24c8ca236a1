import { E2E } from "./env";

/** Direct calls to the embedded studio API, for arranging and checking data. */
export async function api<T = unknown>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${init.token ?? E2E.apiToken}`);
  if (init.body && typeof init.body === "string") headers.set("Content-Type", "application/json");
  const response = await fetch(new URL(path, E2E.apiUrl), { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  /** With `status`: this raw text instead of `{status, message: "Injected failure"}` (no usable message). */
  body?: string;
  times?: number;
}

/** Makes the embedded API fail on a path until clearFaults(). */
export async function injectFault(rule: FaultRule): Promise<void> {
  const response = await fetch(new URL("__faults", E2E.apiUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`fault injection refused: ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(new URL("__faults", E2E.apiUrl), { method: "DELETE" });
}
