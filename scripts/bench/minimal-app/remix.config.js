// The framework's floor for `npm run bench:pages`: the smallest Remix app on the site's
// Remix version, compiler and future flags (read from the site's remix.config.js, so the two cannot
// drift), built into MINIMAL_BUILD_DIR and served by remix-serve.
import site from "../../../remix.config.js";

const buildDir = process.env.MINIMAL_BUILD_DIR ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: `${buildDir}/index.js`,
  assetsBuildDirectory: `${buildDir}/public/build`,
  cacheDirectory: `${buildDir}/.cache`,
  serverModuleFormat: "esm",
  future: site.future,
};
