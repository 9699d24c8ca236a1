// One log line of the processes around the build (the supervisor, the site before its logger, the
// embedded API's relayed output): one JSON object, as the site's own log writes (docs/deploy.md,
// "Logs"), unless a person watches a terminal, who reads the plain text.

export type LogLevel = "debug" | "info" | "warn" | "error";

export const JSON_LINES = !process.stdout.isTTY;

export function logLine(level: LogLevel, msg: string, service: string): string {
  return JSON_LINES ? JSON.stringify({ level, time: new Date().toISOString(), service, msg }) : msg;
}
