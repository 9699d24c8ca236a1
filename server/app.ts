// The site's HTTP stack: what `remix-serve` ran (express, compression, /build
// cached immutably for a year, public/ for an hour, a JSON log line per request) plus
// what it could not do (docs/decisions/005-client-address-and-own-server-entry.md):
// the TCP peer's address handed to loaders and actions, forwarding headers
// ignored unless TRUST_PROXY says proxies stand in front, cross-site posts
// refused with 403, the static security headers (helmet: HSTS in production,
// nosniff, frame, referrer and opener policies) on every answer, and a sandboxing
// CSP on every answer that is not HTML. A page's own CSP, with its nonce, comes
// from the app (app/edge/security-headers.server.ts).
// The package's ESM face names only createRequestHandler; these two are on its CommonJS exports.
import remixExpress from "@remix-run/express/dist/server.js";
import { createRequestHandler as createRemixHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import onHeaders from "on-headers";
import { COMPRESSION, sendKept } from "./compressed-copies";

const { createRemixRequest, sendRemixResponse } = remixExpress;

/** What a non-HTML answer (an image, JSON, a beacon) runs if a browser opens it as a page: nothing. */
export const RESOURCE_CSP = "default-src 'none'; sandbox";

/** Helmet cannot send Permissions-Policy (it dropped the header); the one value is here. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), interest-cohort=()";

/** A line of the log (console.warn unless a test listens). */
type Log = (line: string) => void;

/** What the build's server entry exports for the server (app/edge/observe.server.ts, page-cache.server.ts). */
type Handle = (request: Request, context?: { clientAddress?: string }) => Promise<Response>;
export interface Observability {
  withObservation(handle: Handle, routes: ServerBuild["routes"]): Handle;
  requestIdFor(header: string | undefined, trustProxy: number): string;
  logAnswer(answer: { id: string; method: string; url: string; route: string; status: number; ms: number }): void;
  captureConsole(): void;
  startDraining(): void;
  serveMetrics(request: Request, options: { onMetricsPort: boolean }): Promise<Response>;
  flushEvents(): Promise<void>;
}
/** What the build reads of a request to answer it from its page cache (app/platform/request-head.server.ts). */
interface RequestHead {
  method: string;
  url: string;
  headers: { get(name: string): string | null; has(name: string): boolean };
}
/** A kept page's answer (app/edge/kept-answers.server.ts). */
interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
  sent(): void;
}
type KeptAnswers = (request: RequestHead, context: { clientAddress?: string }) => KeptAnswer | null;
interface EntryExports {
  observability?: Observability;
  withPageCache?: (handle: Handle) => Handle;
  keptPageAnswers?: (routes: ServerBuild["routes"]) => KeptAnswers;
}
/** The only part of the build the server reads: its server entry's exports. */
export const entryOf = (build: ServerBuild) => build.entry.module as EntryExports;

/**
 * With no trusted proxy, forwarding headers are whatever the client wrote:
 * drop them, so neither our code nor Remix's (its request URL and its own
 * origin check read X-Forwarded-Host) believes them.
 */
export function dropUntrustedForwarding(hops: number): RequestHandler {
  return (req, _res, next) => {
    if (hops === 0) {
      for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "x-real-ip", "forwarded"]) {
        delete req.headers[name];
      }
    }
    next();
  };
}

/**
 * A state-changing request whose Origin is another site (or the opaque 'null')
 * answers 403 with one log line. Remix's own check would throw and answer 500.
 */
export function refuseCrossSite(log: Log = console.warn): RequestHandler {
  return (req, res, next) => {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method)) return next();
    const origin = req.get("origin");
    if (!origin) return next();
    const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
    let originHost = null;
    try {
      originHost = origin === "null" ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (host && originHost === host) return next();
    log(`Refused cross-site ${req.method} ${req.path} from Origin ${JSON.stringify(origin.slice(0, 200))}`);
    res.status(403).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Cross-site request refused");
  };
}

