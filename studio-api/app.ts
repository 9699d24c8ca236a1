import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { hasBearer } from "./auth";
import type { AppContext } from "./context";
import {
  buildRouteTable,
  HttpError,
  reply,
  sendJson as sendExact,
  type Method,
  type Reply,
  type RouteDef,
} from "./http";
import { EXTENSION_PATHS, lacksExtensions, phpStyle, UNKNOWN_QUERY } from "./php-style";
import { analyticsRoutes } from "./routes/analytics";
import { blogRoutes } from "./routes/blogs";
import { categoryRoutes } from "./routes/categories";
import { contactRoutes } from "./routes/contacts";
import { countRoutes } from "./routes/counts";
import { leadRoutes } from "./routes/leads";
import { loginRoutes } from "./routes/login";
import { newsletterRoutes } from "./routes/newsletter";
import { productRoutes } from "./routes/products";
import { projectRoutes } from "./routes/projects";

const METHODS = new Set<string>(["GET", "POST", "PUT", "DELETE"]);

function allRoutes(app: AppContext): RouteDef[] {
  return [
    ...blogRoutes(app),
    ...categoryRoutes(app),
    ...productRoutes(app),
    ...projectRoutes(app),
    ...loginRoutes(app),
    ...countRoutes(app),
    ...contactRoutes(app),
    ...newsletterRoutes(app),
    ...analyticsRoutes(app),
    ...leadRoutes(app),
  ];
}

export function createRequestListener(app: AppContext): RequestListener {
  const routes = buildRouteTable(allRoutes(app));

  /** Every JSON answer, in the API's style (php-style.ts). */
  function answer(req: IncomingMessage, res: ServerResponse, exact: Reply): void {
    const path = new URL(req.url ?? "/", "http://studio.invalid").pathname.replace(/^\/+/, "");
    const styled = app.style === "json" ? exact : phpStyle(app.style, path, req.method ?? "GET", exact);
    sendExact(res, app.faults ? { ...styled, body: app.faults.strip(res, styled.body) } : styled);
  }
  const sendJson = (res: ServerResponse, exact: Reply) => answer(res.req, res, exact);

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? "/";
    const rawPath = rawUrl.split("?")[0];
    const method = req.method ?? "GET";

    if (app.faults && rawPath === "/__faults") return app.faults.handleAdmin(req, res);

    const url = new URL(rawUrl.startsWith("/") ? rawUrl : `/${rawUrl}`, "http://studio.invalid");
    const path = url.pathname.replace(/^\/+/, "");
    if (app.style !== "json") for (const name of UNKNOWN_QUERY[path] ?? []) url.searchParams.delete(name);
    if (app.faults && (await app.faults.apply(path, method, res))) return;

    // Matched on the raw path: URL parsing would already have resolved `..` segments.
    if (rawPath.startsWith("/uploads/")) return app.uploads.serve(req, res, rawPath);

    const methods = lacksExtensions(app.style) && EXTENSION_PATHS.includes(path) ? undefined : routes.get(path);
    if (!methods)
      return sendJson(res, reply(404, { message: app.style === "json" ? "Not found" : "Endpoint not found" }));
    const route = METHODS.has(method) ? methods.get(method as Method) : undefined;
    if (!route) {
      return sendJson(res, reply(405, { message: "Method not allowed" }, { Allow: [...methods.keys()].join(", ") }));
    }
    const token = route.auth === "analytics" ? app.analyticsToken : app.token;
    if (!hasBearer(req, token)) {
      return sendJson(res, reply(401, { message: "Unauthorized" }, { "WWW-Authenticate": "Bearer" }));
    }
    sendJson(res, await route.handle({ req, query: url.searchParams }));
  }

  return (req, res) => {
    dispatch(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(res, reply(error.status, { message: error.message }, error.headers));
        return;
      }
      app.log(
        `studio API: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else sendJson(res, reply(500, { message: "Internal server error" }));
    });
  };
}
