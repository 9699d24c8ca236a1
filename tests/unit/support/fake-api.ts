import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

export interface FakeApi {
  url: string;
  /** Requests seen, as 'METHOD path?query'. */
  calls: string[];
  close(): Promise<void>;
}

/** A throwaway HTTP server standing in for the studio's PHP API (one handler for every request). */
export async function startFakeApi(handler: FakeHandler): Promise<FakeApi> {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    calls.push(`${req.method} ${url.pathname.slice(1)}${url.search}`);
    handler(req, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}
