/**
 * The engine's gRPC Check called directly, as the gateway calls it (the "50 concurrent
 * calls on one connection"): the engine runs in a child process (no groups, no Redis, no journal),
 * this process is the client. Prints calls/s, p50/p99 and the CPU of both sides per call.
 *
 *   npx tsx scripts/bench-gateway/engine-rpc.ts [--concurrency 50] [--seconds 5] [--text-chars 10000]
 */
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { EngineService, GroupsConfigService, Source } from "@warden/proto";
import { listen, serviceClient } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

if (process.argv.includes("--serve")) {
  const { createEngine } = await import("../../services/engine/src/wiring.js");
  const { handler } = createEngine({
    groups: serviceClient(GroupsConfigService, "http://127.0.0.1:9"),
    registry: createRegistry("engine"),
    logger: createLogger("engine", "info"),
  });
  const server = await listen(handler, 0, "127.0.0.1");
  process.send!(server.port);
  process.once("SIGINT", () => process.exit(0));
} else {
  const child = fork(new URL(import.meta.url).pathname, ["--serve"], {
    execArgv: ["--import", "tsx", ...(process.env.RPC_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.RPC_PROF}`] : [])],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve) => child.once("message", (m) => resolve(m as number)));
  const { createClient } = await import("@connectrpc/connect");
  const { createGrpcTransport, createConnectTransport } = await import("@connectrpc/connect-node");
  const baseUrl = `http://127.0.0.1:${port}`;
  const engine =
    process.env.RPC_CLIENT === "grpc-raw"
      ? createClient(EngineService, createGrpcTransport({ baseUrl }))
      : process.env.RPC_CLIENT === "connect-h2"
        ? createClient(EngineService, createConnectTransport({ baseUrl, httpVersion: "2", useBinaryFormat: true }))
        : serviceClient(EngineService, baseUrl);
  const ticks = (pid: number) => {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(f[11]) + Number(f[12]);
  };
  const concurrency = arg("concurrency", 50);
  const seconds = arg("seconds", 5);
  const chars = arg("text-chars", 0);
  const base = "Earn $500 a day from home, no experience needed, DM me. Заработок в интернете, пишите в лс. ";
  const text = chars > 0 ? base.repeat(Math.ceil(chars / base.length)).slice(0, chars) : base.trim();
  const call = () => engine.check({ text, source: Source.API, accountId: "acc_bench" });
  for (let i = 0; i < 200; i++) await call();
  const t1 = performance.now();
  for (let i = 0; i < 200; i++) await call();
  const serial = (performance.now() - t1) / 200;
  const lat: number[] = [];
  const c0 = [ticks(process.pid), ticks(child.pid!)];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const s = performance.now();
        await call();
        lat.push(performance.now() - s);
      }
    }),
  );
  const c1 = [ticks(process.pid), ticks(child.pid!)];
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))]!.toFixed(2);
  const perCall = (i: number) => (((c1[i]! - c0[i]!) * 10) / lat.length).toFixed(3);
  console.log(
    `one at a time ${serial.toFixed(2)} ms/call; ${concurrency} concurrent: ${Math.round(lat.length / seconds)} calls/s, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms; ` +
      `CPU ms per call: client ${perCall(0)}, engine ${perCall(1)}`,
  );
  child.kill("SIGINT");
  await new Promise((r) => child.once("exit", r));
  process.exit(0);
}
