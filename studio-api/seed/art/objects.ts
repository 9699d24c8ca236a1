/** The shop's photographs (one ware on a seamless backdrop, or a close look at it), a textile close up and an architect's plan. */
import { id, PAL, shade, svg, tint } from "./kit";
import { WARES } from "./wares";

export interface ProductOptions {
  /** A key of WARES. */
  object: string;
  bg?: string;
  /** The ware's own colour (upholstery, glaze, weave). */
  colour?: string;
  /** A close look: how much nearer than the whole view (1 = the whole ware). */
  zoom?: number;
  /** Where the close look aims, as fractions of the picture. */
  focus?: readonly [number, number];
  /** Warm lamp light from the left instead of daylight from above. */
  evening?: boolean;
  /** How large the ware stands in the picture (1 = as drawn). */
  scale?: number;
}

/** One ware on a seamless backdrop with its shadow; a zoom frames a detail of the same ware. */
export function product(W: number, H: number, opts: ProductOptions) {
  const { object, bg = "#e8ddcf", colour = PAL.clay, zoom = 1, focus = [0.5, 0.5], evening = false, scale = 1 } = opts;
  const draw = WARES[object];
  if (!draw) throw new Error(`unknown ware ${object}`);
  const floorY = H * 0.74;
  const g = id("bd");
  const cx = W / 2;
  const s = (H / 1000) * scale;
  const base = floorY + 40 * (H / 1000);
  const scene = [
    `<defs><radialGradient id="${g}" cx="${evening ? 0.2 : 0.5}" cy=".35" r=".8"><stop offset="0" stop-color="${tint(bg, evening ? 0.2 : 0.35)}"/><stop offset="1" stop-color="${shade(bg, evening ? 0.35 : 0.12)}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g})"/>`,
    `<path d="M0 ${floorY} Q${cx} ${floorY - 30 * s} ${W} ${floorY} V${H} H0 Z" fill="${shade(bg, 0.06)}" opacity=".7"/>`,
    `<ellipse cx="${cx + (evening ? 90 : 40) * s}" cy="${base}" rx="${340 * s}" ry="${38 * s}" fill="#000" opacity=".3" filter="url(#blur14)"/>`,
    draw(cx, base, s, colour),
  ].join("\n");
  const [fx, fy] = focus;
  const framed =
    zoom === 1
      ? scene
      : `<g transform="translate(${W / 2} ${H / 2}) scale(${zoom}) translate(${-fx * W} ${-fy * H})">${scene}</g>`;
  const light = evening
    ? `<rect width="${W}" height="${H}" fill="#ffb760" opacity=".1"/>`
    : `<rect width="${W}" height="${H * 0.5}" fill="#fff" opacity=".05"/>`;
  return svg(W, H, framed + light, { grain: 0.05 });
}

/** A woven strip-cloth in the manner of kente, close up, with a loom's light. */
export function textile(
  W: number,
  H: number,
  opts: { colors?: readonly string[]; strips?: number; mudcloth?: boolean } = {},
) {
  const { colors = [PAL.ochre, PAL.forest, PAL.clay, PAL.ink, "#e8c66a"], strips = 6 } = opts;
  const parts = [`<rect width="${W}" height="${H}" fill="${PAL.ink}"/>`];
  const strip = W / strips;
  for (let sI = 0; sI < strips + 1; sI++) {
    const x = sI * strip - strip * 0.2;
    for (let b = 0; b < 14; b++) {
      const y = b * (H / 14);
      const c = colors[(sI + b) % colors.length];
      parts.push(`<rect x="${x}" y="${y}" width="${strip - 6}" height="${H / 14}" fill="${c}"/>`);
      if ((sI + b) % 2 === 0) {
        for (let t = 0; t < 6; t++)
          parts.push(
            `<rect x="${x + t * (strip / 6)}" y="${y + 6}" width="${strip / 12}" height="${H / 14 - 12}" fill="${colors[(sI + b + 2) % colors.length]}"/>`,
          );
      } else {
        for (let t = 0; t < 4; t++)
          parts.push(
            `<rect x="${x}" y="${y + 8 + t * (H / 60)}" width="${strip - 6}" height="${H / 180}" fill="${colors[(sI + b + 3) % colors.length]}"/>`,
          );
      }
    }
  }
  if (opts.mudcloth) {
    // a bogolan cloth laid over the right half: cream marks on earth brown
    const x0 = W * 0.48;
    parts.push(`<rect x="${x0}" y="0" width="${W - x0}" height="${H}" fill="#4a3324"/>`);
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 4; c++) {
        const x = x0 + 30 + c * ((W - x0) / 4);
        const y = 20 + r * (H / 6);
        parts.push(
          (r + c) % 2
            ? `<path d="M${x} ${y + 20} l20 -16 l20 16 l20 -16 l20 16" stroke="#efe3c8" stroke-width="6" fill="none"/>`
            : `<circle cx="${x + 20}" cy="${y + 30}" r="7" fill="#efe3c8"/><circle cx="${x + 60}" cy="${y + 30}" r="7" fill="#efe3c8"/><line x1="${x}" y1="${y + 60}" x2="${x + 80}" y2="${y + 60}" stroke="#efe3c8" stroke-width="5"/>`,
        );
      }
  }
  parts.push(`<rect width="${W}" height="${H}" fill="#000" opacity=".12"/>`);
  parts.push(
    `<circle cx="${W * 0.25}" cy="${H * 0.2}" r="${W * 0.5}" fill="#fff1d6" opacity=".18" filter="url(#blur60)"/>`,
  );
  return svg(W, H, parts.join("\n"), { grain: 0.12 });
}

