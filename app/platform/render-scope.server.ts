import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request learns while it renders, without passing it through every
 * loader: whether an upstream call failed (a page showing an error section
 * must not be kept and shown to others after the API has recovered) and which
 * generation of the read cache it started from (an admin write during the
 * render makes the result stale). Set up by app/edge/page-cache.server.ts.
 */
export interface RenderScope {
  upstreamFailed: boolean;
  generation: number;
  /**
   * Set when a read was answered from its last good copy because the API failed
   * (app/read-cache/cache.server.ts): the page is still shared, for a shorter time.
   */
  stale?: boolean;
  /**
   * The earliest moment a read of this render stops being fresh (epoch ms; the read cache notes
   * each): a page kept for others lives no longer than what it shows (app/edge/page-cache.server.ts).
   */
  freshUntil?: number;
}

const storage = new AsyncLocalStorage<RenderScope>();

export function runInRenderScope<T>(scope: RenderScope, render: () => T): T {
  return storage.run(scope, render);
}

export const currentRenderScope = (): RenderScope | undefined => storage.getStore();

/**
 * Notes a failed upstream call in the current request. A definite answer
 * (404 not found, 422 refused) is content like any other; a timeout, network
 * error, malformed body, 401 or 5xx is a failure.
 */
export function noteUpstreamFailure(error: unknown): void {
  const scope = storage.getStore();
  if (!scope || !(error instanceof Error) || error.name !== "UpstreamError") return;
  const { kind, status } = error as Error & { kind?: string; status?: number };
  if (kind !== "status" || status === undefined || status >= 500) scope.upstreamFailed = true;
}

/**
 * Runs a read whose failure its caller decides about: the read cache, which may still answer
 * from its last good copy, marks the request itself (`noteUpstreamFailure` or `noteStaleRead`).
 */
export function withOwnFailures<T>(read: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  return scope ? storage.run({ ...scope, upstreamFailed: false }, read) : read();
}

/** The current request shows content read before the API failed. */
export function noteStaleRead(): void {
  const scope = storage.getStore();
  if (scope) scope.stale = true;
}

/** A read of the current request is fresh until `at` (epoch ms): the earliest such moment is kept. */
export function noteFreshUntil(at: number): void {
  const scope = storage.getStore();
  if (scope) scope.freshUntil = Math.min(scope.freshUntil ?? Number.POSITIVE_INFINITY, at);
}
