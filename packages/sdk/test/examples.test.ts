import { execFile } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// examples/ (node/check.mjs through this package's build, python/check.py with urllib) behind a base URL that
// redirects: the API never does, so a 3xx is a proxy's or a wrong WARDEN_BASE_URL. Following it would send the key
// in Authorization to whatever host the Location names (urllib keeps every header on a redirect, to any host) and
// turn the POST /spam/check into a GET without its body. Both examples must stop at the redirect and say so.
// (test/e2e/examples.test.ts runs them against the real stack.)
const ROOT = new URL("../../../", import.meta.url).pathname;
const KEY = "tk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
let redirecting: Server;
let elsewhere: Server;
const elsewhereSeen: { method: string; url: string; authorization: string | undefined }[] = [];

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let baseUrl = "";
beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    elsewhereSeen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ groups: [] }));
  });
  const elsewhereUrl = await listen(elsewhere);
  redirecting = createServer((req, res) => {
    req.resume();
    res.writeHead(302, { location: `${elsewhereUrl}${req.url}` }).end();
  });
  baseUrl = `${await listen(redirecting)}/api/public/v1`;
});
afterAll(async () => {
  for (const s of [redirecting, elsewhere]) await new Promise((r) => s.close(r));
});

async function run(cmd: string, file: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(cmd, [`${ROOT}${file}`, "hello"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", WARDEN_API_KEY: KEY, WARDEN_BASE_URL: baseUrl },
      timeout: 20_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

describe.each([
  ["node", process.execPath, "examples/node/check.mjs"],
  ["python", "python3", "examples/python/check.py"],
])("the %s example behind a redirect", (_name, cmd, file) => {
  it("exits 1 naming the redirect, and sends nothing (the key least of all) to the Location", async () => {
    elsewhereSeen.length = 0;
    const r = await run(cmd, file);
    expect(elsewhereSeen).toEqual([]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/HTTP 302/);
    expect(r.stderr).toMatch(/redirect.*\/api\/public\/v1\/groups/);
    expect(r.stderr).not.toContain(KEY);
  });
});
