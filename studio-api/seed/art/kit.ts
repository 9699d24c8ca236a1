/**
 * The drawing kit of the demo images (studio-api/seed/images/): the palette, colour mixing, the
 * SVG frame with its blurs and film grain, and the small things every scene uses (plants, palms,
 * people for scale). The same hand as the site's own renders (public/images/**), so a seeded
 * project looks like the studio's work, not a placeholder.
 */

export const PAL = {
  ink: "#1f1a17",
  clay: "#b5602f",
  clayDark: "#8f4a22",
  sand: "#f5efe6",
  paper: "#fbf8f3",
  forest: "#2f4a3a",
  ochre: "#c99a3b",
  stone: "#7a6d62",
  linen: "#e9dfd1",
  walnut: "#6b4428",
  oak: "#b58a5c",
};

let uid = 0;
/** An id unique within one render (gradients, clips). */
export const id = (prefix: string) => `${prefix}${++uid}`;

/** Mixes two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const pb = channels(b);
  return `#${channels(a)
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
export const shade = (colour: string, t: number) => mix(colour, "#000000", t);
export const tint = (colour: string, t: number) => mix(colour, "#ffffff", t);

/** A small deterministic random source (the same scene draws the same picture on every run). */
export function random(seed: number) {
  let state = seed % 233280;
  return () => (state = (state * 9301 + 49297) % 233280) / 233280;
}

export type Point = readonly [number, number];

export const poly = (points: readonly Point[], attrs: string) =>
  `<polygon points="${points.map((p) => p.join(",")).join(" ")}" ${attrs}/>`;

/** A rectangle from (x, y), w wide and h high; `attrs` its fill and the rest. */
export const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attrs}/>`;

/** The picture's frame: shared blurs, the scene, and a film grain over it. */
export function svg(w: number, h: number, body: string, { grain = 0.06, seed = 7 } = {}) {
  const g = id("grain");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <filter id="blur6"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="blur14"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="blur30"><feGaussianBlur stdDeviation="30"/></filter>
  <filter id="blur60"><feGaussianBlur stdDeviation="60"/></filter>
  <filter id="${g}" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/>
    <feColorMatrix values="0 0 0 0 0.12  0 0 0 0 0.1  0 0 0 0 0.09  0 0 0 ${grain} 0"/>
  </filter>
</defs>
${body}
${grain ? `<rect width="${w}" height="${h}" filter="url(#${g})"/>` : ""}
</svg>`;
}

/** A potted plant standing at (x, y), s its scale. */
export function plant(x: number, y: number, s = 1, leaf = "#3e5e45") {
  const leaves: string[] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = -150 + (i * 120) / (n - 1);
    const len = (90 + (i % 3) * 30) * s;
    const colour = i % 2 ? leaf : shade(leaf, 0.18);
    leaves.push(
      `<ellipse cx="${x}" cy="${y - 60 * s - len / 2}" rx="${14 * s}" ry="${len / 2}" fill="${colour}" transform="rotate(${a + 90} ${x} ${y - 60 * s})"/>`,
    );
  }
  return `<g>${leaves.join("")}
  <path d="M${x - 34 * s} ${y - 70 * s} h${68 * s} l${-8 * s} ${70 * s} h${-52 * s} z" fill="${PAL.clay}"/>
  <path d="M${x - 34 * s} ${y - 70 * s} h${68 * s} v${10 * s} h${-68 * s} z" fill="${PAL.clayDark}"/></g>`;
}

/** A palm whose trunk stands at (x, base), about 420·s tall. */
export function palm(x: number, base: number, s = 1, colour = "#3f5b45") {
  const top = base - 420 * s;
  const fronds: string[] = [];
  for (let i = 0; i < 11; i++) {
    const a = (-170 + i * 32) * (Math.PI / 180);
    const len = 170 * s * (0.8 + (i % 3) * 0.12);
    const ex = x + 10 * s + Math.cos(a) * len;
    const ey = top + Math.sin(a) * len * 0.6 + len * 0.35;
    const cxp = x + Math.cos(a) * len * 0.5;
    const cyp = top + Math.sin(a) * len * 0.55 - 30 * s;
    fronds.push(
      `<path d="M${x + 10 * s} ${top} Q${cxp} ${cyp} ${ex} ${ey}" stroke="${i % 2 ? colour : shade(colour, 0.2)}" stroke-width="${16 * s}" fill="none" stroke-linecap="round" stroke-dasharray="${3 * s} ${2 * s}"/>`,
    );
  }
  return `<g><path d="M${x} ${base} Q${x - 30 * s} ${base - 220 * s} ${x + 10 * s} ${top}" stroke="${shade(PAL.stone, 0.2)}" stroke-width="${12 * s}" fill="none"/>${fronds.join("")}</g>`;
}

/** A person standing at (x, base), `h` tall: the scale an architect's render gives a building. */
export function person(x: number, base: number, h: number, clothes = PAL.clay, skin = "#5a3825") {
  const head = h * 0.07;
  const w = h * 0.22;
  return `<g>
  <ellipse cx="${x}" cy="${base}" rx="${w * 0.8}" ry="${h * 0.02}" fill="#000" opacity=".22"/>
  <path d="M${x - w * 0.18} ${base} L${x - w * 0.12} ${base - h * 0.46} H${x + w * 0.12} L${x + w * 0.2} ${base} Z" fill="${shade(clothes, 0.45)}"/>
  <path d="M${x - w * 0.5} ${base - h * 0.44} Q${x - w * 0.55} ${base - h * 0.8} ${x} ${base - h * 0.82} Q${x + w * 0.55} ${base - h * 0.8} ${x + w * 0.5} ${base - h * 0.44} Z" fill="${clothes}"/>
  <circle cx="${x}" cy="${base - h * 0.82 - head}" r="${head}" fill="${skin}"/>
  </g>`;
}
