/**
 * The shop's things, one drawer each, standing on a floor line `base` around `cx` at scale `s`
 * (1 = a picture 1000 px tall). objects.ts puts one of them on a seamless backdrop.
 */
import { bed, dining, loungeChair, sofa } from "./furniture";
import { PAL, shade, tint } from "./kit";

export type Ware = (cx: number, base: number, s: number, colour: string) => string;

const stripes = (x: number, y: number, w: number, h: number, n: number, colours: readonly string[]) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${y + (i * h) / n}" width="${w}" height="${h / n / 2}" fill="${colours[i % colours.length]}"/>`,
  ).join("");

const glow = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffcf8a" opacity=".4" filter="url(#blur60)"/>`;

const vessel = (x: number, base: number, w: number, h: number, c: string) =>
  `<path d="M${x - w * 0.25} ${base - h} h${w * 0.5} q${w * 0.05} ${h * 0.2} ${w * 0.3} ${h * 0.45} q${w * 0.2} ${h * 0.3} ${-w * 0.1} ${h * 0.55} h${-w * 0.9} q${-w * 0.3} ${-h * 0.25} ${-w * 0.1} ${-h * 0.55} q${w * 0.25} ${-h * 0.25} ${w * 0.3} ${-h * 0.45} z" fill="${c}"/>`;

export const WARES: Record<string, Ware> = {
  lounge: (cx, base, s) => loungeChair(cx, base, 720 * s),
  sofa: (cx, base, s, c) => sofa(cx, base, 860 * s, c),
  dining: (cx, base, s) => dining(cx, base, 780 * s, 6),
  bed: (cx, base, s, c) => bed(cx, base, 760 * s, c),
  bedside: (cx, base, s) => {
    const w = 360 * s;
    const x = cx - w / 2;
    return `<g>
    ${[x + 20 * s, x + w - 40 * s].map((lx) => `<path d="M${lx} ${base - 130 * s} h${20 * s} l${-4 * s} ${130 * s} h${-12 * s} z" fill="${shade(PAL.walnut, 0.25)}"/>`).join("")}
    <rect x="${x}" y="${base - 420 * s}" width="${w}" height="${290 * s}" rx="${6 * s}" fill="${PAL.walnut}"/>
    ${Array.from({ length: 7 }, (_, i) => `<path d="M${x + 10 * s} ${base - (400 - i * 40) * s} q${w / 2} ${(i % 2 ? 8 : -8) * s} ${w - 20 * s} 0" stroke="${shade(PAL.walnut, 0.2)}" stroke-width="${2 * s}" fill="none" opacity=".6"/>`).join("")}
    <rect x="${x + 20 * s}" y="${base - 390 * s}" width="${w - 40 * s}" height="${110 * s}" rx="${4 * s}" fill="${tint(PAL.walnut, 0.08)}" stroke="${shade(PAL.walnut, 0.3)}" stroke-width="${3 * s}"/>
    <circle cx="${cx}" cy="${base - 335 * s}" r="${10 * s}" fill="${PAL.ochre}"/>
    <rect x="${x - 10 * s}" y="${base - 436 * s}" width="${w + 20 * s}" height="${20 * s}" rx="${4 * s}" fill="${shade(PAL.walnut, 0.1)}"/>
    <rect x="${x + 40 * s}" y="${base - 470 * s}" width="${130 * s}" height="${34 * s}" fill="${PAL.forest}"/>
    <rect x="${x + 52 * s}" y="${base - 496 * s}" width="${110 * s}" height="${26 * s}" fill="${PAL.sand}"/>
    </g>`;
  },
  "side-chair": (cx, base, s, c) => {
    const w = 300 * s;
    return `<g>
    <rect x="${cx - w / 2}" y="${base - 620 * s}" width="${w}" height="${300 * s}" rx="${10 * s}" fill="${PAL.walnut}"/>
    ${stripes(cx - w / 2 + 14 * s, base - 600 * s, w - 28 * s, 260 * s, 14, [c, shade(c, 0.2)])}
    <rect x="${cx - w / 2 - 20 * s}" y="${base - 330 * s}" width="${w + 40 * s}" height="${44 * s}" rx="${8 * s}" fill="${c}"/>
    ${stripes(cx - w / 2 - 16 * s, base - 326 * s, w + 32 * s, 36 * s, 3, [shade(c, 0.15)])}
    ${[-1, 1].map((k) => `<rect x="${cx + k * (w / 2) - 12 * s}" y="${base - 290 * s}" width="${22 * s}" height="${290 * s}" fill="${PAL.walnut}"/>`).join("")}
    </g>`;
  },
  shelves: (cx, base, s) =>
    [0, 1, 2]
      .map((r) => {
        const y = base - (560 - r * 190) * s;
        const books = Array.from(
          { length: 5 + r },
          (_, b) =>
            `<rect x="${cx - 300 * s + b * 38 * s + r * 60 * s}" y="${y - (90 + (b % 3) * 18) * s}" width="${30 * s}" height="${(90 + (b % 3) * 18) * s}" fill="${[PAL.clay, PAL.forest, PAL.ochre, PAL.stone][(b + r) % 4]}"/>`,
        ).join("");
        return `${books}<rect x="${cx - 360 * s}" y="${y}" width="${720 * s}" height="${26 * s}" fill="${PAL.walnut}"/><rect x="${cx - 360 * s}" y="${y + 26 * s}" width="${720 * s}" height="${10 * s}" fill="#000" opacity=".18" filter="url(#blur6)"/>`;
      })
      .join(""),
  calabash: (
    cx,
    base,
    s,
    c,
  ) => `<line x1="${cx}" y1="0" x2="${cx}" y2="${base - 560 * s}" stroke="${PAL.ink}" stroke-width="${3 * s}"/>
    ${glow(cx, base - 300 * s, 260 * s)}
    <path d="M${cx - 220 * s} ${base - 330 * s} Q${cx - 220 * s} ${base - 560 * s} ${cx} ${base - 560 * s} Q${cx + 220 * s} ${base - 560 * s} ${cx + 220 * s} ${base - 330 * s} Z" fill="${c}"/>
    ${Array.from({ length: 6 }, (_, i) => `<circle cx="${cx - 150 * s + i * 60 * s}" cy="${base - 420 * s}" r="${10 * s}" fill="${tint(c, 0.4)}"/>`).join("")}
    <ellipse cx="${cx}" cy="${base - 330 * s}" rx="${220 * s}" ry="${26 * s}" fill="#ffe6b8"/>`,
  "arc-lamp": (cx, base, s, c) => `${glow(cx + 160 * s, base - 520 * s, 220 * s)}
    <path d="M${cx - 180 * s} ${base - 30 * s} V${base - 500 * s} Q${cx - 180 * s} ${base - 760 * s} ${cx + 150 * s} ${base - 700 * s}" stroke="${c}" stroke-width="${12 * s}" fill="none"/>
    <path d="M${cx + 70 * s} ${base - 640 * s} Q${cx + 150 * s} ${base - 760 * s} ${cx + 240 * s} ${base - 640 * s} Z" fill="${c}"/>
    <ellipse cx="${cx - 180 * s}" cy="${base - 20 * s}" rx="${90 * s}" ry="${22 * s}" fill="${PAL.ink}"/>`,
  "table-lamp": (cx, base, s, c) => `${glow(cx, base - 520 * s, 200 * s)}
    <rect x="${cx - 300 * s}" y="${base - 120 * s}" width="${600 * s}" height="${120 * s}" fill="${PAL.walnut}"/>
    ${vessel(cx, base - 120 * s, 240 * s, 300 * s, c)}
    <path d="M${cx - 170 * s} ${base - 420 * s} L${cx - 120 * s} ${base - 620 * s} H${cx + 120 * s} L${cx + 170 * s} ${base - 420 * s} Z" fill="#f4e3c8"/>`,
  "basket-pendant": (
    cx,
    base,
    s,
    c,
  ) => `<line x1="${cx}" y1="0" x2="${cx}" y2="${base - 600 * s}" stroke="${PAL.ink}" stroke-width="${3 * s}"/>
    ${glow(cx, base - 300 * s, 300 * s)}
    <path d="M${cx - 300 * s} ${base - 300 * s} Q${cx} ${base - 720 * s} ${cx + 300 * s} ${base - 300 * s} Z" fill="${c}"/>
    ${Array.from({ length: 7 }, (_, i) => `<path d="M${cx - 280 * s + i * 10 * s} ${base - (320 + i * 40) * s} H${cx + 280 * s - i * 10 * s}" stroke="${shade(c, 0.3)}" stroke-width="${8 * s}" opacity=".6"/>`).join("")}
    <ellipse cx="${cx}" cy="${base - 300 * s}" rx="${300 * s}" ry="${30 * s}" fill="#ffe6b8"/>`,
  sconce: (cx, base, s, c) => `${glow(cx, base - 500 * s, 240 * s)}
    <rect x="${cx - 40 * s}" y="${base - 700 * s}" width="${80 * s}" height="${120 * s}" rx="${8 * s}" fill="${PAL.ink}"/>
    <path d="M${cx - 180 * s} ${base - 560 * s} A${180 * s} ${180 * s} 0 0 0 ${cx + 180 * s} ${base - 560 * s} Z" fill="${c}"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${cx - 160 * s + i * 40 * s}" y1="${base - 560 * s}" x2="${cx - 90 * s + i * 22 * s}" y2="${base - 400 * s}" stroke="${shade(c, 0.3)}" stroke-width="${5 * s}"/>`).join("")}`,
  lanterns: (cx, base, s, c) =>
    [-230, 0, 230]
      .map((dx, i) => {
        const h = (260 + i * 90) * s;
        const x = cx + dx * s;
        return `${glow(x, base - h / 2, 90 * s)}<rect x="${x - 70 * s}" y="${base - h}" width="${140 * s}" height="${h}" rx="${10 * s}" fill="${c}"/><rect x="${x - 46 * s}" y="${base - h + 40 * s}" width="${92 * s}" height="${h - 80 * s}" fill="#ffd48a"/><rect x="${x - 4 * s}" y="${base - h + 40 * s}" width="${8 * s}" height="${h - 80 * s}" fill="${c}"/><path d="M${x - 40 * s} ${base - h} q${40 * s} ${-70 * s} ${80 * s} 0" stroke="${PAL.ink}" stroke-width="${6 * s}" fill="none"/>`;
      })
      .join(""),
  cushion: (
    cx,
    base,
    s,
    c,
  ) => `<rect x="${cx - 280 * s}" y="${base - 480 * s}" width="${560 * s}" height="${470 * s}" rx="${70 * s}" fill="${c}"/>
    ${[0, 1, 2, 3].map((r) => `<path d="M${cx - 230 * s} ${base - (400 - r * 110) * s} ${Array.from({ length: 8 }, (_, i) => `l${30 * s} ${(i % 2 ? 30 : -30) * s}`).join(" ")}" stroke="${PAL.sand}" stroke-width="${7 * s}" fill="none"/>${Array.from({ length: 5 }, (_, i) => `<circle cx="${cx - 200 * s + i * 100 * s}" cy="${base - (355 - r * 110) * s}" r="${9 * s}" fill="${PAL.sand}"/>`).join("")}`).join("")}`,
  rug: (cx, base, s, c) =>
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<ellipse cx="${cx}" cy="${base - 150 * s}" rx="${(440 - i * 70) * s}" ry="${(150 - i * 24) * s}" fill="${[c, PAL.sand, PAL.ochre, PAL.linen, PAL.clay, PAL.sand][i]}"/>`,
      )
      .join(""),
  runner: (
    cx,
    base,
    s,
    c,
  ) => `<path d="M${cx - 480 * s} ${base - 40 * s} L${cx - 300 * s} ${base - 360 * s} H${cx + 300 * s} L${cx + 480 * s} ${base - 40 * s} Z" fill="${PAL.walnut}"/>
    <path d="M${cx - 120 * s} ${base - 40 * s} L${cx - 70 * s} ${base - 360 * s} H${cx + 70 * s} L${cx + 120 * s} ${base - 40 * s} Z" fill="${c}"/>
    ${Array.from({ length: 8 }, (_, i) => `<line x1="${cx - 110 * s + i * 6 * s}" y1="${base - (60 + i * 36) * s}" x2="${cx + 110 * s - i * 6 * s}" y2="${base - (60 + i * 36) * s}" stroke="${PAL.sand}" stroke-width="${4 * s}" stroke-dasharray="${10 * s} ${8 * s}"/>`).join("")}`,
  linens: (cx, base, s, c) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${cx - (300 - i * 14) * s}" y="${base - (i + 1) * 90 * s}" width="${(600 - i * 28) * s}" height="${84 * s}" rx="${24 * s}" fill="${i % 2 ? tint(c, 0.25) : c}"/><rect x="${cx - (300 - i * 14) * s}" y="${base - (i + 1) * 90 * s + 60 * s}" width="${(600 - i * 28) * s}" height="${8 * s}" fill="${shade(c, 0.15)}"/>`,
      )
      .join(""),
  pouf: (
    cx,
    base,
    s,
    c,
  ) => `<ellipse cx="${cx}" cy="${base - 40 * s}" rx="${260 * s}" ry="${60 * s}" fill="${shade(c, 0.25)}"/>
    <rect x="${cx - 260 * s}" y="${base - 340 * s}" width="${520 * s}" height="${300 * s}" fill="${c}"/>
    ${stripes(cx - 260 * s, base - 330 * s, 520 * s, 290 * s, 9, [PAL.ink, PAL.ochre, PAL.sand])}
    <ellipse cx="${cx}" cy="${base - 340 * s}" rx="${260 * s}" ry="${60 * s}" fill="${tint(c, 0.2)}"/>`,
  vessels: (cx, base, s, c) =>
    vessel(cx - 170 * s, base, 190 * s, 300 * s, c) +
    vessel(cx + 60 * s, base, 260 * s, 420 * s, shade(c, 0.35)) +
    vessel(cx + 250 * s, base, 150 * s, 220 * s, tint(c, 0.45)),
  basket: (
    cx,
    base,
    s,
    c,
  ) => `<path d="M${cx - 260 * s} ${base - 420 * s} H${cx + 260 * s} L${cx + 210 * s} ${base} H${cx - 210 * s} Z" fill="${c}"/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${cx - 255 * s + i * 6 * s} ${base - (390 - i * 50) * s} H${cx + 255 * s - i * 6 * s}" stroke="${[PAL.forest, PAL.clay, PAL.ink][i % 3]}" stroke-width="${14 * s}" opacity=".75"/>`).join("")}
    ${[-1, 1].map((k) => `<path d="M${cx + k * 150 * s} ${base - 420 * s} q${k * 40 * s} ${-160 * s} ${k * 110 * s} 0" stroke="${shade(c, 0.3)}" stroke-width="${18 * s}" fill="none"/>`).join("")}`,
  candles: (cx, base, s, c) =>
    [-200, 0, 200]
      .map((dx, i) => {
        const h = (140 + ((i + 1) % 3) * 70) * s;
        const x = cx + dx * s;
        return `${glow(x, base - h - 60 * s, 70 * s)}<rect x="${x - 70 * s}" y="${base - h}" width="${140 * s}" height="${h}" fill="${c}"/><rect x="${x - 70 * s}" y="${base - h}" width="${28 * s}" height="${h}" fill="#fff" opacity=".12"/><rect x="${x - 26 * s}" y="${base - h - 60 * s}" width="${52 * s}" height="${60 * s}" fill="#f7f0e1"/><ellipse cx="${x}" cy="${base - h - 84 * s}" rx="${10 * s}" ry="${22 * s}" fill="#ffc75a"/>`;
      })
      .join(""),
  print: (cx, base, s, c) => {
    const w = 460 * s;
    const h = 600 * s;
    const x = cx - w / 2;
    const y = base - h - 60 * s;
    return `<rect x="${x - 20 * s}" y="${y - 20 * s}" width="${w + 40 * s}" height="${h + 40 * s}" fill="${PAL.ink}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAL.paper}"/>
    <rect x="${x + 40 * s}" y="${y + 40 * s}" width="${w - 80 * s}" height="${h - 80 * s}" fill="${tint(c, 0.5)}"/>
    <circle cx="${cx + 60 * s}" cy="${y + 200 * s}" r="${70 * s}" fill="${PAL.sand}"/>
    <path d="M${x + 40 * s} ${y + h - 40 * s} V${y + 300 * s} a${90 * s} ${90 * s} 0 0 1 ${180 * s} 0 V${y + h - 40 * s} Z" fill="${c}"/>
    <path d="M${x + 240 * s} ${y + h - 40 * s} V${y + 380 * s} a${60 * s} ${60 * s} 0 0 1 ${120 * s} 0 V${y + h - 40 * s} Z" fill="${shade(c, 0.3)}"/>`;
  },
  bowl: (
    cx,
    base,
    s,
    c,
  ) => `<path d="M${cx - 320 * s} ${base - 260 * s} Q${cx - 300 * s} ${base} ${cx} ${base} Q${cx + 300 * s} ${base} ${cx + 320 * s} ${base - 260 * s} Z" fill="${c}"/>
    <ellipse cx="${cx}" cy="${base - 260 * s}" rx="${320 * s}" ry="${60 * s}" fill="${shade(c, 0.3)}"/>
    <ellipse cx="${cx}" cy="${base - 262 * s}" rx="${290 * s}" ry="${46 * s}" fill="${tint(c, 0.15)}"/>
    <path d="M${cx - 300 * s} ${base - 200 * s} Q${cx} ${base - 130 * s} ${cx + 300 * s} ${base - 200 * s}" stroke="${PAL.sand}" stroke-width="${6 * s}" fill="none" opacity=".7"/>`,
  /** Material samples on a table: a laterite block, clay tiles, a lime-plastered board. */
  samples: (
    cx,
    base,
    s,
  ) => `<rect x="${cx - 420 * s}" y="${base - 230 * s}" width="${300 * s}" height="${230 * s}" fill="#a9583a"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${cx - 400 * s + ((i * 37) % 280) * s}" cy="${base - (30 + ((i * 53) % 190)) * s}" r="${(6 + (i % 3) * 4) * s}" fill="#7d3f26" opacity=".7"/>`).join("")}
    <rect x="${cx - 420 * s}" y="${base - 230 * s}" width="${300 * s}" height="${24 * s}" fill="#c06b47"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${cx - 80 * s}" y="${base - (i + 1) * 44 * s}" width="${240 * s}" height="${40 * s}" rx="${6 * s}" fill="${i % 2 ? PAL.clay : PAL.clayDark}"/>`).join("")}
    <rect x="${cx + 200 * s}" y="${base - 420 * s}" width="${240 * s}" height="${420 * s}" fill="#f1ece2"/>
    <rect x="${cx + 200 * s}" y="${base - 420 * s}" width="${60 * s}" height="${420 * s}" fill="#fff" opacity=".35"/>`,
  /** A screen wall of pierced concrete breeze blocks, the sun throwing its pattern on the floor. */
  "screen-wall": (cx, base, s, c) => {
    const cell = 120 * s;
    const blocks: string[] = [];
    for (let r = 0; r < 5; r++)
      for (let k = 0; k < 7; k++) {
        const x = cx - 3.5 * cell + k * cell;
        const y = base - 5.4 * cell + r * cell;
        blocks.push(
          `<rect x="${x}" y="${y}" width="${cell - 6 * s}" height="${cell - 6 * s}" fill="${c}"/><circle cx="${x + cell * 0.47}" cy="${y + cell * 0.47}" r="${cell * 0.3}" fill="${shade(c, 0.55)}"/><path d="M${x + cell * 0.47} ${y + cell * 0.17} v${cell * 0.6} M${x + cell * 0.17} ${y + cell * 0.47} h${cell * 0.6}" stroke="${c}" stroke-width="${10 * s}"/>`,
        );
      }
    const shadows = Array.from(
      { length: 7 },
      (_, k) =>
        `<ellipse cx="${cx - 3 * cell + k * cell + 40 * s}" cy="${base + 30 * s}" rx="${36 * s}" ry="${12 * s}" fill="#fff3d6" opacity=".5"/>`,
    ).join("");
    return blocks.join("") + shadows;
  },
};
