import { accessSync, constants, mkdirSync } from "node:fs";
import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * Every environment variable of the product, in one place: its parser (bounds and message), its
 * default, and the rules a start refuses (DESIGN "Configuration", docs/decisions/006). Three
 * processes read it, each the variables it uses: `npm start` (server/start.ts), the site
 * (app/platform/env.server.ts, server/serve.ts) and the embedded studio API (studio-api/main.ts).
 * A bad value stops the process with one line naming the variable. README.md's Configuration table
 * lists the same names (tests/unit/config-readme.test.ts).
 */

/** The least memory `npm start` plans a replica for (MEMORY_MB): below it the site does not start well. */
export const MIN_MEMORY_MB = 128;

/** The shortest administrator password a production start accepts. */
export const MIN_ADMIN_PASSWORD = 12;

/** The answer styles of the embedded studio API (studio-api/php-style.ts says what each does). */
export const STUDIO_API_STYLES = ["json", "php", "php-200", "php-spec"] as const;

/** Defaults a module also needs without reading the environment (its own tests, a pure helper). */
export const DEFAULTS = {
  PORT: 3000,
  // Below `docker stop`'s 10 s, so the drain, the last page views and the embedded API's stop all fit.
  SHUTDOWN_TIMEOUT_S: 8,
  // Public reads: fresh 30 s, then stale 5 min while one refresh runs (app/read-cache/cache.server.ts).
  PUBLIC_CACHE_TTL_MS: 30_000,
  PUBLIC_CACHE_STALE_MS: 5 * 60_000,
  // The last good answer of a public read, served while the API fails: 7 days (DESIGN rule 10).
  STALE_IF_ERROR_S: 7 * 24 * 60 * 60,
  CACHE_MAX_MB: 256,
  // What a CDN is told (app/edge/cache-policy.server.ts).
  PUBLIC_S_MAXAGE_S: 30,
  PUBLIC_STALE_S: 300,
  ANALYTICS_REFRESH_S: 30,
  IMAGE_CACHE_MAX_MB: 512,
  STUDIO_API_PORT: 4010,
  // 13 months: a year's figures can still be set beside the year before (studio-api/retention.ts).
  ANALYTICS_RETENTION_DAYS: 400,
} as const;

/** Where `npm start`, `npm run studio-api`, backups and the admin tools keep data when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = "data";

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

/** A whole number of `unit` (0 included), as a number. */
const whole = (unit: string) => z.string().regex(/^\d+$/, `must be a whole number of ${unit}`).transform(Number);

/** A social profile's public address (the footer's links): https only, any path. */
const profileUrl = z
  .string()
  .url()
  .refine((url) => url.startsWith("https://"), "must be an https:// address such as https://instagram.com/aniwastudio")
  .optional();

const port = z.coerce.number().int().min(1).max(65535);

