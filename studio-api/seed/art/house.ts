/** A building in its landscape, at dusk or by day: the exteriors of the demo. */
import { id, PAL, palm, person, shade, svg } from "./kit";

export interface HouseOptions {
  massing?: "cantilever" | "courtyard" | "pavilion" | "extension" | "tower" | "row";
  /** Moves the building across the picture (a fraction of the width). */
  shift?: number;
  time?: "dusk" | "day";
  pool?: boolean;
  plan?: boolean;
  cladding?: string;
  wall?: string;
  scaffold?: boolean;
  /** The extension drawn as a dashed outline (planned). */
  ghost?: boolean;
  /** People in front of the building, for scale. */
  people?: number;
}

export function house(W: number, H: number, opts: HouseOptions = {}) {
  const {
    massing = "cantilever",
    shift = 0,
    time = "dusk",
    pool = true,
    plan = false,
    cladding = PAL.oak,
    wall = "#ece4d8",
    scaffold = false,
    ghost = false,
  } = opts;
  const horizon = H * 0.64;
  const skyId = id("sky");
  const sky =
    time === "dusk"
      ? [
          ["0", "#5f7488"],
          [".45", "#d9a77f"],
          ["1", "#f3d6b0"],
        ]
      : [
          ["0", "#9cb8c9"],
          [".6", "#dbe4e2"],
          ["1", "#f2ece1"],
        ];
  const parts = [
    `<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1">${sky.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>
    <linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe2a8"/><stop offset="1" stop-color="#f09a52"/></linearGradient></defs>`,
    `<rect width="${W}" height="${horizon}" fill="url(#${skyId})"/>`,
    `<circle cx="${W * 0.78}" cy="${horizon - H * 0.1}" r="${H * 0.07}" fill="#fbe3bd" opacity="${time === "dusk" ? 0.9 : 0.5}" filter="url(#blur14)"/>`,
    // distant tree line
    `<path d="M0 ${horizon} ${Array.from({ length: 24 }, (_, i) => `Q${(i + 0.5) * (W / 24)} ${horizon - 30 - ((i * 37) % 40)} ${(i + 1) * (W / 24)} ${horizon}`).join(" ")} V${horizon} Z" fill="${time === "dusk" ? "#58624f" : "#7d8b6f"}" opacity=".75"/>`,
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${time === "dusk" ? "#8a6a4e" : "#b48a62"}"/>`,
    `<rect y="${horizon}" width="${W}" height="${(H - horizon) * 0.18}" fill="#6f7a5a" opacity=".6"/>`,
  ];
  const U = W / 100; // horizontal unit
  const block = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
    `<rect x="${x * U}" y="${y}" width="${w * U}" height="${h}" fill="${fill}" ${extra}/>`;
  const glass = (x: number, y: number, w: number, h: number) =>
    `${block(x, y, w, h, "url(#glow)")}${Array.from({ length: Math.floor(w / 6) }, (_, i) => block(x + (i + 1) * (w / (Math.floor(w / 6) + 1)), y, 0.25, h, PAL.ink, 'opacity=".6"')).join("")}`;
  const louvres = (x: number, y: number, w: number, h: number) =>
    `${block(x, y, w, h, shade(cladding, 0.25))}${Array.from({ length: Math.floor(h / 9) }, (_, i) => block(x, y + i * 9, w, 5, cladding)).join("")}`;
  const fl = horizon + H * 0.02; // ground floor line
  const gh = H * 0.22; // storey height
  const parts2: string[] = [];
  if (massing === "cantilever" || massing === "extension") {
    parts2.push(block(18, fl - gh, 44, gh, wall));
    parts2.push(glass(22, fl - gh * 0.86, 34, gh * 0.86));
    parts2.push(block(10, fl - gh * 2.05, 56, gh * 1.02, wall));
    parts2.push(louvres(14, fl - gh * 1.86, 26, gh * 0.7));
    parts2.push(glass(43, fl - gh * 1.86, 19, gh * 0.7));
    parts2.push(block(8, fl - gh * 2.12, 60, gh * 0.08, PAL.ink));
    parts2.push(block(10, fl - gh * 1.03, 56, gh * 0.06, "#000", 'opacity=".25"'));
    if (massing === "extension") {
      const ew = 24;
      const g = `${block(62, fl - gh * 1.1, ew, gh * 1.1, ghost ? "none" : "#d9cdbb", ghost ? `stroke="${PAL.ink}" stroke-width="3" stroke-dasharray="12 8"` : "")}${ghost ? "" : glass(65, fl - gh * 0.9, ew - 6, gh * 0.8)}${block(61, fl - gh * 1.16, ew + 2, gh * 0.07, ghost ? "none" : PAL.ink, ghost ? `stroke="${PAL.ink}" stroke-width="3" stroke-dasharray="12 8"` : "")}`;
      parts2.push(g);
    }
  } else if (massing === "courtyard") {
    parts2.push(block(6, fl - gh * 1.2, 30, gh * 1.2, wall));
    parts2.push(louvres(9, fl - gh, 10, gh * 0.8));
    parts2.push(glass(21, fl - gh, 12, gh * 0.86));
    parts2.push(block(36, fl - gh * 0.7, 30, gh * 0.7, shade(wall, 0.05)));
    parts2.push(
      `<path d="M${44 * U} ${fl} V${fl - gh * 0.5} a${7 * U} ${7 * U} 0 0 1 ${14 * U} 0 V${fl} Z" fill="${PAL.ink}" opacity=".75"/>`,
    );
    parts2.push(block(66, fl - gh * 1.6, 28, gh * 1.6, wall));
    parts2.push(glass(70, fl - gh * 1.4, 8, gh * 1.3));
    parts2.push(louvres(80, fl - gh * 1.4, 10, gh * 1.3));
    parts2.push(block(5, fl - gh * 1.26, 32, gh * 0.07, PAL.clayDark));
    parts2.push(block(65, fl - gh * 1.66, 30, gh * 0.07, PAL.clayDark));
  } else if (massing === "pavilion") {
    parts2.push(block(12, fl - gh * 1.25, 76, gh * 0.09, PAL.ink));
    parts2.push(glass(20, fl - gh * 1.16, 44, gh * 1.16));
    parts2.push(louvres(64, fl - gh * 1.16, 16, gh * 1.16));
    for (let i = 0; i < 6; i++) parts2.push(block(14 + i * 14, fl - gh * 1.16, 0.8, gh * 1.16, PAL.walnut));
  } else if (massing === "tower") {
    // four storeys of 0.62 of a house's, so the whole building stays in a 4:3 crop
    const sh = gh * 0.62;
    for (let s = 0; s < 4; s++) {
      parts2.push(block(30, fl - sh * (s + 1), 40, sh, s % 2 ? wall : shade(wall, 0.04)));
      parts2.push(glass(33, fl - sh * (s + 1) + sh * 0.16, 22, sh * 0.66));
      parts2.push(louvres(57, fl - sh * (s + 1) + sh * 0.16, 10, sh * 0.66));
      parts2.push(block(28, fl - sh * (s + 1), 44, sh * 0.07, PAL.ink));
    }
  } else if (massing === "row") {
    // a terrace of narrow houses, each with its own door, fins and roof garden
    for (let u = 0; u < 5; u++) {
      const x = 8 + u * 17;
      parts2.push(block(x, fl - gh * 1.7, 16, gh * 1.7, u % 2 ? wall : shade(wall, 0.06)));
      parts2.push(glass(x + 2, fl - gh * 1.5, 7, gh * 0.6));
      parts2.push(louvres(x + 10, fl - gh * 1.5, 4, gh * 1.3));
      parts2.push(block(x + 2, fl - gh * 0.7, 5, gh * 0.7, PAL.walnut));
      parts2.push(block(x - 0.5, fl - gh * 1.76, 17, gh * 0.07, PAL.ink));
      parts2.push(
        `<ellipse cx="${(x + 8) * U}" cy="${fl - gh * 1.78}" rx="${5 * U}" ry="${gh * 0.12}" fill="#58704a"/>`,
      );
    }
  }
  if (scaffold) {
    const sx0 = massing === "extension" ? 60 : 8;
    const sx1 = massing === "extension" ? 90 : 70;
    for (let x = sx0; x <= sx1; x += 6) parts2.push(block(x, fl - gh * 2.3, 0.35, gh * 2.3, "#6b5a48"));
    for (let y = 1; y < 5; y++) parts2.push(block(sx0, fl - gh * 0.55 * y, sx1 - sx0, 5, "#6b5a48"));
  }
  parts.push(`<g transform="translate(${shift * W} 0)">`);
  parts.push(
    `<ellipse cx="${W * 0.45}" cy="${fl + 6}" rx="${W * 0.4}" ry="16" fill="#000" opacity=".25" filter="url(#blur14)"/>`,
  );
  parts.push(`<g>${parts2.join("")}</g>`);
  if (pool) {
    const py = fl + H * 0.04;
    const ph = H - py - H * 0.06;
    const refl = id("refl");
    parts.push(
      `<defs><clipPath id="${refl}"><rect x="${W * 0.14}" y="${py}" width="${W * 0.64}" height="${ph}"/></clipPath></defs>`,
    );
    parts.push(
      `<rect x="${W * 0.14 - 10}" y="${py - 10}" width="${W * 0.64 + 20}" height="${ph + 20}" fill="#d8cbb6"/>`,
    );
    parts.push(`<rect x="${W * 0.14}" y="${py}" width="${W * 0.64}" height="${ph}" fill="#4f7479"/>`);
    parts.push(
      `<g clip-path="url(#${refl})" opacity=".45" filter="url(#blur6)"><g transform="translate(0 ${2 * fl + (py - fl) * 2}) scale(1 -1)">${parts2.join("")}</g></g>`,
    );
    parts.push(
      `<g clip-path="url(#${refl})" stroke="#cfe1de" stroke-width="2" opacity=".35">${Array.from({ length: 8 }, (_, i) => `<line x1="${W * (0.16 + (i % 3) * 0.2)}" y1="${py + 14 + i * (ph / 8)}" x2="${W * (0.26 + (i % 3) * 0.2)}" y2="${py + 14 + i * (ph / 8)}"/>`).join("")}</g>`,
    );
  }
  parts.push(`</g>`);
  for (let n = 0; n < (opts.people ?? 0); n++) {
    const px = W * (0.08 + ((n * 0.37 + shift + 0.55) % 0.84));
    parts.push(person(px, fl + H * 0.025 + n * H * 0.006, gh * 0.58, [PAL.clay, PAL.forest, PAL.ochre][n % 3]));
  }
  parts.push(palm(W * 0.9, H * 0.96, H / 900, "#38503f"));
  parts.push(palm(W * 0.05, H * 0.94, H / 1200, "#46604a"));
  if (plan) {
    parts.push(
      `<g stroke="#fff" stroke-width="1.5" opacity=".5" fill="none">${Array.from({ length: 12 }, (_, i) => `<line x1="${(i * W) / 12}" y1="0" x2="${(i * W) / 12}" y2="${H}"/>`).join("")}</g>`,
    );
  }
  const dusk = id("dusk");
  parts.push(
    `<defs><linearGradient id="${dusk}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1d14" stop-opacity="0"/><stop offset="1" stop-color="#2a1d14" stop-opacity=".28"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${dusk})"/>`,
  );
  return svg(W, H, parts.join("\n"));
}
