import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirProblem, startupProblem, startupWarnings } from "../../config/env";
import { startStudioApi } from "../../studio-api/index";
import { isPrivateHost, parseEnv } from "~/platform/env.server";

/** Decision 006: a production start refuses unsafe defaults, with one clear line each. */

const startScript = fileURLToPath(new URL("../../server/start.ts", import.meta.url));

/** `npm start` as an operator would run it, with only the given variables. */
function npmStart(env: Record<string, string> & { NODE_ENV: "production" }) {
  const result = spawnSync(process.execPath, ["--import", "tsx", startScript, "--no-build"], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  // Not a terminal: each line is a JSON object (docs/deploy.md); its `msg` is the line a person reads.
  const lines = result.stderr.trim().split("\n").filter(Boolean);
  const said = lines.map((line) => (JSON.parse(line) as { level: string; msg: string }).msg);
  return { code: result.status, stderr: said.join("\n"), lines: lines.length };
}

describe("npm start in production", () => {
  it("exits non-zero with one line when the embedded API would use the demo login", () => {
    const result = npmStart({ NODE_ENV: "production" });
    expect(result.code).toBe(1);
    expect(result.lines).toBe(1);
    expect(result.stderr).toBe(
      "Configuration error: ADMIN_EMAIL is not set (required with NODE_ENV=production and the embedded studio API; DEMO=1 runs the public demo instead)",
    );
  });

  it("names a short password, and refuses fault injection", () => {
    const short = npmStart({ NODE_ENV: "production", ADMIN_EMAIL: "owner@studio.test", ADMIN_PASSWORD: "short-pass" });
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^Configuration error: ADMIN_PASSWORD must be at least 12 characters/);
    const faults = npmStart({ NODE_ENV: "production", STUDIO_API_FAULTS: "1", DEMO: "1" });
    expect(faults.code).toBe(1);
    expect(faults.stderr).toMatch(/^Configuration error: STUDIO_API_FAULTS=1 is not allowed with NODE_ENV=production/);
  });

  it("lets DEMO=1, real credentials, an external API, or a test server through", () => {
    expect(startupProblem({ NODE_ENV: "production", DEMO: "1" })).toBeNull();
    const admin = { ADMIN_EMAIL: "owner@studio.test", ADMIN_PASSWORD: "a-long-passphrase" };
    expect(startupProblem({ NODE_ENV: "production", TRUST_PROXY: "0", ...admin })).toBeNull();
    const api = { STUDIO_API_URL: "https://api.studio.test/" };
    expect(startupProblem({ NODE_ENV: "production", TRUST_PROXY: "1", ...api })).toBeNull();
    expect(startupProblem({ NODE_ENV: "test", STUDIO_API_FAULTS: "1" })).toBeNull();
    expect(startupProblem({ NODE_ENV: "production", DEMO: "yes" })).toMatch(/DEMO must be 1 or unset/);
  });
});

