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
export function textile(W: number, H: number, opts: { colors?: readonly string[]; strips?: number } = {}) {
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
  parts.push(`<rect width="${W}" height="${H}" fill="#000" opacity=".12"/>`);
  parts.push(
    `<circle cx="${W * 0.25}" cy="${H * 0.2}" r="${W * 0.5}" fill="#fff1d6" opacity=".18" filter="url(#blur60)"/>`,
  );
  return svg(W, H, parts.join("\n"), { grain: 0.12 });
}

/** An architect's drawing: a plan on paper with a pencil and a scale. */
export function drawing(W: number, H: number, opts: { mirror?: boolean; tint?: string } = {}) {
  const p = [`<rect width="${W}" height="${H}" fill="#f3ede2"/>`];
  for (let x = 0; x < W; x += 40)
    p.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#c9d4d8" stroke-width="1" opacity=".5"/>`);
  for (let y = 0; y < H; y += 40)
    p.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#c9d4d8" stroke-width="1" opacity=".5"/>`);
  const ox = W * 0.14;
  const oy = H * 0.16;
  const u = Math.min(W, H) / 14;
  const wall = `stroke="${PAL.ink}" stroke-width="${u * 0.22}" fill="none" stroke-linecap="square"`;
  p.push(
    `<path d="M${ox} ${oy} h${u * 9} v${u * 4} M${ox + u * 9} ${oy + u * 5.2} v${u * 3.8} h${-u * 4} M${ox + u * 3.8} ${oy + u * 9} h${-u * 3.8} v${-u * 9}" ${wall}/>`,
  );
  p.push(`<path d="M${ox + u * 4.2} ${oy} v${u * 3} M${ox + u * 4.2} ${oy + u * 4.2} v${u * 1.6} h${u * 2}" ${wall}/>`);
  p.push(
    `<path d="M${ox + u * 9} ${oy + u * 4} a${u * 1.2} ${u * 1.2} 0 0 1 ${-u * 1.2} ${u * 1.2}" stroke="${PAL.ink}" stroke-width="2" fill="none"/>`,
  );
  p.push(
    `<rect x="${ox + u * 0.6}" y="${oy + u * 0.6}" width="${u * 3}" height="${u * 2}" fill="${opts.tint ?? PAL.clay}" opacity=".18"/>`,
  );
  p.push(
    `<rect x="${ox + u * 5}" y="${oy + u * 6}" width="${u * 3.4}" height="${u * 2.4}" fill="${PAL.forest}" opacity=".15"/>`,
  );
  p.push(
    `<circle cx="${ox + u * 6.6}" cy="${oy + u * 2}" r="${u * 0.9}" fill="none" stroke="${PAL.clay}" stroke-width="2"/>`,
  );
  p.push(
    `<g stroke="${PAL.clayDark}" stroke-width="1.5"><line x1="${ox}" y1="${oy - u * 0.6}" x2="${ox + u * 9}" y2="${oy - u * 0.6}"/><line x1="${ox}" y1="${oy - u * 0.8}" x2="${ox}" y2="${oy - u * 0.4}"/><line x1="${ox + u * 9}" y1="${oy - u * 0.8}" x2="${ox + u * 9}" y2="${oy - u * 0.4}"/></g>`,
  );
  // pencil and scale rule
  p.push(
    `<g transform="rotate(-28 ${W * 0.78} ${H * 0.7})"><rect x="${W * 0.6}" y="${H * 0.7}" width="${W * 0.36}" height="${u * 0.34}" fill="${PAL.ochre}"/><path d="M${W * 0.96} ${H * 0.7} l${u * 0.7} ${u * 0.17} l${-u * 0.7} ${u * 0.17} z" fill="#e8d3b0"/><rect x="${W * 0.58}" y="${H * 0.7}" width="${u * 0.5}" height="${u * 0.34}" fill="${PAL.clay}"/></g>`,
  );
  p.push(
    `<g transform="rotate(8 ${W * 0.5} ${H * 0.9})"><rect x="${W * 0.2}" y="${H * 0.86}" width="${W * 0.7}" height="${u * 0.7}" fill="#f8f6f0" stroke="#9a8f82"/>${Array.from({ length: 40 }, (_, i) => `<line x1="${W * 0.2 + (i * W * 0.7) / 40}" y1="${H * 0.86}" x2="${W * 0.2 + (i * W * 0.7) / 40}" y2="${H * 0.86 + (i % 5 ? u * 0.15 : u * 0.3)}" stroke="#6f655b"/>`).join("")}</g>`,
  );
  p.push(`<rect width="${W}" height="${H}" fill="#ffd9a0" opacity=".08"/>`);
  const body = opts.mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${p.join("\n")}</g>` : p.join("\n");
  return svg(W, H, body, { grain: 0.08 });
}
