import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Every page works without JavaScript, so its scripts are an enhancement and
 * load at low priority: on a slow phone connection the style sheets, the fonts
 * and the photos in view go first (the shop's and the blog list's photos paint
 * with the page instead of ~0.8 s later), and the scripts follow and hydrate it
 * (docs/performance.md, "Scripts at low priority"; `npm run bench:paint`).
 *
 * Remix's <Scripts> has no prop for the module preloads it writes, so the
 * document's bytes get the attribute on their way out. The module script's
 * own imports find those preloads already under way and reuse them.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW = `${PRELOAD} fetchpriority="low"`;

/** The document with each module preload at low priority. */
export const lowerScriptPriority = (html: string): string => html.replaceAll(PRELOAD, LOW);

/** How many characters at the end of `text` could be the start of a preload cut by a chunk boundary. */
function unfinishedTail(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/** The same for a streamed document: a preload split across chunks is held back until it is whole. */
export function lowerScriptPriorityStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk);
      const keep = unfinishedTail(text);
      held = text.slice(text.length - keep);
      done(null, lowerScriptPriority(text.slice(0, text.length - keep)));
    },
    flush(done) {
      done(null, lowerScriptPriority(held + decoder.end()));
    },
  });
}
