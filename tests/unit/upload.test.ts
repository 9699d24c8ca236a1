import { describe, expect, it } from "vitest";
import { sniffImageType } from "~/utils/image-type";
import { parseUpload } from "~/images/upload.server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const WEBP = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");

function request(parts: [string, string | File][]): Request {
  const body = new FormData();
  for (const [name, value] of parts) body.append(name, value);
  return new Request("http://site.test/upload", { method: "POST", body });
}

const file = (bytes: Uint8Array<ArrayBuffer>, name = "photo.jpg", pad = 0) =>
  new File([bytes, new Uint8Array(pad)], name, { type: "image/jpeg" });

describe("sniffImageType", () => {
  it("recognises JPEG, PNG and WEBP by content", () => {
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("GIF89a......"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
  });
});

describe("parseUpload", () => {
  const limits = { fileFields: ["images[]"], maxFiles: 2 };

  it("keeps text fields and image files judged by content", async () => {
    const result = await parseUpload(
      request([
        ["title", "Villa"],
        ["images[]", file(PNG, "a.png")],
      ]),
      limits,
    );
    expect("refused" in result).toBe(false);
    if ("refused" in result) return;
    expect(result.formData.get("title")).toBe("Villa");
    expect(result.files).toHaveLength(1);
    expect(result.files[0].type).toBe("image/png");
  });

  it("skips an empty file input", async () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const result = await parseUpload(
      request([
        ["title", "Villa"],
        ["images[]", empty],
      ]),
      limits,
    );
    expect("refused" in result ? "refused" : result.files.length).toBe(0);
  });

  it("refuses a file renamed .jpg that is not an image, keeping what was typed before it", async () => {
    const fake = new File([new TextEncoder().encode("just some text, not a picture")], "fake.jpg");
    const result = await parseUpload(
      request([
        ["title", "Villa"],
        ["images[]", fake],
      ]),
      limits,
    );
    expect("refused" in result && result.refused.problem).toBe("not-an-image");
    expect(result.formData.get("title")).toBe("Villa");
  });

  it("refuses a file over 5 MB", async () => {
    const big = file(JPEG, "big.jpg", 5 * 1024 * 1024);
    const result = await parseUpload(
      request([
        ["title", "Villa"],
        ["images[]", big],
      ]),
      { ...limits, maxFiles: 5 },
    );
    expect("refused" in result && result.refused.problem).toBe("too-large");
  });

  it("refuses one file too many", async () => {
    const parts: [string, File][] = [1, 2, 3].map((n) => ["images[]", file(JPEG, `${n}.jpg`)]);
    const result = await parseUpload(request(parts), limits);
    expect("refused" in result && result.refused.problem).toBe("too-many");
  });
});
