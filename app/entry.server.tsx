import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleDocumentRequestFunction,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "~/platform/env.server";
import { applyPageCsp, createNonce, NONCE_PLACEHOLDER, sealNonce } from "~/edge/security-headers.server";
import { trackDocumentView } from "~/services/tracking.server";
import { isShareable, PRIVATE } from "~/edge/cache-policy.server";
import { lowerScriptPriorityStream } from "~/edge/script-priority.server";
import { answerShared, rememberPage, situationOf, withPageCache } from "~/edge/page-cache.server";
import { NonceContext } from "~/utils/nonce";
import { startLeadWorkers } from "~/leads/lead-outbox.server";
import { startReplyReminders } from "~/leads/reply-clock.server";

const ABORT_DELAY = 5_000;

// Fail fast at start-up on a bad configuration, before the first request.
env();
// Leads stored while the API or the mail server was away are delivered from here (DESIGN rule 9).
startLeadWorkers();
// The reply clock's reminders for leads left waiting.
startReplyReminders();

/** The server entry wraps Remix's handler with this (server/app.ts): kept pages skip Remix. */
export { withPageCache };
/** Request ids, logs, metrics, Server-Timing and draining for the server entry (decision 009). */
export { observability } from "~/edge/observe.server";
/** Kept pages answered by the server before express's routes (docs/performance.md). */
export { keptPageAnswers } from "~/edge/kept-answers.server";

function render(request: Request, remixContext: EntryContext, nonce: string) {
  return (
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>
  );
}

/** The whole document as one string, every Suspense boundary resolved. */
function renderComplete(request: Request, remixContext: EntryContext): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(render(request, remixContext, NONCE_PLACEHOLDER), {
      nonce: NONCE_PLACEHOLDER,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = lowerScriptPriorityStream();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }));
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * A page every visitor shares: rendered whole, its CSP nonce derived from
 * its own bytes (security-headers.server.ts), kept for the next visitors and
 * answered with the public Cache-Control and an ETag.
 */
async function sharedDocument(
  request: Request,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const rendered = await renderComplete(request, remixContext);
  const { html, nonce } = sealNonce(rendered.html);
  applyPageCsp(responseHeaders, nonce, false);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const body = new TextEncoder().encode(html);
  if (rendered.failed) {
    responseHeaders.set("Cache-Control", PRIVATE);
    return new Response(body, { status: 500, headers: responseHeaders });
  }
  rememberPage(request, "document", responseHeaders, body);
  // Server-side page view: counts visitors without JavaScript; never waits for the API.
  trackDocumentView(request, 200, loadContext);
  return answerShared(request, 200, responseHeaders, body);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): ReturnType<HandleDocumentRequestFunction> {
  const development = env().NODE_ENV === "development";
  if (!development && isShareable(situationOf(request, responseStatusCode, responseHeaders))) {
    return sharedDocument(request, responseHeaders, remixContext, loadContext);
  }

  const nonce = createNonce();
  applyPageCsp(responseHeaders, nonce, development);
  responseHeaders.set("Cache-Control", PRIVATE);
  trackDocumentView(request, responseStatusCode, loadContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(render(request, remixContext, nonce), {
      nonce,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = lowerScriptPriorityStream();
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
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Single-fetch data (client-side navigations): a public page's data is
 * shared, kept and tagged like the page; everything else, actions included,
 * is private.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  const headers = new Headers(response.headers);
  const situation = situationOf(request, response.status, headers);
  if (env().NODE_ENV === "development" || !isShareable(situation)) {
    headers.set("Cache-Control", PRIVATE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const body = new Uint8Array(await response.arrayBuffer());
  rememberPage(request, "data", headers, body);
  return answerShared(request, 200, headers, body);
};

export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  // A visitor's mistake Remix answers itself (a POST to a page with no form: 405): the request's
  // log line has its status; a stack trace would only bury the real errors.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
