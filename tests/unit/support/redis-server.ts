import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A free TCP port on loopback (closed again before it is returned). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real `redis-server` on a free loopback port, nothing saved to disk; `stop()` ends it, and
 * SIGSTOP/SIGCONT make it stall and resume (a stalled Redis must hold no request up). Says so clearly when Debian's
 * `redis-server` is missing (.ci/run installs it). ioredis-mock can do none of it.
 */
export interface RedisServer {
  url: string;
  /** SIGSTOP: the server keeps its connections open and answers nothing (a stalled Redis). */
  pause(): void;
  /** SIGCONT: it reads what was sent meanwhile and answers again. */
  resume(): void;
  stop(): Promise<void>;
}

/** `port`: a given one (a Redis restarted where the site expects it), else a free one. */
export async function startRedis(port?: number): Promise<RedisServer & { port: number }> {
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new Error("redis-server is not installed (apt-get install redis-server; .ci/run does it)");
  }
  port ??= await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${seen}`)));
  });
  child.stdout?.resume();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGCONT");
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
