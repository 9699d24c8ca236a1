/**
 * The demo images, one drawing per seeded image (studio-api/seed/images/<name>.webp): every
 * project, product and post has pictures of its own, and a project with several photos shows one
 * scene per angle (outside, inside, the plan). The names are the seed's (projects.ts, products.ts,
 * blogs.ts); render-images.ts turns these drawings into the committed files, and
 * tests/unit/seed-images.test.ts holds that no two of them are the same picture.
 */
import { house, type HouseOptions } from "./art/house";
import { PAL } from "./art/kit";
import { garden, type GardenOptions } from "./art/landscape";
import { drawing, product, textile, type ProductOptions } from "./art/objects";
import { room, type RoomOptions } from "./art/room";

export interface Scene {
  /** The drawing's own size: what `draw` is given. */
  width: number;
  height: number;
  draw: (w: number, h: number) => string;
  /** How much larger the file is rendered than the drawing (render-images.ts); 1 when absent. */
  scale?: number;
}

/**
 * Projects are drawn at 1200 × 900 and rendered at 1920 × 1440, the widest /uploads serves: the
 * project page's hero is at most 960 CSS px wide, so it stays sharp on a 2x screen.
 */
const PROJECT = [1200, 900] as const;
const PROJECT_SCALE = 1.6;
const ITEM = [800, 600] as const;

const at =
  (size: readonly [number, number], scale = 1) =>
  (draw: (w: number, h: number) => string): Scene => ({ width: size[0], height: size[1], draw, scale });
const big = at(PROJECT, PROJECT_SCALE);
const small = at(ITEM);

const ext = (o: HouseOptions) => big((w, h) => house(w, h, o));
const int = (o: RoomOptions) => big((w, h) => room(w, h, o));
const land = (o: GardenOptions) => big((w, h) => garden(w, h, o));
const plan = (o: Parameters<typeof drawing>[2]) => big((w, h) => drawing(w, h, o));
const ware = (o: ProductOptions) => small((w, h) => product(w, h, o));

