import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { SPAM_TEXT } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { ROOT, startStack, type Stack } from "../support/stack.js";

// Settings, catalog, custom rules and whitelist through the public API, every service as its own
// process: the contract's shapes and codes (each response checked against the OpenAPI document),
// the caps at their edges, tenant isolation on every /groups/{id} route, the plan gates, and
// read-your-writes between a write and the next check.

const doc = JSON.parse(readFileSync(join(ROOT, "docs/api/openapi.json"), "utf8")) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: { SettingsCatalog: { examples: { settings: unknown[] }[] } } };
};

let stack: Stack;
let db: pg.Client;

interface Tenant {
  accountId: string;
  key: string;
  groupId: number;
}
let A: Tenant;
let B: Tenant;
let readKeyA: string;
/** A Free account administering a Pro group. */
let F: Tenant;
/** Account A's group on the Free plan. */
let freeGroupOfA: number;

const api = (key: string) => apiClient(stack.baseUrl, key);

async function tenant(name: string, plan: string, groupId: number, groupPlan = "pro"): Promise<Tenant> {
  const account = (await stack.cli("account", "create", "--name", name, "--plan", plan)) as { id: string };
  const key = ((await stack.cli("key", "create", account.id, "--scope", "write")) as { key: string }).key;
  await stack.cli("group", "upsert", "--id", String(groupId), "--title", `${name} group`, "--plan", groupPlan, "--admin", account.id);
  return { accountId: account.id, key, groupId };
}

const policyVersion = async (groupId: number) =>
  Number((await db.query("SELECT policy_version FROM groups_config.groups WHERE id = $1", [groupId])).rows[0].policy_version);

beforeAll(async () => {
  // Only what these routes and the check need: group resolution happens before any journal or
  // webhook handler runs, and the decision of a check goes to Kafka without a consumer.
  stack = await startStack({ label: "groups_config", services: ["groups-config", "engine", "gateway"] });
  db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
  A = await tenant("Tenant A", "pro", -1001000000001);
  B = await tenant("Tenant B", "pro", -1001000000002);
  F = await tenant("Tenant F", "free", -1001000000003);
  readKeyA = ((await stack.cli("key", "create", A.accountId, "--scope", "read")) as { key: string }).key;
  freeGroupOfA = -1001000000004;
  await stack.cli("group", "upsert", "--id", String(freeGroupOfA), "--title", "A's free group", "--plan", "free", "--admin", A.accountId);
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

const validRule = (name: string, over: Record<string, unknown> = {}) => ({ name, kind: "keyword", pattern: `phrase ${name}`, weight: 25, ...over });

describe("GET /settings-catalog", () => {
  it("answers every plan with the published catalog, and costs no quota", async () => {
    const usage = async () => (await api(F.key).get("/usage")).body.usage.used as number;
    const before = await usage();
    const res = await api(F.key).get("/settings-catalog");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(doc.components.schemas.SettingsCatalog.examples[0]);
    expect(res.headers.get("x-quota-used")).toBeNull();
    expect(await usage()).toBe(before);
  });
});

describe("GET and PATCH /groups/{id}/settings", () => {
  const path = () => `/groups/${A.groupId}/settings`;

  it("reads the defaults, merges a patch, and reads it back", async () => {
    const defaults = Object.fromEntries(
      doc.components.schemas.SettingsCatalog.examples[0]!.settings.map((e) => [(e as { key: string }).key, (e as { default: unknown }).default]),
    );
    expect((await api(A.key).get(path())).body).toEqual(defaults);
    const res = await api(A.key).patch(path(), { spam_threshold: 80, action_on_spam: "delete_and_mute", mute_minutes: 120 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...defaults, spam_threshold: 80, action_on_spam: "delete_and_mute", mute_minutes: 120 });
    const empty = await api(A.key).patch(path(), {});
    expect([empty.status, empty.body]).toEqual([200, res.body]);
    expect((await api(readKeyA).get(path())).body).toEqual(res.body);
  });

  it("admin_chat_id must be a chat the account administers: the bot posts the group's notices there", async () => {
    const foreign = await api(A.key).patch(path(), { admin_chat_id: B.groupId });
    expect([foreign.status, foreign.body.error.code, foreign.body.error.details.key]).toEqual([422, "invalid_setting_value", "admin_chat_id"]);
    const own = await api(A.key).patch(path(), { admin_chat_id: freeGroupOfA });
    expect([own.status, own.body.admin_chat_id]).toEqual([200, freeGroupOfA]);
    const off = await api(A.key).patch(path(), { admin_chat_id: 0 });
    expect([off.status, off.body.admin_chat_id]).toEqual([200, 0]);
  });

  it("refuses unknown keys, bad values, null and non-objects, applying nothing", async () => {
    const before = (await api(A.key).get(path())).body;
    const unknown = await api(A.key).patch(path(), { spam_threshold: 75, colour: "red", size: 3 });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.details]).toEqual([422, "unknown_setting", { key: "colour" }]);
    const bad = await api(A.key).patch(path(), { mute_minutes: 0 });
    expect([bad.status, bad.body.error.code, bad.body.error.details]).toEqual([
      422,
      "invalid_setting_value",
      { key: "mute_minutes", rule: "integer 1..525600" },
    ]);
    const nul = await api(A.key).patch(path(), { notify_admins: null });
    expect([nul.status, nul.body.error.code, nul.body.error.details.key]).toEqual([422, "invalid_setting_value", "notify_admins"]);
    const cross = await api(A.key).patch(path(), { suspicious_threshold: 80 });
    expect([cross.status, cross.body.error.details]).toEqual([422, { key: "suspicious_threshold", rule: "must be below spam_threshold (80)" }]);
    for (const raw of ["[]", "null", "7"]) {
      const r = await api(A.key).patch(path(), undefined, { raw });
      expect([r.status, r.body.error.code, r.body.error.details]).toEqual([
        422,
        "validation_failed",
        { errors: [{ path: "body", message: "must be a JSON object" }] },
      ]);
    }
    expect((await api(A.key).get(path())).body).toEqual(before);
  });

  it("a read key may read but not change", async () => {
    const r = await api(readKeyA).patch(path(), { spam_threshold: 60 });
    expect([r.status, r.body.error.code]).toEqual([403, "insufficient_scope"]);
  });
});

