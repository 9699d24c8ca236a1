import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startupProblem } from "../../server/preflight.mjs";
import { startStudioApi } from "../../studio-api/index";
import { isPrivateHost, parseEnv } from "~/env.server";

/** Issue 13 §1: a production start refuses unsafe defaults, with one clear line each. */

const startScript = fileURLToPath(new URL("../../server/start.mjs", import.meta.url));

/** `npm start` as an operator would run it, with only the given variables. */
function npmStart(env: Record<string, string> & { NODE_ENV: "production" }) {
  const result = spawnSync(process.execPath, [startScript, "--no-build"], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: result.status, stderr: result.stderr };
}

describe("npm start in production", () => {
  it("exits non-zero with one line when the embedded API would use the demo login", () => {
    const result = npmStart({ NODE_ENV: "production" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
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
    expect(
      startupProblem({ NODE_ENV: "production", ADMIN_EMAIL: "owner@studio.test", ADMIN_PASSWORD: "a-long-passphrase" }),
    ).toBeNull();
    expect(startupProblem({ NODE_ENV: "production", STUDIO_API_URL: "https://api.studio.test/" })).toBeNull();
    expect(startupProblem({ NODE_ENV: "test", STUDIO_API_FAULTS: "1" })).toBeNull();
    expect(startupProblem({ NODE_ENV: "production", DEMO: "yes" })).toMatch(/DEMO must be 1 or unset/);
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
