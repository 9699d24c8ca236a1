import { randomBytes } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * The site's configuration, parsed once at start-up. A bad value stops the
 * server with one line naming the variable (see docs/decisions/001-bff-and-secrets.md).
 */

/** Loopback and private ranges: an API there is reached without crossing the internet. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv4");
}
privateRanges.addAddress("::1", "ipv6");
privateRanges.addSubnet("fc00::", 7, "ipv6");
privateRanges.addSubnet("fe80::", 10, "ipv6");

/**
 * True when the URL's host is loopback or private: an IP in those ranges,
 * `localhost`, or a single-label name (a container or service name such as
 * `http://php-api/`, which public DNS never answers).
 */
export function isPrivateHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const family = isIP(host);
  if (family) return privateRanges.check(host, family === 6 ? "ipv6" : "ipv4");
  return host === "localhost" || host.endsWith(".localhost") || !host.includes(".");
}

/** A social profile's public address (the footer's links): https only, any path. */
const profileUrl = z
  .string()
  .url()
  .refine((url) => url.startsWith("https://"), "must be an https:// address such as https://instagram.com/aniwastudio")
  .optional();

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
    // Where page views are posted, relative to STUDIO_API_URL: our choice, the spec names no path
    // (docs/api-contract.md, POST analytics/track-views.php).
    ANALYTICS_TRACK_PATH: z
      .string()
      .regex(/^\/?[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, "must be a path such as analytics/track-views.php")
      .transform((path) => path.replace(/^\//, ""))
      .default("analytics/track-views.php"),
    SESSION_SECRET: z.string().min(1).optional(),
    // The public origin for canonical URLs, the sitemap, the feed and link previews (app/kits/seo).
    SITE_URL: z
      .string()
      .url()
      .refine(
        (url) => /^https?:\/\/[^/?#]+\/?$/.test(url),
        "must be an http(s) origin such as https://aniwa.studio (no path)",
      )
      .optional(),
    // How many reverse proxies stand in front of the site (docs/decisions/005-client-address-and-own-server-entry.md).
    TRUST_PROXY: z
      .string()
      .regex(/^\d{1,2}$/, "must be a whole number of proxy hops (0 when nothing stands in front)")
      .transform(Number)
      .default("0"),
    // Public read cache windows (app/read-cache/cache.server.ts); unset means 30 s fresh, 5 min stale.
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
    // The last good answer of every public read, served while the API fails (app/read-cache/cache.server.ts):
    // kept STALE_IF_ERROR_S (default 7 days, 0 turns it off) in memory and in CACHE_DIR (else
    // DATA_DIR/read-cache, else memory only; at most CACHE_MAX_MB, default 256), or in Redis with REDIS_URL.
    STALE_IF_ERROR_S: z.string().regex(/^\d+$/, "must be a whole number of seconds").transform(Number).optional(),
    CACHE_DIR: z.string().min(1).optional(),
    CACHE_MAX_MB: z.string().regex(/^\d+$/, "must be a whole number of megabytes").transform(Number).optional(),
    // Rendered public pages kept in memory (app/edge/page-cache.server.ts): PAGE_CACHE_TTL_MS, else
    // PUBLIC_CACHE_TTL_MS, else 30 s; 0 turns it off. What a CDN is told (app/edge/cache-policy.server.ts):
    // s-maxage=PUBLIC_S_MAXAGE_S (default 30), stale-while-revalidate=PUBLIC_STALE_S (default 300).
    PAGE_CACHE_TTL_MS: z.string().regex(/^\d+$/, "must be a whole number of milliseconds").transform(Number).optional(),
    PUBLIC_S_MAXAGE_S: z.string().regex(/^\d+$/, "must be a whole number of seconds").transform(Number).optional(),
    PUBLIC_STALE_S: z.string().regex(/^\d+$/, "must be a whole number of seconds").transform(Number).optional(),
    // The week's analytics figures (app/analytics/aggregates.server.ts): the API's overview
    // is read again at most every ANALYTICS_REFRESH_S seconds (default 30). For an API without that
    // call, per-day aggregates kept on disk in ANALYTICS_CACHE_DIR, else DATA_DIR/analytics-cache,
    // else in memory only, today re-read at most every ANALYTICS_REFRESH_S seconds.
    DATA_DIR: z.string().min(1).optional(),
    ANALYTICS_CACHE_DIR: z.string().min(1).optional(),
    ANALYTICS_REFRESH_S: z.string().regex(/^\d+$/, "must be a whole number of seconds").transform(Number).optional(),
    // Resized images (app/images/images.server.ts): IMAGE_CACHE_DIR, else DATA_DIR/image-cache, else the
    // system's temporary folder; least recently used files go past IMAGE_CACHE_MAX_MB (default 512).
    IMAGE_CACHE_DIR: z.string().min(1).optional(),
    IMAGE_CACHE_MAX_MB: z.string().regex(/^\d+$/, "must be a whole number of megabytes").transform(Number).optional(),
    // Operations (docs/deploy.md): log level, /metrics, draining on SIGTERM, shared rate-limit counters.
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters (it guards /metrics)").optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // Below `docker stop`'s 10 s, so the drain, the last page views and the embedded API's stop all fit.
    SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(0).max(600).default(8),
    // 'Continue on WhatsApp' on the contact page and after an enquiry (decision 008): an international
    // number (+233 24 123 4567); empty or unset: no link.
    STUDIO_WHATSAPP: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string()
        .regex(/^\+?[\d\s().-]+$/, "must be an international phone number such as +233 24 123 4567")
        .transform((value) => value.replace(/\D/g, ""))
        .refine((digits) => digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0"), {
          message: "must be an international phone number with its country code, such as +233 24 123 4567",
        })
        .optional(),
    ),
    // The footer's social links (decision 019): one https:// profile address per network; unset: not shown.
    STUDIO_INSTAGRAM_URL: profileUrl,
    STUDIO_PINTEREST_URL: profileUrl,
    STUDIO_LINKEDIN_URL: profileUrl,
    STUDIO_FACEBOOK_URL: profileUrl,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    // Lead e-mail alerts (app/leads/lead-alerts.server.ts): SMTP_URL (credentials in the URL), to, from.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, "must be an smtp:// or smtps:// URL")
      .optional(),
    LEADS_EMAIL_TO: z.string().min(3).optional(),
    // Two-factor sign-in of the administrator (app/sign-in/second-factor.server.ts): 'optional' (each
    // administrator turns it on in the admin area) or 'required' (no admin page opens until it is on).
    ADMIN_2FA: z.enum(["optional", "required"], { message: "must be optional or required" }).default("optional"),
    LEADS_EMAIL_FROM: z.string().min(3).optional(),
    // A notice on every admin sign-in (app/leads/sign-in-notice.server.ts), with SMTP_URL: to this
    // address, else LEADS_EMAIL_TO; 'off' sends none.
    SIGN_IN_NOTICE_TO: z.string().min(3).optional(),
    // The lead outbox's ceiling (docs/decisions/013-the-disk-is-the-record-of-a-lead.md): at most
    // OUTBOX_MAX_ENTRIES leads (default 10,000) and OUTBOX_MAX_BYTES (default 50 MB) waiting for the
    // API; beyond, a visitor gets the spec's failure message. LEAD_RETENTION_DAYS (default 365):
    // how long the site keeps a lead the API has (its own record, the inbox without `leads/*`).
    OUTBOX_MAX_ENTRIES: z
      .string()
      .regex(/^[1-9]\d*$/, "must be a whole number above 0")
      .transform(Number)
      .default("10000"),
    OUTBOX_MAX_BYTES: z
      .string()
      .regex(/^[1-9]\d*$/, "must be a whole number of bytes above 0")
      .transform(Number)
      .default("52428800"),
    LEAD_RETENTION_DAYS: z
      .string()
      .regex(/^[1-9]\d*$/, "must be a whole number of days above 0")
      .transform(Number)
      .default("365"),
  })
  .superRefine((env, ctx) => {
    for (const name of ["LEADS_EMAIL_TO", "LEADS_EMAIL_FROM"] as const) {
      if (env.SMTP_URL && !env[name]) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "is required when SMTP_URL is set" });
      }
    }
    if (env.ADMIN_2FA === "required" && !env.DATA_DIR) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["ADMIN_2FA"],
        message: "=required needs DATA_DIR (the second factor is kept in DATA_DIR/admin/)",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "is required in production (one or more comma-separated secrets)",
      });
    }
    const api = new URL(env.STUDIO_API_URL);
    if (api.protocol !== "https:" && !isPrivateHost(api)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["STUDIO_API_URL"],
        message:
          "must be https:// in production (the bearer token would cross the network in clear text); http:// is allowed only for a loopback or private address",
      });
    }
  });

export type Env = z.infer<typeof schema>;

/**
 * Variables set to an empty (or blank) string count as unset, so defaults apply: compose's
 * `${SITE_URL:-}` and an orchestrator's empty field pass "" for a variable nobody gave.
 */
export function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== "") given[name] = value;
  }
  return given;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(withoutEmpty(source));
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

/**
 * Outside production with no SESSION_SECRET: a random secret for this process,
 * so no cookie can be forged from a value in the source. (`npm start` with the
 * embedded API keeps one in DATA_DIR instead, so the demo's sessions survive a restart.)
 */
let generated: string | undefined;

/** Secrets that sign the session cookie; the first signs, all verify (rotation). */
export function sessionSecrets(): string[] {
  const configured = env().SESSION_SECRET;
  if (configured) {
    const secrets = configured
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (secrets.length) return secrets;
  }
  generated ??= randomBytes(32).toString("hex");
  return [generated];
}
