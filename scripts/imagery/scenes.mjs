// SVG scenes for the studio's illustrated imagery: interiors in one-point
// perspective, houses at dusk, objects on a seamless backdrop, textiles, plans
// and a map of Accra. Rendered to WebP by scripts/imagery/render.mjs.

const PAL = {
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
const id = (p) => `${p}${++uid}`;

/** Mixes two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
const shade = (c, t) => mix(c, "#000000", t);
const tint = (c, t) => mix(c, "#ffffff", t);

function svg(w, h, body, { grain = 0.06 } = {}) {
  const g = id("grain");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <filter id="blur6"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="blur14"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="blur30"><feGaussianBlur stdDeviation="30"/></filter>
  <filter id="blur60"><feGaussianBlur stdDeviation="60"/></filter>
  <filter id="${g}" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
    <feColorMatrix values="0 0 0 0 0.12  0 0 0 0 0.1  0 0 0 0 0.09  0 0 0 ${grain} 0"/>
  </filter>
</defs>
${body}
${grain ? `<rect width="${w}" height="${h}" filter="url(#${g})"/>` : ""}
</svg>`;
}

const poly = (pts, attrs) => `<polygon points="${pts.map((p) => p.join(",")).join(" ")}" ${attrs}/>`;

// ---------- furniture, drawn frontally on the back-wall plane ----------

function plant(x, y, s = 1, leaf = "#3e5e45") {
  const leaves = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = -150 + (i * 120) / (n - 1);
    const len = (90 + (i % 3) * 30) * s;
    const c = i % 2 ? leaf : shade(leaf, 0.18);
    leaves.push(
      `<ellipse cx="${x}" cy="${y - 60 * s - len / 2}" rx="${14 * s}" ry="${len / 2}" fill="${c}" transform="rotate(${a + 90} ${x} ${y - 60 * s})"/>`,
    );
  }
  return `<g>${leaves.join("")}
  <path d="M${x - 34 * s} ${y - 70 * s} h${68 * s} l${-8 * s} ${70 * s} h${-52 * s} z" fill="${PAL.clay}"/>
  <path d="M${x - 34 * s} ${y - 70 * s} h${68 * s} v${10 * s} h${-68 * s} z" fill="${PAL.clayDark}"/></g>`;
}

function sofa(cx, base, w, color) {
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

function bed(cx, base, w, color) {
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

function sideTable(cx, base, s = 1, lamp = true) {
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

function art(x, y, w, h, palette) {
  const [a, b, c] = palette;
  return `<g>
  <rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="${PAL.ink}" opacity=".85"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAL.sand}"/>
  <circle cx="${x + w * 0.38}" cy="${y + h * 0.42}" r="${Math.min(w, h) * 0.24}" fill="${a}"/>
  <path d="M${x + w * 0.5} ${y + h} v${-h * 0.45} a${w * 0.22} ${w * 0.22} 0 0 1 ${w * 0.44} 0 v${h * 0.45} z" fill="${b}"/>
  <rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.22}" fill="${c}"/>
  </g>`;
}

function desk(cx, base, w) {
  const x = cx - w / 2;
  const h = w * 0.36;
  return `<g>
  <ellipse cx="${cx}" cy="${base + 4}" rx="${w * 0.58}" ry="14" fill="#000" opacity=".3" filter="url(#blur14)"/>
  ${officeChair(cx, base - h * 0.05, w * 0.5, "#2b2622", true)}
  <rect x="${x}" y="${base - h}" width="${w}" height="${h * 0.09}" fill="${shade(PAL.walnut, 0.1)}"/>
  <rect x="${x + w * 0.06}" y="${base - h * 0.91}" width="${w * 0.88}" height="${h * 0.91}" fill="${PAL.walnut}"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${x + w * 0.06 + (i * w * 0.88) / 9}" y="${base - h * 0.91}" width="2" height="${h * 0.91}" fill="${shade(PAL.walnut, 0.3)}" opacity=".6"/>`).join("")}
  <rect x="${x + w * 0.62}" y="${base - h * 1.32}" width="${w * 0.2}" height="${h * 0.3}" rx="3" fill="#22201e"/>
  <rect x="${x + w * 0.7}" y="${base - h * 1.02}" width="${w * 0.04}" height="${h * 0.02}" fill="#22201e"/>
  <path d="M${x + w * 0.2} ${base - h} q${w * 0.03} ${-h * 0.3} ${w * 0.06} 0" fill="${PAL.clay}"/>
  </g>`;
}

/** The ergonomic office chair, seen from the front/back (frontal). */
function officeChair(cx, base, w, color, behind = false) {
  const h = w * 1.35;
  const mesh = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="${cx - w * 0.28 + i * w * 0.08}" y1="${base - h * 0.95}" x2="${cx - w * 0.28 + i * w * 0.08}" y2="${base - h * 0.55}" stroke="${tint(color, 0.2)}" stroke-width="1.5" opacity=".6"/>`,
  ).join("");
  return `<g ${behind ? "" : ""}>
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

function dining(cx, base, w) {
  const x = cx - w / 2;
  const chairs = [0.16, 0.38, 0.62, 0.84]
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

function pendant(x, top, len, s = 1, color = PAL.clay) {
  const y = top + len;
  return `<g>
  <line x1="${x}" y1="${top}" x2="${x}" y2="${y}" stroke="${PAL.ink}" stroke-width="${1.5 * s}"/>
  <circle cx="${x}" cy="${y + 40 * s}" r="${90 * s}" fill="#ffd48a" opacity=".28" filter="url(#blur30)"/>
  <path d="M${x - 46 * s} ${y + 36 * s} Q${x - 44 * s} ${y} ${x} ${y} Q${x + 44 * s} ${y} ${x + 46 * s} ${y + 36 * s} Z" fill="${color}"/>
  <ellipse cx="${x}" cy="${y + 36 * s}" rx="${46 * s}" ry="${7 * s}" fill="#ffe3b0"/>
  </g>`;
}

function rug(vx, vy, x0, x1, yb, H, color) {
  // A rug on the floor, in perspective: near edge at H*0.95, far edge at yb + 30.
  const far = yb + 26;
  const near = H * 0.93;
  const k = (y) => (y - vy) / (yb - vy);
  const px = (x, y) => vx + (x - vx) * k(y);
  const pts = [
    [px(x0, far), far],
    [px(x1, far), far],
    [px(x1, near), near],
    [px(x0, near), near],
  ];
  const inset = [
    [px(x0 + 30, far + 8), far + 8],
    [px(x1 - 30, far + 8), far + 8],
    [px(x1 - 30, near - 30), near - 30],
    [px(x0 + 30, near - 30), near - 30],
  ];
  return `${poly(pts, `fill="${color}" opacity=".92"`)}${poly(inset, `fill="none" stroke="${PAL.sand}" stroke-width="3" opacity=".6"`)}`;
}

// ---------- interiors ----------

/**
 * A room in one-point perspective. opts: wall, floor ('oak'|'terrazzo'|'concrete'),
 * furniture ('sofa'|'bed'|'desk'|'dining'|'lounge'|'empty'), accent, before (a tired room).
 */
export function room(W, H, opts = {}) {
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
  const k = (y) => (y - vy) / (y1 - vy); // depth scale for a frontal plane whose base is at y
  const depthGroup = (y, body) =>
    `<g transform="translate(${vx} ${vy}) scale(${k(y)}) translate(${-vx} ${-vy})">${body}</g>`;

  const parts = [];
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
    let seed = 3;
    const rnd = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
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
  const wTop = (x) => vy + (y0 + bh * 0.1 - vy) * ((x - vx) / (left ? x0 - vx : x1 - vx));
  const wBot = (x) => vy + (y1 - bh * 0.08 - vy) * ((x - vx) / (left ? x0 - vx : x1 - vx));
  const sky = id("sky");
  parts.push(
    `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dcb6"/><stop offset="1" stop-color="#fbf0de"/></linearGradient></defs>`,
  );
  parts.push(
    poly(
      [
        [wx0, wTop(wx0)],
        [wx1, wTop(wx1)],
        [wx1, wBot(wx1)],
        [wx0, wBot(wx0)],
      ],
      `fill="url(#${sky})"`,
    ),
  );
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
  parts.push(
    poly(
      [
        [wx0, wTop(wx0)],
        [wx1, wTop(wx1)],
        [wx1, wBot(wx1)],
        [wx0, wBot(wx0)],
      ],
      `fill="none" stroke="${PAL.ink}" stroke-width="8" opacity=".75"`,
    ),
  );
  // light shaft on the floor and back wall
  if (!before) {
    const fl = left
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
  // warm light wash
  const wash = id("wash");
  parts.push(
    `<defs><radialGradient id="${wash}" cx="${left ? 0.1 : 0.9}" cy="0.4" r="0.9"><stop offset="0" stop-color="#ffd9a0" stop-opacity="${before ? 0 : warm * 0.5}"/><stop offset="1" stop-color="#3b2a1e" stop-opacity="${before ? 0.25 : 0.18}"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${wash})"/>`);
  if (before) parts.push(`<rect width="${W}" height="${H}" fill="#6f6a63" opacity=".18"/>`);
  return svg(W, H, parts.join("\n"));
}

function loungeChair(cx, base, w) {
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

// ---------- exteriors ----------

export function palm(x, base, s = 1, color = "#3f5b45") {
  const top = base - 420 * s;
  const fronds = [];
  for (let i = 0; i < 11; i++) {
    const a = (-170 + i * 32) * (Math.PI / 180);
    const len = 170 * s * (0.8 + (i % 3) * 0.12);
    const ex = x + 10 * s + Math.cos(a) * len;
    const ey = top + Math.sin(a) * len * 0.6 + len * 0.35;
    const cxp = x + Math.cos(a) * len * 0.5;
    const cyp = top + Math.sin(a) * len * 0.55 - 30 * s;
    fronds.push(
      `<path d="M${x + 10 * s} ${top} Q${cxp} ${cyp} ${ex} ${ey}" stroke="${i % 2 ? color : shade(color, 0.2)}" stroke-width="${16 * s}" fill="none" stroke-linecap="round" stroke-dasharray="${3 * s} ${2 * s}"/>`,
    );
  }
  return `<g><path d="M${x} ${base} Q${x - 30 * s} ${base - 220 * s} ${x + 10 * s} ${top}" stroke="${shade(PAL.stone, 0.2)}" stroke-width="${12 * s}" fill="none"/>${fronds.join("")}</g>`;
}

/**
 * A house at dusk. opts.massing: 'cantilever' | 'courtyard' | 'pavilion' | 'extension' | 'tower';
 * opts.time: 'dusk' | 'day'; opts.site: true to show construction (planned).
 */
export function house(W, H, opts = {}) {
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
  const block = (x, y, w, h, fill, extra = "") =>
    `<rect x="${x * U}" y="${y}" width="${w * U}" height="${h}" fill="${fill}" ${extra}/>`;
  const glass = (x, y, w, h) =>
    `${block(x, y, w, h, "url(#glow)")}${Array.from({ length: Math.floor(w / 6) }, (_, i) => block(x + (i + 1) * (w / (Math.floor(w / 6) + 1)), y, 0.25, h, PAL.ink, 'opacity=".6"')).join("")}`;
  const louvres = (x, y, w, h) =>
    `${block(x, y, w, h, shade(cladding, 0.25))}${Array.from({ length: Math.floor(h / 9) }, (_, i) => block(x, y + i * 9, w, 5, cladding)).join("")}`;
  const fl = horizon + H * 0.02; // ground floor line
  const gh = H * 0.22; // storey height
  const parts2 = [];
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
    for (let s = 0; s < 5; s++) {
      parts2.push(block(34, fl - gh * (s + 1) * 0.85, 32, gh * 0.85, s % 2 ? wall : shade(wall, 0.04)));
      parts2.push(glass(37, fl - gh * (s + 1) * 0.85 + gh * 0.12, 18, gh * 0.6));
      parts2.push(louvres(56, fl - gh * (s + 1) * 0.85 + gh * 0.12, 8, gh * 0.6));
      parts2.push(block(32, fl - gh * (s + 1) * 0.85, 36, gh * 0.05, PAL.ink));
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

// ---------- objects ----------

/** One object on a seamless backdrop: 'chair' | 'stool' | 'lamp' | 'vessels' | 'lounge'. */
export function product(W, H, opts = {}) {
  const { object = "chair", bg = "#e8ddcf" } = opts;
  const floorY = H * 0.74;
  const g = id("bd");
  const cx = W / 2;
  const s = H / 1000;
  const parts = [
    `<defs><radialGradient id="${g}" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${tint(bg, 0.35)}"/><stop offset="1" stop-color="${shade(bg, 0.12)}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g})"/>`,
    `<path d="M0 ${floorY} Q${cx} ${floorY - 30 * s} ${W} ${floorY} V${H} H0 Z" fill="${shade(bg, 0.06)}" opacity=".7"/>`,
    `<ellipse cx="${cx + 40 * s}" cy="${floorY + 40 * s}" rx="${340 * s}" ry="${38 * s}" fill="#000" opacity=".3" filter="url(#blur14)"/>`,
  ];
  const base = floorY + 40 * s;
  if (object === "chair") parts.push(officeChair(cx, base, 560 * s, "#2d2926"));
  else if (object === "lounge") parts.push(loungeChair(cx, base, 720 * s));
  else if (object === "stool") {
    // an Akan stool: curved seat, a carved column, a flat base
    parts.push(`<g fill="${PAL.walnut}">
      <path d="M${cx - 230 * s} ${base - 360 * s} Q${cx} ${base - 280 * s} ${cx + 230 * s} ${base - 360 * s} L${cx + 220 * s} ${base - 320 * s} Q${cx} ${base - 250 * s} ${cx - 220 * s} ${base - 320 * s} Z" fill="${shade(PAL.walnut, 0.05)}"/>
      <path d="M${cx - 120 * s} ${base - 285 * s} Q${cx - 40 * s} ${base - 160 * s} ${cx - 120 * s} ${base - 50 * s} H${cx + 120 * s} Q${cx + 40 * s} ${base - 160 * s} ${cx + 120 * s} ${base - 285 * s} Z"/>
      <ellipse cx="${cx}" cy="${base - 165 * s}" rx="${36 * s}" ry="${60 * s}" fill="${tint(bg, 0.2)}"/>
      <rect x="${cx - 200 * s}" y="${base - 55 * s}" width="${400 * s}" height="${55 * s}" rx="${6 * s}" fill="${shade(PAL.walnut, 0.15)}"/></g>`);
  } else if (object === "lamp") {
    parts.push(`<line x1="${cx}" y1="0" x2="${cx}" y2="${base - 520 * s}" stroke="${PAL.ink}" stroke-width="${3 * s}"/>
      <circle cx="${cx}" cy="${base - 300 * s}" r="${260 * s}" fill="#ffcf8a" opacity=".35" filter="url(#blur60)"/>
      <path d="M${cx - 200 * s} ${base - 330 * s} Q${cx - 200 * s} ${base - 520 * s} ${cx} ${base - 520 * s} Q${cx + 200 * s} ${base - 520 * s} ${cx + 200 * s} ${base - 330 * s} Z" fill="${PAL.clay}"/>
      ${Array.from({ length: 6 }, (_, i) => `<path d="M${cx - 190 * s + i * 76 * s} ${base - 340 * s} q${10 * s} ${-80 * s} ${30 * s} ${-150 * s}" stroke="${PAL.clayDark}" stroke-width="${3 * s}" fill="none" opacity=".6"/>`).join("")}
      <ellipse cx="${cx}" cy="${base - 330 * s}" rx="${200 * s}" ry="${26 * s}" fill="#ffe6b8"/>`);
  } else if (object === "vessels") {
    const v = (x, w, h, c) =>
      `<path d="M${x - w * 0.25} ${base - h} h${w * 0.5} q${w * 0.05} ${h * 0.2} ${w * 0.3} ${h * 0.45} q${w * 0.2} ${h * 0.3} ${-w * 0.1} ${h * 0.55} h${-w * 0.9} q${-w * 0.3} ${-h * 0.25} ${-w * 0.1} ${-h * 0.55} q${w * 0.25} ${-h * 0.25} ${w * 0.3} ${-h * 0.45} z" fill="${c}"/>`;
    parts.push(
      v(cx - 170 * s, 190 * s, 300 * s, PAL.clay) +
        v(cx + 60 * s, 260 * s, 420 * s, "#2f2a26") +
        v(cx + 250 * s, 150 * s, 220 * s, PAL.sand),
    );
  }
  return svg(W, H, parts.join("\n"), { grain: 0.05 });
}

/** A woven strip-cloth in the manner of kente, close up, with a loom's light. */
export function textile(W, H, opts = {}) {
  const { colors = [PAL.ochre, PAL.forest, PAL.clay, PAL.ink, "#e8c66a"] } = opts;
  const parts = [`<rect width="${W}" height="${H}" fill="${PAL.ink}"/>`];
  const strip = W / 6;
  for (let sI = 0; sI < 7; sI++) {
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
export function drawing(W, H) {
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
    `<rect x="${ox + u * 0.6}" y="${oy + u * 0.6}" width="${u * 3}" height="${u * 2}" fill="${PAL.clay}" opacity=".18"/>`,
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
  p.push(
    `<text x="${ox + u * 4.5}" y="${oy - u * 0.8}" font-family="Georgia" font-size="${u * 0.4}" fill="${PAL.clayDark}" text-anchor="middle">12 400</text>`,
  );
  // pencil and scale rule
  p.push(
    `<g transform="rotate(-28 ${W * 0.78} ${H * 0.7})"><rect x="${W * 0.6}" y="${H * 0.7}" width="${W * 0.36}" height="${u * 0.34}" fill="${PAL.ochre}"/><path d="M${W * 0.96} ${H * 0.7} l${u * 0.7} ${u * 0.17} l${-u * 0.7} ${u * 0.17} z" fill="#e8d3b0"/><rect x="${W * 0.58}" y="${H * 0.7}" width="${u * 0.5}" height="${u * 0.34}" fill="${PAL.clay}"/></g>`,
  );
  p.push(
    `<g transform="rotate(8 ${W * 0.5} ${H * 0.9})"><rect x="${W * 0.2}" y="${H * 0.86}" width="${W * 0.7}" height="${u * 0.7}" fill="#f8f6f0" stroke="#9a8f82"/>${Array.from({ length: 40 }, (_, i) => `<line x1="${W * 0.2 + (i * W * 0.7) / 40}" y1="${H * 0.86}" x2="${W * 0.2 + (i * W * 0.7) / 40}" y2="${H * 0.86 + (i % 5 ? u * 0.15 : u * 0.3)}" stroke="#6f655b"/>`).join("")}</g>`,
  );
  p.push(`<rect width="${W}" height="${H}" fill="#ffd9a0" opacity=".08"/>`);
  return svg(W, H, p.join("\n"), { grain: 0.08 });
}

/** A stylised map of Accra with the studio's pin in East Legon. */
export function accraMap(W, H) {
  const p = [`<rect width="${W}" height="${H}" fill="#efe8dc"/>`];
  // the Gulf of Guinea to the south
  p.push(
    `<path d="M0 ${H * 0.8} C${W * 0.2} ${H * 0.74} ${W * 0.35} ${H * 0.86} ${W * 0.55} ${H * 0.8} S${W * 0.85} ${H * 0.66} ${W} ${H * 0.7} V${H} H0 Z" fill="#b9d0d3"/>`,
  );
  p.push(
    `<text x="${W * 0.5}" y="${H * 0.94}" font-family="Georgia" font-style="italic" font-size="${H * 0.035}" fill="#5c7f86" text-anchor="middle">Gulf of Guinea</text>`,
  );
  // lagoons and green spaces
  p.push(`<ellipse cx="${W * 0.22}" cy="${H * 0.74}" rx="${W * 0.06}" ry="${H * 0.025}" fill="#b9d0d3"/>`);
  p.push(`<path d="M${W * 0.62} ${H * 0.22} h${W * 0.14} v${H * 0.08} h${-W * 0.14} z" fill="#d4dcc6"/>`);
  p.push(
    `<path d="M${W * 0.44} ${H * 0.36} q${W * 0.05} ${-H * 0.06} ${W * 0.1} 0 t${W * 0.06} ${H * 0.08} l${-W * 0.16} ${H * 0.02} z" fill="#d4dcc6"/>`,
  );
  // roads
  const road = (d, w = 6, c = "#ffffff") =>
    `<path d="${d}" stroke="${c}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
  p.push(road(`M${W * 0.1} ${H * 0.66} Q${W * 0.35} ${H * 0.56} ${W * 0.5} ${H * 0.6} T${W * 0.95} ${H * 0.52}`, 10));
  p.push(road(`M${W * 0.48} ${H * 0.78} L${W * 0.5} ${H * 0.05}`, 10));
  p.push(road(`M${W * 0.2} ${H * 0.1} Q${W * 0.3} ${H * 0.4} ${W * 0.36} ${H * 0.78}`, 8));
  p.push(road(`M${W * 0.5} ${H * 0.3} Q${W * 0.7} ${H * 0.32} ${W * 0.95} ${H * 0.2}`, 8));
  p.push(road(`M${W * 0.3} ${H * 0.5} C${W * 0.4} ${H * 0.42} ${W * 0.6} ${H * 0.44} ${W * 0.66} ${H * 0.62}`, 6));
  for (let i = 0; i < 14; i++)
    p.push(road(`M${W * (0.05 + i * 0.07)} ${H * 0.1} L${W * (0.08 + i * 0.065)} ${H * 0.72}`, 2, "#fbf8f3"));
  for (let i = 0; i < 9; i++) p.push(road(`M0 ${H * (0.08 + i * 0.075)} L${W} ${H * (0.05 + i * 0.07)}`, 2, "#fbf8f3"));
  // airport
  p.push(
    `<rect x="${W * 0.52}" y="${H * 0.12}" width="${W * 0.08}" height="${H * 0.2}" fill="#ddd4c6" transform="rotate(-20 ${W * 0.56} ${H * 0.22})"/>`,
  );
  const label = (x, y, t, size = 0.028, weight = 600) =>
    `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-weight="${weight}" font-size="${H * size}" fill="#5b5047" text-anchor="middle" letter-spacing="1">${t}</text>`;
  p.push(label(W * 0.56, H * 0.1, "KOTOKA AIRPORT", 0.024));
  p.push(label(W * 0.3, H * 0.7, "OSU", 0.026));
  p.push(label(W * 0.62, H * 0.73, "LABADI", 0.026));
  p.push(label(W * 0.2, H * 0.5, "ADABRAKA", 0.024));
  p.push(label(W * 0.42, H * 0.46, "CANTONMENTS", 0.022));
  p.push(label(W * 0.86, H * 0.12, "MADINA", 0.024));
  // the studio
  const sx = W * 0.74;
  const sy = H * 0.36;
  p.push(`<circle cx="${sx}" cy="${sy}" r="${H * 0.09}" fill="${PAL.clay}" opacity=".14"/>`);
  p.push(
    `<path d="M${sx} ${sy} c${-H * 0.05} ${-H * 0.05} ${-H * 0.04} ${-H * 0.11} 0 ${-H * 0.11} s${H * 0.05} ${H * 0.06} 0 ${H * 0.11} z" fill="${PAL.clay}"/><circle cx="${sx}" cy="${sy - H * 0.072}" r="${H * 0.016}" fill="#fff"/>`,
  );
  p.push(
    `<text x="${sx + H * 0.05}" y="${sy - H * 0.06}" font-family="Georgia" font-size="${H * 0.04}" fill="${PAL.ink}">Aniwa Studio</text>`,
  );
  p.push(
    `<text x="${sx + H * 0.05}" y="${sy - H * 0.02}" font-family="Helvetica, Arial, sans-serif" font-size="${H * 0.024}" fill="#5b5047" letter-spacing="1">EAST LEGON</text>`,
  );
  // north arrow
  p.push(
    `<g transform="translate(${W * 0.07} ${H * 0.14})"><path d="M0 -30 L12 12 L0 4 L-12 12 Z" fill="${PAL.ink}"/><text y="34" font-family="Georgia" font-size="20" text-anchor="middle" fill="${PAL.ink}">N</text></g>`,
  );
  return svg(W, H, p.join("\n"), { grain: 0.03 });
}
