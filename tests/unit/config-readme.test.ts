import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { variables } from "../../config/env";

/**
 * README.md's Configuration table and the one schema (config/env.ts) name the same variables: a
 * variable added to either without the other fails here. A row may name several (`A`, `B`).
 */
const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

function readmeVariables(): string[] {
  const section = /^## Configuration\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "";
  const rows = section.split("\n").filter((line) => /^\| `/.test(line));
  return rows.flatMap((row) => [...row.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
}

describe("README.md's Configuration table", () => {
  const documented = readmeVariables();
  const schema = Object.keys(variables);

  it("is found, one row per variable or group", () => {
    expect(documented.length).toBeGreaterThan(10);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("names every variable of the schema", () => {
    expect(schema.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names no variable the schema does not have", () => {
    expect(documented.filter((name) => !schema.includes(name))).toEqual([]);
  });
});
