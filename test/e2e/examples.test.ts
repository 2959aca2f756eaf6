import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { DEFAULTS } from "@warden/contract";
import { createWardenClient, WardenApiError } from "@warden/sdk";
import { SPAM_TEXT } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startStack, type Stack } from "../support/stack.js";

// The group owner's first calls as README.md tells them: an operator creates an account, a key
// and the account's group with the CLI; the owner runs examples/node/check.mjs (@warden/sdk) and
// examples/python/check.py (standard library only) with the key in the environment.
let stack: Stack;
let key: string;
let groupId: number;
const TITLE = "Examples group";

beforeAll(async () => {
  stack = await startStack({ label: "examples", services: ["groups-config", "engine", "gateway"] });
  const account = (await stack.cli("account", "create", "--name", "Example owner", "--plan", "pro")) as { id: string };
  key = ((await stack.cli("key", "create", account.id, "--scope", "read")) as { key: string }).key;
  groupId = -1_000_000_000_000 - Math.floor(Math.random() * 1_000_000_000);
  await stack.cli("group", "upsert", "--id", String(groupId), "--title", TITLE, "--plan", "pro", "--admin", account.id);
});

afterAll(async () => {
  await stack?.stop();
});

/** Runs an example as a child process with only PATH, HOME and the two variables it reads. */
async function runExample(cmd: string, file: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await promisify(execFile)(cmd, [join(ROOT, file), ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

const EXAMPLES = [
  ["node", process.execPath, "examples/node/check.mjs"],
  ["python", "python3", "examples/python/check.py"],
] as const;

describe("the examples against the local stack", () => {
  it.each(EXAMPLES)("%s: lists the account's group, checks the text in it and prints the verdict", async (_name, cmd, file) => {
    const r = await runExample(cmd, file, { WARDEN_API_KEY: key, WARDEN_BASE_URL: stack.baseUrl }, [SPAM_TEXT]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.slice(0, 3)).toEqual(["groups: 1", `  ${groupId} ${TITLE} (plan pro, api yes)`, `checked in: ${groupId}`]);
    expect(lines[3]).toBe("verdict: spam");
    expect(lines[4]).toMatch(/^score: ([1-9]\d?|100)$/);
    // The group has no settings of its own: the catalog default decides.
    expect(lines[5]).toBe(`action: ${DEFAULTS.action_on_spam}`);
    expect(lines[6]).toMatch(/^matched rules: .*\bearnings_promise\b.*\bdm_invite\b/);
  });

  it("both print the same answer for the same text (the same calls, the same engine)", async () => {
    const env = { WARDEN_API_KEY: key, WARDEN_BASE_URL: stack.baseUrl };
    const text = "hello neighbours, the meetup moves to room 4 tomorrow";
    const [node, python] = await Promise.all(EXAMPLES.map(([, cmd, file]) => runExample(cmd, file, env, [text])));
    expect(node!.code).toBe(0);
    expect(node!.stdout).toContain("verdict: clean");
    expect(python!.stdout).toBe(node!.stdout);
  });

  it.each(EXAMPLES)("%s: a wrong key exits 1 naming invalid_api_key and the request id, without the key", async (_name, cmd, file) => {
    const wrong = "tk_live_0000000000000000000000000000wxyz";
    const r = await runExample(cmd, file, { WARDEN_API_KEY: wrong, WARDEN_BASE_URL: stack.baseUrl });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^error: invalid_api_key \(HTTP 401\): .+ \[request \S+\]\n$/);
    expect(r.stderr).not.toContain(wrong);
  });

  it.each(EXAMPLES)("%s: without WARDEN_API_KEY exits 2 and says what to set", async (_name, cmd, file) => {
    const r = await runExample(cmd, file, { WARDEN_BASE_URL: stack.baseUrl });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("WARDEN_API_KEY");
  });
});

describe("the examples wait out the gateway's own 429", () => {
  it.each(EXAMPLES)("%s: retries after Retry-After and then answers", async (name, cmd, file) => {
    // An account of its own at 12 requests a minute: once the burst is spent, one request every 5 s.
    const acc = (await stack.cli("account", "create", "--name", `Rate-limited ${name}`, "--plan", "pro")) as { id: string };
    await stack.cli("account", "limits", acc.id, "--per-minute", "12");
    const limitedKey = ((await stack.cli("key", "create", acc.id, "--scope", "read")) as { key: string }).key;
    const warden = createWardenClient({ apiKey: limitedKey, baseUrl: stack.baseUrl, retries: 0 });
    // GET /me costs no quota but counts toward the rate limit: spend the burst until the gateway refuses.
    let refused: WardenApiError | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      refused = await warden.GET("/me").then(
        () => undefined,
        (e: unknown) => e as WardenApiError,
      );
    }
    expect(refused).toMatchObject({ status: 429, code: "rate_limit_exceeded" });
    expect(refused!.retryAfterMs).toBeGreaterThanOrEqual(1000);

    const started = Date.now();
    const r = await runExample(cmd, file, { WARDEN_API_KEY: limitedKey, WARDEN_BASE_URL: stack.baseUrl }, [SPAM_TEXT]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^HTTP 429: retrying in [1-5]000 ms$/m);
    expect(r.stdout).toContain("verdict: spam");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});

describe("@warden/sdk against the real gateway", () => {
  it("answers typed data, and the contract's errors as WardenApiError by code", async () => {
    const warden = createWardenClient({ apiKey: key, baseUrl: stack.baseUrl });
    const { data: me, response } = await warden.GET("/me");
    expect(me.key.scope).toBe("read");
    expect(response.headers.get("x-request-id")).toBeTruthy();

    const notOurs = await warden.GET("/groups/{id}", { params: { path: { id: -1001 } } }).catch((e: unknown) => e);
    expect(notOurs).toBeInstanceOf(WardenApiError);
    expect(notOurs).toMatchObject({ status: 404, code: "group_not_found" });

    // A read key may not write: 403 insufficient_scope (and a 403 is never retried).
    const write = await warden
      .POST("/groups/{id}/rules", { params: { path: { id: groupId } }, body: { name: "promo", kind: "keyword", pattern: "promo code", weight: 40 } })
      .catch((e: unknown) => e);
    expect(write).toMatchObject({ status: 403, code: "insufficient_scope" });
    expect((write as WardenApiError).requestId).toMatch(/\S/);

    const invalid = (await warden.POST("/spam/check", { body: { text: "" } }).catch((e: unknown) => e)) as WardenApiError;
    expect(invalid.is("validation_failed")).toBe(true);
    if (invalid.is("validation_failed")) expect(invalid.details.errors.map((e) => e.path)).toContain("text");

    const bad = createWardenClient({ apiKey: "tk_live_0000000000000000000000000000wxyz", baseUrl: stack.baseUrl });
    await expect(bad.GET("/groups")).rejects.toMatchObject({ status: 401, code: "invalid_api_key" });
  });
});
