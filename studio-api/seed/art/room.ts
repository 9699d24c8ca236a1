/** A room in one-point perspective, with light from a side window: the interiors of the demo. */
import { art, bed, desk, dining, loungeChair, pendant, rug, sideTable, sofa } from "./furniture";
import { id, PAL, palm, person, plant, poly, random, shade, svg, tint, type Point } from "./kit";

// ---------- interiors ----------

/**
 * A room in one-point perspective. opts: wall, floor ('oak'|'terrazzo'|'concrete'),
 * furniture ('sofa'|'bed'|'desk'|'dining'|'lounge'|'empty'), accent, before (a tired room).
 */
export interface RoomOptions {
  wall?: string;
  floor?: "oak" | "terrazzo" | "concrete";
  furniture?: "sofa" | "bed" | "desk" | "dining" | "lounge" | "empty";
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
  const bw = W * 0.58;
  const bh = H * 0.56;
  const vx = W * vpx;
  const vy = H * 0.5;
  const x0 = vx - bw * 0.5;
  const x1 = vx + bw * 0.5;
  const y0 = H * 0.16;
  const y1 = y0 + bh;
  const wallC = before ? "#d8d2c8" : wall;
  const side = shade(wallC, 0.1);
  const ceil = shade(wallC, 0.05);
  const floorBase = before ? "#9b9288" : floor === "oak" ? "#c59a6b" : floor === "terrazzo" ? "#e6ddd1" : "#bdb3a6";
  const grad = id("fl");
  const k = (y: number) => (y - vy) / (y1 - vy); // depth scale for a frontal plane whose base is at y
  const depthGroup = (y: number, body: string) =>
    `<g transform="translate(${vx} ${vy}) scale(${k(y)}) translate(${-vx} ${-vy})">${body}</g>`;

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
  parts.push(`<rect x="${x0}" y="${y0}" width="${bw}" height="${bh}" fill="${wallC}"/>`);
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
  // skirting
  parts.push(`<rect x="${x0}" y="${y1 - 10}" width="${bw}" height="10" fill="${shade(wallC, 0.14)}"/>`);

  // window on a side wall with a shaft of light
  const left = windowSide === "left";
  const wx0 = left ? W * 0.03 : W * 0.97;
  const wx1 = left ? x0 - bw * 0.06 : x1 + bw * 0.06;
  const wTop = (x: number) => vy + (y0 + bh * 0.1 - vy) * ((x - vx) / (left ? x0 - vx : x1 - vx));
  const wBot = (x: number) => vy + (y1 - bh * 0.08 - vy) * ((x - vx) / (left ? x0 - vx : x1 - vx));
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
  parts.push(poly(pane, `fill="url(#${sky})"`));
  if (!before) {
    // a palm outside, clipped roughly by the frame
    const px = (wx0 + wx1) / 2;
    parts.push(`<g opacity=".35">${palm(px, wBot(px), 0.55 * (H / 1000), "#5c7a55")}</g>`);
  }
  // mullions
  for (let i = 1; i < 3; i++) {
    const mx = wx0 + ((wx1 - wx0) * i) / 3;
    parts.push(
      `<line x1="${mx}" y1="${wTop(mx)}" x2="${mx}" y2="${wBot(mx)}" stroke="${PAL.ink}" stroke-width="${6 * ((mx - vx) / (x1 - vx)) ** 0}" opacity=".7"/>`,
    );
  }
  parts.push(poly(pane, `fill="none" stroke="${PAL.ink}" stroke-width="8" opacity=".75"`));
  // light shaft on the floor and back wall
  if (!before) {
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

  if (arch && !before) {
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
    parts.push(
      `<line x1="${vx}" y1="${y0 - 40}" x2="${vx}" y2="${y0 + 40}" stroke="#333" stroke-width="2"/><circle cx="${vx}" cy="${y0 + 52}" r="12" fill="#f8f1d0"/>`,
    );
    parts.push(
      `<rect x="${x0 + bw * 0.1}" y="${y0 + bh * 0.15}" width="${bw * 0.14}" height="${bh * 0.2}" fill="none" stroke="#a79d90" stroke-width="3" opacity=".6"/>`,
    );
    parts.push(
      depthGroup(
        y1 + (H - y1) * 0.3,
        `<g stroke="#8a7a66" stroke-width="8"><line x1="${x1 - 200}" y1="${y1}" x2="${x1 - 150}" y2="${y1 - 260}"/><line x1="${x1 - 120}" y1="${y1}" x2="${x1 - 150}" y2="${y1 - 260}"/>${[0, 1, 2, 3].map((i) => `<line x1="${x1 - 190 + i * 11}" y1="${y1 - 50 - i * 55}" x2="${x1 - 126 - i * 6}" y2="${y1 - 50 - i * 55}"/>`).join("")}</g>`,
      ),
    );
  } else {
    // art on the back wall
    const ax = left ? x0 + bw * 0.12 : x0 + bw * 0.5;
    if (furniture !== "desk") parts.push(art(ax, y0 + bh * 0.18, bw * 0.2, bh * 0.28, [PAL.clay, accent, PAL.ochre]));
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
        parts.push(`<rect x="${x0 + bw * 0.08}" y="${sy}" width="${bw * 0.84}" height="6" fill="${PAL.walnut}"/>`);
        for (let b = 0; b < 9; b++) {
          if ((b + r) % 3 === 0) continue;
          const bx = x0 + bw * (0.1 + b * 0.09);
          const c = [PAL.clay, PAL.forest, PAL.ochre, PAL.sand, PAL.stone][(b + r) % 5];
          parts.push(
            `<rect x="${bx}" y="${sy - bh * 0.1}" width="${bw * 0.018}" height="${bh * 0.1}" fill="${c}"/><rect x="${bx + bw * 0.02}" y="${sy - bh * 0.085}" width="${bw * 0.014}" height="${bh * 0.085}" fill="${shade(c, 0.2)}"/>`,
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
