import { execFileSync } from "node:child_process";
import { lookup } from "node:dns";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSystemResolver, DestinationPolicy, DestinationRefused, NAME_NOT_PUBLIC, SECOND_FAMILY_GRACE_MS } from "../src/url-safety.js";
import { startNameServer, type FakeNameServer } from "./support/dns-server.js";

// The dispatcher's own resolver asks DNS through c-ares, never getaddrinfo: getaddrinfo runs on libuv's threadpool,
// where a lookup abandoned at its deadline keeps its thread, so a few host names whose name server never answers
// (one tenant's) would make every other lookup (every tenant's) miss its deadline.
const DNS_TIMEOUT_MS = 1_500;
let ns: FakeNameServer;

beforeAll(async () => {
  ns = await startNameServer();
  ns.records.set("hooks.good.test", ["93.184.216.34", "2606:4700:4700::1111"]);
  ns.records.set("v6only.good.test", ["2606:4700:4700::1111"]);
  ns.records.set("private.evil.test", ["93.184.216.34", "10.0.0.5"]);
  for (let i = 0; i < 16; i++) ns.silent.add(`hang-${i}.evil.test`);
  ns.silent.add("stall.evil.test");
  // A name server that answers A and drops AAAA questions.
  ns.records.set("v4-answers.good.test", ["93.184.216.34"]);
  ns.silentAaaa.add("v4-answers.good.test");
});
afterAll(async () => {
  await ns?.close();
});

const resolver = () => createSystemResolver({ servers: [ns.address], timeoutMs: DNS_TIMEOUT_MS });
const policy = new DestinationPolicy({ dnsTimeoutMs: DNS_TIMEOUT_MS });

/**
 * Takes every thread of libuv's threadpool (file opens of a FIFO that no one writes block in open(2)) until the
 * returned function is called. While held, anything that needs the threadpool (getaddrinfo included) waits.
 */
async function holdThreadpool(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "warden-threadpool-"));
  const fifo = join(dir, "hold");
  execFileSync("mkfifo", [fifo]);
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const opens: Promise<FileHandle>[] = Array.from({ length: threads }, () => open(fifo, "r"));
  return async () => {
    // A writer releases every blocked reader; the opens have reached open(2) once a non-blocking writer finds a reader.
    let writer: number | undefined;
    await waitFor(() => {
      try {
        writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
        return true;
      } catch {
        return false;
      }
    });
    closeSync(writer!);
    for (const handle of await Promise.all(opens)) await handle.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

describe("the system resolver (c-ares)", () => {
  it("answers the A and AAAA records of a name, IPv4 first", async () => {
    expect(await resolver()("hooks.good.test")).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:4700:4700::1111", family: 6 },
    ]);
    expect(await resolver()("v6only.good.test")).toEqual([{ address: "2606:4700:4700::1111", family: 6 }]);
  });

  it("keeps every address rule: a name with one refused address is refused, a name that does not exist does not resolve", async () => {
    const refusal = (url: string) =>
      policy.resolve(url, resolver()).then(
        () => "",
        (err: DestinationRefused) => err.reason,
      );
    expect(await refusal("https://private.evil.test/in")).toBe(NAME_NOT_PUBLIC);
    expect(await refusal("https://nowhere.good.test/in")).toBe(NAME_NOT_PUBLIC);
    expect(await policy.resolve("https://hooks.good.test/in", resolver())).toMatchObject({ address: "93.184.216.34", family: 4, isLiteral: false });
  });

  it("answers localhost with the loopback addresses without asking DNS (refused unless the operator allows them)", async () => {
    const asked = ns.questions.size;
    expect(await resolver()("localhost")).toEqual([
      { address: "127.0.0.1", family: 4 },
      { address: "::1", family: 6 },
    ]);
    expect(ns.questions.size).toBe(asked);
    await expect(policy.resolve("https://localhost/in", resolver())).rejects.toThrow(NAME_NOT_PUBLIC);
    const local = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8", "::1/128"] });
    expect(await local.resolve("http://localhost:8080/in", resolver())).toMatchObject({ address: "127.0.0.1", port: 8080 });
  });

  it("stops a lookup when its deadline passes (its queries are cancelled)", async () => {
    const deadline = new AbortController();
    const pending = resolver()("stall.evil.test", { signal: deadline.signal });
    await waitFor(() => (ns.questions.get("stall.evil.test") ?? 0) > 0, { message: "the question" });
    const started = performance.now();
    deadline.abort();
    await expect(pending).rejects.toMatchObject({ code: "ETIMEOUT" });
    expect(performance.now() - started).toBeLessThan(DNS_TIMEOUT_MS / 3);
  });

  it("judges the A answer when AAAA gets no reply: the AAAA query is given up shortly after the A answer", async () => {
    const started = performance.now();
    expect(await policy.resolve("https://v4-answers.good.test/in", resolver())).toMatchObject({ address: "93.184.216.34", family: 4 });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(SECOND_FAMILY_GRACE_MS - 5);
    expect(took).toBeLessThan(DNS_TIMEOUT_MS / 2);
  });

  it("judges the family that answered when the deadline passes first (no grace): only a lookup with no answer fails", async () => {
    const patient = createSystemResolver({ servers: [ns.address], timeoutMs: 60_000, secondFamilyGraceMs: 60_000 });
    const started = performance.now();
    expect(await policy.resolve("https://v4-answers.good.test/in", patient)).toMatchObject({ address: "93.184.216.34", family: 4 });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(DNS_TIMEOUT_MS - 5);
    expect(took).toBeLessThan(DNS_TIMEOUT_MS + 500);
    // Neither family answered: the deadline fails it, as a transient timeout.
    await expect(policy.resolve("https://stall.evil.test/in", patient)).rejects.toMatchObject({ kind: "dns_timeout" });
  });

  it("lookups that a name server never answers hold no thread: another host resolves at once, even with the threadpool taken", async () => {
    const release = await holdThreadpool();
    try {
      // Proof that the threadpool is taken: getaddrinfo (dns.lookup) cannot even start.
      let getaddrinfoDone = false;
      lookup("localhost", () => {
        getaddrinfoDone = true;
      });
      // Sixteen lookups (more than libuv has threads) hang on the hostile names.
      const hostile = Array.from({ length: 16 }, (_, i) => policy.resolve(`https://hang-${i}.evil.test/in`, resolver()).catch((err: unknown) => err));
      await waitFor(() => [...ns.questions.keys()].filter((n) => n.startsWith("hang-")).length >= 16, { message: "the hostile questions" });

      const started = performance.now();
      const dest = await policy.resolve("https://hooks.good.test/in", resolver());
      expect(dest).toMatchObject({ address: "93.184.216.34" });
      expect(performance.now() - started).toBeLessThan(DNS_TIMEOUT_MS / 3);
      expect(getaddrinfoDone).toBe(false);

      // The hostile ones end at their own deadline, as a transient timeout.
      for (const err of await Promise.all(hostile)) {
        expect(err).toBeInstanceOf(DestinationRefused);
        expect((err as DestinationRefused).kind).toBe("dns_timeout");
      }
    } finally {
      await release();
    }
  });
});