describe("operator settings a production start asks for (decision 006)", () => {
  const admin = { NODE_ENV: "production", ADMIN_EMAIL: "owner@studio.test", ADMIN_PASSWORD: "a-long-passphrase" };

  it("refuses to guess TRUST_PROXY, as the README and the image say; the demo keeps 0", () => {
    const line =
      "Configuration error: TRUST_PROXY is not set (required with NODE_ENV=production: the number of proxies in front that append to X-Forwarded-For, 0 when clients connect directly)";
    expect(startupProblem(admin)).toBe(line);
    expect(startupProblem({ NODE_ENV: "production", STUDIO_API_URL: "https://api.studio.test/" })).toBe(line);
    expect(startupProblem({ ...admin, TRUST_PROXY: "" })).toBe(line);
    expect(startupProblem({ NODE_ENV: "production", DEMO: "1" })).toBeNull();
    expect(startupProblem({ NODE_ENV: "test" })).toBeNull();
  });

  it("drains within docker stop's 10 s unless told otherwise", () => {
    const env = { STUDIO_API_URL: "https://api.studio.example/", STUDIO_API_TOKEN: "t", ANALYTICS_API_TOKEN: "a" };
    expect(parseEnv({ ...env, SESSION_SECRET: "s", NODE_ENV: "production" }).SHUTDOWN_TIMEOUT_S).toBeLessThan(10);
  });

  it("says in one line when DATA_DIR cannot be written", () => {
    const dir = mkdtempSync(join(tmpdir(), "studio-data-dir-"));
    writeFileSync(join(dir, "file"), "");
    expect(dataDirProblem(join(dir, "data"))).toBeNull();
    expect(dataDirProblem(join(dir, "file", "data"))).toMatch(
      /^Configuration error: DATA_DIR .*file\/data is not writable by this process \(uid \d+, ENOTDIR\): give the folder to that user/,
    );
    // The whole start says only that: not the SITE_URL warning first (a demo without SITE_URL).
    const start = npmStart({ NODE_ENV: "production", DEMO: "1", DATA_DIR: join(dir, "file", "data") });
    expect(start.code).toBe(1);
    expect(start.lines).toBe(1);
    expect(start.stderr).toMatch(/^Configuration error: DATA_DIR .* is not writable/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("the embedded API in production", () => {
  const nodeEnv = process.env.NODE_ENV;
  const dataDir = mkdtempSync(join(tmpdir(), "studio-prod-start-"));
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const options = { port: 0, dataDir, token: "t", analyticsToken: "a", log: () => {} };

  it("never enables /__faults, and refuses the demo login unless DEMO is set", async () => {
    process.env.NODE_ENV = "production";
    const strong = { adminEmail: "owner@studio.test", adminPassword: "a-long-passphrase" };
    await expect(startStudioApi({ ...options, ...strong, faults: true })).rejects.toThrow(/STUDIO_API_FAULTS=1/);
    await expect(startStudioApi(options)).rejects.toThrow(/ADMIN_EMAIL is not set/);
    const demo = await startStudioApi({ ...options, demo: true });
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("the site's configuration", () => {
  const base = { STUDIO_API_TOKEN: "t", ANALYTICS_API_TOKEN: "a", SESSION_SECRET: "s", NODE_ENV: "production" };

  it("requires https:// for the API in production unless it is loopback or private", () => {
    expect(() => parseEnv({ ...base, STUDIO_API_URL: "http://api.studio.example/" })).toThrow(
      /^Configuration error: STUDIO_API_URL must be https:\/\//,
    );
    for (const url of [
      "https://api.studio.example/",
      "http://127.0.0.1:4010/",
      "http://10.0.0.5/",
      "http://php-api/",
    ]) {
      expect(parseEnv({ ...base, STUDIO_API_URL: url }).STUDIO_API_URL).toBe(url);
    }
    expect(parseEnv({ ...base, NODE_ENV: "development", STUDIO_API_URL: "http://api.studio.example/" })).toBeTruthy();
    expect(isPrivateHost(new URL("http://[::1]:4010/"))).toBe(true);
    expect(isPrivateHost(new URL("http://172.32.0.1/"))).toBe(false);
  });

  it("takes TRUST_PROXY as a number of hops, 0 by default", () => {
    const env = { ...base, STUDIO_API_URL: "https://api.studio.example/" };
    expect(parseEnv(env).TRUST_PROXY).toBe(0);
    expect(parseEnv({ ...env, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ ...env, TRUST_PROXY: "yes" })).toThrow(/^Configuration error: TRUST_PROXY must be/);
  });
});

describe("a production start without SITE_URL", () => {
  it("warns in one line that canonical URLs follow the Host header; with SITE_URL, or outside production, nothing", () => {
    const production = { NODE_ENV: "production", TRUST_PROXY: "1", STUDIO_API_URL: "https://api.studio.test/" };
    const warnings = startupWarnings(production);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^SITE_URL is not set: canonical URLs.* follow each request's Host header/);
    expect(startupWarnings({ ...production, SITE_URL: "" })).toEqual(warnings);
    expect(startupWarnings({ ...production, SITE_URL: "https://aniwa.studio" })).toEqual([]);
    expect(startupWarnings({ NODE_ENV: "test" })).toEqual([]);
  });
});
