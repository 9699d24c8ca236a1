/**
 * The pictures a preview keeps for the next save (app/sign-in/picked-files.server.ts, decision 020): only
 * the session that kept them reads them, a token is never a path, and they are gone after their
 * hour. The round trip through the forms is a route test (tests/routes/preview-picked.test.ts).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "picked-files-"));
let picked: typeof import("~/sign-in/picked-files.server");

beforeAll(async () => {
  vi.stubEnv("DATA_DIR", dataDir);
  picked = await import("~/sign-in/picked-files.server");
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

const png = () =>
  new File([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")], "court.png", { type: "image/png" });
const folder = () => join(dataDir, "admin", "picked");

describe("picked files", () => {
  it("keeps pictures for their session only, and removes them after use", async () => {
    const value = await picked.stashPicked("session-a", [png(), new File(["x"], "notes.txt", { type: "text/plain" })]);
    expect(value).toMatch(/^[a-f0-9]{64}\.1$/);
    expect(picked.readPicked("session-b", value)).toBeNull();
    const files = picked.readPicked("session-a", value);
    expect(files?.map((file) => [file.name, file.type, file.size])).toEqual([["court.png", "image/png", 16]]);
    expect(picked.pickedPicture("session-b", value!.split(".")[0], 0)).toBeNull();
    expect(picked.pickedPicture("session-a", value!.split(".")[0], 0)?.type).toBe("image/png");
    picked.removePicked(value);
    expect(picked.readPicked("session-a", value)).toBeNull();
    expect(readdirSync(folder())).toEqual([]);
  });

  it("never reads a token that is not one (no path leaves the folder)", () => {
    expect(picked.pickedToken("../../etc/passwd.1")).toBeNull();
    expect(picked.readPicked("session-a", "../admin.1")).toBeNull();
    expect(picked.pickedPicture("session-a", "..", 0)).toBeNull();
  });

  it("is gone after its hour, and the next preview sweeps it off the disk", async () => {
    const value = await picked.stashPicked("session-a", [png()]);
    const token = value!.split(".")[0];
    vi.useFakeTimers({ now: Date.now() + picked.PICKED_FOR_MS + 1000, toFake: ["Date"] });
    expect(picked.readPicked("session-a", value)).toBeNull();
    expect(existsSync(join(folder(), token))).toBe(false);
    const other = await picked.stashPicked("session-a", [png()]);
    expect(readdirSync(folder())).toEqual([other!.split(".")[0]]);
  });
});
