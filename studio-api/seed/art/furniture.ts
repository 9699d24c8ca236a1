/** Furniture drawn frontally on a room's back-wall plane (room.ts scales it into depth), and a rug in perspective. */
import { PAL, poly, shade, tint, type Point } from "./kit";

export function sofa(cx: number, base: number, w: number, color: string) {
  const h = w * 0.34;
  const x = cx - w / 2;
  return `<g>
  <ellipse cx="${cx}" cy="${base + 6}" rx="${w * 0.55}" ry="14" fill="#000" opacity=".28" filter="url(#blur14)"/>
  <rect x="${x + 20}" y="${base - 10}" width="8" height="12" fill="${PAL.walnut}"/>
  <rect x="${x + w - 28}" y="${base - 10}" width="8" height="12" fill="${PAL.walnut}"/>
  <rect x="${x + 18}" y="${base - h}" width="${w - 36}" height="${h * 0.62}" rx="22" fill="${shade(color, 0.12)}"/>
  <rect x="${x}" y="${base - h * 0.6}" width="${w}" height="${h * 0.52}" rx="20" fill="${color}"/>
  <rect x="${x}" y="${base - h * 0.72}" width="${w * 0.12}" height="${h * 0.66}" rx="18" fill="${tint(color, 0.06)}"/>
  <rect x="${x + w * 0.88}" y="${base - h * 0.72}" width="${w * 0.12}" height="${h * 0.66}" rx="18" fill="${tint(color, 0.06)}"/>
  <rect x="${x + w * 0.14}" y="${base - h * 0.62}" width="${w * 0.35}" height="${h * 0.2}" rx="12" fill="${tint(color, 0.12)}"/>
  <rect x="${x + w * 0.51}" y="${base - h * 0.62}" width="${w * 0.35}" height="${h * 0.2}" rx="12" fill="${tint(color, 0.12)}"/>
  <rect x="${x + w * 0.18}" y="${base - h * 0.95}" width="${w * 0.16}" height="${h * 0.3}" rx="10" fill="${PAL.ochre}" transform="rotate(-8 ${x + w * 0.26} ${base - h * 0.8})"/>
  <rect x="${x + w * 0.66}" y="${base - h * 0.93}" width="${w * 0.15}" height="${h * 0.28}" rx="10" fill="${PAL.clay}" transform="rotate(6 ${x + w * 0.73} ${base - h * 0.8})"/>
  </g>`;
}

export function bed(cx: number, base: number, w: number, color: string) {
  const x = cx - w / 2;
  const head = w * 0.42;
  const stripes = [];
  for (let i = 0; i < 14; i++)
    stripes.push(
      `<rect x="${x + 10 + (i * (w - 20)) / 14}" y="${base - head}" width="${(w - 20) / 28}" height="${head * 0.55}" fill="${shade(PAL.oak, 0.12)}" opacity=".5"/>`,
    );
  return `<g>
  <ellipse cx="${cx}" cy="${base + 4}" rx="${w * 0.6}" ry="16" fill="#000" opacity=".25" filter="url(#blur14)"/>
  <rect x="${x}" y="${base - head}" width="${w}" height="${head}" rx="10" fill="${PAL.oak}"/>
  ${stripes.join("")}
  <rect x="${x - 10}" y="${base - head * 0.42}" width="${w + 20}" height="${head * 0.36}" rx="12" fill="${PAL.linen}"/>
  <rect x="${x + w * 0.08}" y="${base - head * 0.58}" width="${w * 0.36}" height="${head * 0.2}" rx="16" fill="#f7f2ea"/>
  <rect x="${x + w * 0.56}" y="${base - head * 0.58}" width="${w * 0.36}" height="${head * 0.2}" rx="16" fill="#f7f2ea"/>
  <path d="M${x - 10} ${base - head * 0.3} h${w + 20} v${head * 0.26} h${-w - 20} z" fill="${color}"/>
  <path d="M${x - 10} ${base - head * 0.3} h${w + 20} v${head * 0.05} h${-w - 20} z" fill="${tint(color, 0.2)}"/>
  <rect x="${x - 8}" y="${base - 8}" width="${w + 16}" height="8" fill="${PAL.walnut}"/>
  </g>`;
}

export function sideTable(cx: number, base: number, s = 1, lamp = true) {
  return `<g>
  <rect x="${cx - 40 * s}" y="${base - 70 * s}" width="${80 * s}" height="${70 * s}" rx="4" fill="${PAL.walnut}"/>
  <rect x="${cx - 40 * s}" y="${base - 70 * s}" width="${80 * s}" height="${8 * s}" fill="${shade(PAL.walnut, 0.2)}"/>
  ${
    lamp
      ? `<circle cx="${cx}" cy="${base - 130 * s}" r="${70 * s}" fill="#ffd9a0" opacity=".35" filter="url(#blur30)"/>
  <rect x="${cx - 4 * s}" y="${base - 120 * s}" width="${8 * s}" height="${50 * s}" fill="${PAL.ink}"/>
  <path d="M${cx - 30 * s} ${base - 118 * s} L${cx - 20 * s} ${base - 160 * s} H${cx + 20 * s} L${cx + 30 * s} ${base - 118 * s} Z" fill="#f4e3c8"/>`
      : ""
  }</g>`;
}

