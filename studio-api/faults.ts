import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { readFields, reply, sendJson } from "./http";
import { validate } from "./validation";

const ruleSchema = z.object({
  path: z
    .string({ required_error: "path is required" })
    .trim()
    .min(1, "path is required")
    .transform((path) => path.replace(/^\/+/, "")),
  method: z
    .string()
    .trim()
    .transform((method) => method.toUpperCase())
    .optional(),
  status: z.number().int().min(100).max(599).optional(),
  /** HTTP 200 with this `status` in the JSON body: how PHP APIs often report a failure. */
  bodyStatus: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  malformed: z.boolean().optional(),
  /** With `status`: this raw text instead of the JSON message (e.g. "" or a proxy's HTML page). */
  body: z.string().max(10_000).optional(),
  times: z.number().int().min(1).optional(),
  /** The real answer without these keys (dotted paths, e.g. `pagination.total_records`): a backend missing a shape. */
  omit: z.array(z.string().trim().min(1)).max(20).optional(),
});

type FaultRule = z.output<typeof ruleSchema> & { remaining: number | null };

/**
 * Test-only misbehaviour: a rule makes matching requests slow, fail with a status (in the HTTP
 * status or only in the body), or answer broken JSON, so the site's timeout and error paths can
 * be exercised against a real server. Never available with NODE_ENV=production (studio-api/index.ts).
 */
export class FaultInjector {
  private rules: FaultRule[] = [];
  private readonly omissions = new WeakMap<ServerResponse, string[]>();

  /** The real answer to `res` without the keys a rule's `omit` names. */
  strip(res: ServerResponse, body: Record<string, unknown>): Record<string, unknown> {
    const omit = this.omissions.get(res);
    if (!omit) return body;
    const copy = structuredClone(body);
    for (const path of omit) {
      const keys = path.split(".");
      let parent: unknown = copy;
      for (const key of keys.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[key];
      if (parent && typeof parent === "object") delete (parent as Record<string, unknown>)[keys[keys.length - 1]];
    }
    return copy;
  }

  /** `POST /__faults` adds a rule, `DELETE /__faults` clears them, `GET /__faults` lists them. */
  async handleAdmin(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "POST") {
      const rule = validate(ruleSchema, await readFields(req));
      this.rules.push({ ...rule, remaining: rule.times ?? null });
      return sendJson(res, reply(201, { message: "Fault rule added", rule }));
    }
    if (req.method === "DELETE") {
      this.rules = [];
      return sendJson(res, reply(200, { message: "Fault rules cleared" }));
    }
    if (req.method === "GET") return sendJson(res, reply(200, { data: this.rules }));
    sendJson(res, reply(405, { message: "Method not allowed" }, { Allow: "GET, POST, DELETE" }));
  }

  /** Applies the first matching rule; true when it has answered the request itself. */
  async apply(path: string, method: string, res: ServerResponse): Promise<boolean> {
    const rule = this.rules.find(
      (candidate) =>
        candidate.path === path && (!candidate.method || candidate.method === method) && candidate.remaining !== 0,
    );
    if (!rule) return false;
    if (rule.remaining !== null) rule.remaining -= 1;

    if (rule.delayMs) await sleep(rule.delayMs);
    if (res.destroyed) return true;
    if (rule.omit) this.omissions.set(res, rule.omit);
    if (rule.malformed) {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      res.end('{"status":200, "data": ');
      return true;
    }
    if (rule.bodyStatus) {
      sendJson(res, { status: 200, body: { status: rule.bodyStatus, message: "Injected failure" } });
      return true;
    }
    if (rule.status && rule.body !== undefined) {
      res.writeHead(rule.status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      res.end(rule.body);
      return true;
    }
    if (rule.status) {
      sendJson(res, reply(rule.status, { message: "Injected failure" }));
      return true;
    }
    return false;
  }
}