describe("custom rules", () => {
  const rules = () => `/groups/${A.groupId}/rules`;

  it("POST 201, GET, PUT 200, DELETE 204, and the 404s", async () => {
    const created = await api(A.key).post(rules(), { name: "dm_invite", kind: "regex", pattern: "(?i)write (me|to me) in (dm|pm)", weight: 40 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "dm_invite", kind: "regex", weight: 40, enabled: true });
    expect(created.body.updated_at).toBe(created.body.created_at);
    const id = created.body.id as string;
    expect((await api(A.key).get(rules())).body.rules.map((r: { id: string }) => r.id)).toContain(id);

    const replaced = await api(A.key).put(`${rules()}/${id}`, { name: "bad_domain", kind: "domain", pattern: "scam.example.com", weight: 60, enabled: false });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id,
      name: "bad_domain",
      kind: "domain",
      pattern: "scam.example.com",
      weight: 60,
      enabled: false,
      created_at: created.body.created_at,
    });

    const missing = await api(A.key).put(`${rules()}/rule_doesnotexist`, validRule("x"));
    expect([missing.status, missing.body.error.code, missing.body.error.message]).toEqual([404, "not_found", "Rule not found."]);
    const malformed = await api(A.key).delete(`${rules()}/not-a-rule`);
    expect([malformed.status, malformed.body.error.details]).toEqual([422, { errors: [{ path: "ruleId", message: "must be a rule id (rule_…)" }] }]);

    const deleted = await api(A.key).delete(`${rules()}/${id}`);
    expect([deleted.status, deleted.body]).toEqual([204, undefined]);
    expect((await api(A.key).delete(`${rules()}/${id}`)).status).toBe(404);
  });

  it("validation: name, duplicate name, weight edges, RE2 patterns, domains, unknown fields", async () => {
    const fields = async (body: unknown) => {
      const r = await api(A.key).post(rules(), body);
      expect([r.status, r.body.error.code]).toEqual([422, "validation_failed"]);
      return (r.body.error.details.errors as { path: string; message: string }[]).map((e) => e.path);
    };
    await api(A.key).post(rules(), validRule("taken"));
    expect(await fields(validRule("taken"))).toEqual(["name"]);
    expect(await fields(validRule("Upper"))).toEqual(["name"]);
    expect(await fields(validRule("x".repeat(65)))).toEqual(["name"]);
    expect((await api(A.key).post(rules(), validRule("y".repeat(64)))).status).toBe(201);
    expect(await fields(validRule("w", { weight: 101 }))).toEqual(["weight"]);
    expect(await fields(validRule("w", { weight: -101 }))).toEqual(["weight"]);
    expect(await fields(validRule("w", { weight: 2.5 }))).toEqual(["weight"]);
    expect((await api(A.key).post(rules(), validRule("w_max", { weight: 100 }))).status).toBe(201);
    expect((await api(A.key).post(rules(), validRule("w_min", { weight: -100 }))).status).toBe(201);
    expect(await fields(validRule("re", { kind: "regex", pattern: "(\\w+) \\1" }))).toEqual(["pattern"]);
    expect(await fields(validRule("re", { kind: "regex", pattern: "free(?=money)" }))).toEqual(["pattern"]);
    expect(await fields(validRule("re", { kind: "regex", pattern: "(unclosed" }))).toEqual(["pattern"]);
    expect(await fields(validRule("dom", { kind: "domain", pattern: "https://example.com/x" }))).toEqual(["pattern"]);
    expect(await fields(validRule("long", { pattern: "a".repeat(501) }))).toEqual(["pattern"]);
    expect((await api(A.key).post(rules(), validRule("long", { pattern: "a".repeat(500) }))).status).toBe(201);
    expect(await fields(validRule("extra", { colour: "red" }))).toEqual(["colour"]);
    expect(await fields({ name: "nokind", pattern: "x", weight: 1 })).toEqual(["kind"]);
  });

  it("at most 200 rules: 199 -> the 200th is 201, the 201st is 409 limit_reached", async () => {
    const t = await tenant("Tenant Rules Cap", "pro", -1001000000010);
    await db.query(
      `INSERT INTO groups_config.rules (id, group_id, name, kind, pattern, weight)
       SELECT 'rule_cap' || i, $1, 'cap_' || i, 'keyword', 'cap ' || i, 1 FROM generate_series(1, 199) AS i`,
      [t.groupId],
    );
    expect((await api(t.key).post(`/groups/${t.groupId}/rules`, validRule("number_200"))).status).toBe(201);
    const over = await api(t.key).post(`/groups/${t.groupId}/rules`, validRule("number_201"));
    expect([over.status, over.body.error.code, over.body.error.details]).toEqual([409, "limit_reached", { resource: "rules", limit: 200 }]);
    expect((await api(t.key).get(`/groups/${t.groupId}/rules`)).body.rules).toHaveLength(200);
  });
});

