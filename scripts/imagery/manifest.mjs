// Every illustrated image of the public site: where it goes, its size and its scene.
import { accraMap, drawing, house, product, room, textile } from "./scenes.mjs";

const CARD = [960, 720];
const WIDE = [1600, 1000];
const TALL = [900, 1125];

export const MANIFEST = [
  // Home hero: the poster, and a wider still the loop pans across (PNG kept in the temp folder).
  {
    out: "public/media/hero-poster.webp",
    size: [1600, 900],
    q: 70,
    svg: (w, h) => house(w, h, { massing: "cantilever", shift: 0.28 }),
  },
  { out: "tmp/hero-wide.webp", size: [2560, 1440], svg: (w, h) => house(w, h, { massing: "cantilever", shift: 0.28 }) },
  {
    out: "public/images/home/studio-living.webp",
    size: TALL,
    svg: (w, h) => room(w, h, { furniture: "lounge", floor: "terrazzo", windowSide: "left", accent: "#2f4a3a" }),
  },
  { out: "public/images/home/studio-drawing.webp", size: [720, 540], svg: (w, h) => drawing(w, h) },

  // Portfolio (spec §3, eleven items)
  {
    out: "public/images/portfolio/executive-office.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { furniture: "desk", floor: "oak", wall: "#e7dccd", accent: "#2f4a3a" }),
  },
  {
    out: "public/images/portfolio/home-bedroom.webp",
    size: CARD,
    svg: (w, h) =>
      room(w, h, {
        furniture: "bed",
        floor: "oak",
        wall: "#efe3d3",
        accent: "#b5602f",
        windowSide: "left",
        sofa: "#c9b79e",
      }),
  },
  {
    out: "public/images/portfolio/ergonomic-chair.webp",
    size: CARD,
    svg: (w, h) => product(w, h, { object: "chair", bg: "#e4d7c6" }),
  },
  {
    out: "public/images/portfolio/open-living.webp",
    size: CARD,
    svg: (w, h) =>
      room(w, h, { furniture: "sofa", floor: "terrazzo", wall: "#f1e8dc", accent: "#2f4a3a", sofa: "#d6c4aa" }),
  },
  {
    out: "public/images/portfolio/kente-lounge-chair.webp",
    size: CARD,
    svg: (w, h) => product(w, h, { object: "lounge", bg: "#dfe3d8" }),
  },
  {
    out: "public/images/portfolio/terracotta-pendant.webp",
    size: CARD,
    svg: (w, h) => product(w, h, { object: "lamp", bg: "#2d2723" }),
  },
  {
    out: "public/images/portfolio/villa-staging.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { furniture: "dining", floor: "oak", wall: "#efe6da", windowSide: "left" }),
  },
  {
    out: "public/images/portfolio/apartment-styling.webp",
    size: CARD,
    svg: (w, h) =>
      room(w, h, { furniture: "sofa", floor: "oak", wall: "#e9ddd0", accent: "#b5602f", sofa: "#2f4a3a", vpx: 0.54 }),
  },
  {
    out: "public/images/portfolio/hotel-lobby.webp",
    size: CARD,
    svg: (w, h) =>
      room(w, h, { furniture: "lounge", floor: "terrazzo", wall: "#e2d6c6", accent: "#8f4a22", vpx: 0.52 }),
  },
  { out: "public/images/portfolio/woven-textiles.webp", size: CARD, svg: (w, h) => textile(w, h) },
  {
    out: "public/images/portfolio/courtyard-house.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "courtyard", pool: false }),
  },

  // About
  {
    out: "public/images/about/hero.webp",
    size: WIDE,
    q: 70,
    svg: (w, h) => room(w, h, { furniture: "dining", floor: "terrazzo", wall: "#ece2d4", windowSide: "right" }),
  },
  {
    out: "public/images/about/atelier-stools.webp",
    size: TALL,
    svg: (w, h) => product(w, h, { object: "stool", bg: "#e6d9c7" }),
  },
  {
    out: "public/images/about/ceramics.webp",
    size: TALL,
    svg: (w, h) => product(w, h, { object: "vessels", bg: "#d9ccb9" }),
  },
  { out: "public/images/about/plan.webp", size: CARD, svg: (w, h) => drawing(w, h) },
  {
    out: "public/images/about/weaving.webp",
    size: TALL,
    svg: (w, h) => textile(w, h, { colors: ["#c99a3b", "#1f1a17", "#b5602f", "#2f4a3a", "#e9dfd1"] }),
  },

  // Services: heroes
  {
    out: "public/images/services/architectural-hero.webp",
    size: WIDE,
    q: 70,
    svg: (w, h) => house(w, h, { massing: "pavilion" }),
  },
  {
    out: "public/images/services/renovation-hero.webp",
    size: WIDE,
    q: 70,
    svg: (w, h) =>
      room(w, h, { furniture: "sofa", floor: "oak", wall: "#efe4d6", windowSide: "left", sofa: "#cdb89b" }),
  },
  {
    out: "public/images/services/newbuild-hero.webp",
    size: WIDE,
    q: 70,
    svg: (w, h) => house(w, h, { massing: "courtyard", time: "dusk" }),
  },
  {
    out: "public/images/services/extension-hero.webp",
    size: WIDE,
    q: 70,
    svg: (w, h) => house(w, h, { massing: "extension", time: "day" }),
  },
  { out: "public/images/services/architectural-plan.webp", size: CARD, svg: (w, h) => drawing(w, h) },
  {
    out: "public/images/services/architectural-tower.webp",
    size: TALL,
    svg: (w, h) => house(w, h, { massing: "tower", pool: false }),
  },

  // New build: four styles
  {
    out: "public/images/services/style-contemporary.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "cantilever", time: "day" }),
  },
  {
    out: "public/images/services/style-courtyard.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "courtyard", time: "day", pool: false, wall: "#e6d2bd" }),
  },
  {
    out: "public/images/services/style-tropical.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "pavilion", time: "dusk", cladding: "#8c6a48" }),
  },
  {
    out: "public/images/services/style-urban.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "tower", time: "day", pool: false }),
  },

  // Extensions: six projects
  {
    out: "public/images/services/ext-garden-room.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "extension", time: "day", pool: false }),
  },
  {
    out: "public/images/services/ext-second-storey.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "cantilever", time: "dusk", pool: false, cladding: "#a07850" }),
  },
  {
    out: "public/images/services/ext-clinic.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "extension", time: "day", scaffold: true, pool: false }),
  },
  {
    out: "public/images/services/ext-villa-wing.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "extension", time: "dusk" }),
  },
  {
    out: "public/images/services/ext-studio-annex.webp",
    size: CARD,
    svg: (w, h) => house(w, h, { massing: "extension", time: "day", ghost: true, pool: false }),
  },
  {
    out: "public/images/services/ext-kitchen.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { furniture: "dining", floor: "terrazzo", wall: "#f0e7db", windowSide: "right" }),
  },

  // Renovation: three before/after pairs
  {
    out: "public/images/services/before-living.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { before: true, windowSide: "left" }),
  },
  {
    out: "public/images/services/after-living.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { furniture: "sofa", floor: "oak", windowSide: "left", sofa: "#d2c0a6" }),
  },
  {
    out: "public/images/services/before-office.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { before: true, windowSide: "right", vpx: 0.52 }),
  },
  {
    out: "public/images/services/after-office.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { furniture: "desk", floor: "oak", windowSide: "right", vpx: 0.52, wall: "#e6dccf" }),
  },
  {
    out: "public/images/services/before-bedroom.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { before: true, windowSide: "left", vpx: 0.42 }),
  },
  {
    out: "public/images/services/after-bedroom.webp",
    size: CARD,
    svg: (w, h) => room(w, h, { furniture: "bed", floor: "oak", windowSide: "left", vpx: 0.42, accent: "#2f4a3a" }),
  },

  // Contact: a map of Accra
  { out: "public/images/contact/accra-map.webp", size: [1200, 800], q: 80, svg: (w, h) => accraMap(w, h) },
];
