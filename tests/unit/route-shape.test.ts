/**
 * One shape for a route's server code (docs/conventions.md, "code only one route uses"): a
 * route's loader and action sit in `route.tsx`, or, when the route has server code of its own,
 * in one `route.server.ts` beside it that `route.tsx` re-exports by its full
 * `~/routes/<folder>/route.server` path. The browser build replaces each imported `.server` path
 * with an empty stand-in keyed by the path as written: `./route.server` in every folder would be
 * one stand-in shared by the pages, a file of its own on each (+0.09 KB, measured), the full path
 * keeps it inside the page's chunk. Other `.server` modules of a route folder are route.server.ts's
 * helpers; no component passes through a `.server` module.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const app = path.resolve(__dirname, "../../app");
const routes = path.join(app, "routes");
const folders = readdirSync(routes, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const read = (file: string) => readFileSync(file, "utf8");
/** Every `from "…"` specifier of a module, with the statement it ends. */
const importsOf = (source: string) =>
  [...source.matchAll(/^(import|export)\b([^;]*?)\bfrom\s+"([^"]+)"/gms)].map(([, keyword, clause, specifier]) => ({
    keyword,
    clause,
    specifier,
  }));

function serverFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFilesUnder(full);
    return /\.server\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("a route's server code", () => {
  test("route modules import their own server module by its full path, and no other module of their folder's", () => {
    const wrong: string[] = [];
    for (const folder of folders) {
      const module = readdirSync(path.join(routes, folder)).find((name) => /^route\.tsx?$/.test(name));
      if (!module) continue;
      for (const { specifier } of importsOf(read(path.join(routes, folder, module)))) {
        if (specifier.startsWith("./") && specifier.endsWith(".server"))
          wrong.push(`${folder}/${module}: ${specifier}`);
        const own = /^~\/routes\/([^/]+)\/(.+)$/.exec(specifier);
        if (own && (own[1] !== folder || own[2] !== "route.server")) wrong.push(`${folder}/${module}: ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("route.tsx takes only types from route.server.ts besides re-exporting it (no component through it)", () => {
    const wrong: string[] = [];
    for (const folder of folders) {
      const file = path.join(routes, folder, "route.tsx");
      let source: string;
      try {
        source = read(file);
      } catch {
        continue;
      }
      for (const { keyword, clause, specifier } of importsOf(source)) {
        if (!specifier.endsWith("/route.server")) continue;
        const typeOnly = /^\s*type\b/.test(clause);
        if (keyword === "import" && !typeOnly) wrong.push(`${folder}: import${clause}`);
        if (keyword === "export" && /\b[A-Z]\w*\b/.test(clause.replace(/\btype\s+\w+/g, ""))) {
          wrong.push(`${folder}: export${clause}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("a route folder's server modules are route.server.ts and helpers only it imports", () => {
    const wrong: string[] = [];
    for (const folder of folders) {
      const dir = path.join(routes, folder);
      const helpers = readdirSync(dir).filter(
        (name) => /\.server\.tsx?$/.test(name) && !/^route\.server\.ts$/.test(name),
      );
      for (const helper of helpers) {
        const stem = `./${helper.replace(/\.tsx?$/, "")}`;
        const importers = readdirSync(dir).filter((name) =>
          importsOf(read(path.join(dir, name))).some(({ specifier }) => specifier === stem),
        );
        if (importers.some((name) => name !== "route.server.ts"))
          wrong.push(`${folder}/${helper}: ${importers.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("no server module re-exports a component", () => {
    const wrong = serverFilesUnder(app).flatMap((file) =>
      importsOf(read(file))
        .filter(
          ({ keyword, clause }) => keyword === "export" && /\b[A-Z]\w*\b/.test(clause.replace(/\btype\s+\w+/g, "")),
        )
        .filter(({ specifier }) => specifier.startsWith("~/components/") || specifier.endsWith(".tsx"))
        .map(({ clause, specifier }) => `${path.relative(app, file)}: export${clause}from "${specifier}"`),
    );
    expect(wrong).toEqual([]);
  });
});
