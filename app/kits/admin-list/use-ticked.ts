import { useCallback, useState } from "react";

/** The keys ticked in a list of boxes (categories to delete, images to remove), and a way to tick or untick one. */
export function useTicked<Key>(initial: Iterable<Key> = []) {
  const [ticked, setTicked] = useState<ReadonlySet<Key>>(() => new Set(initial));
  const tick = useCallback(
    (key: Key, on: boolean) =>
      setTicked((before) => {
        const after = new Set(before);
        if (on) after.add(key);
        else after.delete(key);
        return after;
      }),
    [],
  );
  return [ticked, tick] as const;
}
