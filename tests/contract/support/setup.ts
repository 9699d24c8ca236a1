import { afterAll, beforeAll } from "vitest";
import { Client, expectBody } from "./client";
import { CategoryList } from "./contract";
import type { ApiStyle } from "../../../studio-api/php-style";
import { runId, startTarget, type Target } from "./target";

export interface Suite {
  target: Target;
  api: Client;
}

/** Starts the target before the file's tests and stops it after; fields are set in beforeAll. */
export function useTarget(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    // Our exact contract unless CONTRACT_API_STYLE names another (php-spec: none of our extensions).
    suite.target = await startTarget({ style: process.env.CONTRACT_API_STYLE as ApiStyle | undefined });
    suite.api = new Client(suite.target);
  }, 60_000);
  afterAll(async () => {
    await suite.target?.stop();
  });
  return suite;
}

/** Creates a category unique to this run and returns its stored (hyphenated) title and id. */
export async function createCategory(api: Client, name: string): Promise<{ id: number; title: string }> {
  const title = `${name}-${runId}`;
  const created = await api.post("categories/create.php", { json: { title } });
  if (created.status !== 200) throw new Error(`Could not create category ${title}: ${created.text}`);
  const { records } = expectBody(await api.get("categories/categories.php"), 200, CategoryList);
  const record = records.find((category) => category.title === title);
  if (!record) throw new Error(`Category ${title} not listed after creation`);
  return record;
}
