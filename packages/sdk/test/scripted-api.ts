import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";

/** A request the scripted API received. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

/** One answer of the script. */
export type Answer = {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Answer this long after the request arrived (a slow, not a stalled, server). */
  delayMs?: number;
  /** Never answer ("headers"), or send the headers and part of the body and then nothing more ("body"). */
  stall?: "headers" | "body";
  /** Called when the request has arrived, before anything is answered. */
  onSeen?: () => void;
};

export interface ScriptedApi {
  /** The answers still to give, in order: each request takes the next one. */
  script: Answer[];
  /** The requests received, in order. */
  seen: Seen[];
  /** `http://127.0.0.1:<port>/api/public/v1`, once started. */
  baseUrl: string;
  /** An error body in the API's shape, its request id the next request's. */
  errorBody(code: string, message: string, details?: unknown): unknown;
}

/**
 * A real HTTP server on 127.0.0.1 that answers from a script, for a test file: started before its tests, stopped
 * after them, its script and requests emptied after each test. A request with no answer left gets a 500.
 */
export function scriptedApi(): ScriptedApi {
  let server: Server;
  const api: ScriptedApi = {
    script: [],
    seen: [],
    baseUrl: "",
    errorBody: (code, message, details) => ({ error: { code, message, ...(details === undefined ? {} : { details }), request_id: `req_${api.seen.length}` } }),
  };
  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      api.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const a: Answer = api.script.shift() ?? { status: 500, body: api.errorBody("internal", "the test script ran out of answers") };
      a.onSeen?.();
      if (a.stall === "headers") return;
      if (a.stall === "body") {
        res.writeHead(a.status, { "content-type": "application/json" });
        res.write('{"verdict":');
        return;
      }
      if (a.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, a.delayMs));
      const json = a.body !== undefined && typeof a.body !== "string";
      res.writeHead(a.status, { "x-request-id": `req_${api.seen.length - 1}`, ...(json ? { "content-type": "application/json" } : {}), ...a.headers });
      res.end(a.body === undefined ? undefined : json ? JSON.stringify(a.body) : (a.body as string));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public/v1`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  afterEach(() => {
    api.script = [];
    api.seen = [];
  });
  return api;
}
