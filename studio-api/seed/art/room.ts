/** A room in one-point perspective, with light from a side window: the interiors of the demo. */
import { art, bed, desk, dining, loungeChair, pendant, rug, sideTable, sofa } from "./furniture";
import { id, PAL, palm, person, plant, poly, random, rect, shade, svg, tint, type Point } from "./kit";

// ---------- interiors ----------

/**
 * A room in one-point perspective. opts: wall, floor ('oak'|'terrazzo'|'concrete'),
 * furniture ('sofa'|'bed'|'desk'|'dining'|'lounge'|'empty'), accent, before (a tired room).
 */
export type Furniture =
  | "sofa"
  | "bed"
  | "desk"
  | "dining"
  | "lounge"
  | "empty"
  | "classroom"
  | "gallery"
  | "kitchen"
  | "study"
  | "banquette"
  | "desks"
  | "loft";

export interface RoomOptions {
  wall?: string;
  floor?: "oak" | "terrazzo" | "concrete" | "terracotta";
  furniture?: Furniture;
  /** How wide the back wall is (a fraction of the picture): a deep room or a shallow one. */
  depth?: number;
  /** Where the eye stands, up and down (the vanishing point, a fraction of the height). */
  eye?: number;
  /** Steel trusses under the roof (a warehouse) and a band of clerestory glazing. */
  trusses?: boolean;
  /** What is left in a room before the works (with `before`). */
  leftover?: "sofa" | "desk" | "bed";
  /** The side window: tall glazing, or glass louvre blades behind burglar bars (a 1980s house). */
  window?: "tall" | "louvre" | "none";
  accent?: string;
  /** Where the vanishing point sits across the picture (0-1). */
  vpx?: number;
  /** A tired room before the works. */
  before?: boolean;
  warm?: number;
  windowSide?: "left" | "right";
  arch?: boolean;
  /** The sofa's or the bed cover's colour. */
  sofa?: string;
  /** People in the room (at most two), for scale. */
  people?: number;
  /** Seeds the terrazzo flecks. */
  seed?: number;
}

