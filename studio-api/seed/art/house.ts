/** A building in its landscape, at dusk or by day: the exteriors of the demo (the buildings are massings.ts). */
import { id, PAL, palm, person, svg } from "./kit";
import { MASSINGS, type Massing } from "./massings";

export interface HouseOptions {
  massing?: keyof typeof MASSINGS;
  /** Townhouses in a row, storeys of an office. */
  count?: number;
  /** Moves the building across the picture (a fraction of the width). */
  shift?: number;
  time?: "dusk" | "day";
  /** Where the horizon sits (a fraction of the height). */
  horizon?: number;
  /** What lies in front: a pool, the estuary's water, a laterite forecourt, a lawn. */
  front?: "pool" | "water" | "forecourt" | "lawn";
  /** What stands behind: trees, the harbour's cranes, the sea. */
  behind?: "trees" | "harbour" | "sea" | "city";
  cladding?: string;
  wall?: string;
  /** People in front of the building, for scale. */
  people?: number;
  palms?: boolean;
}

const SKY = {
  dusk: ["#5f7488", "#d9a77f", "#f3d6b0"],
  day: ["#9cb8c9", "#dbe4e2", "#f2ece1"],
};

export function house(W: number, H: number, opts: HouseOptions = {}) {
  const {
    massing = "cantilever",
    shift = 0,
    time = "dusk",
    front = "lawn",
    behind = "trees",
    cladding = PAL.oak,
    wall = "#ece4d8",
    palms = true,
  } = opts;
  const horizon = H * (opts.horizon ?? 0.64);
  const skyId = id("sky");
  const parts = [
    `<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1">${SKY[time].map((c, i) => `<stop offset="${i / 2}" stop-color="${c}"/>`).join("")}</linearGradient>
    <linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe2a8"/><stop offset="1" stop-color="#f09a52"/></linearGradient></defs>`,
    `<rect width="${W}" height="${horizon}" fill="url(#${skyId})"/>`,
    `<circle cx="${W * 0.78}" cy="${horizon - H * 0.1}" r="${H * 0.07}" fill="#fbe3bd" opacity="${time === "dusk" ? 0.9 : 0.5}" filter="url(#blur14)"/>`,
  ];
  if (behind === "harbour") {
    for (const [x, h] of [
      [0.12, 0.3],
      [0.34, 0.36],
      [0.7, 0.32],
    ] as const)
      parts.push(
        `<g stroke="#4a545a" stroke-width="6" fill="none"><path d="M${W * x} ${horizon} V${horizon - H * h} h${W * 0.14} M${W * x} ${horizon - H * h * 0.8} l${W * 0.06} ${-H * h * 0.2} M${W * (x + 0.12)} ${horizon - H * h} v${H * 0.08}"/></g>`,
      );
    parts.push(`<rect y="${horizon - H * 0.03}" width="${W}" height="${H * 0.03}" fill="#6d8a96"/>`);
  } else if (behind === "sea") {
    parts.push(`<rect y="${horizon - H * 0.05}" width="${W}" height="${H * 0.05}" fill="#6f98a0"/>`);
  } else if (behind === "city") {
    for (let i = 0; i < 12; i++)
      parts.push(
        `<rect x="${(i / 12) * W}" y="${horizon - H * (0.08 + ((i * 37) % 11) / 60)}" width="${W / 13}" height="${H * 0.3}" fill="${["#9a8f86", "#b3a89c", "#847a72"][i % 3]}" opacity=".7"/>`,
      );
  } else {
    parts.push(
      `<path d="M0 ${horizon} ${Array.from({ length: 24 }, (_, i) => `Q${(i + 0.5) * (W / 24)} ${horizon - 30 - ((i * 37) % 40)} ${(i + 1) * (W / 24)} ${horizon}`).join(" ")} V${horizon} Z" fill="${time === "dusk" ? "#58624f" : "#7d8b6f"}" opacity=".75"/>`,
    );
  }
  const ground =
    front === "water" ? "#c9b48e" : front === "forecourt" ? "#a7683f" : time === "dusk" ? "#8a6a4e" : "#b48a62";
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${ground}"/>`);
  if (front === "lawn" || front === "pool")
    parts.push(`<rect y="${horizon}" width="${W}" height="${(H - horizon) * 0.18}" fill="#6f7a5a" opacity=".6"/>`);

  const m: Massing = {
    U: W / 100,
    fl: horizon + H * 0.02,
    gh: H * 0.22,
    wall,
    cladding,
    count: opts.count ?? (massing === "row" ? 5 : 3),
  };
  const building = MASSINGS[massing](m);
  parts.push(`<g transform="translate(${shift * W} 0)">`);
  parts.push(
    `<ellipse cx="${W * 0.5}" cy="${m.fl + 6}" rx="${W * 0.42}" ry="16" fill="#000" opacity=".25" filter="url(#blur14)"/>`,
  );
  parts.push(`<g>${building}</g>`);
  const py = m.fl + H * 0.04;
  const ph = H - py - H * 0.06;
  if (front === "pool") {
    const refl = id("refl");
    parts.push(
      `<defs><clipPath id="${refl}"><rect x="${W * 0.14}" y="${py}" width="${W * 0.64}" height="${ph}"/></clipPath></defs>`,
      `<rect x="${W * 0.14 - 10}" y="${py - 10}" width="${W * 0.64 + 20}" height="${ph + 20}" fill="#d8cbb6"/>`,
      `<rect x="${W * 0.14}" y="${py}" width="${W * 0.64}" height="${ph}" fill="#4f7479"/>`,
      `<g clip-path="url(#${refl})" opacity=".45" filter="url(#blur6)"><g transform="translate(0 ${2 * m.fl + (py - m.fl) * 2}) scale(1 -1)">${building}</g></g>`,
    );
  }
  parts.push(`</g>`);
  if (front === "water") {
    parts.push(`<rect y="${H * 0.9}" width="${W}" height="${H * 0.1}" fill="#5d8790"/>`);
    parts.push(
      `<g stroke="#cfe1de" stroke-width="2" opacity=".5">${Array.from({ length: 6 }, (_, i) => `<line x1="${W * (0.05 + i * 0.16)}" y1="${H * (0.93 + (i % 2) * 0.03)}" x2="${W * (0.13 + i * 0.16)}" y2="${H * (0.93 + (i % 2) * 0.03)}"/>`).join("")}</g>`,
    );
  }
  for (let n = 0; n < (opts.people ?? 0); n++) {
    const px = W * (0.08 + ((n * 0.37 + shift + 0.55) % 0.84));
    parts.push(person(px, m.fl + H * 0.025 + n * H * 0.006, m.gh * 0.58, [PAL.clay, PAL.forest, PAL.ochre][n % 3]));
  }
  if (palms) {
    parts.push(palm(W * 0.9, H * 0.96, H / 900, "#38503f"));
    parts.push(palm(W * 0.05, H * 0.94, H / 1200, "#46604a"));
  }
  const dusk = id("dusk");
  parts.push(
    `<defs><linearGradient id="${dusk}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1d14" stop-opacity="0"/><stop offset="1" stop-color="#2a1d14" stop-opacity=".28"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${dusk})"/>`,
  );
  return svg(W, H, parts.join("\n"));
}
