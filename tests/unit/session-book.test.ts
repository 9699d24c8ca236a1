/**
 * The admin sessions' record (app/sign-in/session-book.server.ts, decision 012) only moves towards
 * "ended": merging keeps the higher version and an end seen in either copy, whichever way round.
 */
import { describe, expect, test } from "vitest";
import { emptyBook, mergeBook, pruneBook, SESSION_LIFETIME_MS, type SessionBook } from "~/sign-in/session-book.server";

const book = (versions: SessionBook["versions"], sessions: SessionBook["sessions"]): SessionBook => ({
  versions,
  sessions,
});
const open = { email: "a@b.c", version: 1, createdAt: Date.now() };

describe("merging session records", () => {
  test("the higher version wins, in either order", () => {
    const older = book({ "a@b.c": 1 }, {});
    const newer = book({ "a@b.c": 3 }, {});
    const one = emptyBook();
    mergeBook(one, newer);
    mergeBook(one, older);
    const two = emptyBook();
    mergeBook(two, older);
    mergeBook(two, newer);
    expect(one.versions["a@b.c"]).toBe(3);
    expect(two.versions["a@b.c"]).toBe(3);
  });

  test("an end seen anywhere stays: an open copy never reopens it", () => {
    const ended = book({}, { s1: { ...open, endedAt: 5 } });
    const stillOpen = book({}, { s1: { ...open } });
    expect(mergeBook(ended, stillOpen)).toBe(false);
    expect(ended.sessions.s1.endedAt).toBe(5);
    expect(mergeBook(stillOpen, ended)).toBe(true);
    expect(stillOpen.sessions.s1.endedAt).toBe(5);
  });

  test("an open session is carried to a higher version (the device that ended the others), never back, and an ended one stays ended", () => {
    const carried = book({}, { s1: { ...open, version: 2 } });
    const before = book({}, { s1: { ...open } });
    expect(mergeBook(before, carried)).toBe(true);
    expect(before.sessions.s1.version).toBe(2);
    expect(mergeBook(carried, book({}, { s1: { ...open } }))).toBe(false);
    expect(carried.sessions.s1.version).toBe(2);
    const ended = book({}, { s1: { ...open, endedAt: 5 } });
    mergeBook(ended, carried);
    expect(ended.sessions.s1).toEqual({ ...open, endedAt: 5 });
  });

  test("sessions past their lifetime are pruned; versions are kept", () => {
    const old = book({ "a@b.c": 2 }, { s1: { ...open, createdAt: Date.now() - SESSION_LIFETIME_MS - 1 }, s2: open });
    pruneBook(old);
    expect(Object.keys(old.sessions)).toEqual(["s2"]);
    expect(old.versions["a@b.c"]).toBe(2);
  });
});