describe("whitelist", () => {
  const wl = () => `/groups/${A.groupId}/whitelist`;

  it("adds in every input form (201 new, 200 already there), lists users and channels, deletes by id and @name", async () => {
    const u = await api(A.key).post(wl(), { user_id: 123456789 });
    expect([u.status, u.body.list, u.body.entry.user_id]).toEqual([201, "users", 123456789]);
    const again = await api(A.key).post(wl(), { user_id: 123456789 });
    expect([again.status, again.body]).toEqual([200, u.body]);
    expect((await api(A.key).post(wl(), { username: "@Trusted_Admin" })).body.entry.username).toBe("trusted_admin");
    expect((await api(A.key).post(wl(), { username: "trusted_admin" })).status).toBe(200);
    const ch = await api(A.key).post(wl(), { channel: "https://t.me/Warden_News" });
    expect([ch.status, ch.body.list, ch.body.entry.username]).toEqual([201, "channels", "warden_news"]);
    expect((await api(A.key).post(wl(), { channel: "t.me/warden_news" })).status).toBe(200);
    expect((await api(A.key).post(wl(), { channel: "-1009876543210" })).body.entry.chat_id).toBe(-1009876543210);
    expect((await api(A.key).post(wl(), { channel: -1009876543210 })).status).toBe(200);
    expect((await api(A.key).post(wl(), { channel: "@trusted_admin" })).status).toBe(201);

    const list = await api(A.key).get(wl());
    expect(list.body.users.map((e: Record<string, unknown>) => e.user_id ?? e.username)).toEqual([123456789, "trusted_admin"]);
    expect(list.body.channels.map((e: Record<string, unknown>) => e.chat_id ?? e.username)).toEqual(["warden_news", -1009876543210, "trusted_admin"]);

    expect((await api(A.key).delete(`${wl()}/123456789`)).status).toBe(204);
    expect((await api(A.key).delete(`${wl()}/-1009876543210`)).status).toBe(204);
    expect((await api(A.key).delete(`${wl()}/@Trusted_Admin`)).status).toBe(204);
    const after = await api(A.key).get(wl());
    expect(after.body).toEqual({ users: [], channels: [{ username: "warden_news", added_at: ch.body.entry.added_at }] });
    const gone = await api(A.key).delete(`${wl()}/123456789`);
    expect([gone.status, gone.body.error.code, gone.body.error.message]).toEqual([404, "not_found", "Whitelist entry not found."]);
    const bad = await api(A.key).delete(`${wl()}/not_an_entry`);
    expect([bad.status, bad.body.error.details.errors[0].path]).toEqual([422, "entry"]);
  });

  it("validation: exactly one field, and each field's form", async () => {
    const paths = async (body: unknown) => {
      const r = await api(A.key).post(wl(), body);
      expect([r.status, r.body.error.code]).toEqual([422, "validation_failed"]);
      return (r.body.error.details.errors as { path: string }[]).map((e) => e.path);
    };
    expect(await paths({})).toEqual(["body"]);
    expect(await paths({ user_id: 1, username: "someone" })).toEqual(["body"]);
    expect(await paths({ user_id: 0 })).toEqual(["user_id"]);
    expect(await paths({ user_id: 4503599627370497 })).toEqual(["user_id"]);
    expect((await api(A.key).post(wl(), { user_id: 4503599627370496 })).status).toBe(201);
    expect(await paths({ username: "abc" })).toEqual(["username"]);
    expect((await api(A.key).post(wl(), { username: "abcd" })).status).toBe(201);
    expect(await paths({ username: "a".repeat(33) })).toEqual(["username"]);
    expect(await paths({ channel: "https://example.com/chan" })).toEqual(["channel"]);
    expect(await paths({ channel: -42 })).toEqual(["channel"]);
    expect(await paths({ channel: true })).toEqual(["channel"]);
    expect(await paths({ group: 1 })).toEqual(expect.arrayContaining(["group"]));
  });

  it("at most 1000 entries: 999 -> the 1000th is 201, the 1001st 409; re-adding an existing one is still 200", async () => {
    const t = await tenant("Tenant Whitelist Cap", "pro", -1001000000011);
    await db.query(`INSERT INTO groups_config.whitelist (group_id, kind, entity_id) SELECT $1, 'user', 7000000 + i FROM generate_series(1, 999) AS i`, [
      t.groupId,
    ]);
    expect((await api(t.key).post(`/groups/${t.groupId}/whitelist`, { username: "number_1000" })).status).toBe(201);
    const over = await api(t.key).post(`/groups/${t.groupId}/whitelist`, { channel: "@number_1001" });
    expect([over.status, over.body.error.code, over.body.error.details]).toEqual([409, "limit_reached", { resource: "whitelist", limit: 1000 }]);
    expect((await api(t.key).post(`/groups/${t.groupId}/whitelist`, { user_id: 7000001 })).status).toBe(200);
    const list = (await api(t.key).get(`/groups/${t.groupId}/whitelist`)).body;
    expect(list.users.length + list.channels.length).toBe(1000);
  });
});