type Rect = readonly [x: number, y: number, w: number, h: number];

/** What each drawing plans, in grid units of the sheet: its rooms, and what is drawn in them. */
const PLANS: Record<
  string,
  { rooms: Rect[]; extra: (u: number, ox: number, oy: number) => string; at: [number, number] }
> = {
  /** Four wings around a planted courtyard, the stair core in the corner. */
  courtyard: {
    at: [0.1, 0.12],
    rooms: [
      [0, 0, 4, 3],
      [4, 0, 3, 3],
      [7, 0, 4, 3],
      [0, 3, 3, 4],
      [8, 3, 3, 4],
      [0, 7, 5, 3],
      [5, 7, 6, 3],
    ],
    extra: (u, ox, oy) =>
      `<rect x="${ox + u * 3.2}" y="${oy + u * 3.2}" width="${u * 4.6}" height="${u * 3.6}" fill="${PAL.forest}" opacity=".14"/>` +
      [
        [4.5, 4.3, 0.8],
        [6.4, 5.6, 0.6],
        [4.2, 6.1, 0.5],
      ]
        .map(
          ([x, y, r]) =>
            `<circle cx="${ox + u * x}" cy="${oy + u * y}" r="${u * r}" fill="none" stroke="${PAL.forest}" stroke-width="2"/>`,
        )
        .join("") +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<line x1="${ox + u * 8.2}" y1="${oy + u * (3.3 + i * 0.6)}" x2="${ox + u * 10.8}" y2="${oy + u * (3.3 + i * 0.6)}" stroke="${PAL.ink}" stroke-width="1.5"/>`,
      ).join(""),
  },
  /** Six narrow townhouses side by side, each with its stair and a garden at the back. */
  townhouses: {
    at: [0.06, 0.2],
    rooms: Array.from({ length: 6 }, (_, i): Rect => [i * 2, 0, 2, 5]),
    extra: (u, ox, oy) =>
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${ox + u * (i * 2 + 0.2)}" y="${oy + u * 5.2}" width="${u * 1.6}" height="${u * 1.6}" fill="${PAL.forest}" opacity=".15"/>` +
          Array.from(
            { length: 5 },
            (_, k) =>
              `<line x1="${ox + u * (i * 2 + 0.2)}" y1="${oy + u * (1.6 + k * 0.3)}" x2="${ox + u * (i * 2 + 1)}" y2="${oy + u * (1.6 + k * 0.3)}" stroke="${PAL.ink}" stroke-width="1.5"/>`,
          ).join("") +
          `<line x1="${ox + u * i * 2}" y1="${oy + u * 3.2}" x2="${ox + u * (i * 2 + 2)}" y2="${oy + u * 3.2}" stroke="${PAL.ink}" stroke-width="${u * 0.1}"/>`,
      ).join(""),
  },
  /** A bungalow's rooms off a central hall, the verandah on three sides. */
  bungalow: {
    at: [0.18, 0.1],
    rooms: [
      [1, 1, 3, 3],
      [4, 1, 2, 6],
      [6, 1, 3, 3],
      [1, 4, 3, 3],
      [6, 4, 3, 3],
    ],
    extra: (u, ox, oy) =>
      `<rect x="${ox}" y="${oy}" width="${u * 10}" height="${u * 8}" fill="none" stroke="${PAL.ink}" stroke-width="2" stroke-dasharray="10 8"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<circle cx="${ox + u * (0.3 + i * 1.88)}" cy="${oy + u * 7.7}" r="${u * 0.16}" fill="${PAL.ink}"/><circle cx="${ox + u * (0.3 + i * 1.88)}" cy="${oy + u * 0.3}" r="${u * 0.16}" fill="${PAL.ink}"/>`,
      ).join("") +
      `<rect x="${ox + u * 6.3}" y="${oy + u * 4.3}" width="${u * 2.4}" height="${u * 0.6}" fill="${PAL.clay}" opacity=".3"/><rect x="${ox + u * 7.2}" y="${oy + u * 5.4}" width="${u * 1.2}" height="${u * 1.2}" fill="${PAL.clay}" opacity=".3"/>`,
  },
  /** A sloping plot: contours, the boundary, the trees to keep and a first sketch of the house. */
  site: {
    at: [0.08, 0.1],
    rooms: [
      [4, 3, 3, 2],
      [6, 4, 2, 2],
    ],
    extra: (u, ox, oy) =>
      Array.from(
        { length: 7 },
        (_, i) =>
          `<path d="M${ox - u * 0.5} ${oy + u * (0.8 + i * 1.2)} q${u * 4} ${-u * 1.4} ${u * 7} ${u * 0.3} t${u * 6} ${u * 0.2}" fill="none" stroke="${PAL.clayDark}" stroke-width="1.5" opacity=".6"/>`,
      ).join("") +
      `<polygon points="${ox},${oy} ${ox + u * 12},${oy + u * 0.6} ${ox + u * 11.4},${oy + u * 8.6} ${ox + u * 0.4},${oy + u * 8}" fill="none" stroke="${PAL.ink}" stroke-width="3" stroke-dasharray="16 6 3 6"/>` +
      [
        [2, 2],
        [9.5, 2.5],
        [2.6, 6.4],
        [9, 6.8],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${ox + u * x}" cy="${oy + u * y}" r="${u * 0.7}" fill="${PAL.forest}" opacity=".25"/>`,
        )
        .join("") +
      `<path d="M${ox + u * 13} ${oy + u * 1.6} l${u * 0.4} ${-u * 1.2} l${u * 0.4} ${u * 1.2} z" fill="${PAL.ink}"/>`,
  },
};

