/**
 * The small header block that carries the owner's extra settings inside a text field the PHP API
 * already stores (DESIGN.md rule 13, docs/decisions/014-front-matter-in-content.md):
 *
 * ```
 * ---
 * status: draft
 * publish: 2026-12-01 09:00
 * seo-title: Courtyards that cool a house
 * ---
 * The post's Markdown…
 * ```
 *
 * Only a block that opens the text with a line `---`, closes with a line `---` within
 * MAX_LINES lines and holds nothing but `key: value` lines (lowercase keys) is read as one;
 * anything else is all body, so an old post that happens to start with a rule stays whole.
 * Keys the site knows are parsed by FRONT_MATTER_KEYS; a value that does not parse and keys
 * it does not know are kept as they were (`extra`) and written back, so a newer site's
 * settings survive an older one's edit. Pure: browser and server alike.
 *
 * The format only: a record's block is read and written by its record module
 * (`records/post.server.ts`, `project.server.ts`, `product.server.ts`), nowhere else.
 */

export const FENCE = "---";
const MAX_LINES = 60;
const KEY = /^([a-z][a-z0-9-]*(?:\.[A-Za-z0-9_-]+)?):[ \t]?(.*)$/;

/** A key's reader: the typed value, or undefined when the text is not one (then kept verbatim). */
type KeyReader<T> = (text: string) => T | undefined;

const text: KeyReader<string> = (value) => value || undefined;

/** 'YYYY-MM-DD HH:MM' (or 'YYYY-MM-DDTHH:MM', seconds optional), studio time = UTC (Accra has no DST): an ISO string. */
const dateTime: KeyReader<string> = (value) => {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?(?:Z)?$/.exec(value);
  if (!match) return undefined;
  const iso = `${match[1]}T${match[2] ?? "00:00"}:${match[3] ?? "00"}Z`;
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
};

/** Fails closed: any status but 'published' (in any case) keeps the record from visitors. */
const status: KeyReader<"draft" | "published"> = (value) =>
  value.toLowerCase() === "published" ? "published" : "draft";

/**
 * Every key the site reads, and how. Add a key here (and say where it lives in
 * docs/api-contract.md): its type follows into FrontMatterData.
 */
export const FRONT_MATTER_KEYS = {
  /** A post or project kept from visitors ('draft'); absent or 'published' is public. */
  status,
  /** When a post goes public (a future date schedules it), studio time. */
  publish: dateTime,
  /** The title search engines and the browser tab show, instead of the post's title. */
  "seo-title": text,
  /** The meta description, instead of the excerpt. */
  description: text,
  /** The social (Open Graph) image: an uploads path; the featured image when absent. */
  "social-image": text,
  /** The featured image's alt text, instead of the title. */
  "image-alt": text,
  /** A caption shown under the featured image. */
  "image-caption": text,
  /** A project's client quote (decision 016): their words, shown on its page and in the quotes strip. */
  quote: text,
  /** Who said the quote ('Ama Mensah, owner'); the project's client when absent. */
  "quote-by": text,
} satisfies Record<string, KeyReader<unknown>>;

type Keys = typeof FRONT_MATTER_KEYS;
export type FrontMatterKey = keyof Keys;
export type FrontMatterData = { [K in FrontMatterKey]?: NonNullable<ReturnType<Keys[K]>> };

/** A block's lines as written: keys this site does not read (or values it could not), kept for the next save. */
export type KeptSettings = Array<[key: string, value: string]>;

export interface FrontMatter {
  data: FrontMatterData;
  /** Lines kept as written: unknown keys, and known keys whose value did not parse. */
  extra: KeptSettings;
  /** The text after the block (the whole text when there is none). */
  body: string;
}

const isKnown = (key: string): key is FrontMatterKey => Object.hasOwn(FRONT_MATTER_KEYS, key);

/** Splits a stored text into its settings and its body. */
export function readFrontMatter(stored: string): FrontMatter {
  const none: FrontMatter = { data: {}, extra: [], body: stored };
  // Most texts have no block: their first line says so before the whole text is split.
  const firstBreak = stored.indexOf("\n");
  if ((firstBreak < 0 ? stored : stored.slice(0, firstBreak)).trim() !== FENCE) return none;
  const lines = stored.split(/\r?\n/);
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (close < 1 || close > MAX_LINES) return none;
  const data: Record<string, unknown> = {};
  const extra: FrontMatter["extra"] = [];
  for (const line of lines.slice(1, close)) {
    if (!line.trim()) continue;
    const match = KEY.exec(line);
    if (!match) return none;
    const [, key, raw] = match;
    const value = raw.trim();
    const parsed = isKnown(key) ? FRONT_MATTER_KEYS[key](value) : undefined;
    if (parsed === undefined) extra.push([key, value]);
    else data[key] = parsed;
  }
  // One blank line after the block belongs to it (writeFrontMatter puts it there).
  const rest = lines.slice(close + 1);
  if (rest[0] === "") rest.shift();
  return { data: data as FrontMatterData, extra, body: rest.join("\n") };
}

