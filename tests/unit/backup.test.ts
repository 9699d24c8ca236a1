import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDataDir, restoreDataDir } from "../../studio-api/backup";
import { startStudioApi, type StudioApi } from "../../studio-api/index";

/**
 * `npm run backup -- --out PATH` and `npm run restore -- PATH` (studio-api/backup-cli.ts)
 * round trip while the embedded API is serving and taking writes.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "studio-backup-"));
const dataDir = join(work, "data");
const token = "backup-token";
let api: StudioApi;
let restoredApi: StudioApi | undefined;

beforeAll(async () => {
  api = await startStudioApi({ dataDir, token, analyticsToken: "a", demo: true, log: () => undefined });
});
afterAll(async () => {
  await api?.close();
  await restoredApi?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The CLI as `npm run backup|restore` runs it, asynchronously so the API keeps serving meanwhile. */
function cli(args: string[], DATA_DIR: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, "studio-api", "backup-cli.ts"), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "test", DATA_DIR, INIT_CWD: work },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const subscribe = (email: string) =>
  fetch(new URL("forms/newsletter.php", api.url), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });

describe("backup and restore", () => {
  it("round-trips DATA_DIR taken while the API writes, and never restores over data", async () => {
    let acknowledged = 0;
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        if ((await subscribe(`reader${i}@example.com`)).status === 201) acknowledged += 1;
      }
    })();
    while (acknowledged < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = acknowledged;
    const backup = await cli(["backup", "--out", "nightly"], dataDir);
    const after = acknowledged;
    writing = false;
    await writes;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/^Backed up .* to .*nightly: \d+ files/);
    expect(after).toBeGreaterThan(before); // the API kept answering writes during the backup

    const restored = join(work, "restored");
    const restore = await cli(["restore", "nightly"], restored);
    expect(restore.code, restore.output).toBe(0);

    const db = new Database(join(restored, "studio.db"), { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const subscribers = count("SELECT COUNT(*) AS n FROM newsletter_subscribers");
    const images = db
      .prepare("SELECT image_path AS path FROM blogs UNION ALL SELECT path FROM product_images")
      .all() as { path: string }[];
    db.close();
    expect(subscribers).toBeGreaterThanOrEqual(before);
    expect(subscribers).toBeLessThanOrEqual(after);
    expect(images.length).toBeGreaterThan(3);
    expect(images.filter((image) => !existsSync(join(restored, image.path)))).toEqual([]);

    // The restored folder serves: the API opens it and answers an upload.
    restoredApi = await startStudioApi({ dataDir: restored, token, analyticsToken: "a", demo: true, log: () => {} });
    expect((await fetch(new URL(images[0].path, restoredApi.url))).status).toBe(200);

    // A DATA_DIR with anything in it is never overwritten, nor is a backup.
    expect(() => restoreDataDir(join(work, "nightly"), restored)).toThrow(
      /^DATA_DIR .*restored is not empty: refusing to overwrite it$/,
    );
    await expect(backupDataDir(dataDir, join(work, "nightly"))).rejects.toThrow(/backup folder .*nightly is not empty/);
  }, 60_000);

  it("takes the site's lead outbox (not its leases or temporary files) and admin/; restore takes only what a backup writes", async () => {
    const site = join(work, "site-data");
    const write = (path: string, text = "{}") => {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), text);
    };
    // A site in front of a PHP API: no database of its own, only its record of leads and the admin's records.
    write("outbox/leads/pending/0b6f0c3e-1111-4a5b-8c9d-000000000001.json", '{"id":"waiting"}');
    write("outbox/leads/delivered/0b6f0c3e-1111-4a5b-8c9d-000000000002.json", '{"id":"delivered"}');
    write("outbox/leads/marks/0b6f0c3e-1111-4a5b-8c9d-000000000002.json", '{"status":"replied"}');
    write("outbox/leads/leases/0b6f0c3e-1111-4a5b-8c9d-000000000001", "");
    write("outbox/leads/pending/.half-written.123.tmp", "{");
    write("admin/sessions.json", '{"sessions":[]}');
    write("admin/second-factor.json", '{"enrolled":false}');
    write("admin/kept/form-1.json", '{"text":"half a post"}');
    write("read-cache/page.json", "{}");

    const backup = await cli(["backup", "--out", "site-backup"], site);
    expect(backup.code, backup.output).toBe(0);
    const copied = join(work, "site-backup");
    expect(existsSync(join(copied, "outbox/leads/pending/0b6f0c3e-1111-4a5b-8c9d-000000000001.json"))).toBe(true);
    expect(existsSync(join(copied, "outbox/leads/marks/0b6f0c3e-1111-4a5b-8c9d-000000000002.json"))).toBe(true);
    expect(existsSync(join(copied, "admin/sessions.json"))).toBe(true);
    expect(existsSync(join(copied, "admin/second-factor.json"))).toBe(true);
    expect(existsSync(join(copied, "admin/kept"))).toBe(false);
    expect(existsSync(join(copied, "outbox/leads/leases"))).toBe(false);
    expect(existsSync(join(copied, "outbox/leads/pending/.half-written.123.tmp"))).toBe(false);
    expect(existsSync(join(copied, "read-cache"))).toBe(false);

    // Something put beside the backup's files, or among the admin's records, is not restored.
    writeFileSync(join(copied, "stray.sh"), "echo planted");
    writeFileSync(join(copied, "admin/authorized_keys"), "ssh-ed25519 planted");
    const restore = await cli(["restore", "site-backup"], join(work, "site-restored"));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/left out, not written by a backup: .*stray\.sh/);
    expect(restore.output).toContain("admin/authorized_keys");
    expect(existsSync(join(work, "site-restored", "stray.sh"))).toBe(false);
    expect(existsSync(join(work, "site-restored", "admin/authorized_keys"))).toBe(false);
    expect(existsSync(join(work, "site-restored", "admin/second-factor.json"))).toBe(true);
    expect(
      readFileSync(
        join(work, "site-restored", "outbox/leads/delivered/0b6f0c3e-1111-4a5b-8c9d-000000000002.json"),
        "utf8",
      ),
    ).toBe('{"id":"delivered"}');
    expect(existsSync(join(work, "site-restored", "admin/sessions.json"))).toBe(true);
  });
});
