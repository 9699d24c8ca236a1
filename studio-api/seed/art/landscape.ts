/** Gardens, a roof terrace and a park by a lake, seen from eye height: the landscape projects of the demo. */
import { id, PAL, palm, person, plant, random, shade, svg, tint } from "./kit";

export interface GardenOptions {
  kind: "garden" | "roof" | "park";
  time?: "day" | "dusk";
  /** Varies the planting, so two views of one garden differ. */
  seed?: number;
  people?: number;
  /** Where the path vanishes across the picture (0-1). */
  vpx?: number;
  /** Where the horizon sits (a fraction of the height): a view from higher up sets it higher. */
  horizon?: number;
  /** What the view is of, besides the planting. */
  feature?: "swale" | "seating" | "kitchen" | "boardwalk" | "play" | "pool" | "trees" | "tank";
}

/** A broad shade tree standing at (x, y), `r` its crown's radius. */
function shadeTree(x: number, y: number, r: number, colour: string) {
  return `<g><rect x="${x - r * 0.08}" y="${y - r * 1.6}" width="${r * 0.16}" height="${r * 1.6}" fill="#5a4636"/><ellipse cx="${x}" cy="${y - r * 1.8}" rx="${r * 1.3}" ry="${r * 0.8}" fill="${colour}"/><ellipse cx="${x - r * 0.5}" cy="${y - r * 2}" rx="${r * 0.7}" ry="${r * 0.5}" fill="${tint(colour, 0.12)}"/><ellipse cx="${x}" cy="${y + 4}" rx="${r * 1.2}" ry="${r * 0.18}" fill="#000" opacity=".2"/></g>`;
}

const GREENS = ["#3e5e45", "#58704a", "#6f7d4f", "#2f4a3a", "#7f8b5a"];

/** A shrub of overlapping leaves, `r` across at the depth it stands. */
function shrub(x: number, y: number, r: number, colour: string, flower?: string) {
  return `<g><ellipse cx="${x}" cy="${y + r * 0.1}" rx="${r * 1.1}" ry="${r * 0.25}" fill="#000" opacity=".2"/>
  <circle cx="${x - r * 0.45}" cy="${y - r * 0.4}" r="${r * 0.6}" fill="${shade(colour, 0.15)}"/>
  <circle cx="${x + r * 0.4}" cy="${y - r * 0.45}" r="${r * 0.65}" fill="${colour}"/>
  <circle cx="${x}" cy="${y - r * 0.8}" r="${r * 0.6}" fill="${tint(colour, 0.12)}"/>
  ${flower ? [0, 1, 2].map((i) => `<circle cx="${x - r * 0.4 + i * r * 0.4}" cy="${y - r * (0.9 + (i % 2) * 0.3)}" r="${r * 0.12}" fill="${flower}"/>`).join("") : ""}</g>`;
}

