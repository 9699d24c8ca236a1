/**
 * The buildings of the exteriors (house.ts frames them in a landscape): each massing draws one
 * kind of building named by a seeded item — a courtyard house, a row of townhouses, an office of
 * so many storeys, a 1920s bungalow, a harbour warehouse, a market canopy — on the ground line `fl`.
 */
import { PAL, shade, tint } from "./kit";

export interface Massing {
  /** Horizontal unit: a hundredth of the picture's width. */
  U: number;
  /** The ground floor line. */
  fl: number;
  /** A storey's height. */
  gh: number;
  wall: string;
  cladding: string;
  /** Units (townhouses) or storeys (offices, blocks). */
  count: number;
}

export const block = (m: Massing, x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x * m.U}" y="${y}" width="${w * m.U}" height="${h}" fill="${fill}" ${extra}/>`;

export const glass = (m: Massing, x: number, y: number, w: number, h: number) => {
  const n = Math.floor(w / 6);
  return `${block(m, x, y, w, h, "url(#glow)")}${Array.from({ length: n }, (_, i) => block(m, x + (i + 1) * (w / (n + 1)), y, 0.25, h, PAL.ink, 'opacity=".6"')).join("")}`;
};

export const louvres = (m: Massing, x: number, y: number, w: number, h: number, colour = m.cladding) =>
  `${block(m, x, y, w, h, shade(colour, 0.25))}${Array.from({ length: Math.floor(h / 9) }, (_, i) => block(m, x, y + i * 9, w, 5, colour)).join("")}`;

/** Vertical timber fins (brise-soleil) over a face. */
export const fins = (m: Massing, x: number, y: number, w: number, h: number, colour = m.cladding, step = 1.6) =>
  Array.from({ length: Math.floor(w / step) }, (_, i) => block(m, x + i * step + 0.3, y, step * 0.42, h, colour)).join(
    "",
  );

/** A breeze-block screen: a grid of pierced blocks. */
export const screen = (m: Massing, x: number, y: number, w: number, h: number, colour: string) => {
  const cell = h / Math.max(2, Math.round(h / 26));
  const cols = Math.max(2, Math.round((w * m.U) / cell));
  const cw = (w * m.U) / cols;
  const holes: string[] = [];
  for (let r = 0; r < Math.round(h / cell); r++)
    for (let c = 0; c < cols; c++)
      holes.push(
        `<circle cx="${x * m.U + (c + 0.5) * cw}" cy="${y + (r + 0.5) * cell}" r="${Math.min(cw, cell) * 0.32}" fill="${shade(colour, 0.55)}"/>`,
      );
  return `${block(m, x, y, w, h, colour)}${holes.join("")}`;
};

/** A pitched roof over x..x+w (units) from the eaves line `y`, rising `rise` px. */
const pitched = (m: Massing, x: number, y: number, w: number, rise: number, fill: string, hip = 0) =>
  `<polygon points="${(x - 1.5) * m.U},${y} ${(x + hip) * m.U},${y - rise} ${(x + w - hip) * m.U},${y - rise} ${(x + w + 1.5) * m.U},${y}" fill="${fill}"/>`;

/** The shoring a site in progress wears: standards and ledgers over x0..x1 up to `top`. */
export function scaffold(m: Massing, x0: number, x1: number, top: number) {
  const parts: string[] = [];
  for (let x = x0; x <= x1; x += 5) parts.push(block(m, x, m.fl - top, 0.35, top, "#6b5a48"));
  for (let y = m.gh * 0.5; y < top; y += m.gh * 0.5) parts.push(block(m, x0, m.fl - y, x1 - x0, 5, "#6b5a48"));
  return parts.join("");
}

