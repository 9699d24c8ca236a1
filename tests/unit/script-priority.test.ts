import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority, lowerScriptPriorityStream } from "~/edge/script-priority.server";

const PAGE =
  '<html><head><link rel="stylesheet" href="/build/app.css"/></head><body><main>Akwaaba — ɛ</main>' +
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<script type="module" async>import "/build/root-C.js";</script></body></html>';
const LOWERED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** The page streamed in pieces of `size` bytes, through the transform. */
async function streamed(size: number): Promise<string> {
  const bytes = Buffer.from(PAGE, "utf8");
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(pieces).pipe(lowerScriptPriorityStream()));
}

describe("scripts at low priority", () => {
  it("puts every module preload at low priority and leaves the rest of the page as it was", () => {
    const html = lowerScriptPriority(PAGE);
    expect(html).toBe(LOWERED);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/build/app.css"/>');
  });

  it("does the same to a streamed page, whatever the chunk boundaries (preloads and characters cut in two)", async () => {
    for (const size of [1, 2, 3, 7, 13, 26, 64, PAGE.length * 2]) {
      expect(await streamed(size), `chunks of ${size} bytes`).toBe(LOWERED);
    }
  });

  it("passes through a page without preloads, ending in what could have started one", async () => {
    const page = "<p>no scripts here</p><link rel=";
    const result = await text(Readable.from([Buffer.from(page)]).pipe(lowerScriptPriorityStream()));
    expect(result).toBe(page);
  });
});