// ---------------------------------------------------------------------------------------------
// Tenant isolation and plan gates on every /groups/{id} route of the published document.

type Call = { method: string; path: string; body?: unknown };

/** Valid bodies, so that a refusal can only come from the group (the body is checked first). */
const BODIES: Record<string, unknown> = {
  "PATCH /groups/{id}/settings": { spam_threshold: 55 },
  "POST /groups/{id}/rules": validRule("intruder"),
  "PUT /groups/{id}/rules/{ruleId}": validRule("intruder"),
  "POST /groups/{id}/whitelist": { user_id: 31337 },
  "POST /groups/{id}/journal/{entryId}/report": { label: "spam" },
};

/** Every operation under /groups/{id} in the OpenAPI document, addressed to groupId. */
function groupCalls(groupId: number, params: { ruleId: string; entry: string }): Call[] {
  const calls: Call[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    if (!template.startsWith("/groups/{id}")) continue;
    for (const method of Object.keys(ops).filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))) {
      const name = `${method.toUpperCase()} ${template}`;
      const hasBody = !!(ops[method] as { requestBody?: unknown }).requestBody;
      if (hasBody && !(name in BODIES)) throw new Error(`no sample body for ${name}: add one to BODIES`);
      const path = template
        .replace("{id}", String(groupId))
        .replace("{ruleId}", params.ruleId)
        .replace("{entry}", encodeURIComponent(params.entry))
        .replace("{entryId}", "evt_0HZx8c2Lq7Tn");
      if (/\{/.test(path)) throw new Error(`no sample value for a parameter of ${name}`);
      calls.push({ method: method.toUpperCase(), path, ...(hasBody ? { body: BODIES[name] } : {}) });
    }
  }
  return calls;
}

