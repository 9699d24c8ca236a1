import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "~/env.server";
import { applySecurityHeaders, createNonce } from "~/security-headers.server";
import { trackDocumentView } from "~/services/tracking.server";
import { NonceContext } from "~/utils/nonce";

const ABORT_DELAY = 5_000;

// Fail fast at start-up on a bad configuration, before the first request.
env();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): ReturnType<HandleDocumentRequestFunction> {
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, env().NODE_ENV === "development", env().NODE_ENV === "production");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-store");
  // Server-side page view: counts visitors without JavaScript; never waits for the API.
  trackDocumentView(request, responseStatusCode, responseHeaders, loadContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