export function art(x: number, y: number, w: number, h: number, palette: readonly [string, string, string]) {
  const [a, b, c] = palette;
  return `<g>
  <rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="${PAL.ink}" opacity=".85"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAL.sand}"/>
  <circle cx="${x + w * 0.38}" cy="${y + h * 0.42}" r="${Math.min(w, h) * 0.24}" fill="${a}"/>
  <path d="M${x + w * 0.5} ${y + h} v${-h * 0.45} a${w * 0.22} ${w * 0.22} 0 0 1 ${w * 0.44} 0 v${h * 0.45} z" fill="${b}"/>
  <rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.22}" fill="${c}"/>
  </g>`;
}

export function desk(cx: number, base: number, w: number) {
  const x = cx - w / 2;
  const h = w * 0.36;
  return `<g>
  <ellipse cx="${cx}" cy="${base + 4}" rx="${w * 0.58}" ry="14" fill="#000" opacity=".3" filter="url(#blur14)"/>
  ${officeChair(cx, base - h * 0.05, w * 0.5, "#2b2622")}
  <rect x="${x}" y="${base - h}" width="${w}" height="${h * 0.09}" fill="${shade(PAL.walnut, 0.1)}"/>
  <rect x="${x + w * 0.06}" y="${base - h * 0.91}" width="${w * 0.88}" height="${h * 0.91}" fill="${PAL.walnut}"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${x + w * 0.06 + (i * w * 0.88) / 9}" y="${base - h * 0.91}" width="2" height="${h * 0.91}" fill="${shade(PAL.walnut, 0.3)}" opacity=".6"/>`).join("")}
  <rect x="${x + w * 0.62}" y="${base - h * 1.32}" width="${w * 0.2}" height="${h * 0.3}" rx="3" fill="#22201e"/>
  <rect x="${x + w * 0.7}" y="${base - h * 1.02}" width="${w * 0.04}" height="${h * 0.02}" fill="#22201e"/>
  <path d="M${x + w * 0.2} ${base - h} q${w * 0.03} ${-h * 0.3} ${w * 0.06} 0" fill="${PAL.clay}"/>
  </g>`;
}

/** The ergonomic office chair, seen from the front/back (frontal). */
export function officeChair(cx: number, base: number, w: number, color: string) {
  const h = w * 1.35;
  const mesh = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="${cx - w * 0.28 + i * w * 0.08}" y1="${base - h * 0.95}" x2="${cx - w * 0.28 + i * w * 0.08}" y2="${base - h * 0.55}" stroke="${tint(color, 0.2)}" stroke-width="1.5" opacity=".6"/>`,
  ).join("");
  return `<g>
  <path d="M${cx - w * 0.32} ${base - h * 0.55} Q${cx - w * 0.36} ${base - h} ${cx} ${base - h} Q${cx + w * 0.36} ${base - h} ${cx + w * 0.32} ${base - h * 0.55} Z" fill="${color}"/>
  ${mesh}
  <rect x="${cx - w * 0.04}" y="${base - h * 0.46}" width="${w * 0.08}" height="${h * 0.3}" fill="#555"/>
  <rect x="${cx - w * 0.36}" y="${base - h * 0.54}" width="${w * 0.72}" height="${h * 0.1}" rx="${w * 0.05}" fill="${shade(color, 0.1)}"/>
  <path d="M${cx - w * 0.42} ${base - h * 0.6} h${w * 0.1} v${h * 0.08} h${-w * 0.1} z M${cx + w * 0.32} ${base - h * 0.6} h${w * 0.1} v${h * 0.08} h${-w * 0.1} z" fill="#333"/>
  <path d="M${cx - w * 0.4} ${base - h * 0.06} L${cx} ${base - h * 0.16} L${cx + w * 0.4} ${base - h * 0.06}" stroke="#3a3a3a" stroke-width="${w * 0.03}" fill="none"/>
  <circle cx="${cx - w * 0.4}" cy="${base - h * 0.03}" r="${w * 0.03}" fill="#222"/>
  <circle cx="${cx + w * 0.4}" cy="${base - h * 0.03}" r="${w * 0.03}" fill="#222"/>
  <circle cx="${cx}" cy="${base - h * 0.03}" r="${w * 0.03}" fill="#222"/>
  </g>`;
}

