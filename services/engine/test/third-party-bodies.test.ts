import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { AI_ANSWER_MAX_BYTES, OpenAiProvider } from "../src/ai/openai.js";
import { GuardedAi } from "../src/ai/provider.js";
import { CAS_ANSWER_MAX_BYTES, CasBanList } from "../src/ban-list/cas.js";

// The bodies of the third parties' answers are read up to a limit (inflated bytes counted), not whole within the
// deadline: a CAS answer is under 1 KiB and a chat completion a few KiB, and a huge one (or a small gzip that inflates
// to one) would be buffered and parsed on the event loop that serves every tenant's checks.
const MiB = 1024 * 1024;
let servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  servers = [];
});

async function serve(h: (res: http.ServerResponse) => void) {
  const s = http.createServer((_req, res) => h(res));
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

const notFound = (padBytes: number) => Buffer.from(`{"ok":false,"description":"Record not found.","pad":"${" ".repeat(padBytes)}"}`);
const completion = (padBytes: number) =>
  Buffer.from(
    JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "gpt-test",
      choices: [
        { index: 0, message: { role: "assistant", content: '{"verdict":"clean","confidence":0.9,"reason":"x"}', refusal: null }, finish_reason: "stop" },
      ],
      pad: " ".repeat(padBytes),
    }),
  );
const tenant = { circuit: "account:a", source: "account:a" };

describe("CAS answers", () => {
  it("a 32 MiB answer is refused (unavailable), not read and parsed whole", async () => {
    const body = notFound(32 * MiB);
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.end(body);
    });
    expect((await new CasBanList({ baseUrl: url, timeoutMs: 20_000 }).lookup(42)).status).toBe("unavailable");
  });

  it("a large answer sent without a length (chunked) is refused once past the limit", async () => {
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"ok":false,"description":"Record not found.","pad":"');
      for (let i = 0; i < 64; i++) res.write(" ".repeat(64 * 1024));
      res.end('"}');
    });
    expect((await new CasBanList({ baseUrl: url, timeoutMs: 20_000 }).lookup(44)).status).toBe("unavailable");
  });

  it("a gzip answer of under 256 KiB that inflates to 64 MiB is refused, not inflated and parsed", async () => {
    const wire = gzipSync(notFound(64 * MiB), { level: 9 });
    expect(wire.length).toBeLessThan(256 * 1024);
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": wire.length });
      res.end(wire);
    });
    expect((await new CasBanList({ baseUrl: url, timeoutMs: 20_000 }).lookup(43)).status).toBe("unavailable");
  });

  it("an answer within the limit, gzipped or not, is read", async () => {
    const plain = notFound(CAS_ANSWER_MAX_BYTES - 100);
    const zipped = gzipSync(plain);
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": zipped.length });
      res.end(zipped);
    });
    expect(plain.length).toBeLessThanOrEqual(CAS_ANSWER_MAX_BYTES);
    expect((await new CasBanList({ baseUrl: url }).lookup(45)).status).toBe("not_listed");
  });
});

describe("AI provider answers", () => {
  it("a 32 MiB chat completion is refused (unavailable), not read and parsed whole", async () => {
    const body = completion(32 * MiB);
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.end(body);
    });
    const g = new GuardedAi(new OpenAiProvider({ baseUrl: url, model: "gpt-test", apiKey: "sk-test" }), { timeoutMs: 20_000 });
    expect((await g.judge("hello", tenant)).status).toBe("unavailable");
  });

  it("a chat completion within the limit is read", async () => {
    const body = completion(AI_ANSWER_MAX_BYTES - 1024);
    const url = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.end(body);
    });
    const g = new GuardedAi(new OpenAiProvider({ baseUrl: url, model: "gpt-test", apiKey: "sk-test" }), { timeoutMs: 5_000 });
    expect(await g.judge("hello", tenant)).toMatchObject({ status: "ok", opinion: { verdict: "clean", confidence: 0.9 } });
  });
});
