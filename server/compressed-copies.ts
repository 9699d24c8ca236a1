// A kept page's body sent as compression() sends it, without compressing it again for every answer
// (docs/performance.md, "Kept pages before express's routes").
import zlib from "node:zlib";
import type { CompressionOptions } from "compression";
import type { Request, Response } from "express";

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * compression()'s options (server/app.ts). It gives a gzip or deflate stream these options and a
 * brotli stream their `brotli` (quality 4 is its default, written out so the copies below use it
 * too); a copy made here with the same settings is byte for byte what it sends.
 */
export const COMPRESSION: CompressionOptions = { brotli: BROTLI };

const COPY: Record<string, (body: Uint8Array) => Buffer> = {
  gzip: (body) => zlib.gzipSync(body, COMPRESSION),
  deflate: (body) => zlib.deflateSync(body, COMPRESSION),
  br: (body) => zlib.brotliCompressSync(body, BROTLI),
};

/** How many Accept-Encoding values a page remembers the choice for, and how long one may be. */
const REMEMBERED_ASKS = 16;
const LONGEST_ASK = 256;

interface Copies {
  /** The Content-Encoding compression() chose for the page, by the Accept-Encoding value asked with. */
  chosen: Map<string, string>;
  /** The page in each encoding chosen. */
  bytes: Map<string, Buffer>;
}

/** Filed under the kept bytes themselves: they go when the page cache lets the page go. */
const copiesOf = new WeakMap<Uint8Array, Copies>();

/**
 * Ends `res` with a kept page's body (null: HEAD or a 304), its other headers already set.
 * compression() still decides: which encoding, or none (by the type, the size, the Accept-Encoding
 * value). The first answer of a page to an Accept-Encoding value goes through it as every other
 * answer does, and the encoding it chose is remembered; a later one sends the page's copy in that
 * encoding with its Content-Encoding set, which compression() passes on as it is (adding Vary).
 */
export function sendKept(req: Request, res: Response, body: Uint8Array | null): void {
  if (!body) return void res.end();
  const asked = req.headers["accept-encoding"] ?? "";
  let copies = copiesOf.get(body);
  if (!copies) copiesOf.set(body, (copies = { chosen: new Map(), bytes: new Map() }));
  const encoding = copies.chosen.get(asked);
  if (encoding === undefined) {
    res.end(body);
    // compression() chose as the headers went out; after a closed connection its choice is unknown.
    if (!res.destroyed && copies.chosen.size < REMEMBERED_ASKS && asked.length <= LONGEST_ASK) {
      copies.chosen.set(asked, String(res.getHeader("Content-Encoding") ?? "identity"));
    }
    return;
  }
  const make = COPY[encoding];
  if (!make) return void res.end(body);
  let copy = copies.bytes.get(encoding);
  if (!copy) copies.bytes.set(encoding, (copy = make(body)));
  res.removeHeader("Content-Length");
  res.setHeader("Content-Encoding", encoding);
  res.end(copy);
}
