import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assetsDirectory, buildDirectory } from "../../../server/build";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The server bundle of this checkout's build: BUILD_DIR/index.js, or build/index.js. */
export const serverBuildPath = path.join(buildDirectory(), "index.js");

/** Where the browser assets of that build go (see remix.config.js). */
export const assetsBuildDir = assetsDirectory();

/**
 * `npm run build` (server/build.ts: remix build and the precompressed assets) into BUILD_DIR (a
 * few seconds), so the tests run the current sources; with
 * E2E_REUSE_BUILD=1 an existing build is used as it is (rerunning a slice against a build made
 * before someone else's half-done edit).
 */
export function buildSite(): void {
  if (process.env.E2E_REUSE_BUILD === "1" && existsSync(serverBuildPath)) return;
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "server", "build.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
}