export function room(W: number, H: number, opts: RoomOptions = {}) {
  const {
    wall = "#efe5d8",
    floor = "oak",
    furniture = "sofa",
    accent = PAL.forest,
    vpx = 0.46,
    before = false,
    warm = 0.35,
    windowSide = "right",
    arch = true,
  } = opts;
  const bw = W * (opts.depth ?? 0.58);
  const bh = H * (opts.depth ?? 0.58) * 0.966;
  const vx = W * vpx;
  const vy = H * (opts.eye ?? 0.5);
  const x0 = vx - bw * 0.5;
  const x1 = vx + bw * 0.5;
  const y0 = vy - bh * 0.607;
  const y1 = y0 + bh;
  const wallC = before ? "#d8d2c8" : wall;
  const side = shade(wallC, 0.1);
  const ceil = shade(wallC, 0.05);
  const floorBase = before
    ? "#9b9288"
    : { oak: "#c59a6b", terrazzo: "#e6ddd1", concrete: "#bdb3a6", terracotta: "#b8643f" }[floor];
  const grad = id("fl");
  const k = (y: number) => (y - vy) / (y1 - vy); // depth scale for a frontal plane whose base is at y
  const depthGroup = (y: number, body: string) =>
    `<g transform="translate(${vx} ${vy}) scale(${k(y)}) translate(${-vx} ${-vy})">${body}</g>`;
  /**
   * Rows of one piece of furniture across the room: a row at each depth t (0 at the back wall, 1 at
   * the picture's foot), a piece at each dx (a share of the back wall's width from the vanishing point).
   */
  const rows = (depths: number[], across: number[], piece: (dx: number) => string) =>
    depths.map((t) => depthGroup(y1 + (H - y1) * t, across.map(piece).join("")));

  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="${grad}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(floorBase, 0.12)}"/><stop offset="1" stop-color="${tint(floorBase, 0.08)}"/></linearGradient></defs>`);
  // shell
  parts.push(
    poly(
      [
        [0, 0],
        [W, 0],
        [x1, y0],
        [x0, y0],
      ],
      `fill="${ceil}"`,
    ),
  );
  parts.push(
    poly(
      [
        [0, 0],
        [x0, y0],
        [x0, y1],
        [0, H],
      ],
      `fill="${side}"`,
    ),
  );
  parts.push(
    poly(
      [
        [W, 0],
        [x1, y0],
        [x1, y1],
        [W, H],
      ],
      `fill="${shade(side, 0.04)}"`,
    ),
  );
  parts.push(rect(x0, y0, bw, bh, `fill="${wallC}"`));
  parts.push(
    poly(
      [
        [x0, y1],
        [x1, y1],
        [W, H],
        [0, H],
      ],
      `fill="url(#${grad})"`,
    ),
  );
  // floor boards or terrazzo flecks
  if (floor === "oak" || before) {
    for (let i = -10; i <= 24; i++) {
      const bx = x0 + (i * bw) / 14;
      const ex = vx + (bx - vx) * k(H);
      parts.push(
        `<line x1="${bx}" y1="${y1}" x2="${ex}" y2="${H}" stroke="${shade(floorBase, 0.2)}" stroke-width="1.2" opacity=".45"/>`,
      );
    }
  } else if (floor === "terrazzo") {
    const rnd = random(opts.seed ?? 3);
    for (let i = 0; i < 260; i++) {
      const y = y1 + Math.pow(rnd(), 0.8) * (H - y1);
      const t = k(y);
      const x = vx + (rnd() - 0.5) * W * 1.3 * (t / k(H)) * 1.2;
      const c = [PAL.clay, PAL.ochre, PAL.stone, "#ffffff"][i % 4];
      parts.push(`<ellipse cx="${x}" cy="${y}" rx="${2.2 * t}" ry="${1.2 * t}" fill="${c}" opacity=".55"/>`);
    }
  }
  if (floor === "terracotta" && !before) {
    for (let i = -10; i <= 24; i++) {
      const bx = x0 + (i * bw) / 8;
      parts.push(
        `<line x1="${bx}" y1="${y1}" x2="${vx + (bx - vx) * k(H)}" y2="${H}" stroke="${shade(floorBase, 0.3)}" stroke-width="2" opacity=".5"/>`,
      );
    }
    for (let r = 1; r < 9; r++) {
      const y = y1 + (H - y1) * (r / 9) ** 1.6;
      parts.push(
        `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${shade(floorBase, 0.3)}" stroke-width="2" opacity=".5"/>`,
      );
    }
  }
  // skirting
  parts.push(rect(x0, y1 - 10, bw, 10, `fill="${shade(wallC, 0.14)}"`));

  if (opts.trusses) {
    // a clerestory along the back wall and steel trusses under the roof
    parts.push(rect(x0, y0 + bh * 0.03, bw, bh * 0.1, 'fill="#e9eef0"'));
    for (let i = 0; i <= 10; i++)
      parts.push(rect(x0 + (i * bw) / 10 - 2, y0 + bh * 0.03, 4, bh * 0.1, `fill="${PAL.ink}"`));
    for (const t of [0, 0.3, 0.75]) {
      const span = Array.from({ length: 9 }, (_, i) => {
        const xa = x0 + (i * bw) / 8;
        return `<line x1="${xa}" y1="${y0 + bh * 0.2}" x2="${x0 + ((i + 0.5) * bw) / 8}" y2="${y0 - bh * 0.02}"/><line x1="${xa}" y1="${y0 + bh * 0.2}" x2="${x0 + ((i - 0.5) * bw) / 8}" y2="${y0 - bh * 0.02}"/>`;
      }).join("");
      parts.push(
        depthGroup(
          y1 + (H - y1) * t,
          `<g stroke="#3d4448" stroke-width="5"><line x1="${x0}" y1="${y0 + bh * 0.2}" x2="${x1}" y2="${y0 + bh * 0.2}"/>${span}</g>`,
        ),
      );
    }
  }
  // window on a side wall with a shaft of light
  const left = windowSide === "left";
  const wx0 = left ? W * 0.03 : W * 0.97;
  const wx1 = left ? x0 - bw * 0.06 : x1 + bw * 0.06;
  const kind = opts.window ?? "tall";
  const [top, bottom] = kind === "louvre" ? [0.3, 0.4] : [0.1, 0.08];
  const wTop = (x: number) => vy + (y0 + bh * top - vy) * ((x - vx) / (left ? x0 - vx : x1 - vx));
  const wBot = (x: number) => vy + (y1 - bh * bottom - vy) * ((x - vx) / (left ? x0 - vx : x1 - vx));
  const sky = id("sky");
  parts.push(
    `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dcb6"/><stop offset="1" stop-color="#fbf0de"/></linearGradient></defs>`,
  );
  // the window's pane: the sky behind, the frame over it
  const pane: Point[] = [
    [wx0, wTop(wx0)],
    [wx1, wTop(wx1)],
    [wx1, wBot(wx1)],
    [wx0, wBot(wx0)],
  ];
  if (kind !== "none") parts.push(poly(pane, `fill="url(#${sky})"`));
  if (kind === "louvre") {
    // glass louvre blades behind burglar bars
    for (let b = 1; b < 9; b++) {
      const at = (x: number) => wTop(x) + ((wBot(x) - wTop(x)) * b) / 9;
      parts.push(
        `<line x1="${wx0}" y1="${at(wx0)}" x2="${wx1}" y2="${at(wx1)}" stroke="#8d8a80" stroke-width="5" opacity=".8"/>`,
      );
    }
    for (let b = 1; b < 7; b++) {
      const bx = wx0 + ((wx1 - wx0) * b) / 7;
      parts.push(`<line x1="${bx}" y1="${wTop(bx)}" x2="${bx}" y2="${wBot(bx)}" stroke="#3a3532" stroke-width="4"/>`);
    }
  }
  if (!before && kind === "tall") {
    // a palm outside, clipped roughly by the frame
    const px = (wx0 + wx1) / 2;
    parts.push(`<g opacity=".35">${palm(px, wBot(px), 0.55 * (H / 1000), "#5c7a55")}</g>`);
  }
  // mullions
  for (let i = 1; i < (kind === "tall" ? 3 : 0); i++) {
    const mx = wx0 + ((wx1 - wx0) * i) / 3;
    parts.push(
      `<line x1="${mx}" y1="${wTop(mx)}" x2="${mx}" y2="${wBot(mx)}" stroke="${PAL.ink}" stroke-width="${6 * ((mx - vx) / (x1 - vx)) ** 0}" opacity=".7"/>`,
    );
  }
  if (kind !== "none") parts.push(poly(pane, `fill="none" stroke="${PAL.ink}" stroke-width="8" opacity=".75"`));
  // light shaft on the floor and back wall
  if (!before && kind !== "none") {
    const fl: Point[] = left
      ? [
          [W * 0.02, H * 0.98],
          [x0 + bw * 0.02, y1 + 6],
          [x0 + bw * 0.36, y1 + 6],
          [W * 0.62, H],
        ]
      : [
          [W * 0.98, H * 0.98],
          [x1 - bw * 0.02, y1 + 6],
          [x1 - bw * 0.36, y1 + 6],
          [W * 0.38, H],
        ];
    parts.push(poly(fl, `fill="#fff3d6" opacity="${0.28 + warm * 0.2}" filter="url(#blur14)"`));
  }

  if (arch && !before && ["sofa", "bed", "dining", "lounge", "empty"].includes(furniture)) {
    // an arched niche in the back wall
    const ax = left ? x1 - bw * 0.2 : x0 + bw * 0.16;
    parts.push(
      `<path d="M${ax - bw * 0.08} ${y1 - 10} V${y0 + bh * 0.42} a${bw * 0.08} ${bw * 0.08} 0 0 1 ${bw * 0.16} 0 V${y1 - 10} Z" fill="${shade(wallC, 0.08)}"/>`,
    );
    parts.push(`<path d="M${ax - bw * 0.06} ${y0 + bh * 0.62} h${bw * 0.12}" stroke="${PAL.oak}" stroke-width="6"/>`);
    parts.push(`<path d="M${ax - bw * 0.03} ${y0 + bh * 0.62} q4 -40 14 -40 q10 0 12 40 z" fill="${PAL.clay}"/>`);
    parts.push(`<circle cx="${ax + bw * 0.03}" cy="${y0 + bh * 0.62 - 14}" r="12" fill="${PAL.sand}"/>`);
  }

  if (before) {
    // stains, a bare bulb, a crack and a dusty ladder
    parts.push(
      `<ellipse cx="${x0 + bw * 0.7}" cy="${y0 + bh * 0.3}" rx="${bw * 0.12}" ry="${bh * 0.1}" fill="#8f8578" opacity=".25" filter="url(#blur14)"/>`,
    );
    parts.push(
      `<path d="M${x0 + bw * 0.3} ${y0} l20 60 l-14 40 l26 70 l-10 50" stroke="#7d756c" stroke-width="2.5" fill="none" opacity=".7"/>`,
    );
    if (opts.leftover !== "desk")
      parts.push(
        `<line x1="${vx}" y1="${y0 - 40}" x2="${vx}" y2="${y0 + 40}" stroke="#333" stroke-width="2"/><circle cx="${vx}" cy="${y0 + 52}" r="12" fill="#f8f1d0"/>`,
      );
    parts.push(
      rect(
        x0 + bw * 0.1,
        y0 + bh * 0.15,
        bw * 0.14,
        bh * 0.2,
        'fill="none" stroke="#a79d90" stroke-width="3" opacity=".6"',
      ),
    );
    const near = y1 + (H - y1) * 0.3;
    if (opts.leftover === "sofa") {
      // a sofa under a dust sheet and a stack of boxes
      parts.push(
        depthGroup(
          near,
          `<path d="M${vx - bw * 0.3} ${y1} q-10 -120 60 -130 q60 -40 140 -10 q80 -30 150 10 q60 10 50 130 z" fill="#e6e1d6"/><path d="M${vx - bw * 0.2} ${y1 - 60} q80 20 200 -6" stroke="#bdb6aa" stroke-width="4" fill="none"/>` +
            rect(x1 - bw * 0.3, y1 - 120, 110, 120, 'fill="#a98a62"') +
            rect(x1 - bw * 0.28, y1 - 210, 90, 90, 'fill="#b99a70"'),
        ),
      );
    } else if (opts.leftover === "desk") {
      // a steel desk, a filing cabinet and a strip light
      parts.push(
        depthGroup(
          near,
          rect(vx - bw * 0.25, y1 - 110, bw * 0.4, 16, 'fill="#7b7f80"') +
            rect(vx - bw * 0.24, y1 - 94, bw * 0.12, 94, 'fill="#6a6e70"') +
            rect(vx + bw * 0.1, y1 - 94, 10, 94, 'fill="#6a6e70"') +
            `<rect x="${x1 - bw * 0.22}" y="${y1 - 190}" width="90" height="190" fill="#8a8f8c"/>${[0, 1, 2].map((i) => rect(x1 - bw * 0.22 + 30, y1 - 170 + i * 60, 30, 8, 'fill="#5a5e5c"')).join("")}`,
        ),
      );
      parts.push(rect(vx - bw * 0.2, y0 + 20, bw * 0.4, 10, 'fill="#f4f4ea" stroke="#777" stroke-width="2"'));
    } else if (opts.leftover === "bed") {
      // an iron bedstead with a bare mattress and a heavy wardrobe
      parts.push(
        depthGroup(
          near,
          `<g stroke="#2f2b28" stroke-width="6" fill="none"><path d="M${vx - bw * 0.28} ${y1} V${y1 - 200} H${vx + bw * 0.12} V${y1}"/>${[1, 2, 3, 4, 5].map((i) => `<line x1="${vx - bw * 0.28 + i * bw * 0.066}" y1="${y1 - 200}" x2="${vx - bw * 0.28 + i * bw * 0.066}" y2="${y1 - 90}"/>`).join("")}</g><rect x="${vx - bw * 0.3}" y="${y1 - 90}" width="${bw * 0.44}" height="50" rx="10" fill="#c9bfa6"/>` +
            `<rect x="${x1 - bw * 0.26}" y="${y1 - 330}" width="${bw * 0.22}" height="330" fill="#5c4030"/><line x1="${x1 - bw * 0.15}" y1="${y1 - 320}" x2="${x1 - bw * 0.15}" y2="${y1 - 10}" stroke="#3a281d" stroke-width="4"/>`,
        ),
      );
      parts.push(
        `<ellipse cx="${x0 + bw * 0.2}" cy="${y1 - bh * 0.2}" rx="${bw * 0.1}" ry="${bh * 0.16}" fill="#6f7a5e" opacity=".3" filter="url(#blur14)"/>`,
      );
    } else
      parts.push(
        depthGroup(
          y1 + (H - y1) * 0.3,
          `<g stroke="#8a7a66" stroke-width="8"><line x1="${x1 - 200}" y1="${y1}" x2="${x1 - 150}" y2="${y1 - 260}"/><line x1="${x1 - 120}" y1="${y1}" x2="${x1 - 150}" y2="${y1 - 260}"/>${[0, 1, 2, 3].map((i) => `<line x1="${x1 - 190 + i * 11}" y1="${y1 - 50 - i * 55}" x2="${x1 - 126 - i * 6}" y2="${y1 - 50 - i * 55}"/>`).join("")}</g>`,
        ),
      );
  } else {
    // art on the back wall
    const ax = left ? x0 + bw * 0.12 : x0 + bw * 0.5;
    if (["sofa", "bed", "dining", "lounge", "empty"].includes(furniture))
      parts.push(art(ax, y0 + bh * 0.18, bw * 0.2, bh * 0.28, [PAL.clay, accent, PAL.ochre]));
    const mid = y1 + (H - y1) * 0.28;
    if (furniture === "sofa") {
      parts.push(rug(vx, vy, x0 + bw * 0.1, x1 - bw * 0.1, y1, H, accent));
      parts.push(
        depthGroup(
          mid,
          sofa(vx + bw * 0.02, y1, bw * 0.56, opts.sofa ?? "#d9cbb6") + sideTable(vx + bw * 0.34, y1, 0.9),
        ),
      );
      parts.push(depthGroup(y1 + (H - y1) * 0.12, plant(x0 + bw * 0.08, y1, 1.1)));
      parts.push(
        depthGroup(
          y1 + (H - y1) * 0.62,
          `<rect x="${vx - bw * 0.16}" y="${y1 - 40}" width="${bw * 0.32}" height="14" rx="7" fill="${PAL.walnut}"/><rect x="${vx - bw * 0.12}" y="${y1 - 26}" width="10" height="26" fill="${shade(PAL.walnut, 0.2)}"/><rect x="${vx + bw * 0.12 - 10}" y="${y1 - 26}" width="10" height="26" fill="${shade(PAL.walnut, 0.2)}"/><path d="M${vx - 20} ${y1 - 40} q4 -30 14 -30 q10 0 12 30 z" fill="${PAL.sand}"/>`,
        ),
      );
    } else if (furniture === "bed") {
      parts.push(rug(vx, vy, x0 + bw * 0.05, x1 - bw * 0.05, y1, H, shade(PAL.linen, 0.08)));
      parts.push(
        depthGroup(
          mid,
          bed(vx, y1, bw * 0.5, opts.sofa ?? accent) +
            sideTable(vx - bw * 0.35, y1, 0.8) +
            sideTable(vx + bw * 0.35, y1, 0.8),
        ),
      );
      parts.push(depthGroup(y1 + (H - y1) * 0.1, plant(x1 - bw * 0.06, y1, 1.1)));
    } else if (furniture === "desk") {
      // shelving wall
      for (let r = 0; r < 4; r++) {
        const sy = y0 + bh * (0.14 + r * 0.17);
        parts.push(rect(x0 + bw * 0.08, sy, bw * 0.84, 6, `fill="${PAL.walnut}"`));
        for (let b = 0; b < 9; b++) {
          if ((b + r) % 3 === 0) continue;
          const bx = x0 + bw * (0.1 + b * 0.09);
          const c = [PAL.clay, PAL.forest, PAL.ochre, PAL.sand, PAL.stone][(b + r) % 5];
          parts.push(
            rect(bx, sy - bh * 0.1, bw * 0.018, bh * 0.1, `fill="${c}"`) +
              rect(bx + bw * 0.02, sy - bh * 0.085, bw * 0.014, bh * 0.085, `fill="${shade(c, 0.2)}"`),
          );
        }
      }
      parts.push(rug(vx, vy, x0 + bw * 0.12, x1 - bw * 0.12, y1, H, "#8c7a66"));
      parts.push(depthGroup(mid, desk(vx, y1, bw * 0.52)));
      parts.push(depthGroup(y1 + (H - y1) * 0.1, plant(x1 - bw * 0.08, y1, 1.1)));
      parts.push(pendant(vx, 0, y0 * 1.4, 1.1, PAL.ink));
    } else if (furniture === "dining") {
      parts.push(depthGroup(mid, dining(vx, y1, bw * 0.62)));
      parts.push(pendant(vx - bw * 0.14, 0, y0 * 1.7, 1, PAL.clay));
      parts.push(pendant(vx + bw * 0.14, 0, y0 * 1.7, 1, PAL.clay));
      parts.push(depthGroup(y1 + (H - y1) * 0.1, plant(x0 + bw * 0.08, y1, 1.2)));
    } else if (furniture === "lounge") {
      parts.push(rug(vx, vy, x0 + bw * 0.2, x1 - bw * 0.2, y1, H, PAL.ochre));
      parts.push(
        depthGroup(
          mid,
          loungeChair(vx - bw * 0.12, y1, bw * 0.22) +
            loungeChair(vx + bw * 0.16, y1, bw * 0.22) +
            sideTable(vx + bw * 0.02, y1, 0.7, false),
        ),
      );
      parts.push(depthGroup(y1 + (H - y1) * 0.1, plant(x1 - bw * 0.08, y1, 1.1)));
      parts.push(pendant(vx + bw * 0.02, 0, y0 * 1.5, 1.2, PAL.ochre));
    } else if (furniture === "classroom") {
      // a chalkboard, rows of pupils' desks and ceiling fans
      parts.push(
        rect(
          x0 + bw * 0.18,
          y0 + bh * 0.22,
          bw * 0.64,
          bh * 0.34,
          `fill="#2f4a3a" stroke="${PAL.walnut}" stroke-width="8"`,
        ),
      );
      parts.push(
        `<path d="M${x0 + bw * 0.24} ${y0 + bh * 0.32} h${bw * 0.2} M${x0 + bw * 0.24} ${y0 + bh * 0.4} h${bw * 0.3} M${x0 + bw * 0.24} ${y0 + bh * 0.48} h${bw * 0.14}" stroke="#e9efe6" stroke-width="3" opacity=".7"/>`,
      );
      parts.push(
        ...rows(
          [0.12, 0.4, 0.75],
          [-0.3, 0, 0.3],
          (dx) =>
            rect(vx + bw * dx - 70, y1 - 100, 140, 14, `fill="${PAL.oak}"`) +
            rect(vx + bw * dx - 64, y1 - 86, 8, 86, 'fill="#3d4448"') +
            rect(vx + bw * dx + 56, y1 - 86, 8, 86, 'fill="#3d4448"') +
            rect(vx + bw * dx - 30, y1 - 70, 60, 10, `fill="${PAL.walnut}"`),
        ),
      );
      for (const fx of [-0.22, 0.22])
        parts.push(
          `<g><line x1="${vx + bw * fx}" y1="${y0 * 0.3}" x2="${vx + bw * fx}" y2="${y0 * 0.8}" stroke="${PAL.ink}" stroke-width="3"/><ellipse cx="${vx + bw * fx}" cy="${y0 * 0.82}" rx="${bw * 0.12}" ry="8" fill="#d6d0c6"/></g>`,
        );
    } else if (furniture === "gallery") {
      // canvases hung on the back wall, a plinth with a carving, a bench; louvres filter the roof light
      const works: [number, number, number, string][] = [
        [0.06, 0.3, 0.24, PAL.clay],
        [0.38, 0.2, 0.26, PAL.forest],
        [0.72, 0.34, 0.2, PAL.ochre],
      ];
      for (const [fx, fy, fw, c] of works)
        parts.push(
          `<rect x="${x0 + bw * fx}" y="${y0 + bh * fy}" width="${bw * fw}" height="${bh * fw * 1.3}" fill="${PAL.paper}" stroke="${PAL.ink}" stroke-width="4"/><rect x="${x0 + bw * (fx + 0.03)}" y="${y0 + bh * (fy + 0.04)}" width="${bw * (fw - 0.06)}" height="${bh * (fw * 1.3 - 0.08)}" fill="${c}" opacity=".85"/><circle cx="${x0 + bw * (fx + fw / 2)}" cy="${y0 + bh * (fy + fw * 0.5)}" r="${bw * fw * 0.2}" fill="${PAL.sand}" opacity=".7"/>`,
        );
      for (let i = 0; i < 12; i++) {
        const lx = (W * (i + 0.5)) / 12;
        parts.push(
          `<line x1="${lx}" y1="0" x2="${vx + (lx - vx) * (y0 / vy) * 0.9}" y2="${y0 * 0.85}" stroke="${PAL.oak}" stroke-width="10" opacity=".8"/>`,
        );
      }
      parts.push(
        depthGroup(
          y1 + (H - y1) * 0.45,
          `<rect x="${vx + bw * 0.12}" y="${y1 - 160}" width="90" height="160" fill="#f4efe8" stroke="#d8d0c4" stroke-width="3"/><path d="M${vx + bw * 0.12 + 25} ${y1 - 160} q-10 -90 20 -120 q30 30 20 120 z" fill="${PAL.walnut}"/>` +
            rect(vx - bw * 0.36, y1 - 60, bw * 0.3, 20, `fill="${PAL.walnut}"`) +
            rect(vx - bw * 0.34, y1 - 40, 12, 40, `fill="${PAL.ink}"`) +
            rect(vx - bw * 0.1, y1 - 40, 12, 40, `fill="${PAL.ink}"`),
        ),
      );
    } else if (furniture === "kitchen") {
      // base units and a worktop along the back wall, open shelves, a hood; an island with stools
      parts.push(rect(x0 + bw * 0.04, y1 - bh * 0.3, bw * 0.92, bh * 0.3, `fill="${PAL.oak}"`));
      parts.push(rect(x0 + bw * 0.03, y1 - bh * 0.32, bw * 0.94, bh * 0.03, 'fill="#e6ddd1"'));
      for (let d = 0; d < 6; d++)
        parts.push(
          rect(x0 + bw * (0.06 + d * 0.15), y1 - bh * 0.27, bw * 0.13, bh * 0.24, `fill="${shade(PAL.oak, 0.08)}"`),
        );
      parts.push(
        `<path d="M${vx - bw * 0.08} ${y0 + bh * 0.1} h${bw * 0.16} l${bw * 0.05} ${bh * 0.2} h${-bw * 0.26} z" fill="#4a4540"/>`,
      );
      for (const sy of [0.34, 0.46])
        parts.push(
          rect(x0 + bw * 0.06, y0 + bh * sy, bw * 0.28, 6, `fill="${PAL.walnut}"`) +
            rect(x1 - bw * 0.34, y0 + bh * sy, bw * 0.28, 6, `fill="${PAL.walnut}"`),
        );
      parts.push(
        depthGroup(
          y1 + (H - y1) * 0.45,
          rect(vx - bw * 0.3, y1 - 150, bw * 0.6, 150, 'fill="#2f4a3a"') +
            rect(vx - bw * 0.32, y1 - 166, bw * 0.64, 18, 'fill="#e6ddd1"') +
            [-0.2, 0, 0.2]
              .map(
                (dx) =>
                  `<circle cx="${vx + bw * dx}" cy="${y1 - 120}" r="26" fill="${PAL.ochre}"/><rect x="${vx + bw * dx - 3}" y="${y1 - 100}" width="6" height="100" fill="${PAL.ink}"/>`,
              )
              .join(""),
        ),
      );
      parts.push(
        pendant(vx - bw * 0.18, 0, y0 * 1.6, 0.9, PAL.ink) + pendant(vx + bw * 0.18, 0, y0 * 1.6, 0.9, PAL.ink),
      );
    } else if (furniture === "study") {
      // a built-in wall: cupboards either side, shelves, a long desk for two
      parts.push(
        rect(x0, y0, bw * 0.2, bh, `fill="${PAL.oak}"`) + rect(x1 - bw * 0.2, y0, bw * 0.2, bh, `fill="${PAL.oak}"`),
      );
      parts.push(
        `<line x1="${x0 + bw * 0.1}" y1="${y0}" x2="${x0 + bw * 0.1}" y2="${y1}" stroke="${shade(PAL.oak, 0.3)}" stroke-width="3"/><line x1="${x1 - bw * 0.1}" y1="${y0}" x2="${x1 - bw * 0.1}" y2="${y1}" stroke="${shade(PAL.oak, 0.3)}" stroke-width="3"/>`,
      );
      for (const sy of [0.16, 0.32]) {
        parts.push(rect(x0 + bw * 0.2, y0 + bh * sy, bw * 0.6, 8, `fill="${PAL.walnut}"`));
        for (let b = 0; b < 10; b++)
          parts.push(
            rect(
              x0 + bw * (0.24 + b * 0.05),
              y0 + bh * (sy - 0.1),
              bw * 0.03,
              bh * 0.1,
              `fill="${[PAL.clay, PAL.forest, PAL.ochre, "#3f6f6a"][b % 4]}"`,
            ),
          );
      }
      parts.push(rect(x0 + bw * 0.2, y0 + bh * 0.6, bw * 0.6, 14, `fill="${PAL.walnut}"`));
      parts.push(
        ...rows(
          [0.3],
          [-0.16, 0.16],
          (dx) =>
            `<rect x="${vx + bw * dx - 45}" y="${y1 - 130}" width="90" height="80" rx="10" fill="${dx < 0 ? PAL.clay : "#3f6f6a"}"/><rect x="${vx + bw * dx - 5}" y="${y1 - 50}" width="10" height="50" fill="${PAL.ink}"/>`,
        ),
      );
    } else if (furniture === "banquette") {
      // a banquette in strip-woven cloth along the back wall, small tables, calabash pendants
      parts.push(rect(x0, y1 - bh * 0.34, bw, bh * 0.2, `fill="${PAL.ochre}"`));
      for (let i = 0; i < 16; i++)
        parts.push(
          rect(
            x0 + (i * bw) / 16,
            y1 - bh * 0.34,
            bw / 32,
            bh * 0.2,
            `fill="${[PAL.forest, PAL.clay, PAL.ink][i % 3]}"`,
          ),
        );
      parts.push(rect(x0, y1 - bh * 0.14, bw, bh * 0.14, `fill="${PAL.walnut}"`));
      parts.push(
        ...rows(
          [0.05, 0.5],
          [-0.33, -0.11, 0.11, 0.33],
          (dx) =>
            `<ellipse cx="${vx + bw * dx}" cy="${y1 - 96}" rx="60" ry="12" fill="${PAL.walnut}"/><rect x="${vx + bw * dx - 5}" y="${y1 - 90}" width="10" height="90" fill="${PAL.ink}"/><rect x="${vx + bw * dx - 80}" y="${y1 - 70}" width="30" height="70" fill="${PAL.clayDark}"/>`,
        ),
      );
      for (const dx of [-0.3, -0.1, 0.1, 0.3])
        parts.push(
          `<g><line x1="${vx + bw * dx}" y1="0" x2="${vx + bw * dx}" y2="${y0 * 1.3}" stroke="${PAL.ink}" stroke-width="2"/><path d="M${vx + bw * dx - 40} ${y0 * 1.3 + 34} a40 36 0 0 1 80 0 z" fill="${PAL.ochre}"/><ellipse cx="${vx + bw * dx}" cy="${y0 * 1.3 + 34}" rx="40" ry="7" fill="#ffe3b0"/><circle cx="${vx + bw * dx}" cy="${y0 * 1.3 + 40}" r="70" fill="#ffd48a" opacity=".25" filter="url(#blur30)"/></g>`,
        );
    } else if (furniture === "desks") {
      // an open office: two rows of desks with screens and chairs
      parts.push(
        ...rows(
          [0.1, 0.55],
          [-0.3, 0, 0.3],
          (dx) =>
            `<rect x="${vx + bw * dx - 90}" y="${y1 - 100}" width="180" height="12" fill="#e8e0d2"/><rect x="${vx + bw * dx - 84}" y="${y1 - 88}" width="8" height="88" fill="${PAL.ink}"/><rect x="${vx + bw * dx + 76}" y="${y1 - 88}" width="8" height="88" fill="${PAL.ink}"/><rect x="${vx + bw * dx - 34}" y="${y1 - 160}" width="68" height="46" fill="#22201e"/><rect x="${vx + bw * dx - 4}" y="${y1 - 114}" width="8" height="14" fill="#22201e"/><path d="M${vx + bw * dx - 30} ${y1 - 20} v-70 q30 -16 60 0 v70" fill="#3d4448"/>`,
        ),
      );
      parts.push(
        pendant(vx - bw * 0.25, 0, y0 * 1.2, 0.8, PAL.ink) + pendant(vx + bw * 0.25, 0, y0 * 1.2, 0.8, PAL.ink),
      );
    } else if (furniture === "loft") {
      // a mezzanine across the back with its balustrade and stair; a sofa and a kitchen counter beneath
      const my = y0 + bh * 0.48;
      parts.push(rect(x0, my, bw, bh * 0.06, `fill="${PAL.walnut}"`));
      parts.push(rect(x0, my - bh * 0.14, bw, 4, `fill="${PAL.ink}"`));
      for (let i = 0; i <= 24; i++)
        parts.push(rect(x0 + (i * bw) / 24, my - bh * 0.14, 3, bh * 0.14, `fill="${PAL.ink}"`));
      for (let st = 0; st < 8; st++)
        parts.push(
          rect(x1 - bw * (0.28 - st * 0.025), y1 - (st + 1) * ((y1 - my) / 8), bw * 0.05, 8, `fill="${PAL.oak}"`),
        );
      parts.push(
        rect(x0 + bw * 0.06, y1 - bh * 0.22, bw * 0.36, bh * 0.22, 'fill="#4a4540"') +
          rect(x0 + bw * 0.05, y1 - bh * 0.23, bw * 0.38, 8, 'fill="#e6ddd1"'),
      );
      parts.push(depthGroup(mid, sofa(vx + bw * 0.05, y1, bw * 0.4, opts.sofa ?? "#b9a58b")));
    }
  }
  if (!before && (opts.people ?? 0) > 0) {
    const clothes = [PAL.forest, PAL.clay];
    const spots = left ? [0.74, 0.3] : [0.26, 0.72];
    for (let n = 0; n < Math.min(2, opts.people ?? 0); n++)
      parts.push(
        depthGroup(
          y1 + (H - y1) * (0.2 + n * 0.25),
          person(x0 + bw * spots[n], y1, bh * 0.62, clothes[n], n ? "#3f281a" : "#6a4430"),
        ),
      );
  }
  // warm light wash
  const wash = id("wash");
  parts.push(
    `<defs><radialGradient id="${wash}" cx="${left ? 0.1 : 0.9}" cy="0.4" r="0.9"><stop offset="0" stop-color="#ffd9a0" stop-opacity="${before ? 0 : warm * 0.5}"/><stop offset="1" stop-color="#3b2a1e" stop-opacity="${before ? 0.25 : 0.18}"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${wash})"/>`);
  if (before) parts.push(`<rect width="${W}" height="${H}" fill="#6f6a63" opacity=".18"/>`);
  return svg(W, H, parts.join("\n"));
}
