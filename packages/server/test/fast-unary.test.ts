import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { connectNodeAdapter, createGrpcTransport } from "@connectrpc/connect-node";
import { CheckResponseSchema, EngineService, Verdict } from "@warden/proto";
import { create } from "@bufbuild/protobuf";
import { createLogger, createRegistry } from "@warden/telemetry";
import { afterEach, describe, expect, it } from "vitest";
import { createServiceHandler, listen, serviceClient, type RunningServer } from "../src/index.js";

// The lean unary path (src/fast-unary.ts) speaks plain gRPC: its client against Connect's server,
// Connect's client against its server and both together give the same answers, errors (code,
// message, metadata, typed details) and deadlines as Connect on both ends.
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const impl = {
  async check(req: { text: string }, ctx: { signal: AbortSignal; requestHeader: Headers }) {
    if (req.text === "boom") throw new Error("secret internal detail");
    if (req.text === "bad") {
      const err = new ConnectError("bad text", Code.InvalidArgument, { "x-why": "because" }, [
        { desc: CheckResponseSchema, value: create(CheckResponseSchema, { score: 7 }) },
      ]);
      throw err;
    }
    if (req.text === "slow") await new Promise((_r, j) => ctx.signal.addEventListener("abort", () => j(ctx.signal.reason)));
    return { verdict: Verdict.SPAM, score: req.text.length, matchedRules: [ctx.requestHeader.get("x-probe") ?? "none"] };
  },
};

async function fastServer(): Promise<string> {
  const { handler } = createServiceHandler({
    registry: createRegistry("test", { defaultMetrics: false }),
    logger: createLogger("test", "silent"),
    readiness: {},
    routes: (router) => router.service(EngineService, impl as never),
  });
  const s: RunningServer = await listen(handler, 0, "127.0.0.1");
  closers.push(() => s.close(100));
  return `http://127.0.0.1:${s.port}`;
}

async function connectServer(): Promise<string> {
  const server = http2.createServer(connectNodeAdapter({ routes: (router) => router.service(EngineService, impl as never) }));
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (s) => sessions.add(s));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  closers.push(async () => {
    for (const s of sessions) s.destroy();
    await new Promise((r) => server.close(r));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const stockClient = (base: string) => createClient(EngineService, createGrpcTransport({ baseUrl: base }));

async function outcome(p: Promise<unknown>) {
  try {
    const res = (await p) as { verdict: Verdict; score: number; matchedRules: string[] };
    return { ok: { verdict: res.verdict, score: res.score, matchedRules: res.matchedRules } };
  } catch (e) {
    const err = ConnectError.from(e);
    return { code: err.code, message: err.rawMessage, why: err.metadata.get("x-why"), details: err.findDetails(CheckResponseSchema).map((d) => d.score) };
  }
}

describe("lean unary gRPC path", () => {
  it("gives the same answers and errors as Connect, in every pairing", async () => {
    const fast = await fastServer();
    const stock = await connectServer();
    const pairs = {
      "fast client, fast server": serviceClient(EngineService, fast),
      "Connect client, fast server": stockClient(fast),
      "fast client, Connect server": serviceClient(EngineService, stock),
      "Connect client, Connect server": stockClient(stock),
    };
    const results: Record<string, unknown> = {};
    for (const [name, client] of Object.entries(pairs)) {
      results[name] = {
        ok: await outcome(client.check({ text: "hello" }, { headers: { "x-probe": "p1" } })),
        bad: await outcome(client.check({ text: "bad" })),
      };
    }
    const expected = {
      ok: { ok: { verdict: Verdict.SPAM, score: 5, matchedRules: ["p1"] } },
      bad: { code: Code.InvalidArgument, message: "bad text", why: "because", details: [7] },
    };
    for (const name of Object.keys(pairs)) expect(results[name], name).toEqual(expected);
  });

  it("masks internal errors, and ends a call at its deadline", async () => {
    const fast = await fastServer();
    const client = serviceClient(EngineService, fast);
    expect(await outcome(client.check({ text: "boom" }))).toMatchObject({ code: Code.Internal, message: "internal error" });
    const started = Date.now();
    expect(await outcome(client.check({ text: "slow" }, { timeoutMs: 200 }))).toMatchObject({ code: Code.DeadlineExceeded });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await outcome(stockClient(fast).check({ text: "slow" }, { timeoutMs: 200 }))).toMatchObject({ code: Code.DeadlineExceeded });
  });

  it("answers Unavailable when nothing listens", async () => {
    const client = serviceClient(EngineService, "http://127.0.0.1:9");
    expect(await outcome(client.check({ text: "hello" }))).toMatchObject({ code: Code.Unavailable });
  });
});
