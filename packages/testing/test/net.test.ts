import { spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../src/net.js";

describe("freePort", () => {
  it("hands out distinct bindable ports below the kernel's ephemeral range", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const p of ports) {
      expect(p).toBeGreaterThanOrEqual(20_000);
      expect(p).toBeLessThan(32_768);
    }
    const srv = net.createServer();
    await new Promise<void>((resolve, reject) => {
      srv.once("error", reject);
      srv.listen(ports[0], "0.0.0.0", resolve);
    });
    await new Promise((r) => srv.close(r));
  });

  it("never hands the same port to two processes of one test run (as parallel test files are)", async () => {
    // Two children of this process each draw 300 ports from the 12,000 (by chance alone they would share ~7) and keep
    // them, as a test file keeps its services' ports, until both have drawn: each then waits for its stdin to close.
    const src = new URL("../src/net.ts", import.meta.url).href;
    const code = `import(${JSON.stringify(src)}).then(async (m) => { const out = []; for (let i = 0; i < 300; i++) out.push(await m.freePort()); console.log(JSON.stringify(out)); process.stdin.resume(); process.stdin.on("end", () => process.exit(0)); })`;
    const children = [0, 1].map(() => spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { stdio: ["pipe", "pipe", "inherit"] }));
    const drawn = await Promise.all(
      children.map(
        (c) =>
          new Promise<number[]>((resolve, reject) => {
            let out = "";
            c.stdout!.on("data", (d: Buffer) => {
              out += d.toString();
              if (out.endsWith("\n")) resolve(JSON.parse(out) as number[]);
            });
            c.once("exit", (code) => reject(new Error(`a child exited with ${code} before drawing`)));
          }),
      ),
    );
    const exited = children.map((c) => new Promise((r) => c.once("exit", r)));
    for (const c of children) c.stdin!.end();
    await Promise.all(exited);
    const [a, b] = drawn as [number[], number[]];
    expect(a).toHaveLength(300);
    expect(b).toHaveLength(300);
    const inB = new Set(b);
    expect(a.filter((p) => inB.has(p))).toEqual([]);
  }, 60_000);
});