/** Every variable, in the order a start reports them. */
export const variables = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(DEFAULTS.PORT),
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
  // Public read cache windows (app/read-cache/cache.server.ts); 0 turns the read cache off.
  PUBLIC_CACHE_TTL_MS: whole("milliseconds").default(String(DEFAULTS.PUBLIC_CACHE_TTL_MS)),
  PUBLIC_CACHE_STALE_MS: whole("milliseconds").default(String(DEFAULTS.PUBLIC_CACHE_STALE_MS)),
  // The last good answer of every public read, served while the API fails (app/read-cache/cache.server.ts):
  // kept STALE_IF_ERROR_S (0 turns it off) in memory and in CACHE_DIR (else DATA_DIR/read-cache, else
  // memory only; at most CACHE_MAX_MB), or in Redis with REDIS_URL.
  STALE_IF_ERROR_S: whole("seconds").default(String(DEFAULTS.STALE_IF_ERROR_S)),
  CACHE_DIR: z.string().min(1).optional(),
  CACHE_MAX_MB: whole("megabytes").default(String(DEFAULTS.CACHE_MAX_MB)),
  // Rendered public pages kept in memory (app/edge/page-cache.server.ts): PAGE_CACHE_TTL_MS, else
  // PUBLIC_CACHE_TTL_MS; 0 turns it off. What a CDN is told (app/edge/cache-policy.server.ts):
  // s-maxage=PUBLIC_S_MAXAGE_S, stale-while-revalidate=PUBLIC_STALE_S.
  PAGE_CACHE_TTL_MS: whole("milliseconds").optional(),
  PUBLIC_S_MAXAGE_S: whole("seconds").default(String(DEFAULTS.PUBLIC_S_MAXAGE_S)),
  PUBLIC_STALE_S: whole("seconds").default(String(DEFAULTS.PUBLIC_STALE_S)),
  // The week's analytics figures (app/analytics/aggregates.server.ts): the API's overview is read
  // again at most every ANALYTICS_REFRESH_S seconds. For an API without that call, per-day
  // aggregates kept on disk in ANALYTICS_CACHE_DIR, else DATA_DIR/analytics-cache, else in memory only.
  DATA_DIR: z.string().min(1).optional(),
  ANALYTICS_CACHE_DIR: z.string().min(1).optional(),
  ANALYTICS_REFRESH_S: whole("seconds").default(String(DEFAULTS.ANALYTICS_REFRESH_S)),
  // Resized images (app/images/images.server.ts): IMAGE_CACHE_DIR, else DATA_DIR/image-cache, else the
  // system's temporary folder; least recently used files go past IMAGE_CACHE_MAX_MB.
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  IMAGE_CACHE_MAX_MB: whole("megabytes").default(String(DEFAULTS.IMAGE_CACHE_MAX_MB)),
  // Operations (docs/deploy.md): log level, /metrics, draining on SIGTERM, shared rate-limit counters.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters (it guards /metrics)").optional(),
  METRICS_PORT: port.optional(),
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(0).max(600).default(DEFAULTS.SHUTDOWN_TIMEOUT_S),
  // 'Continue on WhatsApp' on the contact page and after an enquiry: an international number
  // (+233 24 123 4567); empty or unset: no link.
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
  // The footer's social links: one https:// profile address per network; unset: not shown.
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
  // OUTBOX_MAX_ENTRIES leads and OUTBOX_MAX_BYTES (50 MB) waiting for the API; beyond, a visitor gets
  // the spec's failure message. LEAD_RETENTION_DAYS: how long the site keeps a lead the API has.
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
  // The acknowledgement a visitor gets by e-mail for a contact or an enquiry, with SMTP_URL
  // (app/leads/acknowledgement.server.ts): '0' sends none; at most ACKNOWLEDGEMENTS_PER_DAY a day
  // (and one per address an hour), so the form cannot be used to mail strangers.
  LEAD_ACKNOWLEDGEMENTS: z.enum(["0", "1"], { message: "must be 0 or 1" }).default("1"),
  ACKNOWLEDGEMENTS_PER_DAY: z
    .string()
    .regex(/^[1-9]\d*$/, "must be a whole number above 0")
    .transform(Number)
    .default("200"),
  // The studio's working hours on its Accra clock (app/leads/business-hours.server.ts), and how many
  // working minutes a lead may wait for its first reply (the acknowledgement's promise).
  BUSINESS_HOURS: z
    .string()
    .regex(
      /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun))? [0-2]\d:[0-5]\d-[0-2]\d:[0-5]\d(?:; ?(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun))? [0-2]\d:[0-5]\d-[0-2]\d:[0-5]\d)*$/,
      "must be days and hours like 'Mon-Fri 08:00-18:00; Sat 09:00-16:00'",
    )
    .default("Mon-Fri 08:00-18:00; Sat 09:00-16:00"),
  REPLY_WITHIN_MINUTES: z
    .string()
    .regex(/^[1-9]\d*$/, "must be a whole number of minutes above 0")
    .transform(Number)
    .default("60"),
  // The reply clock (app/leads/reply-clock.server.ts): a contact or an enquiry still without a reply
  // after this many working minutes sends the admin one reminder (with SMTP_URL); '0' sends none.
  REPLY_REMINDER_MINUTES: z
    .string()
    .regex(/^\d+$/, "must be a whole number of minutes (0 for no reminders)")
    .transform(Number)
    .default("60"),

  // The site's server (server/serve.ts, server/start.ts): the address it listens on (unset: every
  // interface), and where the build is (remix.config.js writes it there).
  HOST: z.string().min(1).optional(),
  BUILD_DIR: z.string().min(1).optional(),
  // The memory `npm start` sizes its children's heaps for (server/memory.ts): unset, the container's
  // limit, else 512; 0 leaves V8's own sizing (from the host's RAM).
  MEMORY_MB: whole("megabytes")
    .refine((mb) => mb === 0 || mb >= MIN_MEMORY_MB, `must be 0 or at least ${MIN_MEMORY_MB} megabytes`)
    .optional(),

  // The embedded studio API (studio-api/main.ts, started by `npm start` without STUDIO_API_URL).
  DEMO: z.enum(["0", "1"], { message: "must be 1 or unset" }).optional(),
  ADMIN_EMAIL: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  STUDIO_API_PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a port number")
    .min(0, "must be a port number")
    .max(65535, "must be a port number")
    .default(DEFAULTS.STUDIO_API_PORT),
  STUDIO_API_STYLE: z
    .enum(STUDIO_API_STYLES, { message: `must be one of ${STUDIO_API_STYLES.join(", ")}` })
    .default("json"),
  // Fault injection for tests: refused with NODE_ENV=production (startupProblem below).
  STUDIO_API_FAULTS: z.string().optional(),
  ANALYTICS_RETENTION_DAYS: z
    .string()
    .regex(/^\d+$/, "must be a whole number of days (0 keeps every event)")
    .transform(Number)
    .refine(Number.isSafeInteger, "must be a whole number of days (0 keeps every event)")
    .default(String(DEFAULTS.ANALYTICS_RETENTION_DAYS)),
};

