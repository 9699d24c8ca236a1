/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/__*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^remix-utils/, /^@conform-to/, /^isbot/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Both need the Vite plugin according to the Remix docs; see
    // docs/decisions/002-classic-compiler.md for what we checked.
    v3_singleFetch: false,
    v3_lazyRouteDiscovery: false,
  },
};
