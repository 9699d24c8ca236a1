import { describe, expect, it } from "vitest";
import type { ClientEvent } from "~/schemas/analytics-event";
import { createEventQueue, QUEUE_KEY, type StorageLike } from "~/utils/analytics-queue";
import { isTrackedPath } from "~/vocabulary/event-types";

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const view = (n: number): ClientEvent => ({ event_type: "page_view", page_url: `/page/${n}` });

describe("analytics queue", () => {
  it("keeps events in storage until taken, then empties", () => {
    const storage = memoryStorage();
    const queue = createEventQueue(storage);
    queue.push(view(1), { event_type: "click", page_url: "/", label: "Start Your Project" });
    expect(queue.size()).toBe(2);
    // A second queue over the same storage (another page load) sees them.
    expect(createEventQueue(storage).take()).toEqual([
      view(1),
      { event_type: "click", page_url: "/", label: "Start Your Project" },
    ]);
    expect(queue.size()).toBe(0);
    expect(storage.data.has(QUEUE_KEY)).toBe(false);
  });

  it("is bounded: past the limit the oldest events go", () => {
    const queue = createEventQueue(memoryStorage(), { limit: 100 });
    for (let n = 1; n <= 130; n += 1) queue.push(view(n));
    const events = queue.take();
    expect(events).toHaveLength(100);
    expect(events[0]).toEqual(view(31));
    expect(events[99]).toEqual(view(130));
  });

  it("survives corrupt, foreign or failing storage", () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, "{not json");
    expect(createEventQueue(storage).take()).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify([view(1), { event_type: "hack", page_url: "/" }, 42, null]));
    expect(createEventQueue(storage).take()).toEqual([view(1)]);

    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(() => createEventQueue(full).push(view(1))).not.toThrow();
    expect(() => createEventQueue(null).push(view(1))).not.toThrow();
    expect(createEventQueue(null).take()).toEqual([]);
  });
});

describe("isTrackedPath", () => {
  it("tracks public pages, never the admin area", () => {
    expect(isTrackedPath("/")).toBe(true);
    expect(isTrackedPath("/resources/contact-us")).toBe(true);
    expect(isTrackedPath("/dashboardish")).toBe(true);
    expect(isTrackedPath("/dashboard")).toBe(false);
    expect(isTrackedPath("/dashboard/analytics/")).toBe(false);
  });
});
