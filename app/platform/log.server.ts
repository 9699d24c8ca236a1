import { createRequire } from "node:module";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "~/platform/env.server";
import { currentRequest } from "~/platform/request-scope.server";

/**
 * The site's one logger (pino): a JSON line per request and per warning or
 * error on stdout, where a log shipper reads it (docs/deploy.md). Only when a
 * person runs the server in a terminal, and the development-only pino-pretty
 * is installed, are the lines pretty-printed instead.
 *
 * Nothing here is given a header, a cookie or a body: request lines carry the
 * path with secret-looking query values masked (`safePath`), and `redact`
 * masks the usual secret field names should one ever be passed by mistake.
 */

const REDACT = [
  "password",
  "token",
  "cookie",
  "authorization",
  "*.password",
  "*.token",
  "*.cookie",
  "*.authorization",
  "headers",
  "*.headers",
  "body",
  "*.body",
];

/** Query keys whose values never reach a log line. */
const SECRET_KEY = /pass|token|secret|key|auth|code|session|sig|email|csrf/i;

/** The path and query of a URL, each secret-looking query value replaced by `[redacted]`. */
export function safePath(url: string | URL): string {
  const parsed = typeof url === "string" ? new URL(url, "http://local") : url;
  const query = [...parsed.searchParams].map(([key, value]) =>
    SECRET_KEY.test(key)
      ? `${encodeURIComponent(key)}=[redacted]`
      : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return query.length ? `${parsed.pathname}?${query.join("&")}` : parsed.pathname;
}

/** pino-pretty as an in-process stream, when a person is watching a terminal and it is installed. */
function prettyStream(): DestinationStream | null {
  if (!process.stdout.isTTY) return null;
  try {
    const require = createRequire(import.meta.url);
    const pretty = require("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  } catch {
    return null;
  }
}

/** Each line goes through process.stdout.write (tests and process managers read it there). */
const stdout: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

export function createLogger(
  destination: DestinationStream = prettyStream() ?? stdout,
  level = env().LOG_LEVEL,
): Logger {
  return pino(
    {
      level,
      base: { service: "site" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: "[redacted]" },
      formatters: { level: (label) => ({ level: label }) },
      // Every line written while a request runs names that request.
      mixin: () => {
        const id = currentRequest()?.id;
        return id ? { requestId: id } : {};
      },
    },
    destination,
  );
}

let current: Logger | undefined;

export function logger(): Logger {
  current ??= createLogger();
  return current;
}

const LEVELS = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;

/**
 * Sends the app's and the libraries' console lines through the logger, so
 * every warning and error is one JSON line too (called once by the server
 * entry, server/serve.ts). An Error argument keeps its stack as `err`.
 */
export function captureConsole(): void {
  for (const [method, level] of Object.entries(LEVELS) as [
    keyof typeof LEVELS,
    (typeof LEVELS)[keyof typeof LEVELS],
  ][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.map((arg) => (arg instanceof Error ? arg.message : arg)));
      if (error) logger()[level]({ err: error }, message);
      else logger()[level](message);
    };
  }
}
