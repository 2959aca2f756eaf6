import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeServer {
  url: string;
  /** Requests received, in order. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/** A local HTTP server for fakes of third parties; the handler answers each recorded request. */
export async function startFakeServer(
  handler: (req: { method: string; url: URL; headers: http.IncomingHttpHeaders; body: string }, res: http.ServerResponse) => void | Promise<void>,
): Promise<FakeServer> {
  const requests: FakeServer["requests"] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, headers: req.headers, body });
    try {
      await handler({ method: req.method ?? "GET", url, headers: req.headers, body }, res);
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
