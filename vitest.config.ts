import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/contract/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      STUDIO_API_URL: "http://127.0.0.1:9/",
      STUDIO_API_TOKEN: "unit-api-token",
      ANALYTICS_API_TOKEN: "unit-analytics-token",
      SESSION_SECRET: "unit-secret",
    },
  },
});