export type VariableName = keyof typeof variables;

const all = z.object(variables);

/** What the site reads (app/platform/env.server.ts), with the rules between its variables. */
export const siteSchema = all
  .pick({
    NODE_ENV: true,
    PORT: true,
    STUDIO_API_URL: true,
    STUDIO_API_TOKEN: true,
    ANALYTICS_API_TOKEN: true,
    ANALYTICS_TRACK_PATH: true,
    SESSION_SECRET: true,
    SITE_URL: true,
    TRUST_PROXY: true,
    PUBLIC_CACHE_TTL_MS: true,
    PUBLIC_CACHE_STALE_MS: true,
    STALE_IF_ERROR_S: true,
    CACHE_DIR: true,
    CACHE_MAX_MB: true,
    PAGE_CACHE_TTL_MS: true,
    PUBLIC_S_MAXAGE_S: true,
    PUBLIC_STALE_S: true,
    DATA_DIR: true,
    ANALYTICS_CACHE_DIR: true,
    ANALYTICS_REFRESH_S: true,
    IMAGE_CACHE_DIR: true,
    IMAGE_CACHE_MAX_MB: true,
    LOG_LEVEL: true,
    METRICS_TOKEN: true,
    METRICS_PORT: true,
    SHUTDOWN_TIMEOUT_S: true,
    STUDIO_WHATSAPP: true,
    STUDIO_INSTAGRAM_URL: true,
    STUDIO_PINTEREST_URL: true,
    STUDIO_LINKEDIN_URL: true,
    STUDIO_FACEBOOK_URL: true,
    REDIS_URL: true,
    SMTP_URL: true,
    LEADS_EMAIL_TO: true,
    ADMIN_2FA: true,
    LEADS_EMAIL_FROM: true,
    SIGN_IN_NOTICE_TO: true,
    OUTBOX_MAX_ENTRIES: true,
    OUTBOX_MAX_BYTES: true,
    LEAD_RETENTION_DAYS: true,
    LEAD_ACKNOWLEDGEMENTS: true,
    ACKNOWLEDGEMENTS_PER_DAY: true,
    BUSINESS_HOURS: true,
    REPLY_WITHIN_MINUTES: true,
    REPLY_REMINDER_MINUTES: true,
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

export type SiteEnv = z.infer<typeof siteSchema>;

/** What the site's server process reads around the build (server/serve.ts). */
export const serveSchema = all.pick({
  PORT: true,
  HOST: true,
  METRICS_PORT: true,
  TRUST_PROXY: true,
  SHUTDOWN_TIMEOUT_S: true,
});

/** What `npm start` reads before it starts anything (server/start.ts); DEMO is checked by startupProblem. */
export const startSchema = all.pick({ PORT: true, BUILD_DIR: true, MEMORY_MB: true });

/** What the embedded studio API reads (studio-api/main.ts), in the order it names a problem. */
export const studioApiSchema = all.pick({
  STUDIO_API_TOKEN: true,
  ANALYTICS_API_TOKEN: true,
  STUDIO_API_STYLE: true,
  STUDIO_API_PORT: true,
  ANALYTICS_RETENTION_DAYS: true,
});

/**
 * Variables set to an empty (or blank) string count as unset, so defaults apply: compose's
 * `${SITE_URL:-}` and an orchestrator's empty field pass "" for a variable nobody gave. `npm start`
 * hands this to the embedded API and the site.
 */
export function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== "") given[name] = value;
  }
  return given;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; name: string; problem: string };

