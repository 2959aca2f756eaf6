import { mkdirSync, readdirSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Ports handed to processes that must be told their port come from below Linux's ephemeral range
 * (32768-60999 by default): a port the kernel gave to listen(0) and got back goes on to outgoing
 * connections, so a service told that port a moment later could find it taken (EADDRINUSE seen in
 * `make test`).
 *
 * A port that was free when it was checked is not reserved: the service it is handed to binds it a few
 * hundred milliseconds later. Test files run in parallel worker processes, and two of them once drew
 * the same port within 0.1 s; the second service died on EADDRINUSE while its readiness probe was
 * answered by the first (a journal-analytics that never ran, and a whole e2e file failed). So every
 * port handed out is also reserved across the workers of one test run: a file created exclusively in a
 * directory named after the run's main process (the workers' parent), removed when the worker exits normally; vitest
 * ends its forks with a signal, so a run leaves its directory behind, and the next run removes it (removeStaleRuns).
 */
const RANGE_START = 20_000;
const RANGE_END = 32_000;
const handedOut = new Set<number>();
const LOCK_DIR = join(tmpdir(), `warden-test-ports-${process.ppid}`);
const locked: string[] = [];
let cleanupRegistered = false;
let staleRemoved = false;

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    // services listen on every interface: check the same address
    srv.listen(port, "0.0.0.0", () => srv.close(() => resolve(true)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Removes the reservations of earlier runs whose main process has gone (a worker killed at the end of a run keeps its files). */
function removeStaleRuns(): void {
  for (const name of readdirSync(tmpdir())) {
    const m = /^warden-test-ports-(\d+)$/.exec(name);
    if (m && Number(m[1]) !== process.ppid && !alive(Number(m[1]))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** Reserves `port` for this process among the workers of the run: false when another worker has it. */
function reserve(port: number): boolean {
  if (!staleRemoved) {
    staleRemoved = true;
    removeStaleRuns();
  }
  mkdirSync(LOCK_DIR, { recursive: true });
  const file = join(LOCK_DIR, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch {
    return false;
  }
  locked.push(file);
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    process.once("exit", () => {
      for (const f of locked) {
        try {
          unlinkSync(f);
        } catch {
          // already gone
        }
      }
      try {
        rmdirSync(LOCK_DIR); // the last worker of the run leaves no directory behind
      } catch {
        // another worker still holds ports
      }
    });
  }
  return true;
}

/** A TCP port that was free a moment ago, outside the ephemeral range, and handed to no other process of this test run. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const port = RANGE_START + Math.floor(Math.random() * (RANGE_END - RANGE_START));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (reserve(port) && (await canBind(port))) return port;
  }
  throw new Error(`no free port in ${RANGE_START}-${RANGE_END - 1} after 500 tries`);
}