export const MASSINGS: Record<string, (m: Massing) => string> = {
  /** Two storeys, a cantilevered upper floor with timber louvres. */
  cantilever: (m) => {
    const { fl, gh, wall } = m;
    return [
      block(m, 18, fl - gh, 44, gh, wall),
      glass(m, 22, fl - gh * 0.86, 34, gh * 0.86),
      block(m, 10, fl - gh * 2.05, 56, gh * 1.02, wall),
      louvres(m, 14, fl - gh * 1.86, 26, gh * 0.7),
      glass(m, 43, fl - gh * 1.86, 19, gh * 0.7),
      block(m, 8, fl - gh * 2.12, 60, gh * 0.08, PAL.ink),
      block(m, 10, fl - gh * 1.03, 56, gh * 0.06, "#000", 'opacity=".25"'),
    ].join("");
  },
  /** A glass pavilion under a deep flat roof, timber louvres at one end. */
  pavilion: (m) => {
    const { fl, gh } = m;
    return [
      block(m, 12, fl - gh * 1.25, 76, gh * 0.09, PAL.ink),
      glass(m, 20, fl - gh * 1.16, 44, gh * 1.16),
      louvres(m, 64, fl - gh * 1.16, 16, gh * 1.16),
      ...Array.from({ length: 6 }, (_, i) => block(m, 14 + i * 14, fl - gh * 1.16, 0.8, gh * 1.16, PAL.walnut)),
    ].join("");
  },
  /** Wings around a courtyard, the arched gate between them, a breeze-block stair core. */
  courtyard: (m) => {
    const { fl, gh, wall } = m;
    return [
      block(m, 6, fl - gh * 1.2, 30, gh * 1.2, wall),
      louvres(m, 9, fl - gh, 10, gh * 0.8),
      glass(m, 21, fl - gh, 12, gh * 0.86),
      block(m, 36, fl - gh * 0.7, 30, gh * 0.7, shade(wall, 0.05)),
      `<path d="M${44 * m.U} ${fl} V${fl - gh * 0.5} a${7 * m.U} ${7 * m.U} 0 0 1 ${14 * m.U} 0 V${fl} Z" fill="${PAL.ink}" opacity=".75"/>`,
      block(m, 66, fl - gh * 1.6, 28, gh * 1.6, wall),
      screen(m, 70, fl - gh * 1.45, 8, gh * 1.35, tint(wall, 0.2)),
      louvres(m, 80, fl - gh * 1.4, 10, gh * 1.3),
      block(m, 5, fl - gh * 1.26, 32, gh * 0.07, PAL.clayDark),
      block(m, 65, fl - gh * 1.66, 30, gh * 0.07, PAL.clayDark),
    ].join("");
  },
  /** A row of narrow townhouses (`count` of them), each with its door, west fins and roof garden. */
  row: (m) => {
    const { fl, gh, wall, count } = m;
    const w = 88 / count;
    const parts: string[] = [];
    for (let u = 0; u < count; u++) {
      const x = 6 + u * w;
      parts.push(block(m, x, fl - gh * 1.9, w - 0.6, gh * 1.9, u % 2 ? wall : shade(wall, 0.07)));
      parts.push(glass(m, x + w * 0.12, fl - gh * 1.7, w * 0.42, gh * 0.62));
      parts.push(fins(m, x + w * 0.6, fl - gh * 1.75, w * 0.32, gh * 1.5, m.cladding, 1.1));
      parts.push(block(m, x + w * 0.14, fl - gh * 0.72, w * 0.3, gh * 0.72, PAL.walnut));
      parts.push(block(m, x - 0.3, fl - gh * 1.96, w, gh * 0.07, PAL.ink));
      parts.push(
        `<ellipse cx="${(x + w / 2) * m.U}" cy="${fl - gh * 1.98}" rx="${w * 0.36 * m.U}" ry="${gh * 0.11}" fill="#58704a"/>`,
      );
    }
    return parts.join("");
  },
  /** An office of `count` storeys, a shaded gallery on every floor and a ventilated roof floating over it. */
  office: (m) => {
    const { fl, gh, wall, count } = m;
    const sh = gh * 0.8;
    const parts: string[] = [];
    for (let s = 0; s < count; s++) {
      const y = fl - sh * (s + 1);
      parts.push(block(m, 16, y, 68, sh, shade(wall, 0.1)));
      parts.push(glass(m, 20, y + sh * 0.18, 60, sh * 0.7));
      parts.push(fins(m, 16, y + sh * 0.12, 68, sh * 0.78, m.cladding, 3.2));
      // the gallery's slab and its rail
      parts.push(block(m, 13, y + sh * 0.92, 74, sh * 0.08, tint(wall, 0.1)));
      parts.push(block(m, 13, y + sh * 0.62, 74, sh * 0.03, PAL.ink, 'opacity=".7"'));
    }
    const top = fl - sh * count;
    for (const x of [18, 34, 50, 66, 81]) parts.push(block(m, x, top - sh * 0.32, 0.6, sh * 0.32, PAL.ink));
    parts.push(block(m, 10, top - sh * 0.42, 80, sh * 0.1, PAL.ink));
    parts.push(block(m, 10, top - sh * 0.34, 80, sh * 0.03, PAL.ochre, 'opacity=".6"'));
    return parts.join("");
  },
  /** A 1920s bungalow: a lime-washed house on a plinth, a hipped roof and a verandah of columns, shutters. */
  bungalow: (m) => {
    const { fl, gh, wall } = m;
    const plinth = gh * 0.16;
    const shutter = "#5f7d62";
    const parts = [
      block(m, 12, fl - plinth, 76, plinth, shade(wall, 0.25)),
      block(m, 16, fl - plinth - gh * 1.1, 68, gh * 1.1, wall),
    ];
    for (const x of [20, 34, 58, 72]) {
      parts.push(block(m, x, fl - plinth - gh * 0.86, 7, gh * 0.62, shade(PAL.walnut, 0.3)));
      parts.push(louvres(m, x - 3.6, fl - plinth - gh * 0.86, 3.4, gh * 0.62, shutter));
      parts.push(louvres(m, x + 7.2, fl - plinth - gh * 0.86, 3.4, gh * 0.62, shutter));
    }
    parts.push(block(m, 46, fl - plinth - gh * 0.9, 8, gh * 0.9, PAL.walnut));
    // the verandah: its roof on slender columns
    parts.push(block(m, 12, fl - plinth - gh * 1.12, 76, gh * 0.1, "#f7f1e6"));
    for (let i = 0; i <= 8; i++) parts.push(block(m, 13 + i * 9.2, fl - plinth - gh * 1.04, 1.1, gh * 1.04, "#f7f1e6"));
    parts.push(block(m, 12, fl - plinth - gh * 0.36, 76, gh * 0.03, "#f7f1e6"));
    parts.push(pitched(m, 10, fl - plinth - gh * 1.1, 80, gh * 0.72, "#8c3b2a", 16));
    parts.push(pitched(m, 10, fl - plinth - gh * 1.1, 80, gh * 0.08, shade("#8c3b2a", 0.3), 0));
    parts.push(block(m, 44, fl - plinth, 12, plinth * 0.5, shade(wall, 0.15)));
    return parts.join("");
  },
  /** A long harbour warehouse: corrugated gable shed, steel truss in the gable, clerestory, new loft windows. */
  warehouse: (m) => {
    const { fl, gh } = m;
    const shed = "#8f9699";
    const eaves = fl - gh * 1.7;
    const ridge = eaves - gh * 0.8;
    const parts = [
      block(m, 4, eaves, 92, gh * 1.7, shed),
      ...Array.from({ length: 46 }, (_, i) => block(m, 4 + i * 2, eaves, 0.4, gh * 1.7, shade(shed, 0.2))),
      `<polygon points="${4 * m.U},${eaves} ${50 * m.U},${ridge} ${96 * m.U},${eaves}" fill="${shade(shed, 0.18)}"/>`,
      // the truss shows through the new glazed gable
      `<polygon points="${18 * m.U},${eaves} ${50 * m.U},${ridge + 14} ${82 * m.U},${eaves}" fill="url(#glow)" opacity=".85"/>`,
      ...[26, 34, 42, 50, 58, 66, 74].map(
        (x) =>
          `<line x1="${x * m.U}" y1="${eaves}" x2="${50 * m.U + (x - 50) * m.U * 0.3}" y2="${ridge + 14 + Math.abs(x - 50) * (eaves - ridge) * 0.028}" stroke="${PAL.ink}" stroke-width="5"/>`,
      ),
      block(m, 4, eaves - 8, 92, 10, PAL.ink),
      // the clerestory band under the eaves
      block(m, 6, eaves + gh * 0.08, 88, gh * 0.2, "#cfdde2"),
    ];
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 6; c++) {
        const x = 8 + c * 14.6;
        const y = fl - gh * (0.78 + r * 0.66);
        parts.push(glass(m, x, y, 9, gh * 0.46));
        parts.push(block(m, x - 1, y + gh * 0.46, 11, gh * 0.05, PAL.ink));
      }
    parts.push(block(m, 44, fl - gh * 0.5, 12, gh * 0.5, PAL.ochre));
    return parts.join("");
  },
  /** A market canopy: a folded timber roof on steel columns over rows of stalls, a rainwater tank. */
  market: (m) => {
    const { fl, gh } = m;
    const roof = fl - gh * 1.5;
    const parts = [
      `<polygon points="${4 * m.U},${roof - gh * 0.25} ${50 * m.U},${roof + gh * 0.05} ${96 * m.U},${roof - gh * 0.25} ${96 * m.U},${roof - gh * 0.15} ${50 * m.U},${roof + gh * 0.15} ${4 * m.U},${roof - gh * 0.15}" fill="${PAL.oak}"/>`,
      `<polygon points="${4 * m.U},${roof - gh * 0.25} ${50 * m.U},${roof + gh * 0.05} ${96 * m.U},${roof - gh * 0.25} ${96 * m.U},${roof - gh * 0.28} ${50 * m.U},${roof + gh * 0.01} ${4 * m.U},${roof - gh * 0.28}" fill="${PAL.ink}"/>`,
    ];
    for (let i = 0; i < 8; i++) {
      const x = 7 + i * 12;
      const top = roof + gh * 0.05 - Math.abs(x - 50) * gh * 0.0065 + gh * 0.08;
      parts.push(block(m, x, top, 0.7, fl - top, "#3d4448"));
    }
    const awnings = [PAL.clay, PAL.ochre, PAL.forest, "#c44d3a", PAL.ochre, PAL.clay, "#3f6f6a"];
    for (let i = 0; i < 7; i++) {
      const x = 9 + i * 12;
      parts.push(block(m, x, fl - gh * 0.38, 9, gh * 0.38, PAL.walnut));
      parts.push(block(m, x - 0.5, fl - gh * 0.72, 10, gh * 0.1, awnings[i]));
      parts.push(
        `<ellipse cx="${(x + 2.5) * m.U}" cy="${fl - gh * 0.42}" rx="${1.6 * m.U}" ry="${gh * 0.05}" fill="${[PAL.ochre, "#c44d3a", "#7f8b5a"][i % 3]}"/>`,
      );
      parts.push(
        `<ellipse cx="${(x + 6.2) * m.U}" cy="${fl - gh * 0.42}" rx="${1.4 * m.U}" ry="${gh * 0.045}" fill="${["#e8c66a", PAL.clay, "#58704a"][i % 3]}"/>`,
      );
    }
    parts.push(block(m, 92, fl - gh * 0.9, 6, gh * 0.9, "#3f6f6a", 'rx="6"'));
    parts.push(block(m, 94.6, roof - gh * 0.2, 0.5, gh * 0.7, "#3d4448"));
    return parts.join("");
  },
  /** A timber house raised on piles above the flood line, a continuous pergola over its deck. */
  stilts: (m) => {
    const { fl, gh, cladding } = m;
    const floor = fl - gh * 0.75;
    const parts: string[] = [];
    for (let i = 0; i < 9; i++) parts.push(block(m, 12 + i * 9.5, floor, 1, gh * 0.75 + 6, shade(PAL.walnut, 0.2)));
    parts.push(block(m, 8, floor - gh * 0.08, 84, gh * 0.1, PAL.walnut));
    parts.push(block(m, 22, floor - gh * 0.95, 50, gh * 0.87, cladding));
    for (let i = 0; i < 25; i++)
      parts.push(block(m, 22 + i * 2, floor - gh * 0.95, 0.3, gh * 0.87, shade(cladding, 0.25)));
    parts.push(glass(m, 30, floor - gh * 0.8, 30, gh * 0.72));
    parts.push(
      `<polygon points="${18 * m.U},${floor - gh * 0.95} ${47 * m.U},${floor - gh * 1.45} ${76 * m.U},${floor - gh * 0.95}" fill="${shade(PAL.walnut, 0.1)}"/>`,
    );
    // the pergola along the deck
    parts.push(block(m, 6, floor - gh * 1.02, 88, gh * 0.05, PAL.walnut));
    for (let i = 0; i < 22; i++) parts.push(block(m, 7 + i * 4, floor - gh * 1.06, 0.6, gh * 0.1, PAL.walnut));
    for (const x of [8, 90]) parts.push(block(m, x, floor - gh * 1.02, 0.8, gh * 0.94, PAL.walnut));
    parts.push(block(m, 8, floor - gh * 0.34, 84, gh * 0.02, PAL.ink, 'opacity=".7"'));
    // the stair down to the sand
    parts.push(
      `<polygon points="${80 * m.U},${floor} ${88 * m.U},${fl} ${91 * m.U},${fl} ${83 * m.U},${floor}" fill="${PAL.walnut}"/>`,
    );
    return parts.join("");
  },
  /** A weekend house in three terraces of compressed laterite stepping down a hillside, the top one building. */
  terraces: (m) => {
    const { fl, gh } = m;
    const laterite = "#a9583a";
    const parts = [
      `<polygon points="0,${fl - gh * 1.5} ${100 * m.U},${fl + gh * 0.2} ${100 * m.U},${fl + gh * 2} 0,${fl + gh * 2}" fill="#6f7d4f"/>`,
    ];
    for (let t = 0; t < 3; t++) {
      const x = 8 + t * 28;
      const base = fl - gh * (1.3 - t * 0.62);
      parts.push(block(m, x, base - gh * 0.9, 30, gh * 0.9 + gh * 0.4, laterite));
      for (let r = 1; r < 6; r++)
        parts.push(block(m, x, base - gh * 0.9 + r * gh * 0.15, 30, 2, shade(laterite, 0.25)));
      parts.push(glass(m, x + 4, base - gh * 0.72, 20, gh * 0.62));
      parts.push(block(m, x - 2, base - gh * 0.98, 34, gh * 0.08, PAL.ink));
      parts.push(block(m, x + 26, base, 10, gh * 0.04, "#d8cbb6"));
    }
    // the top terrace is still in scaffolding
    const top = fl - gh * 1.3;
    for (let x = 6; x <= 40; x += 5) parts.push(block(m, x, top - gh * 1.1, 0.35, gh * 1.1, "#6b5a48"));
    for (let y = 0.3; y < 1.1; y += 0.35) parts.push(block(m, 6, top - gh * y, 34, 4, "#6b5a48"));
    return parts.join("");
  },
  /** A two-storey classroom block: a new pitched roof, ventilation blocks and a shaded walkway on columns. */
  school: (m) => {
    const { fl, gh, wall } = m;
    const parts = [block(m, 8, fl - gh * 1.9, 84, gh * 1.9, wall)];
    for (let s = 0; s < 2; s++) {
      const y = fl - gh * 0.95 * (s + 1);
      for (let c = 0; c < 5; c++) {
        parts.push(block(m, 12 + c * 16, y + gh * 0.18, 8, gh * 0.5, "#cfdde2"));
        for (let l = 0; l < 5; l++) parts.push(block(m, 12 + c * 16, y + gh * (0.22 + l * 0.09), 8, 3, "#7d8a8f"));
        parts.push(screen(m, 21 + c * 16, y + gh * 0.18, 5, gh * 0.5, tint(wall, 0.25)));
      }
      // the walkway slab and its columns
      parts.push(block(m, 6, y + gh * 0.02, 88, gh * 0.06, tint(wall, 0.3)));
      parts.push(block(m, 6, y + gh * 0.62, 88, gh * 0.025, PAL.ochre));
    }
    for (let c = 0; c <= 8; c++) parts.push(block(m, 7 + c * 10.6, fl - gh * 1.9, 0.9, gh * 1.9, tint(wall, 0.3)));
    parts.push(pitched(m, 6, fl - gh * 1.9, 88, gh * 0.45, "#5d6b70", 0));
    return parts.join("");
  },
  /** A 1960s villa: a flat slab on thin columns, a restored breeze-block screen wall, a new timber garden wing. */
  villa: (m) => {
    const { fl, gh, wall, cladding } = m;
    return [
      block(m, 8, fl - gh * 1.8, 52, gh * 1.8, wall),
      screen(m, 11, fl - gh * 1.65, 26, gh * 1.5, tint(wall, 0.15)),
      glass(m, 40, fl - gh * 0.9, 17, gh * 0.86),
      glass(m, 40, fl - gh * 1.7, 17, gh * 0.66),
      block(m, 4, fl - gh * 1.95, 62, gh * 0.12, "#f4efe6"),
      block(m, 5, fl - gh * 1.83, 1, gh * 1.83, "#f4efe6"),
      // the garden wing, low and timber
      block(m, 62, fl - gh * 0.9, 30, gh * 0.9, cladding),
      ...Array.from({ length: 15 }, (_, i) =>
        block(m, 62 + i * 2, fl - gh * 0.9, 0.3, gh * 0.9, shade(cladding, 0.25)),
      ),
      glass(m, 66, fl - gh * 0.74, 18, gh * 0.7),
      block(m, 60, fl - gh * 1.0, 34, gh * 0.1, PAL.ink),
    ].join("");
  },
  /** A two-storey hotel around a courtyard, its gate, balconies and a rooftop bar's umbrellas. */
  hotel: (m) => {
    const { fl, gh, wall } = m;
    const parts = [block(m, 10, fl - gh * 2, 80, gh * 2, wall)];
    for (let s = 0; s < 2; s++)
      for (let c = 0; c < 7; c++) {
        if (s === 0 && c === 3) continue;
        const x = 13 + c * 11;
        const y = fl - gh * (0.9 + s);
        parts.push(block(m, x, y, 6, gh * 0.7, shade(PAL.walnut, 0.1)));
        parts.push(louvres(m, x + 0.5, y + gh * 0.05, 5, gh * 0.6, m.cladding));
        if (s === 1) parts.push(block(m, x - 1, y + gh * 0.62, 8, gh * 0.06, PAL.ink));
      }
    parts.push(
      `<path d="M${44 * m.U} ${fl} V${fl - gh * 0.55} a${6 * m.U} ${6 * m.U} 0 0 1 ${12 * m.U} 0 V${fl} Z" fill="${PAL.ink}" opacity=".8"/>`,
    );
    parts.push(block(m, 8, fl - gh * 2.06, 84, gh * 0.08, PAL.clayDark));
    for (const x of [20, 36, 62, 78]) {
      parts.push(block(m, x, fl - gh * 2.5, 0.4, gh * 0.45, PAL.ink));
      parts.push(
        `<path d="M${(x - 5) * m.U} ${fl - gh * 2.42} Q${x * m.U} ${fl - gh * 2.7} ${(x + 5) * m.U} ${fl - gh * 2.42} Z" fill="${PAL.linen}"/>`,
      );
    }
    return parts.join("");
  },
  /** A 1990s bungalow under a tiled roof, with a glazed garden room added at its side. */
  "garden-room": (m) => {
    const { fl, gh, wall } = m;
    return [
      block(m, 6, fl - gh * 1.05, 48, gh * 1.05, wall),
      ...[10, 24, 38].map((x) => block(m, x, fl - gh * 0.8, 8, gh * 0.5, "#cfdde2")),
      block(m, 46, fl - gh * 0.8, 5, gh * 0.8, PAL.walnut),
      pitched(m, 6, fl - gh * 1.05, 48, gh * 0.55, "#9a5a3c", 10),
      // the garden room: a thin roof over glass
      glass(m, 57, fl - gh * 0.82, 32, gh * 0.82),
      block(m, 55, fl - gh * 0.92, 37, gh * 0.1, PAL.ink),
      block(m, 55, fl - gh * 0.82, 1, gh * 0.82, PAL.ink),
      block(m, 90, fl - gh * 0.82, 1, gh * 0.82, PAL.ink),
    ].join("");
  },
  /** A family house given a new timber-clad upper storey with a monopitch roof. */
  "second-storey": (m) => {
    const { fl, gh, wall, cladding } = m;
    return [
      block(m, 20, fl - gh, 60, gh, wall),
      ...[24, 40, 62].map((x) => glass(m, x, fl - gh * 0.8, 12, gh * 0.6)),
      block(m, 18, fl - gh * 1.06, 64, gh * 0.08, shade(wall, 0.3)),
      block(m, 24, fl - gh * 2.02, 52, gh * 0.98, cladding),
      ...Array.from({ length: 26 }, (_, i) =>
        block(m, 24 + i * 2, fl - gh * 2.02, 0.35, gh * 0.98, shade(cladding, 0.28)),
      ),
      ...[29, 46, 63].map((x) => glass(m, x, fl - gh * 1.82, 9, gh * 0.62)),
      `<polygon points="${22 * m.U},${fl - gh * 2.02} ${78 * m.U},${fl - gh * 2.3} ${78 * m.U},${fl - gh * 2.2} ${22 * m.U},${fl - gh * 1.94}" fill="${PAL.ink}"/>`,
    ].join("");
  },
  /** A single-storey clinic with a shaded waiting court and its new wing going up in scaffolding. */
  clinic: (m) => {
    const { fl, gh, wall } = m;
    return [
      block(m, 4, fl - gh * 1.1, 40, gh * 1.1, wall),
      ...[8, 20, 32].map((x) => block(m, x, fl - gh * 0.8, 7, gh * 0.5, "#cfdde2")),
      block(m, 2, fl - gh * 1.18, 44, gh * 0.09, "#3f6f6a"),
      block(m, 14, fl - gh * 1.06, 6, gh * 0.2, "#fff"),
      block(m, 16.3, fl - gh * 1.03, 1.4, gh * 0.14, "#c44d3a"),
      block(m, 15.2, fl - gh * 0.98, 3.6, gh * 0.04, "#c44d3a"),
      // the waiting court's canopy
      block(m, 44, fl - gh * 0.85, 16, gh * 0.06, PAL.oak),
      block(m, 58, fl - gh * 0.85, 0.6, gh * 0.85, PAL.ink),
      // the new wing: blockwork and a frame, half built
      block(m, 60, fl - gh * 1.5, 34, gh * 1.5, "#b9b2a6"),
      ...Array.from({ length: 9 }, (_, i) => block(m, 60, fl - gh * 1.5 + i * gh * 0.17, 34, 2, "#978f84")),
      block(m, 66, fl - gh * 1.2, 8, gh * 0.6, "#4a4540"),
      block(m, 80, fl - gh * 1.2, 8, gh * 0.6, "#4a4540"),
      scaffold(m, 58, 96, gh * 1.75),
    ].join("");
  },
  /** A hillside villa with its new guest wing and pool pavilion in hardwood and glass. */
  "guest-wing": (m) => {
    const { fl, gh, wall, cladding } = m;
    return [
      `<polygon points="0,${fl - gh * 1.6} ${40 * m.U},${fl - gh * 1.3} ${100 * m.U},${fl - gh * 0.1} ${100 * m.U},${fl + gh} 0,${fl + gh}" fill="#62734c"/>`,
      block(m, 4, fl - gh * 3.1, 36, gh * 1.9, wall),
      glass(m, 8, fl - gh * 2.9, 14, gh * 1.3),
      block(m, 2, fl - gh * 3.18, 40, gh * 0.09, PAL.ink),
      // the new wing down the slope
      block(m, 46, fl - gh * 1.95, 28, gh * 0.85, cladding),
      glass(m, 49, fl - gh * 1.85, 22, gh * 0.7),
      block(m, 44, fl - gh * 2.02, 32, gh * 0.08, PAL.ink),
      // the pool pavilion: a roof on posts
      block(m, 74, fl - gh * 1.12, 20, gh * 0.07, PAL.walnut),
      block(m, 75, fl - gh * 1.05, 0.7, gh * 0.8, PAL.walnut),
      block(m, 92, fl - gh * 1.05, 0.7, gh * 0.8, PAL.walnut),
      block(m, 60, fl - gh * 0.26, 36, gh * 0.1, "#4f7479"),
    ].join("");
  },
  /** A small studio of compressed earth block in a garden: a solar roof, a rainwater tank; drawn in outline while planned. */
  annex: (m) => {
    const { fl, gh } = m;
    const earth = "#b98a5e";
    return [
      block(m, 4, fl - gh * 1.5, 26, gh * 1.5, "#e4dccf"),
      glass(m, 8, fl - gh * 1.2, 10, gh * 0.9),
      block(m, 2, fl - gh * 1.56, 30, gh * 0.07, PAL.ink),
      block(m, 44, fl - gh * 0.95, 36, gh * 0.95, earth),
      ...Array.from({ length: 6 }, (_, i) => block(m, 44, fl - gh * 0.95 + i * gh * 0.16, 36, 2, shade(earth, 0.25))),
      glass(m, 50, fl - gh * 0.75, 14, gh * 0.75),
      `<polygon points="${42 * m.U},${fl - gh * 0.95} ${82 * m.U},${fl - gh * 1.35} ${82 * m.U},${fl - gh * 1.27} ${42 * m.U},${fl - gh * 0.88}" fill="#28364a"/>`,
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `<line x1="${(44 + i * 5) * m.U}" y1="${fl - gh * (0.97 + i * 0.05)}" x2="${(44 + i * 5) * m.U}" y2="${fl - gh * (0.89 + i * 0.05)}" stroke="#8aa0b8" stroke-width="2"/>`,
      ),
      block(m, 84, fl - gh * 0.8, 7, gh * 0.8, "#3f6f6a", 'rx="8"'),
      `<rect x="${42 * m.U}" y="${fl - gh * 1.4}" width="${52 * m.U}" height="${gh * 1.4}" fill="none" stroke="${PAL.ink}" stroke-width="3" stroke-dasharray="14 10"/>`,
    ].join("");
  },
};