/** Each project's pictures show what its text says: its kind of building, storeys, count, setting and materials. */
const projects: Record<string, Scene> = {
  "courtyard-house-east-legon-1": ext({
    massing: "courtyard",
    time: "dusk",
    front: "pool",
    people: 2,
    horizon: 0.56,
    shift: 0.04,
  }),
  "courtyard-house-east-legon-2": ext({ massing: "courtyard", time: "day", shift: -0.06, people: 1, horizon: 0.6 }),
  "courtyard-house-east-legon-3": int({ furniture: "sofa", floor: "terrazzo", windowSide: "left", people: 1 }),
  "courtyard-house-east-legon-4": plan({ plan: "courtyard" }),
  "hillside-retreat-aburi-1": ext({ massing: "terraces", time: "day", palms: false, horizon: 0.62 }),
  "hillside-retreat-aburi-2": int({
    furniture: "lounge",
    wall: "#c98a66",
    floor: "concrete",
    depth: 0.46,
    eye: 0.56,
    vpx: 0.58,
    windowSide: "left",
    people: 1,
  }),
  "townhouses-at-dzorwulu-1": ext({
    massing: "row",
    count: 6,
    time: "day",
    front: "forecourt",
    behind: "city",
    people: 1,
  }),
  "townhouses-at-dzorwulu-2": plan({ plan: "townhouses", tint: PAL.forest }),
  "beach-house-ada-foah-1": ext({ massing: "stilts", time: "dusk", front: "water", behind: "sea", people: 2 }),
  "beach-house-ada-foah-2": ext({
    massing: "stilts",
    time: "day",
    front: "water",
    behind: "sea",
    shift: 0.06,
    cladding: PAL.walnut,
    horizon: 0.68,
  }),
  "beach-house-ada-foah-3": int({
    furniture: "lounge",
    wall: "#f1e6d6",
    floor: "oak",
    windowSide: "left",
    warm: 0.6,
    depth: 0.64,
  }),
  "headquarters-for-sankofa-foods-1": ext({
    massing: "office",
    count: 3,
    time: "dusk",
    front: "forecourt",
    wall: "#e8e0d2",
    people: 3,
    horizon: 0.7,
  }),
  "headquarters-for-sankofa-foods-2": int({
    furniture: "desks",
    wall: "#e4dccf",
    floor: "concrete",
    people: 1,
    depth: 0.5,
    eye: 0.46,
  }),
  "headquarters-for-sankofa-foods-3": int({
    furniture: "dining",
    floor: "terrazzo",
    wall: "#e9dccb",
    people: 1,
    seed: 8,
    depth: 0.7,
    vpx: 0.4,
  }),
  "boutique-hotel-cantonments-1": ext({
    massing: "hotel",
    time: "dusk",
    wall: "#efd9c4",
    cladding: PAL.walnut,
    front: "pool",
    people: 2,
    horizon: 0.68,
  }),
  "boutique-hotel-cantonments-2": int({
    furniture: "bed",
    wall: "#ead8c8",
    accent: PAL.clay,
    windowSide: "left",
    depth: 0.52,
    eye: 0.55,
  }),
  "osu-market-hall-pavilion-1": ext({ massing: "market", time: "day", front: "forecourt", people: 3, behind: "city" }),
  "co-working-studio-labone-1": int({
    furniture: "dining",
    trusses: true,
    floor: "concrete",
    wall: "#e9e4da",
    windowSide: "left",
    people: 2,
    depth: 0.62,
    eye: 0.56,
  }),
  "co-working-studio-labone-2": int({
    furniture: "lounge",
    trusses: true,
    floor: "concrete",
    wall: "#dcd3c6",
    people: 1,
    vpx: 0.56,
    depth: 0.5,
    window: "none",
  }),
  "penthouse-interiors-airport-residential-1": int({
    furniture: "sofa",
    sofa: "#d9cbb6",
    accent: PAL.forest,
    depth: 0.5,
    vpx: 0.52,
    eye: 0.46,
  }),
  "penthouse-interiors-airport-residential-2": int({
    furniture: "dining",
    vpx: 0.58,
    wall: "#efe7dc",
    windowSide: "left",
    depth: 0.46,
    eye: 0.54,
  }),
  "penthouse-interiors-airport-residential-3": int({
    furniture: "bed",
    sofa: PAL.forest,
    wall: "#e7ddd0",
    vpx: 0.4,
    depth: 0.64,
  }),
  "restaurant-fit-out-osu-1": int({
    furniture: "banquette",
    floor: "terracotta",
    wall: "#d9b49a",
    people: 2,
    warm: 0.8,
    window: "none",
  }),
  "restaurant-fit-out-osu-2": int({
    furniture: "banquette",
    floor: "terracotta",
    wall: "#cfa58a",
    warm: 0.9,
    windowSide: "left",
    depth: 0.78,
    eye: 0.44,
    vpx: 0.56,
  }),
  "family-apartment-tema-community-25-1": int({
    furniture: "study",
    wall: "#f0e7dc",
    vpx: 0.5,
    depth: 0.6,
    windowSide: "left",
  }),
  "family-apartment-tema-community-25-2": int({
    furniture: "kitchen",
    floor: "oak",
    wall: "#f4efe6",
    vpx: 0.56,
    depth: 0.66,
    eye: 0.46,
    people: 2,
  }),
  "gallery-interiors-kumasi-1": int({
    furniture: "gallery",
    wall: "#f4efe8",
    floor: "concrete",
    people: 2,
    window: "none",
  }),
  "gallery-interiors-kumasi-2": int({
    furniture: "gallery",
    wall: "#efe9df",
    floor: "terrazzo",
    windowSide: "left",
    vpx: 0.62,
    depth: 0.44,
    eye: 0.56,
    people: 1,
    seed: 14,
  }),
  "garden-of-native-plants-legon-1": land({ kind: "garden", feature: "swale", seed: 3, people: 2, vpx: 0.34 }),
  "garden-of-native-plants-legon-2": land({
    kind: "garden",
    feature: "seating",
    seed: 4,
    time: "dusk",
    vpx: 0.38,
    people: 1,
  }),
  "rooftop-garden-ridge-1": land({ kind: "roof", seed: 5, people: 2 }),
  "rooftop-garden-ridge-2": land({ kind: "roof", feature: "kitchen", seed: 6, time: "dusk", vpx: 0.62 }),
  "rooftop-garden-ridge-3": land({ kind: "roof", seed: 7, vpx: 0.4, people: 1 }),
  "lakeside-park-masterplan-weija-1": land({
    kind: "park",
    feature: "boardwalk",
    seed: 8,
    people: 3,
    vpx: 0.36,
    horizon: 0.36,
  }),
  "residential-compound-landscape-trasacco-1": land({
    kind: "garden",
    feature: "pool",
    seed: 10,
    vpx: 0.56,
    horizon: 0.28,
    people: 2,
  }),
  "residential-compound-landscape-trasacco-2": land({
    kind: "garden",
    feature: "trees",
    seed: 9,
    vpx: 0.6,
    people: 2,
    time: "dusk",
  }),
  "colonial-bungalow-restoration-cape-coast-1": ext({ massing: "bungalow", time: "day", wall: "#f2ead9", people: 1 }),
  "colonial-bungalow-restoration-cape-coast-2": int({
    before: true,
    furniture: "empty",
    depth: 0.5,
    vpx: 0.4,
    eye: 0.56,
  }),
  "colonial-bungalow-restoration-cape-coast-3": int({
    furniture: "kitchen",
    floor: "terracotta",
    wall: "#f2ead9",
    depth: 0.5,
    vpx: 0.4,
    eye: 0.56,
  }),
  "colonial-bungalow-restoration-cape-coast-4": plan({ plan: "bungalow", tint: PAL.ochre }),
  "1960s-villa-renovation-ridge-1": ext({ massing: "villa", time: "day", front: "lawn", wall: "#ece6da", people: 1 }),
  "1960s-villa-renovation-ridge-2": ext({
    massing: "villa",
    time: "dusk",
    front: "pool",
    shift: -0.04,
    people: 2,
    horizon: 0.6,
  }),
  "warehouse-conversion-tema-harbour-1": ext({
    massing: "warehouse",
    time: "day",
    front: "forecourt",
    behind: "harbour",
    people: 2,
    palms: false,
  }),
  "warehouse-conversion-tema-harbour-2": int({
    furniture: "loft",
    trusses: true,
    floor: "concrete",
    wall: "#d6d0c6",
    vpx: 0.44,
    depth: 0.6,
    windowSide: "left",
    window: "tall",
  }),
  "school-block-refurbishment-takoradi-1": ext({
    massing: "school",
    time: "day",
    wall: "#ece4d8",
    people: 3,
    front: "forecourt",
  }),
  "school-block-refurbishment-takoradi-2": int({
    furniture: "classroom",
    wall: "#efe3c9",
    floor: "terrazzo",
    window: "louvre",
    vpx: 0.5,
    seed: 20,
  }),
};

