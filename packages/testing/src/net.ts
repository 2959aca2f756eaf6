import net from "node:net";

/**
 * Ports handed to processes that must be told their port come from below Linux's ephemeral range
 * (32768-60999 by default): a port the kernel gave to listen(0) and got back goes on to outgoing
 * connections, so a service told that port a moment later could find it taken (EADDRINUSE seen in
 * `make test`). Each vitest worker draws from its own slice, so parallel test files never race for one.
 */
const RANGE_START = 20_000;
const RANGE_END = 32_000;
const SLICES = 8;
const handedOut = new Set<number>();

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    // services listen on every interface: check the same address
    srv.listen(port, "0.0.0.0", () => srv.close(() => resolve(true)));
  });
}

/** A TCP port that was free a moment ago, outside the ephemeral range and unique within this process. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  const size = Math.floor((RANGE_END - RANGE_START) / SLICES);
  const base = RANGE_START + (Math.abs(worker) % SLICES) * size;
  for (let attempt = 0; attempt < 500; attempt++) {
    const port = base + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    if (await canBind(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${base}-${base + size - 1} after 500 tries`);
}
