import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";

/**
 * What is kept in DATA_DIR (messages, e-mail and IP addresses in the database and its
 * WAL, uploads, analytics day files, resized images) is readable by the site's own user only:
 * files 0600, folders 0700, whatever the umask. The session secret: tests/unit/supervisor.test.ts.
 */

const dataDir = join(mkdtempSync(join(tmpdir(), "studio-modes-")), "data");
const token = "modes-token";
let api: StudioApi;
const umask = process.umask(0o022);

beforeAll(async () => {
  api = await startStudioApi({ dataDir, token, analyticsToken: "a", demo: true, log: () => undefined });
  process.env.STUDIO_API_URL = api.url;
  process.env.STUDIO_API_TOKEN = token;
});

afterAll(async () => {
  await api?.close();
  process.umask(umask);
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `dir` (itself included) with its mode, as `path: 0oNNN`. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = { [dir]: mode(dir).toString(8) };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    found[file] = mode(file).toString(8);
  }
  return found;
}

describe("DATA_DIR's modes", () => {
  it("keeps the database, its WAL and the uploads to the API's own user", async () => {
    // A write, so the WAL holds something.
    const response = await fetch(new URL("forms/newsletter.php", api.url), {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "reader@example.com" }),
    });
    expect(response.status).toBe(201);
    const found = modes(dataDir);
    for (const name of ["studio.db", "studio.db-wal", "studio.db-shm"]) expect(found[join(dataDir, name)]).toBe("600");
    expect(Object.keys(found).filter((file) => file.includes("/uploads/")).length).toBeGreaterThan(3);
    for (const [file, octal] of Object.entries(found)) {
      expect(`${file}: ${octal}`).toBe(`${file}: ${statSync(file).isDirectory() ? "700" : "600"}`);
    }
  });

  it("keeps analytics day files and resized images to the site's own user", async () => {
    const { DayStore } = await import("~/services/analytics-days.server");
    const { DiskCache } = await import("~/platform/disk-cache.server");
    const daysDir = join(dataDir, "analytics-cache", "api");
    const store = new DayStore({ refreshMs: 30_000, dir: daysDir });
    await store.get("2026-01-05", 0, { email: "admin@example.com" });
    await store.idle();
    const images = new DiskCache(join(dataDir, "image-cache"), 1_000_000);
    await images.put("photo-640", "webp", new Uint8Array([1, 2, 3]));
    const found = { ...modes(join(dataDir, "analytics-cache")), ...modes(join(dataDir, "image-cache")) };
    expect(found[join(daysDir, "2026-01-05.json")]).toBe("600");
    expect(found[join(dataDir, "image-cache", "photo-640.webp")]).toBe("600");
    for (const [file, octal] of Object.entries(found)) {
      expect(`${file}: ${octal}`).toBe(`${file}: ${statSync(file).isDirectory() ? "700" : "600"}`);
    }
  });
});
