import { Code, ConnectError } from "@connectrpc/connect";
import { EngineService, Verdict } from "@warden/proto";
import { createLogger, createRegistry } from "@warden/telemetry";
import { afterEach, describe, expect, it } from "vitest";
import { createServiceHandler, listen, reachedOnce, serviceClient, upstreamAnswers, type RunningServer } from "../src/index.js";

// How a service sees the services it calls: a stream the peer reset is "unavailable" (the caller
// answers 503 and retries), and readiness waits for an upstream to answer once.
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close(100);
  running = undefined;
});

async function start(check: () => Promise<{ verdict: Verdict }>) {
  const { handler } = createServiceHandler({
    registry: createRegistry("test", { defaultMetrics: false }),
    logger: createLogger("test", "silent"),
    readiness: {},
    routes: (router) => router.service(EngineService, { check }),
  });
  running = await listen(handler, 0, "127.0.0.1");
  return `http://127.0.0.1:${running.port}`;
}

describe("service clients", () => {
  it("turn a stream cancelled by the peer into Unavailable", async () => {
    const base = await start(async () => {
      throw new ConnectError("http/2 stream closed with error code CANCEL (0x8)", Code.Canceled);
    });
    const err = await serviceClient(EngineService, base)
      .check({ text: "x" })
      .catch((e: unknown) => ConnectError.from(e));
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.Unavailable);
  });

  it("keep Canceled when the caller itself cancelled", async () => {
    const base = await start(() => new Promise(() => undefined));
    const ctl = new AbortController();
    const call = serviceClient(EngineService, base)
      .check({ text: "x" }, { signal: ctl.signal })
      .catch((e: unknown) => ConnectError.from(e));
    setTimeout(() => ctl.abort(), 50);
    expect(((await call) as ConnectError).code).toBe(Code.Canceled);
  });
});

describe("a failed call names its upstream", () => {
  const CHECK = "warden.engine.v1.EngineService/Check";
  it("refused, timed out or answered with an error: the error carries `upstream`, an own field that a logged { err } writes", async () => {
    const refused = await serviceClient(EngineService, "http://127.0.0.1:9")
      .check({ text: "x" })
      .catch((e: unknown) => e as ConnectError);
    expect(refused).toMatchObject({ code: Code.Unavailable, upstream: CHECK });
    expect(Object.keys(refused)).toContain("upstream");

    const hung = await start(() => new Promise(() => undefined));
    const timedOut = await serviceClient(EngineService, hung)
      .check({ text: "x" }, { timeoutMs: 50 })
      .catch((e: unknown) => e as ConnectError);
    expect(timedOut).toMatchObject({ code: Code.DeadlineExceeded, upstream: CHECK });
    await running!.close(100);

    const failing = await start(async () => {
      throw new ConnectError("http/2 stream closed with error code CANCEL (0x8)", Code.Canceled);
    });
    const reset = await serviceClient(EngineService, failing)
      .check({ text: "x" })
      .catch((e: unknown) => e as ConnectError);
    expect(reset).toMatchObject({ code: Code.Unavailable, upstream: CHECK });
  });
});

describe("upstream readiness", () => {
  it("passes once the upstream answered, and keeps passing after it went away", async () => {
    const base = await start(async () => ({ verdict: Verdict.CLEAN }));
    const check = reachedOnce(upstreamAnswers(base, 500));
    await expect(check()).resolves.toBeUndefined();
    await running!.close(100);
    running = undefined;
    await expect(upstreamAnswers(base, 500)()).rejects.toThrow();
    await expect(check()).resolves.toBeUndefined();
  });

  it("fails while the upstream has never answered", async () => {
    await expect(reachedOnce(upstreamAnswers("http://127.0.0.1:9", 500))()).rejects.toThrow();
  });
});
