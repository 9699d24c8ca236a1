import { Redis } from "ioredis";
import { env } from "~/platform/env.server";

/**
 * The site's Redis client (REDIS_URL): the shared rate-limit counters
 * (app/platform/rate-limit.server.ts) and the admin sessions
 * (app/sign-in/admin-sessions.server.ts). Redis never holds a request up: a
 * command that has no answer after REDIS_COMMAND_TIMEOUT_MS is answered from
 * this process's memory instead, nothing is queued while Redis is away and
 * nothing is sent again when it comes back (no replayed hits). The first
 * failure switches this process to memory, with one warning; a ping a second
 * finds Redis again, with one line saying so (a stalled Redis must hold no request up).
 */

/** What the limiters and the admin sessions need of a client: ioredis, or ioredis-mock in tests. */
export type RedisClient = Pick<
  Redis,
  "multi" | "defineCommand" | "status" | "ping" | "get" | "incr" | "mget" | "set" | "eval" | "del"
>;

/** How long one Redis command may take before this process counts in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const PROBE_EVERY_MS = 1_000;

interface RedisState {
  down: boolean;
  probe?: ReturnType<typeof setInterval>;
}
const states = new WeakMap<RedisClient, RedisState>();
const stateOf = (client: RedisClient): RedisState => {
  let state = states.get(client);
  if (!state) states.set(client, (state = { down: false }));
  return state;
};

function markUp(client: RedisClient): void {
  const state = stateOf(client);
  if (state.probe) clearInterval(state.probe);
  state.probe = undefined;
  if (!state.down) return;
  state.down = false;
  console.warn("Redis (rate limits) answers again: the limits are shared between replicas again");
}

/** The first failure of a run: one warning, memory counters, and a ping a second until Redis answers. */
function markDown(client: RedisClient, error: unknown): void {
  const state = stateOf(client);
  if (state.down) return;
  state.down = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Redis (rate limits) not answering (${reason}): counting in this process's memory until it answers`);
  state.probe = setInterval(() => {
    if (client.status !== "ready") return; // ioredis reconnects by itself and says 'ready'
    withinTimeout(client.ping()).then(
      () => markUp(client),
      () => {},
    );
  }, PROBE_EVERY_MS);
  state.probe.unref();
}

/** The client for the limits (and the session versions): never queues, never replays. */
export function createLimiterClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // A backstop only: withinTimeout() below stops waiting long before this.
    commandTimeout: 10_000,
    connectTimeout: 2_000,
  });
  // ioredis reconnects by itself; without a listener each failure would be an "unhandled error event".
  client.on("error", (error: Error) => markDown(client, error));
  client.on("ready", () => markUp(client));
  return client;
}

/**
 * `work`, or an error once it has taken REDIS_COMMAND_TIMEOUT_MS. Before giving up it lets the
 * event loop read its sockets twice more: on a busy process the timer can be due while Redis's
 * answer already waits to be read, and a busy replica is not a stalled Redis.
 */
function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (how: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      how();
    };
    const timer = setTimeout(
      () =>
        setImmediate(() =>
          setImmediate(() => settle(() => reject(new Error(`no answer in ${REDIS_COMMAND_TIMEOUT_MS} ms`)))),
        ),
      REDIS_COMMAND_TIMEOUT_MS,
    );
    work.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

/** A client still making its first connection gets one command timeout to finish it. */
async function connected(client: RedisClient): Promise<void> {
  if (client.status !== "connecting" && client.status !== "connect") return;
  const emitter = client as unknown as Partial<Pick<Redis, "once" | "off">>;
  if (!emitter.once || !emitter.off) return;
  let onReady = () => {};
  await withinTimeout(new Promise<void>((resolve) => emitter.once!("ready", (onReady = resolve)))).finally(() =>
    emitter.off!("ready", onReady),
  );
}

let sharedClient: Redis | undefined;

export function redisClient(): RedisClient | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  sharedClient ??= createLimiterClient(url);
  return sharedClient;
}

/** True while `client` is taken as away and this process counts in memory. */
export const redisDown = (client: RedisClient) => stateOf(client).down;

/**
 * Runs `operation` on Redis unless it is away, else (or when the call fails) on
 * this process's memory. A call that fails is answered from memory too, so a
 * request never waits on Redis longer than one command timeout.
 */
export async function withRedisFallback<T>(
  client: RedisClient | null,
  onRedis: (client: RedisClient) => Promise<T>,
  inMemory: () => Promise<T> | T,
  isAnswer: (error: unknown) => boolean = () => false,
): Promise<T> {
  if (client && !stateOf(client).down) {
    try {
      await connected(client);
      return await withinTimeout(onRedis(client));
    } catch (error) {
      if (isAnswer(error)) throw error;
      markDown(client, error);
    }
  }
  return inMemory();
}

// Connected when the server starts, not by the first limited request.
redisClient();
