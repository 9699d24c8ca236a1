// The framework's floor for `npm run bench:pages`: the smallest Remix app on the site's
// Remix version, compiler and future flags, built into MINIMAL_BUILD_DIR and served by remix-serve.
const buildDir = process.env.MINIMAL_BUILD_DIR ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: `${buildDir}/index.js`,
  assetsBuildDirectory: `${buildDir}/public/build`,
  cacheDirectory: `${buildDir}/.cache`,
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