/** An architect's drawing: a plan (PLANS) on squared paper, with a pencil and a scale rule. */
export function drawing(W: number, H: number, opts: { plan: keyof typeof PLANS; tint?: string }) {
  const plan = PLANS[opts.plan];
  const p = [`<rect width="${W}" height="${H}" fill="#f3ede2"/>`];
  for (let x = 0; x < W; x += 40)
    p.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#c9d4d8" stroke-width="1" opacity=".5"/>`);
  for (let y = 0; y < H; y += 40)
    p.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#c9d4d8" stroke-width="1" opacity=".5"/>`);
  const u = Math.min(W, H) / 12;
  const ox = W * plan.at[0];
  const oy = H * plan.at[1];
  p.push(plan.extra(u, ox, oy));
  for (const [x, y, w, h] of plan.rooms)
    p.push(
      `<rect x="${ox + x * u}" y="${oy + y * u}" width="${w * u}" height="${h * u}" fill="${opts.tint ?? PAL.clay}" fill-opacity=".06" stroke="${PAL.ink}" stroke-width="${u * 0.14}"/>`,
    );
  // the pencil and the scale rule, on the sheet's free corner
  p.push(
    `<g transform="rotate(-28 ${W * 0.78} ${H * 0.78})"><rect x="${W * 0.6}" y="${H * 0.78}" width="${W * 0.32}" height="${u * 0.3}" fill="${PAL.ochre}"/><path d="M${W * 0.92} ${H * 0.78} l${u * 0.6} ${u * 0.15} l${-u * 0.6} ${u * 0.15} z" fill="#e8d3b0"/></g>`,
  );
  p.push(
    `<g transform="rotate(4 ${W * 0.5} ${H * 0.93})"><rect x="${W * 0.06}" y="${H * 0.91}" width="${W * 0.6}" height="${u * 0.6}" fill="#f8f6f0" stroke="#9a8f82"/>${Array.from({ length: 36 }, (_, i) => `<line x1="${W * 0.06 + (i * W * 0.6) / 36}" y1="${H * 0.91}" x2="${W * 0.06 + (i * W * 0.6) / 36}" y2="${H * 0.91 + (i % 5 ? u * 0.15 : u * 0.3)}" stroke="#6f655b"/>`).join("")}</g>`,
  );
  p.push(`<rect width="${W}" height="${H}" fill="#ffd9a0" opacity=".08"/>`);
  return svg(W, H, p.join("\n"), { grain: 0.08 });
}