describe("tenant isolation: account A on account B's group", () => {
  it("every /groups/{id} route and method answers 404 group_not_found, exactly as for a group that does not exist, and changes nothing", async () => {
    const bRule = (await api(B.key).post(`/groups/${B.groupId}/rules`, validRule("b_rule"))).body;
    await api(B.key).post(`/groups/${B.groupId}/whitelist`, { user_id: 4242 });
    await api(B.key).patch(`/groups/${B.groupId}/settings`, { spam_threshold: 77 });
    const snapshot = async () => ({
      version: await policyVersion(B.groupId),
      group: (await api(B.key).get(`/groups/${B.groupId}`)).body,
      settings: (await api(B.key).get(`/groups/${B.groupId}/settings`)).body,
      rules: (await api(B.key).get(`/groups/${B.groupId}/rules`)).body,
      whitelist: (await api(B.key).get(`/groups/${B.groupId}/whitelist`)).body,
    });
    const before = await snapshot();

    const calls = groupCalls(B.groupId, { ruleId: bRule.id, entry: "4242" });
    const templates = new Set(calls.map((c) => `${c.method} ${c.path.replace(String(B.groupId), "{id}")}`));
    // The matrix covers this routes and the other group-scoped ones (journal, analytics).
    for (const must of [
      "GET /groups/{id}",
      "GET /groups/{id}/settings",
      "PATCH /groups/{id}/settings",
      "GET /groups/{id}/rules",
      "POST /groups/{id}/rules",
      "GET /groups/{id}/whitelist",
      "POST /groups/{id}/whitelist",
      "GET /groups/{id}/journal",
      "GET /groups/{id}/analytics",
    ]) {
      expect(templates).toContain(must);
    }
    expect(calls.some((c) => c.method === "PUT" && c.path.endsWith(bRule.id))).toBe(true);
    expect(calls.some((c) => c.method === "DELETE" && c.path.endsWith("/whitelist/4242"))).toBe(true);

    const nowhere = -1009999999999;
    for (const c of calls) {
      const foreign = await api(A.key).call(c.method, c.path, c.body);
      expect([c.method, c.path, foreign.status, foreign.body.error.code]).toEqual([c.method, c.path, 404, "group_not_found"]);
      const absent = await api(A.key).call(c.method, c.path.replace(String(B.groupId), String(nowhere)), c.body);
      expect([absent.status, absent.body.error.message]).toEqual([404, foreign.body.error.message]);
      expect(foreign.body.error.details).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("plan gates on group routes", () => {
  /** Every group route but GET /groups/{id} answers 403 plan_required for `subject`; that one answers 200 and is checked by `open`. */
  async function expectPlanGated(key: string, groupId: number, subject: "account" | "group", open: (body: Record<string, unknown>) => void) {
    for (const c of groupCalls(groupId, { ruleId: "rule_anything", entry: "1" })) {
      const r = await api(key).call(c.method, c.path, c.body);
      if (c.method === "GET" && c.path === `/groups/${groupId}`) {
        expect(r.status).toBe(200);
        open(r.body);
        continue;
      }
      expect([c.method, c.path, r.status, r.body.error.code, r.body.error.details]).toEqual([
        c.method,
        c.path,
        403,
        "plan_required",
        { required_plan: "pro", current_plan: "free", subject },
      ]);
    }
  }

  it("a Free account on a Pro group it administers: 403 plan_required (account), except GET /groups/{id}", async () => {
    await expectPlanGated(F.key, F.groupId, "account", (g) => expect(g.plan).toBe("pro"));
  });

  it("a Pro account on its Free group: 403 plan_required (group), except GET /groups/{id}", async () => {
    const version = await policyVersion(freeGroupOfA);
    await expectPlanGated(A.key, freeGroupOfA, "group", (g) => expect(g.api_available).toBe(false));
    expect(await policyVersion(freeGroupOfA)).toBe(version);
  });
});

// ---------------------------------------------------------------------------------------------
// Read-your-writes: a check issued after a write has returned always sees it.

describe("read-your-writes", () => {
  it("200 writes (threshold, custom rule, whitelist), each immediately followed by a check: every check reflects its write", async () => {
    const client = api(stack.demo.key);
    const group = stack.demo.groupId;
    await stack.cli("account", "limits", stack.demo.accountId, "--per-minute", "100000", "--daily", "1000000");
    const misses: string[] = [];
    const check = async (text: string, userId?: number) => {
      const r = await client.post("/spam/check", { text, group_id: group, ...(userId ? { user_id: userId } : {}) });
      expect(r.status).toBe(200);
      return r.body as { verdict: string; score: number; recommended_action: string; matched_rules: string[] };
    };

    // 1. Thresholds (70 writes): a neutral text carried to a middle score by a fixed rule; the
    //    threshold flips between that score and one above it.
    await client.patch(`/groups/${group}/settings`, { spam_threshold: 70, suspicious_threshold: 1, action_on_spam: "delete" });
    await client.post(`/groups/${group}/rules`, { name: "ryw_zebra", kind: "keyword", pattern: "zebra", weight: 50 });
    const neutral = "the zebra meeting moves to thursday afternoon";
    const score = (await check(neutral)).score;
    expect(score).toBeGreaterThanOrEqual(2);
    expect(score).toBeLessThanOrEqual(99);
    const actions = ["delete", "delete_and_mute", "delete_and_ban", "review"] as const;
    for (let i = 0; i < 70; i++) {
      const spam = i % 2 === 0;
      const action = actions[(i >> 1) % actions.length]!;
      expect(
        (await client.patch(`/groups/${group}/settings`, spam ? { spam_threshold: score, action_on_spam: action } : { spam_threshold: score + 1 })).status,
      ).toBe(200);
      const got = await check(neutral);
      const want = spam ? ["spam", action] : ["suspicious", "review"];
      if (got.verdict !== want[0] || got.recommended_action !== want[1])
        misses.push(`threshold #${i}: wanted ${want.join("/")}, got ${got.verdict}/${got.recommended_action}`);
    }
    await client.patch(`/groups/${group}/settings`, { spam_threshold: 70, suspicious_threshold: 40, action_on_spam: "delete" });

    // 2. Custom rules (35 creates + 35 deletes): a rule on a token of its own makes an honest text
    //    spam as soon as it is created, and stops as soon as it is deleted.
    for (let i = 0; i < 35; i++) {
      const name = `ryw_rule_${i}`;
      const text = `see you at the cafe, bring token qz${i}x`;
      const created = await client.post(`/groups/${group}/rules`, { name, kind: "keyword", pattern: `qz${i}x`, weight: 100 });
      expect(created.status).toBe(201);
      const on = await check(text);
      if (on.verdict !== "spam" || !on.matched_rules.includes(name)) misses.push(`rule #${i} created: got ${on.verdict} ${on.matched_rules.join(",")}`);
      expect((await client.delete(`/groups/${group}/rules/${created.body.id}`)).status).toBe(204);
      const off = await check(text);
      if (off.matched_rules.includes(name)) misses.push(`rule #${i} deleted: still matched`);
    }

    // 3. Whitelist (30 adds + 30 removals): a whitelisted sender's spam is clean at once, and spam
    //    again at once after the removal.
    const spamText = SPAM_TEXT;
    expect((await check(spamText, 900_000_001)).verdict).toBe("spam");
    for (let i = 0; i < 30; i++) {
      const user = 900_000_100 + i;
      expect((await client.post(`/groups/${group}/whitelist`, { user_id: user })).status).toBe(201);
      const white = await check(spamText, user);
      if (white.verdict !== "clean") misses.push(`whitelist #${i} added: got ${white.verdict}`);
      expect((await client.delete(`/groups/${group}/whitelist/${user}`)).status).toBe(204);
      const back = await check(spamText, user);
      if (back.verdict !== "spam") misses.push(`whitelist #${i} removed: got ${back.verdict}`);
    }
    expect(misses).toEqual([]);
  });
});
