import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { E2E } from "./support/env";
import { PUBLIC_ROUTES } from "./support/routes";

const SECRETS = [E2E.apiToken, E2E.analyticsToken];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test("no bearer token reaches the client build", () => {
  const files = filesUnder(path.resolve(process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/public` : "public/build"));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const content = readFileSync(file, "utf8");
    for (const secret of SECRETS) expect(content.includes(secret), `${file} holds a token`).toBe(false);
  }
});

test("no bearer token appears in any public page, its headers or its loader data", async ({ request }) => {
  for (const route of PUBLIC_ROUTES) {
    // The document, and the single-fetch data a client navigation would read.
    for (const url of [route, route === "/" ? "/_root.data" : `${route}.data`]) {
      const response = await request.get(url);
      const headers = JSON.stringify(response.headers());
      const body = await response.text();
      for (const secret of SECRETS) {
        expect(body.includes(secret), `${url} body`).toBe(false);
        expect(headers.includes(secret), `${url} headers`).toBe(false);
      }
    }
  }
});
