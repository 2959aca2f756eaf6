import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Received {
  at: number;
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  servername?: string;
}

export type Answer = (r: Received, res: http.ServerResponse) => void;

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  answer: Answer;
  close(): Promise<void>;
}

export const answerStatus =
  (status: number, body = ""): Answer =>
  (_r, res) => {
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(body);
  };

/** A webhook receiver (tests of the dispatcher and the e2e suites) on 127.0.0.1 (or `listen`) that records every request and answers as told. */
export async function startReceiver(opts: { answer?: Answer; tls?: { key: string; cert: string }; host?: string; listen?: string } = {}): Promise<Receiver> {
  const received: Received[] = [];
  const state: Receiver = {
    url: "",
    port: 0,
    received,
    answer: opts.answer ?? answerStatus(200, "ok"),
    close: async () => undefined,
  };
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r: Received = {
        at: Date.now(),
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        servername: (req.socket as { servername?: string }).servername,
      };
      received.push(r);
      state.answer(r, res);
    });
  };
  const server = opts.tls ? https.createServer({ key: opts.tls.key, cert: opts.tls.cert }, handler) : http.createServer(handler);
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, opts.listen ?? "127.0.0.1", resolve));
  state.port = (server.address() as AddressInfo).port;
  state.url = `${opts.tls ? "https" : "http"}://${opts.host ?? opts.listen ?? "127.0.0.1"}:${state.port}/hooks`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A CA and a server certificate for `hostname`, made with openssl for this test run. */
export function makeCertificates(hostname: string): { ca: string; key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "warden-tls-"));
  const run = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  try {
    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "1", "-subj", "/CN=Warden Test CA");
    run("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr", "-subj", `/CN=${hostname}`);
    writeFileSync(join(dir, "ext.cnf"), `subjectAltName=DNS:${hostname}\n`);
    run("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out", "server.pem", "-days", "1", "-extfile", "ext.cnf");
    return {
      ca: readFileSync(join(dir, "ca.pem"), "utf8"),
      key: readFileSync(join(dir, "server.key"), "utf8"),
      cert: readFileSync(join(dir, "server.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