/** A dining table with `seats` chairs along its far side. */
export function dining(cx: number, base: number, w: number, seats = 4) {
  const x = cx - w / 2;
  const places =
    seats === 4 ? [0.16, 0.38, 0.62, 0.84] : Array.from({ length: seats }, (_, i) => 0.06 + (0.88 * i) / (seats - 1));
  const chairs = places
    .map(
      (t) => `<g><rect x="${x + w * t - 22}" y="${base - 150}" width="44" height="72" rx="8" fill="${PAL.oak}"/>
      <rect x="${x + w * t - 22}" y="${base - 150}" width="44" height="72" rx="8" fill="url(#weave)" opacity=".5"/>
      <rect x="${x + w * t - 20}" y="${base - 78}" width="5" height="78" fill="${PAL.walnut}"/><rect x="${x + w * t + 15}" y="${base - 78}" width="5" height="78" fill="${PAL.walnut}"/></g>`,
    )
    .join("");
  return `<g>
  <defs><pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="4" height="8" fill="${PAL.ochre}"/></pattern></defs>
  <ellipse cx="${cx}" cy="${base + 4}" rx="${w * 0.6}" ry="12" fill="#000" opacity=".25" filter="url(#blur14)"/>
  ${chairs}
  <rect x="${x}" y="${base - 96}" width="${w}" height="14" rx="3" fill="${PAL.walnut}"/>
  <rect x="${x + w * 0.08}" y="${base - 82}" width="14" height="82" fill="${shade(PAL.walnut, 0.2)}"/>
  <rect x="${x + w * 0.92 - 14}" y="${base - 82}" width="14" height="82" fill="${shade(PAL.walnut, 0.2)}"/>
  <path d="M${cx - 30} ${base - 96} q8 -40 20 -40 q12 0 14 40 z" fill="${PAL.clay}"/>
  <path d="M${cx + 12} ${base - 96} q4 -26 12 -26 q8 0 10 26 z" fill="${PAL.sand}"/>
  </g>`;
}

export function pendant(x: number, top: number, len: number, s = 1, color = PAL.clay) {
  const y = top + len;
  return `<g>
  <line x1="${x}" y1="${top}" x2="${x}" y2="${y}" stroke="${PAL.ink}" stroke-width="${1.5 * s}"/>
  <circle cx="${x}" cy="${y + 40 * s}" r="${90 * s}" fill="#ffd48a" opacity=".28" filter="url(#blur30)"/>
  <path d="M${x - 46 * s} ${y + 36 * s} Q${x - 44 * s} ${y} ${x} ${y} Q${x + 44 * s} ${y} ${x + 46 * s} ${y + 36 * s} Z" fill="${color}"/>
  <ellipse cx="${x}" cy="${y + 36 * s}" rx="${46 * s}" ry="${7 * s}" fill="#ffe3b0"/>
  </g>`;
}

export function rug(vx: number, vy: number, x0: number, x1: number, yb: number, H: number, color: string) {
  // A rug on the floor, in perspective: near edge at H*0.95, far edge at yb + 30.
  const far = yb + 26;
  const near = H * 0.93;
  const k = (y: number) => (y - vy) / (yb - vy);
  const px = (x: number, y: number) => vx + (x - vx) * k(y);
  const pts: Point[] = [
    [px(x0, far), far],
    [px(x1, far), far],
    [px(x1, near), near],
    [px(x0, near), near],
  ];
  const inset: Point[] = [
    [px(x0 + 30, far + 8), far + 8],
    [px(x1 - 30, far + 8), far + 8],
    [px(x1 - 30, near - 30), near - 30],
    [px(x0 + 30, near - 30), near - 30],
  ];
  return `${poly(pts, `fill="${color}" opacity=".92"`)}${poly(inset, `fill="none" stroke="${PAL.sand}" stroke-width="3" opacity=".6"`)}`;
}

export function loungeChair(cx: number, base: number, w: number) {
  const h = w * 0.9;
  const stripes = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${cx - w * 0.38}" y="${base - h * 0.85 + i * h * 0.08}" width="${w * 0.76}" height="${h * 0.04}" fill="${[PAL.ochre, PAL.forest, PAL.clay][i % 3]}"/>`,
  ).join("");
  return `<g>
  <ellipse cx="${cx}" cy="${base + 4}" rx="${w * 0.6}" ry="10" fill="#000" opacity=".25" filter="url(#blur6)"/>
  <rect x="${cx - w * 0.4}" y="${base - h * 0.88}" width="${w * 0.8}" height="${h * 0.6}" rx="8" fill="${PAL.ink}"/>
  ${stripes}
  <rect x="${cx - w * 0.46}" y="${base - h * 0.36}" width="${w * 0.92}" height="${h * 0.16}" rx="10" fill="${PAL.linen}"/>
  <path d="M${cx - w * 0.44} ${base} L${cx - w * 0.36} ${base - h * 0.22} M${cx + w * 0.44} ${base} L${cx + w * 0.36} ${base - h * 0.22}" stroke="${PAL.walnut}" stroke-width="${w * 0.05}"/>
  </g>`;
}
