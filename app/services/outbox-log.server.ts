/** The outbox's logging: a condition that lasts (a full outbox, a full disk) says so once a minute, not per try. */

const lastSaid = new Map<string, number>();

/** Runs `say` unless it ran for `key` less than a minute ago. */
export function everyMinute(key: string, say: () => void, now = Date.now()): void {
  const last = lastSaid.get(key);
  if (last !== undefined && now - last < 60_000) return;
  lastSaid.set(key, now);
  say();
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