/**
 * The static security headers on every answer, from helmet: HSTS in production (a year,
 * subdomains included), nosniff, frames refused, the referrer's origin only cross-site, a
 * browsing-context group of our own; and Permissions-Policy. Helmet's other defaults stay off
 * (the site sent none of them), and so does its CSP: a page's carries a per-response nonce the
 * app sets; every answer that is not HTML gets the sandboxing RESOURCE_CSP here.
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const staticHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    onHeaders(res, () => {
      const type = String(res.getHeader("Content-Type") ?? "");
      if (!type.startsWith("text/html") && !res.getHeader("Content-Security-Policy")) {
        res.setHeader("Content-Security-Policy", RESOURCE_CSP);
      }
    });
    staticHeaders(req, res, next);
  };
}

/**
 * The Fetch-level handler of a build: Remix's own, behind the rendered-page
 * cache the build's server entry exports (app/edge/page-cache.server.ts), so
 * a kept public page is answered without running Remix at all. The route
 * tests (tests/routes/support/site.ts) serve through this same function.
 */
export function createSiteHandler(build: ServerBuild, mode: string): Handle {
  const remix = createRemixHandler(build, mode);
  // `?_data=`: Remix v1's data requests, which this single-fetch site never makes. Remix would log
  // a warning with a stack for each; a stray client gets a plain 400 (its request line says it).
  const handle: Handle = (request, context) =>
    new URL(request.url).searchParams.has("_data")
      ? Promise.resolve(
          new Response("Bad Request", {
            status: 400,
            headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
          }),
        )
      : remix(request, context);
  const { withPageCache, observability } = entryOf(build);
  const served = typeof withPageCache === "function" ? withPageCache(handle) : handle;
  // Request ids, log lines, metrics and Server-Timing (app/edge/observe.server.ts).
  return observability ? observability.withObservation(served, build.routes) : served;
}

/**
 * Answers express gives before the build's (static files, refused cross-site posts)
 * get a request id and a log line too; the build logs its own (Remix's, and the kept
 * pages of serveKeptPages).
 */
export function observeStatic(getBuild: () => ServerBuild, trustProxy: number): RequestHandler {
  return (req, res, next) => {
    const { observability } = entryOf(getBuild());
    if (!observability) return next();
    const started = performance.now();
    const id = observability.requestIdFor(req.get("x-request-id"), trustProxy);
    onHeaders(res, () => {
      if (!res.locals.observedByBuild) res.setHeader("X-Request-Id", id);
    });
    res.on("finish", () => {
      if (res.locals.observedByBuild) return;
      const ms = performance.now() - started;
      observability.logAnswer({
        id,
        method: req.method,
        url: req.originalUrl,
        route: "static",
        status: res.statusCode,
        ms,
      });
    });
    next();
  };
}

/** The URL @remix-run/express's createRemixRequest gives Remix's request for this one. */
export function remixUrl(req: express.Request): URL {
  // Its port comes from X-Forwarded-Host, else Host; its host name from express (trust proxy applied).
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const port = [portOf(req.get("X-Forwarded-Host")), portOf(req.get("host"))].find(Number.isSafeInteger);
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

/**
 * What the build reads of this request, over express's own instead of a Request: the headers as
 * Remix's request would give them (createRemixHeaders leaves out empty values, joins repeated ones).
 */
function requestHead(req: express.Request, url: URL): RequestHead {
  const get = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return value ? (Array.isArray(value) ? value.join(", ") : value) : null;
  };
  return { method: req.method, url: url.href, headers: { get, has: (name) => get(name) !== null } };
}

/**
 * A page the page cache keeps is answered here, before the static files, express's routes and
 * Remix (docs/performance.md, "Kept pages before express's routes"): the build's own answer
 * (app/edge/kept-answers.server.ts: the lookup, page view, headers, request id and log line it
 * gives through Remix), written under the security headers and compression every answer gets
 * from the middleware before this one. Any other request goes on as it came. A kept page's path
 * is one the static files passed on when it was rendered, and public/ does not change while the
 * process runs, so answering it first changes no answer.
 */
