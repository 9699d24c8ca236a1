/**
 * The pictures of the Renovation and Extensions pages (public/images/services/, named in
 * app/components/marketing/content/renovation.json and services/extensions.tsx), drawn with the
 * seed's kit so each room and house is its own: a before and its after are one room (the same
 * camera), and no two rooms or houses share a drawing. render-images.ts writes them with the
 * static art's derived widths; tests/unit/seed-images.test.ts compares them with the seed's.
 */
import { house } from "./art/house";
import { room, type RoomOptions } from "./art/room";
import type { Scene } from "./scenes";

const CARD = { width: 960, height: 720 } as const;
const card = (draw: Scene["draw"]): Scene => ({ ...CARD, draw });

/** One room's camera, shared by its before and after. */
const living: RoomOptions = { vpx: 0.46, depth: 0.58, windowSide: "right" };
const office: RoomOptions = { vpx: 0.56, depth: 0.5, eye: 0.46, windowSide: "left" };
const bedroom: RoomOptions = { vpx: 0.4, depth: 0.68, eye: 0.54, windowSide: "left" };

export const serviceScenes: Record<string, Scene> = {
  "before-living": card((w, h) => room(w, h, { ...living, before: true, leftover: "sofa", window: "louvre" })),
  "after-living": card((w, h) => room(w, h, { ...living, furniture: "sofa", floor: "terrazzo" })),
  "before-office": card((w, h) => room(w, h, { ...office, before: true, leftover: "desk" })),
  "after-office": card((w, h) => room(w, h, { ...office, furniture: "desk", floor: "oak", people: 1 })),
  "before-bedroom": card((w, h) => room(w, h, { ...bedroom, before: true, leftover: "bed", window: "louvre" })),
  "after-bedroom": card((w, h) => room(w, h, { ...bedroom, furniture: "bed", wall: "#ece3d6" })),
  "ext-garden-room": card((w, h) => house(w, h, { massing: "garden-room", time: "day", wall: "#efe6d6", people: 1 })),
  "ext-second-storey": card((w, h) =>
    house(w, h, { massing: "second-storey", time: "dusk", front: "forecourt", horizon: 0.7, people: 2 }),
  ),
  "ext-clinic": card((w, h) => house(w, h, { massing: "clinic", time: "day", front: "forecourt", people: 2 })),
  "ext-villa-wing": card((w, h) =>
    house(w, h, { massing: "guest-wing", time: "dusk", cladding: "#7a4a2c", palms: false, horizon: 0.72 }),
  ),
  "ext-studio-annex": card((w, h) => house(w, h, { massing: "annex", time: "day", shift: 0.02, people: 1 })),
  "ext-kitchen": card((w, h) =>
    room(w, h, { furniture: "kitchen", floor: "terrazzo", trusses: true, windowSide: "left", depth: 0.56, eye: 0.54 }),
  ),
};
