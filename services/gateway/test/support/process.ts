import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort, waitFor } from "@warden/testing";

const SERVICE_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** A gateway replica as its own process (dist/main.js), as in production. */
export async function startGatewayProcess(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void>; child: ChildProcess }> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: SERVICE_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`gateway exited: ${output.slice(-2000)}`);
      return (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200;
    },
    { timeoutMs: 30_000, message: "gateway replica ready" },
  );
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
