import { z } from "zod";

/**
 * The site's configuration, parsed once at start-up. A bad value stops the
 * server with one line naming the variable (see docs/decisions/001-bff-and-secrets.md).
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    STUDIO_API_URL: z
      .string()
      .url()
      .transform((url) => (url.endsWith("/") ? url : `${url}/`)),
    STUDIO_API_TOKEN: z.string().min(1),
    ANALYTICS_API_TOKEN: z.string().min(1),
    SESSION_SECRET: z.string().min(1).optional(),
    // Public read cache windows (app/services/cache.server.ts); unset means 30 s fresh, 5 min stale.
    PUBLIC_CACHE_TTL_MS: z
      .string()
      .regex(/^\d+$/, "must be a whole number of milliseconds")
      .transform(Number)
      .optional(),
    PUBLIC_CACHE_STALE_MS: z
      .string()
      .regex(/^\d+$/, "must be a whole number of milliseconds")
      .transform(Number)
      .optional(),
    // Per-day analytics aggregates (app/services/analytics-aggregates.server.ts): kept on disk in
    // ANALYTICS_CACHE_DIR, else DATA_DIR/analytics-cache, else in memory only; today re-read at most
    // every ANALYTICS_REFRESH_S seconds (default 30).
    DATA_DIR: z.string().min(1).optional(),
    ANALYTICS_CACHE_DIR: z.string().min(1).optional(),
    ANALYTICS_REFRESH_S: z
      .string()
      .regex(/^\d+$/, "must be a whole number of seconds")
      .transform(Number)
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "is required in production (one or more comma-separated secrets)",
      });
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue.path.join(".") || "environment";
  const problem = issue.code === "invalid_type" && issue.received === "undefined" ? "is not set" : issue.message;
  throw new Error(`Configuration error: ${name} ${problem}`);
}

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    try {
      cached = parseEnv(process.env);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  return cached;
}

/** Secrets that sign the session cookie; the first signs, all verify (rotation). */
export function sessionSecrets(): string[] {
  const configured = env().SESSION_SECRET;
  if (configured)
    return configured
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  return ["development-only-session-secret"];
}
