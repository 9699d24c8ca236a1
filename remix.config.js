// BUILD_DIR lets several checkouts' test runs build side by side without
// overwriting each other (default: build/ and public/build/).
const buildDir = process.env.BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/index.js` : "build/index.js",
  assetsBuildDirectory: buildDir ? `${buildDir}/public` : "public/build",
  cacheDirectory: buildDir ? `${buildDir}/.cache` : ".cache",
  ignoredRouteFiles: ["**/.*", "**/__*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^remix-utils/, /^@conform-to/, /^isbot/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // The docs tie these two to the Vite plugin; with the classic compiler
    // both work at run time (docs/decisions/002-classic-compiler.md).
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