const products: Record<string, Scene> = {
  "adinkra-oak-lounge-chair-1": ware({ object: "lounge" }),
  "adinkra-oak-lounge-chair-2": ware({ object: "lounge", zoom: 2, focus: [0.5, 0.55], bg: "#e3d3bf" }),
  "osu-three-seater-sofa-1": ware({ object: "sofa", colour: "#6b705c" }),
  "osu-three-seater-sofa-2": ware({ object: "sofa", colour: "#6b705c", zoom: 2, focus: [0.36, 0.6] }),
  "osu-three-seater-sofa-3": ware({ object: "sofa", colour: "#6b705c", evening: true, bg: "#d8c7b0" }),
  "teak-dining-table-for-six-1": ware({ scale: 1.2, object: "dining", bg: "#e9e0d2" }),
  "woven-raffia-side-chair-1": ware({ scale: 1.05, object: "side-chair", colour: PAL.ochre }),
  "woven-raffia-side-chair-2": ware({ object: "side-chair", colour: PAL.ochre, zoom: 2.2, focus: [0.5, 0.45] }),
  "mahogany-floating-shelf-set-1": ware({ scale: 1.1, object: "shelves", bg: "#efe6da" }),
  "low-platform-bed-frame-1": ware({ object: "bed", colour: PAL.linen, bg: "#e6dccd" }),
  "low-platform-bed-frame-2": ware({ object: "bed", colour: PAL.linen, bg: "#e6dccd", zoom: 1.8, focus: [0.5, 0.62] }),
  "sapele-bedside-table-1": ware({ scale: 1.2, object: "bedside", bg: "#e3d6c4" }),
  "calabash-pendant-light-1": ware({ object: "calabash", colour: PAL.ochre, bg: "#4a3f36" }),
  "calabash-pendant-light-2": ware({
    object: "calabash",
    colour: PAL.ochre,
    bg: "#4a3f36",
    zoom: 1.9,
    focus: [0.5, 0.45],
    evening: true,
  }),
  "brass-arc-floor-lamp-1": ware({ object: "arc-lamp", colour: "#b8923a", bg: "#e8e2d6" }),
  "clay-table-lamp-1": ware({ object: "table-lamp", colour: PAL.clay }),
  "clay-table-lamp-2": ware({ object: "table-lamp", colour: PAL.clay, evening: true, zoom: 1.6, focus: [0.5, 0.5] }),
  "woven-basket-pendant-1": ware({ object: "basket-pendant", colour: "#a87a3d", bg: "#e3d8c6" }),
  "woven-basket-pendant-2": ware({
    object: "basket-pendant",
    colour: "#a87a3d",
    bg: "#e3d8c6",
    zoom: 2,
    focus: [0.5, 0.55],
  }),
  "rattan-wall-sconce-1": ware({ scale: 1.2, object: "sconce", colour: "#c8a063", bg: "#d9c9b3" }),
  "lantern-trio-1": ware({ object: "lanterns", colour: "#2e2a27", bg: "#e3d5c0", evening: true }),
  "kente-stripe-throw-1": small((w, h) => textile(w, h)),
  "kente-stripe-throw-2": small((w, h) => textile(w, h, { strips: 3 })),
  "bogolan-cushion-cover-1": ware({ scale: 1.35, object: "cushion", colour: PAL.walnut, bg: "#e7dccb" }),
  "handwoven-cotton-rug-1": ware({ object: "rug", colour: PAL.forest }),
  "handwoven-cotton-rug-2": ware({ object: "rug", colour: PAL.forest, zoom: 2, focus: [0.42, 0.62] }),
  "indigo-table-runner-1": ware({ object: "runner", colour: "#2c3e5c", bg: "#e4dbcd" }),
  "indigo-table-runner-2": ware({ object: "runner", colour: "#2c3e5c", bg: "#e4dbcd", zoom: 2, focus: [0.5, 0.6] }),
  "stonewashed-linen-bed-set-1": ware({ scale: 1.35, object: "linens", colour: "#d9cbb6", bg: "#ece6dc" }),
  "smock-fabric-pouf-1": ware({ scale: 1.4, object: "pouf", colour: PAL.forest }),
  "terracotta-vase-trio-1": ware({ object: "vessels", colour: PAL.clay, bg: "#dfe0d3" }),
  "terracotta-vase-trio-2": ware({ object: "vessels", colour: PAL.clay, bg: "#dfe0d3", zoom: 1.8, focus: [0.52, 0.6] }),
  "bolga-storage-basket-1": ware({ scale: 1.35, object: "basket", colour: "#d8b27a" }),
  "concrete-candle-holders-1": ware({ scale: 1.3, object: "candles", colour: "#a8a29a", bg: "#4a433d", evening: true }),
  "harmattan-dusk-print-1": ware({ object: "print", colour: PAL.clay, bg: "#ece3d6" }),
  "harmattan-dusk-print-2": ware({ object: "print", colour: PAL.clay, bg: "#ece3d6", zoom: 2, focus: [0.46, 0.45] }),
  "harmattan-dusk-print-3": ware({ object: "print", colour: PAL.clay, bg: "#c9b9a5", evening: true }),
  "ceramic-serving-bowl-1": ware({ scale: 1.3, object: "bowl", colour: "#3f6f6a" }),
};