/** `source` without empty variables, parsed by `schema`; a failure as the variable's name and what is wrong. */
export function readEnv<T extends z.ZodTypeAny>(
  schema: T,
  source: Record<string, string | undefined>,
): ParseResult<z.infer<T>> {
  const result = schema.safeParse(withoutEmpty(source));
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const name = issue.path.join(".") || "environment";
  const problem = issue.code === "invalid_type" && issue.received === "undefined" ? "is not set" : issue.message;
  return { ok: false, name, problem };
}

/** `readEnv`, throwing `Configuration error: NAME problem` (the line the site and `npm start` print). */
export function parseOrThrow<T extends z.ZodTypeAny>(
  schema: T,
  source: Record<string, string | undefined>,
): z.infer<T> {
  const result = readEnv(schema, source);
  if (result.ok) return result.value;
  throw new Error(`Configuration error: ${result.name} ${result.problem}`);
}

/** The site's configuration, or the one line naming what is wrong. */
export const parseSiteEnv = (source: Record<string, string | undefined>): SiteEnv => parseOrThrow(siteSchema, source);

/**
 * What is wrong with the administrator's credentials for a real (production) start, or null:
 * both set, the password at least MIN_ADMIN_PASSWORD characters.
 */
export function adminCredentialProblem(email?: string, password?: string): string | null {
  if (!email?.trim()) return "ADMIN_EMAIL is not set";
  if (!password) return "ADMIN_PASSWORD is not set";
  if (password.length < MIN_ADMIN_PASSWORD) return `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD} characters`;
  return null;
}

/** `npm start` runs production unless NODE_ENV says otherwise (the site itself defaults to development). */
export const startNodeEnv = (env: Record<string, string | undefined>) => env.NODE_ENV ?? "production";

/**
 * What stops `npm start`, as one line, or null when it may go on: production refuses unsafe
 * defaults (docs/decisions/006-demo-mode-and-production-defaults.md).
 */
export function startupProblem(source: Record<string, string | undefined>): string | null {
  const env = withoutEmpty(source);
  const production = startNodeEnv(env) === "production";
  const demo = env.DEMO?.trim() ?? "";
  const demoCheck = readEnv(all.pick({ DEMO: true }), { DEMO: demo });
  if (!demoCheck.ok) return `Configuration error: DEMO ${demoCheck.problem}, got '${demo}'`;
  if (production && env.STUDIO_API_FAULTS === "1") {
    return "Configuration error: STUDIO_API_FAULTS=1 is not allowed with NODE_ENV=production (fault injection is for tests, which run with NODE_ENV=test)";
  }
  if (!production || demo === "1") return null;
  if (!env.STUDIO_API_URL) {
    const why = "required with NODE_ENV=production and the embedded studio API; DEMO=1 runs the public demo instead";
    const credentials = adminCredentialProblem(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (credentials) return `Configuration error: ${credentials} (${why})`;
  }
  // Too low and every visitor behind a proxy shares one sign-in and form budget; too high and
  // clients choose their own address (docs/decisions/005): the operator says which, every time.
  if (env.TRUST_PROXY === undefined) {
    return "Configuration error: TRUST_PROXY is not set (required with NODE_ENV=production: the number of proxies in front that append to X-Forwarded-For, 0 when clients connect directly)";
  }
  return null;
}

/**
 * What a production start says once and goes on with: SITE_URL unset makes each request's Host
 * header the canonical origin of pages a CDN may share.
 */
export function startupWarnings(source: Record<string, string | undefined>): string[] {
  const env = withoutEmpty(source);
  if (startNodeEnv(env) !== "production" || env.SITE_URL) return [];
  return [
    "SITE_URL is not set: canonical URLs, the sitemap, the feed and link previews follow each request's Host header, which a shared cache may hand to every visitor; set SITE_URL to the public origin (https://aniwa.studio)",
  ];
}

/**
 * One line when the embedded API cannot keep its data in `dir`, e.g. a bind mount owned by root
 * while the container runs as `node` (uid 1000); null when it can.
 */
export function dataDirProblem(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.X_OK);
    return null;
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : String(error);
    return `Configuration error: DATA_DIR ${dir} is not writable by this process (uid ${process.getuid?.()}, ${code}): give the folder to that user (a bind mount in the image: chown 1000:1000 it) or use a named volume`;
  }
}