export function serveKeptPages(getBuild: () => ServerBuild): RequestHandler {
  let current: { build: ServerBuild | null; answers: KeptAnswers | null } = { build: null, answers: null };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const build = getBuild();
    if (current.build !== build) current = { build, answers: entryOf(build).keptPageAnswers?.(build.routes) ?? null };
    if (!current.answers) return next();
    let url: URL;
    try {
      url = remixUrl(req);
    } catch {
      // Not a URL Remix's request could have: Remix's path answers it as before.
      return next();
    }
    const kept = current.answers(requestHead(req, url), { clientAddress: req.socket.remoteAddress });
    if (!kept) return next();
    res.locals.observedByBuild = true;
    // As @remix-run/express's sendRemixResponse writes them (express's append adds a text type's charset).
    res.status(kept.status);
    for (const [name, value] of kept.headers) res.append(name, value);
    sendKept(req, res, kept.body);
    kept.sent();
  };
}

/**
 * The build's content-hashed files, cached for a year, each as server/build.ts precompressed
 * it: brotli when the browser takes it, else gzip, else the plain file. The compressed files are
 * looked up when this is made (at start-up); a file without them (a development rebuild) goes
 * out plain, for `compression` to compress on the fly.
 */
export function buildAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y" },
  });
}

/**
 * A path express cannot decode (a malformed `%` escape such as `/%E0%A4%A`): 400 with one
 * warning line and no stack (a visitor's typo is no server error); any other error goes on to express's own handler.
 */
export function refuseUndecodable(log: Log = console.warn): ErrorRequestHandler {
  return (error, req, res, next) => {
    const status = error?.status ?? error?.statusCode;
    if (!(error instanceof URIError) && status !== 400) return next(error);
    log(`Bad request: ${req.method} ${JSON.stringify(req.originalUrl.slice(0, 200))} (${error.message})`);
    if (res.headersSent) return res.end();
    res.status(400).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Bad Request");
  };
}

const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * A Host (or trusted X-Forwarded-Host) that is no host name, IP address or [IPv6] with an optional
 * port cannot make the request's URL: 400 with one warning line, instead of a 500 and a stack
 * trace from deep in Remix. A request without a Host (HTTP/1.0) goes on.
 */
export function refuseMalformedHost(log: Log = console.warn): RequestHandler {
  return (req, res, next) => {
    for (const name of ["host", "x-forwarded-host"]) {
      const value = req.get(name)?.split(",")[0]?.trim();
      if (value === undefined || HOST.test(value)) continue;
      log(
        `Bad request: ${req.method} ${JSON.stringify(req.originalUrl.slice(0, 200))} with a malformed ${name === "host" ? "Host" : "X-Forwarded-Host"} header ${JSON.stringify(value.slice(0, 100))}`,
      );
      res.status(400).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end("Bad Request");
    }
    next();
  };
}

/**
 * The express app serving a Remix build. `getBuild` returns the current build
 * (a new one after each rebuild in development).
 */
export function createSiteApp({
  getBuild,
  mode,
  production,
  trustProxy,
  log = console.warn,
}: {
  getBuild: () => ServerBuild;
  mode: string;
  production: boolean;
  trustProxy: number;
  log?: Log;
}) {
  const app = express();
  app.disable("x-powered-by");
  // req.protocol and req.ip follow X-Forwarded-* only through the trusted hops.
  app.set("trust proxy", trustProxy);
  app.use(dropUntrustedForwarding(trustProxy));
  app.use(refuseMalformedHost(log));
  app.use(observeStatic(getBuild, trustProxy));
  app.use(compression(COMPRESSION));
  app.use(securityHeaders({ production }));
  app.use(serveKeptPages(getBuild));
  const build = getBuild();
  app.use(build.publicPath, buildAssets(build.assetsBuildDirectory));
  app.use(express.static("public", { maxAge: "1h" }));
  app.use(refuseCrossSite(log));
  // One handler per build, made again only after a development rebuild (a handler per request
  // re-derived Remix's route tree every time).
  let current: { build: ServerBuild | null; handle: Handle | null } = { build: null, handle: null };
  app.all("*", async (req, res, next) => {
    const build = getBuild();
    const handle = current.build === build && current.handle ? current.handle : createSiteHandler(build, mode);
    current = { build, handle };
    res.locals.observedByBuild = true;
    try {
      // The TCP peer; app/platform/rate-limit.server.ts applies TRUST_PROXY to it.
      const response = await handle(createRemixRequest(req, res), { clientAddress: req.socket.remoteAddress });
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  });
  app.use(refuseUndecodable(log));
  return app;
}