const posts: Record<string, Scene> = {
  "designing-for-accra-s-climate-shade-breeze-and-thermal-mass": small((w, h) =>
    house(w, h, { massing: "courtyard", time: "day", shift: 0.05, people: 1, horizon: 0.7 }),
  ),
  "the-return-of-the-breeze-block": ware({ object: "screen-wall", colour: "#d8cfc0", bg: "#c9a27e" }),
  "courtyard-living-in-a-modern-ghanaian-home": small((w, h) =>
    garden(w, h, { kind: "garden", feature: "seating", time: "dusk", seed: 15, people: 2, vpx: 0.64 }),
  ),
  "five-lessons-from-ghana-s-tropical-modernists": small((w, h) =>
    house(w, h, { massing: "cantilever", time: "dusk", front: "pool", wall: "#e6dccb", shift: 0.08, people: 2 }),
  ),
  "a-warm-minimalist-living-room-in-east-legon": small((w, h) =>
    room(w, h, {
      furniture: "sofa",
      sofa: "#c8b49a",
      accent: PAL.clayDark,
      windowSide: "left",
      warm: 0.6,
      depth: 0.7,
      vpx: 0.42,
    }),
  ),
  "choosing-lighting-that-flatters-dark-evenings": small((w, h) =>
    room(w, h, { furniture: "lounge", wall: "#b89a80", warm: 0.95, vpx: 0.4, depth: 0.74, eye: 0.44, window: "none" }),
  ),
  "kente-and-mudcloth-using-west-african-textiles-without-clich": small((w, h) =>
    textile(w, h, { colors: [PAL.ink, PAL.sand, PAL.walnut, PAL.ochre], strips: 4, mudcloth: true }),
  ),
  "laterite-clay-and-lime-local-materials-worth-specifying": ware({
    scale: 1.1,
    object: "samples",
    bg: "#8c7a68",
    evening: true,
  }),
  "cutting-cooling-loads-without-air-conditioning": small((w, h) =>
    house(w, h, { massing: "pavilion", time: "dusk", cladding: PAL.walnut, people: 1, shift: 0.06 }),
  ),
  "rainwater-harvesting-for-urban-homes": small((w, h) =>
    garden(w, h, { kind: "garden", feature: "tank", seed: 16, vpx: 0.3, people: 1 }),
  ),
  "how-to-brief-your-architect": small((w, h) => drawing(w, h, { plan: "site", tint: PAL.ochre })),
  "small-bedroom-calm-bedroom-seven-tips": small((w, h) =>
    room(w, h, {
      furniture: "bed",
      wall: "#e8e1d6",
      accent: PAL.stone,
      windowSide: "left",
      depth: 0.44,
      vpx: 0.56,
      eye: 0.46,
    }),
  ),
  "styling-open-shelves-like-a-curator": small((w, h) =>
    room(w, h, { furniture: "desk", wall: "#efe6da", vpx: 0.5, depth: 0.72, eye: 0.54, window: "none" }),
  ),
  "setting-a-dining-table-for-sunday-lunch": small((w, h) =>
    room(w, h, {
      furniture: "dining",
      wall: "#f0e2cf",
      warm: 0.5,
      windowSide: "left",
      depth: 0.76,
      eye: 0.46,
      vpx: 0.52,
    }),
  ),
};

export const scenes: Record<string, Scene> = { ...projects, ...products, ...posts };