export function garden(W: number, H: number, opts: GardenOptions) {
  const { kind, time = "day", seed = 1, people = 0, vpx = 0.5, feature } = opts;
  const rnd = random(seed * 7919 + 17);
  const horizon = H * (opts.horizon ?? (kind === "roof" ? 0.5 : 0.44));
  const vx = W * vpx;
  const depth = (y: number) => (y - horizon) / (H - horizon); // 0 at the horizon, 1 at the bottom
  const skyId = id("sky");
  const skyStops = time === "dusk" ? ["#5f7488", "#d9a77f", "#f3d6b0"] : ["#9cb8c9", "#dbe4e2", "#f2ece1"];
  const p: string[] = [
    `<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1">${skyStops.map((c, i) => `<stop offset="${i / 2}" stop-color="${c}"/>`).join("")}</linearGradient></defs>`,
    `<rect width="${W}" height="${horizon}" fill="url(#${skyId})"/>`,
  ];
  if (kind === "roof") {
    // the city beyond the parapet
    for (let i = 0; i < 14; i++) {
      const bw = W * (0.05 + rnd() * 0.06);
      const bh = H * (0.06 + rnd() * 0.2);
      const bx = (i / 14) * W + rnd() * 20;
      p.push(`<rect x="${bx}" y="${horizon - bh}" width="${bw}" height="${bh}" fill="${mixGrey(i)}"/>`);
      for (let w = 0; w < 3; w++)
        p.push(
          `<rect x="${bx + bw * 0.2}" y="${horizon - bh + 10 + w * bh * 0.3}" width="${bw * 0.6}" height="4" fill="${time === "dusk" ? "#ffd48a" : "#c9d4d8"}" opacity=".7"/>`,
        );
    }
  } else {
    p.push(
      `<path d="M0 ${horizon} ${Array.from({ length: 20 }, (_, i) => `Q${(i + 0.5) * (W / 20)} ${horizon - 24 - rnd() * 46} ${(i + 1) * (W / 20)} ${horizon}`).join(" ")} Z" fill="${time === "dusk" ? "#58624f" : "#6f8060"}"/>`,
    );
  }
  const groundId = id("ground");
  const ground = kind === "roof" ? "#c8b8a2" : "#7f8f5c";
  p.push(
    `<defs><linearGradient id="${groundId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(ground, 0.15)}"/><stop offset="1" stop-color="${tint(ground, 0.1)}"/></linearGradient></defs>`,
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#${groundId})"/>`,
  );
  if (kind === "park") {
    // the lake, with the far shore and the sky in it
    p.push(
      `<ellipse cx="${W * (1 - vpx)}" cy="${horizon + (H - horizon) * 0.22}" rx="${W * 0.42}" ry="${(H - horizon) * 0.16}" fill="#7fa3a8"/>`,
      `<ellipse cx="${W * (1 - vpx)}" cy="${horizon + (H - horizon) * 0.2}" rx="${W * 0.3}" ry="${(H - horizon) * 0.06}" fill="#cfe1de" opacity=".5"/>`,
    );
  }
  if (feature === "pool") {
    // a long reflecting pool beside the path
    p.push(
      `<polygon points="${vx + 14},${horizon + 4} ${vx + 40},${horizon + 4} ${W * 1.05},${H} ${W * 0.76},${H}" fill="#d8cbb6"/>`,
      `<polygon points="${vx + 18},${horizon + 6} ${vx + 36},${horizon + 6} ${W},${H} ${W * 0.79},${H}" fill="#5f8a8f"/>`,
    );
  }
  if (feature === "swale") {
    // the rainwater swale: a stony channel winding beside the path
    p.push(
      `<path d="M${vx - 30} ${horizon + 6} C${W * 0.2} ${horizon + (H - horizon) * 0.3} ${W * 0.05} ${horizon + (H - horizon) * 0.6} ${-W * 0.05} ${H}" stroke="#8ea7a6" stroke-width="${(H - horizon) * 0.12}" fill="none" opacity=".85"/>`,
      `<path d="M${vx - 30} ${horizon + 6} C${W * 0.2} ${horizon + (H - horizon) * 0.3} ${W * 0.05} ${horizon + (H - horizon) * 0.6} ${-W * 0.05} ${H}" stroke="#b8b0a2" stroke-width="${(H - horizon) * 0.03}" stroke-dasharray="14 22" fill="none"/>`,
    );
  }
  if (feature === "boardwalk") {
    // reeds of the wetland either side of the boardwalk
    for (let i = 0; i < 60; i++) {
      const x = rnd() * W;
      const y = horizon + (H - horizon) * (0.3 + rnd() * 0.7);
      p.push(`<line x1="${x}" y1="${y}" x2="${x + 6}" y2="${y - 30 - rnd() * 60}" stroke="#6f7d4f" stroke-width="4"/>`);
    }
  }
  // the path: laterite on the ground, timber decking on the roof and the boardwalk
  const pathColour = kind === "roof" || feature === "boardwalk" ? PAL.oak : "#b9774a";
  p.push(
    `<polygon points="${vx - 6},${horizon} ${vx + 6},${horizon} ${W * 0.72},${H} ${W * 0.28},${H}" fill="${pathColour}"/>`,
  );
  for (let i = 1; i < 9; i++) {
    const y = horizon + (H - horizon) * (i / 9) ** 1.8;
    const half = 6 + (W * 0.22 - 6) * depth(y);
    p.push(
      `<line x1="${vx + (W * 0.5 - vx) * depth(y) - half}" y1="${y}" x2="${vx + (W * 0.5 - vx) * depth(y) + half}" y2="${y}" stroke="${shade(pathColour, 0.2)}" stroke-width="${1 + depth(y) * 3}" opacity=".6"/>`,
    );
  }
  // planting, far to near, on both sides of the path
  const items: { y: number; draw: string }[] = [];
  for (let i = 0; i < 26; i++) {
    const t = rnd();
    const y = horizon + (H - horizon) * (0.05 + 0.95 * t * t);
    const d = depth(y);
    const side = i % 2 ? 1 : -1;
    const edge = vx + (W * 0.5 - vx) * d + side * (6 + (W * 0.22 - 6) * d);
    const x = edge + side * (20 + rnd() * W * 0.3) * (0.3 + d);
    const r = 10 + 70 * d;
    const colour = GREENS[Math.floor(rnd() * GREENS.length)];
    const flower = rnd() > 0.6 ? ["#e3b7a0", "#c99a3b", "#b5602f"][i % 3] : undefined;
    items.push({
      y,
      draw: kind === "roof" && i % 3 === 0 ? plant(x, y, 0.4 + d, colour) : shrub(x, y, r, colour, flower),
    });
  }
  for (let i = 0; i < 4; i++) {
    const y = horizon + (H - horizon) * (0.08 + i * 0.14 + rnd() * 0.05);
    const d = depth(y);
    const x = i % 2 ? W * (0.06 + rnd() * 0.12) : W * (0.82 + rnd() * 0.12);
    items.push({ y, draw: palm(x, y, 0.25 + d * 0.9, GREENS[i % GREENS.length]) });
  }
  for (let n = 0; n < people; n++) {
    const y = horizon + (H - horizon) * (0.3 + n * 0.18);
    const x = vx + (W * 0.5 - vx) * depth(y) + (n % 2 ? 1 : -1) * W * 0.04 * depth(y);
    items.push({ y, draw: person(x, y, H * 0.42 * depth(y) + 20, [PAL.clay, PAL.forest, PAL.ochre][n % 3]) });
  }
  if (feature === "seating" || feature === "kitchen" || feature === "play") {
    const y = horizon + (H - horizon) * 0.5;
    const x = vx + (W * 0.5 - vx) * depth(y) + W * 0.2;
    const s = depth(y) * (H / 900);
    const draw =
      feature === "seating"
        ? `<rect x="${x - 160 * s}" y="${y - 260 * s}" width="${320 * s}" height="${20 * s}" fill="${PAL.walnut}"/>${[-150, 140].map((dx) => `<rect x="${x + dx * s}" y="${y - 250 * s}" width="${12 * s}" height="${250 * s}" fill="${PAL.walnut}"/>`).join("")}<rect x="${x - 120 * s}" y="${y - 70 * s}" width="${240 * s}" height="${18 * s}" fill="${PAL.oak}"/>`
        : feature === "kitchen"
          ? `<rect x="${x - 200 * s}" y="${y - 130 * s}" width="${400 * s}" height="${130 * s}" fill="#8b8176"/><rect x="${x - 210 * s}" y="${y - 146 * s}" width="${420 * s}" height="${18 * s}" fill="#e6ddd1"/><rect x="${x + 60 * s}" y="${y - 240 * s}" width="${90 * s}" height="${94 * s}" fill="#3a3532"/><rect x="${x - 160 * s}" y="${y - 110 * s}" width="${100 * s}" height="${90 * s}" fill="${PAL.walnut}"/>`
          : `<path d="M${x - 160 * s} ${y} L${x - 60 * s} ${y - 260 * s} L${x + 40 * s} ${y}" stroke="${PAL.clay}" stroke-width="${14 * s}" fill="none"/><rect x="${x - 140 * s}" y="${y - 150 * s}" width="${280 * s}" height="${12 * s}" fill="${PAL.ochre}"/><path d="M${x + 80 * s} ${y - 180 * s} l${120 * s} ${180 * s}" stroke="#3f6f6a" stroke-width="${22 * s}"/>`;
    items.push({ y, draw });
  }
  if (feature === "trees" || feature === "pool" || feature === "swale")
    for (const [fx, fy, r] of [
      [0.14, 0.26, 70],
      [0.86, 0.38, 90],
    ] as const) {
      const y = horizon + (H - horizon) * fy;
      items.push({ y, draw: shadeTree(W * fx, y, r * (H / 900), GREENS[3]) });
    }
  items.sort((a, b) => a.y - b.y);
  p.push(...items.map((item) => item.draw));
  if (kind === "roof") {
    // a pergola overhead and the parapet in front
    for (let i = 0; i < 9; i++)
      p.push(
        `<rect x="${i * (W / 8) - 20}" y="0" width="${W * 0.03}" height="${H * 0.16}" fill="${PAL.walnut}" transform="skewX(${(i - 4) * 6})"/>`,
      );
    p.push(`<rect width="${W}" height="${H * 0.04}" fill="${shade(PAL.walnut, 0.2)}"/>`);
  }
  if (feature === "tank") {
    // a house's gable wall, its gutter and downpipe feeding a tall rainwater tank
    p.push(
      `<rect x="${W * 0.62}" y="${H * 0.12}" width="${W * 0.4}" height="${H * 0.8}" fill="#e4dccf"/><rect x="${W * 0.6}" y="${H * 0.1}" width="${W * 0.42}" height="${H * 0.03}" fill="${PAL.ink}"/>`,
      `<rect x="${W * 0.64}" y="${H * 0.13}" width="${W * 0.015}" height="${H * 0.32}" fill="#5d6b70"/>`,
      `<rect x="${W * 0.6}" y="${H * 0.42}" width="${W * 0.2}" height="${H * 0.5}" rx="${W * 0.02}" fill="#3f6f6a"/>`,
      ...Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${W * 0.6}" y="${H * (0.48 + i * 0.09)}" width="${W * 0.2}" height="${H * 0.012}" fill="#335b57"/>`,
      ),
      `<rect x="${W * 0.66}" y="${H * 0.86}" width="${W * 0.05}" height="${H * 0.02}" fill="#9aa5a8"/>`,
    );
  }
  const wash = id("wash");
  p.push(
    `<defs><linearGradient id="${wash}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd9a0" stop-opacity="${time === "dusk" ? 0.25 : 0.1}"/><stop offset="1" stop-color="#2a1d14" stop-opacity=".25"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${wash})"/>`,
  );
  return svg(W, H, p.join("\n"), { seed });
}

const mixGrey = (i: number) => ["#9a8f86", "#b3a89c", "#847a72", "#a89d90"][i % 4];
