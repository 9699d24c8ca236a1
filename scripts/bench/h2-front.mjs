// An HTTPS + HTTP/2 front for a site on localhost, as the deployment's CDN or nginx puts in front
// of the replicas (docs/deploy.md): the Lighthouse bench measures the site through it as well as
// directly, since Lighthouse's simulation models HTTP/1.1 (six connections, a round trip per
// request on each) and HTTP/2 (one connection, requests multiplexed) differently. The
// certificate is self-signed for the run (openssl); Chromium is told to accept it.
import { spawnSync } from "node:child_process";
import http from "node:http";
import http2 from "node:http2";
import { readFileSync } from "node:fs";
import path from "node:path";

// Connection-level headers that HTTP/2 forbids (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
]);

/** Key and self-signed certificate for localhost in `dir`, or null without openssl. */
function selfSignedCertificate(dir) {
  const key = path.join(dir, "front-key.pem");
  const cert = path.join(dir, "front-cert.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
    ],
    { stdio: "ignore" },
  );
  return made.status === 0 ? { key: readFileSync(key), cert: readFileSync(cert) } : null;
}

/**
 * Starts the front on `port`, forwarding every request to `http://127.0.0.1:${sitePort}` with the
 * host the browser asked for (as nginx's `proxy_set_header Host $host`); resolves to a function
 * that closes it, or to null where openssl is missing.
 */
export async function startH2Front({ port, sitePort, dir }) {
  const certificate = selfSignedCertificate(dir);
  if (!certificate) return null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
    );
    headers.host = request.headers[":authority"] ?? request.headers.host ?? `localhost:${port}`;
    const upstream = http.request(
      { host: "127.0.0.1", port: sitePort, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
        response.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return () =>
    new Promise((resolve) => {
      agent.destroy();
      server.close(resolve);
    });
}