/** A value on one line: line breaks become spaces. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, " ").trim();

/** 'YYYY-MM-DD HH:MM' of an ISO date, as the block stores it. */
export const storedDateTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

/**
 * The stored text: the block (known keys in FRONT_MATTER_KEYS' order, then `extra`) and the body.
 * Without any setting the body alone, so a plain published post is stored exactly as before.
 */
export function writeFrontMatter({
  data,
  extra = [],
  body,
}: {
  data: FrontMatterData;
  extra?: FrontMatter["extra"];
  body: string;
}): string {
  const lines: string[] = [];
  for (const key of Object.keys(FRONT_MATTER_KEYS) as FrontMatterKey[]) {
    const value = data[key];
    if (value === undefined || value === "") continue;
    lines.push(`${key}: ${key === "publish" ? storedDateTime(String(value)) : oneLine(String(value))}`);
  }
  for (const [key, value] of extra) {
    if (KEY.test(`${key}:`) && !isKnown(key) && value.trim()) lines.push(`${key}: ${oneLine(value)}`);
  }
  if (lines.length === 0) return body;
  return [FENCE, ...lines, FENCE, "", body].join("\n");
}

/** Where a post or project stands for a visitor at `now`. */
export type Visibility = { state: "published" } | { state: "draft" } | { state: "scheduled"; at: string };

export function visibility({ data, extra }: Pick<FrontMatter, "data" | "extra">, now: Date = new Date()): Visibility {
  // A publish date the site cannot read keeps the record hidden rather than guessing.
  if (data.status === "draft" || extra.some(([key]) => key === "publish")) return { state: "draft" };
  if (data.publish && Date.parse(data.publish) > now.getTime()) return { state: "scheduled", at: data.publish };
  return { state: "published" };
}

/**
 * The kept lines as an edit form's hidden field carries them, one `key: value` a line, and back:
 * what the form does not show rides along unchanged (decision 014).
 */
export const keptLinesText = (kept: KeptSettings) => kept.map(([key, value]) => `${key}: ${value}`).join("\n");

export const keptLinesFrom = (text: string): KeptSettings =>
  text.trim() ? readFrontMatter(`${FENCE}\n${text.trim()}\n${FENCE}\n`).extra : [];

/**
 * A photo's own words (a project's or product's images): `alt.<name>` and `caption.<name>`, where
 * `<name>` is the file's name without its extension ('uploads/projects/0b1c9e.webp' → `0b1c9e`),
 * so they follow the photo whatever its place in the list.
 */
export type PhotoTextKind = "alt" | "caption";

export const photoName = (path: string) =>
  (path.split("/").pop() ?? path).replace(/\.[A-Za-z0-9]+$/, "").replace(/[^A-Za-z0-9_-]/g, "-");

export const photoKey = (kind: PhotoTextKind, path: string) => `${kind}.${photoName(path)}`;

export const isPhotoKey = (key: string) => key.startsWith("alt.") || key.startsWith("caption.");

/** The owner's alt text and caption of one photo, when given. */
export type PhotoText = { alt?: string; caption?: string };

/** The owner's words of a record's photos, by photo name (photoName). */
export type PhotoWords = Record<string, PhotoText>;

/** The photo words among a block's kept lines (the first line of a key counts, as the site always read it). */
export function photoWordsOf(kept: KeptSettings): PhotoWords {
  const words = new Map<string, PhotoText>();
  const seen = new Set<string>();
  for (const [key, value] of kept) {
    if (!isPhotoKey(key) || seen.has(key)) continue;
    seen.add(key);
    if (!value) continue;
    const dot = key.indexOf(".");
    const name = key.slice(dot + 1);
    words.set(name, { ...words.get(name), [key.slice(0, dot) as PhotoTextKind]: value });
  }
  return Object.fromEntries(words);
}

/** The owner's alt text and caption of the photo at `path`, when given. */
export function photoText(words: PhotoWords, path: string): PhotoText {
  const name = photoName(path);
  const own = Object.hasOwn(words, name) ? words[name] : undefined;
  return { alt: own?.alt, caption: own?.caption };
}

/** One stored photo's words as an edit form posts them (`photo_texts[n].path|alt|caption`). */
export type PhotoTextRow = { path: string; alt: string; caption: string };

/** A save's photo words: the form's rows, and the photos this save removes (they lose their words). */
export interface PhotoTextsDraft {
  rows: readonly PhotoTextRow[];
  removed: readonly string[];
}

/** The rows as the block's lines; photos removed in this save lose their words too. */
export function photoTextLines({ rows, removed }: PhotoTextsDraft): KeptSettings {
  const gone = new Set(removed);
  return rows
    .filter((photo) => !gone.has(photo.path))
    .flatMap((photo): KeptSettings => [
      ...(photo.alt ? [[photoKey("alt", photo.path), photo.alt] as [string, string]] : []),
      ...(photo.caption ? [[photoKey("caption", photo.path), photo.caption] as [string, string]] : []),
    ]);
}
