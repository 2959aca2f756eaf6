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
});
