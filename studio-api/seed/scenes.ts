/**
 * The demo images as SVG drawings, one scene per seeded image name (studio-api/seed/images/<name>.webp),
 * in the site's palette. render-images.ts turns them into the committed files.
 */

export const W = 800;
export const H = 600;

const c = {
  cream: "#F4EDE1",
  sand: "#E8D5B5",
  ochre: "#D49A3A",
  terracotta: "#C0643B",
  clay: "#A0522D",
  umber: "#5B3A29",
  charcoal: "#2E2A27",
  olive: "#6B705C",
  sage: "#A5A58D",
  blush: "#E3B7A0",
  teal: "#3F6F6A",
};

const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const scenes: Record<string, () => string> = {
  "arch-dusk": () =>
    sky("g", c.sand, c.terracotta) +
    circle(610, 170, 72, c.cream, 'opacity="0.85"') +
    rect(0, 430, W, 170, c.clay) +
    path("M170 600 V300 A110 110 0 0 1 390 300 V600 Z", c.umber) +
    path("M430 600 V360 A70 70 0 0 1 570 360 V600 Z", c.umber, 'opacity="0.8"') +
    path("M390 600 L520 430 H800 V600 Z", c.charcoal, 'opacity="0.18"'),
  courtyard: () =>
    rect(0, 0, W, H, c.sand) +
    rect(80, 70, 640, 460, c.cream) +
    rect(250, 190, 300, 220, c.teal, 'opacity="0.85"') +
    rect(250, 190, 300, 40, c.cream, 'opacity="0.25"') +
    [140, 660].map((x) => circle(x, 130, 48, c.olive)).join("") +
    [140, 660].map((x) => circle(x, 470, 48, c.sage)).join("") +
    path("M80 70 H720 L660 130 H140 Z", c.charcoal, 'opacity="0.08"'),
  "facade-louvres": () =>
    sky("g", c.cream, c.blush) +
    rect(120, 90, 560, 510, c.sand) +
    range(14)
      .map(
        (i) => rect(150 + i * 38, 120, 14, 480, c.clay) + rect(164 + i * 38, 120, 12, 480, c.umber, 'opacity="0.25"'),
      )
      .join("") +
    rect(120, 80, 560, 16, c.umber),
  stairs: () =>
    rect(0, 0, W, H, c.blush) +
    path(
      `M0 600 ${range(8)
        .map((i) => `V${560 - i * 60} H${100 + i * 100}`)
        .join(" ")} V600 Z`,
      c.terracotta,
    ) +
    path("M0 0 L800 0 L800 260 L280 600 L0 600 Z", c.cream, 'opacity="0.22"') +
    rect(0, 0, W, 10, c.umber),
  "window-grid": () =>
    rect(0, 0, W, H, c.sand) +
    rect(0, 430, W, 170, c.ochre, 'opacity="0.7"') +
    rect(470, 80, 220, 300, c.cream) +
    range(3)
      .map((i) => rect(470 + i * 73, 80, 6, 300, c.umber))
      .join("") +
    rect(470, 225, 220, 6, c.umber) +
    path("M470 380 H690 L520 600 H140 Z", c.cream, 'opacity="0.45"') +
    rect(90, 300, 200, 130, c.olive),
  skyline: () =>
    sky("g", c.ochre, c.blush) +
    circle(200, 200, 90, c.cream, 'opacity="0.7"') +
    [
      [40, 300, 120, 300],
      [170, 240, 90, 360],
      [270, 330, 140, 270],
      [420, 190, 110, 410],
      [540, 280, 100, 320],
      [650, 220, 130, 380],
    ]
      .map(([x, y, w, h], i) => rect(x, y, w, h, i % 2 ? c.umber : c.clay))
      .join("") +
    range(6)
      .map((i) => rect(440, 220 + i * 55, 70, 14, c.ochre, 'opacity="0.6"'))
      .join(""),
  "concrete-curve": () =>
    rect(0, 0, W, H, c.cream) +
    path("M0 600 V200 A400 400 0 0 1 400 600 Z", c.sage) +
    path("M800 0 V420 A420 420 0 0 1 380 0 Z", c.terracotta, 'opacity="0.9"') +
    circle(560, 430, 60, c.ochre),
  "breeze-blocks": () =>
    rect(0, 0, W, H, c.sand) +
    range(5)
      .flatMap((row) =>
        range(7).map(
          (col) =>
            rect(36 + col * 106, 36 + row * 106, 98, 98, c.cream) +
            circle(85 + col * 106, 85 + row * 106, 34, c.clay) +
            circle(85 + col * 106, 85 + row * 106, 20, c.sand),
        ),
      )
      .join(""),
  villa: () =>
    sky("g", c.blush, c.sand) +
    rect(0, 470, W, 130, c.olive) +
    rect(160, 300, 420, 170, c.cream) +
    rect(140, 284, 460, 22, c.umber) +
    rect(200, 340, 120, 130, c.teal, 'opacity="0.8"') +
    rect(370, 340, 160, 70, c.teal, 'opacity="0.8"') +
    rect(620, 250, 10, 220, c.umber) +
    range(5)
      .map((i) =>
        path(
          `M625 255 q ${-80 + i * 40} -40 ${-90 + i * 45} 10`,
          "none",
          `stroke="${c.olive}" stroke-width="14" stroke-linecap="round"`,
        ),
      )
      .join(""),
  pergola: () =>
    rect(0, 0, W, H, c.ochre) +
    range(10)
      .map((i) =>
        path(
          `M${i * 90 - 100} 600 L${i * 90 + 60} 0 H${i * 90 + 100} L${i * 90 - 60} 600 Z`,
          c.umber,
          'opacity="0.35"',
        ),
      )
      .join("") +
    rect(0, 0, W, 60, c.umber) +
    rect(560, 60, 24, 540, c.charcoal),
  terrace: () =>
    sky("g", c.cream, c.sage) +
    range(5)
      .map((i) =>
        rect(80 + i * 70, 200 + i * 80, 640 - i * 70, 80, [c.clay, c.terracotta, c.ochre, c.sand, c.cream][i]),
      )
      .join("") +
    range(5)
      .map((i) => circle(130 + i * 70, 190 + i * 80, 22, c.olive))
      .join(""),
  colonnade: () =>
    rect(0, 0, W, H, c.blush) +
    rect(0, 500, W, 100, c.clay) +
    range(6)
      .map(
        (i) => rect(60 + i * 125, 120, 50, 380, c.cream) + rect(110 + i * 125, 500, 90, 100, c.umber, 'opacity="0.25"'),
      )
      .join("") +
    rect(0, 80, W, 44, c.cream),
  sofa: () =>
    rect(0, 0, W, H, c.sand) +
    rect(0, 470, W, 130, c.clay, 'opacity="0.6"') +
    rect(520, 90, 170, 230, c.ochre, 'opacity="0.8"') +
    path("M150 300 h500 a40 40 0 0 1 40 40 v110 h-580 v-110 a40 40 0 0 1 40 -40 Z", c.olive) +
    rect(150, 380, 500, 40, c.sage) +
    rect(140, 450, 16, 30, c.umber) +
    rect(644, 450, 16, 30, c.umber) +
    circle(240, 330, 36, c.terracotta),
  "pendant-lamp": () =>
    rect(0, 0, W, H, c.charcoal) +
    rect(398, 0, 4, 240, c.sand) +
    path("M280 330 A120 100 0 0 1 520 330 Z", c.ochre) +
    path("M280 330 L200 600 H600 L520 330 Z", c.ochre, 'opacity="0.18"') +
    circle(400, 330, 18, c.cream),
  "floor-lamp": () =>
    rect(0, 0, W, H, c.cream) +
    rect(0, 500, W, 100, c.sand) +
    path("M260 500 V260 Q260 120 480 140", "none", `stroke="${c.umber}" stroke-width="10"`) +
    path("M430 150 A60 50 0 0 1 550 150 Z", c.terracotta) +
    rect(220, 490, 80, 14, c.umber) +
    circle(490, 210, 80, c.ochre, 'opacity="0.25"'),
  armchair: () =>
    rect(0, 0, W, H, c.blush) +
    rect(0, 480, W, 120, c.umber, 'opacity="0.5"') +
    path("M270 190 h260 a40 40 0 0 1 40 40 v200 h-340 v-200 a40 40 0 0 1 40 -40 Z", c.terracotta) +
    rect(200, 330, 80, 140, c.clay) +
    rect(520, 330, 80, 140, c.clay) +
    rect(270, 380, 260, 60, c.ochre) +
    rect(220, 470, 14, 50, c.charcoal) +
    rect(566, 470, 14, 50, c.charcoal),
  "kente-weave": () =>
    range(8)
      .map((i) => rect(i * 100, 0, 100, H, [c.ochre, c.olive, c.terracotta, c.charcoal][i % 4]))
      .join("") +
    range(10)
      .map((i) => rect(0, i * 60 + 20, W, 18, i % 2 ? c.cream : c.ochre, 'opacity="0.75"'))
      .join("") +
    range(8)
      .map((i) => rect(i * 100 + 40, 0, 20, H, c.umber, 'opacity="0.5"'))
      .join(""),
  mudcloth: () =>
    rect(0, 0, W, H, c.umber) +
    range(6)
      .map((i) => rect(0, 40 + i * 95, W, 4, c.cream))
      .join("") +
    range(6)
      .flatMap((row) =>
        range(16).map((col) =>
          row % 2
            ? circle(25 + col * 50, 87 + row * 95, 7, c.cream)
            : path(
                `M${10 + col * 50} ${110 + row * 95} l15 -30 l15 30`,
                "none",
                `stroke="${c.cream}" stroke-width="4"`,
              ),
        ),
      )
      .join(""),
  vases: () =>
    rect(0, 0, W, H, c.sage) +
    rect(0, 450, W, 150, c.sand) +
    path("M200 450 q-60 -110 0 -200 h60 q60 90 0 200 Z", c.terracotta) +
    path("M360 450 q-90 -70 -20 -160 q10 -30 0 -60 h80 q-10 30 0 60 q70 90 -20 160 Z", c.cream) +
    path("M540 450 q-40 -60 0 -120 h50 q40 60 0 120 Z", c.umber),
  basket: () =>
    rect(0, 0, W, H, c.cream) +
    path("M220 260 H580 L540 520 H260 Z", c.ochre) +
    range(7)
      .map((i) =>
        path(`M225 ${290 + i * 35} H${575 - i * 5}`, "none", `stroke="${c.clay}" stroke-width="8" opacity="0.7"`),
      )
      .join("") +
    rect(210, 245, 380, 24, c.clay) +
    path("M230 540 H570", "none", `stroke="${c.sand}" stroke-width="20"`),
  "dining-table": () =>
    rect(0, 0, W, H, c.sand) +
    circle(400, 150, 70, c.cream, 'opacity="0.6"') +
    rect(398, 0, 4, 100, c.umber) +
    rect(180, 330, 440, 24, c.umber) +
    rect(210, 354, 20, 170, c.umber) +
    rect(570, 354, 20, 170, c.umber) +
    [110, 650].map((x) => rect(x, 250, 40, 270, c.terracotta) + rect(x - 10, 380, 60, 20, c.terracotta)).join("") +
    circle(320, 315, 16, c.olive) +
    circle(470, 305, 26, c.ochre),
  shelves: () =>
    rect(0, 0, W, H, c.blush) +
    range(3)
      .map((i) => rect(140, 180 + i * 140, 520, 14, c.umber))
      .join("") +
    rect(190, 110, 40, 70, c.terracotta) +
    circle(330, 150, 30, c.olive) +
    rect(470, 90, 120, 90, c.cream) +
    range(6)
      .map((i) => rect(190 + i * 26, 250 + (i % 2) * 10, 20, 70 - (i % 2) * 10, [c.ochre, c.clay, c.sage][i % 3]))
      .join("") +
    circle(520, 290, 32, c.charcoal) +
    path("M300 460 q30 -60 60 0 Z", c.terracotta) +
    rect(450, 420, 160, 40, c.sage),
  bedroom: () =>
    rect(0, 0, W, H, c.cream) +
    rect(0, 460, W, 140, c.sand) +
    rect(180, 170, 440, 180, c.olive) +
    rect(150, 330, 500, 120, c.blush) +
    rect(150, 330, 500, 30, c.cream) +
    rect(210, 290, 130, 50, c.sand) +
    rect(460, 290, 130, 50, c.sand) +
    rect(150, 420, 500, 40, c.terracotta) +
    circle(90, 220, 40, c.ochre, 'opacity="0.8"'),
  "rug-rings": () =>
    rect(0, 0, W, H, c.olive) +
    range(7)
      .map((i) => circle(400, 300, 280 - i * 38, [c.cream, c.ochre, c.terracotta, c.sand, c.clay, c.cream, c.umber][i]))
      .join(""),
};
