import { randomBytes } from "node:crypto";
import { Code, createClient, type Client } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { LIMITS } from "@warden/contract";
import { createPool, type Pool } from "@warden/db";
import { GroupsAdminService, GroupsConfigService, Plan } from "@warden/proto";
import { listen, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal } from "./support.js";
import { migrateGroupsConfig, SCHEMA } from "../src/migrations.js";
import { createServer } from "../src/server.js";

// GroupsAdminService over the real gRPC port: only the operator token opens it, and it does what
// the `warden` CLI needs (groups with operator grants, account links) with its inputs checked.

const TOKEN = randomBytes(32).toString("hex");
let db: TestDatabase;
let pool: Pool;
let withToken: RunningServer;
let withoutToken: RunningServer;
let admin: Client<typeof GroupsAdminService>;
let adminOfOff: Client<typeof GroupsAdminService>;
let gc: Client<typeof GroupsConfigService>;
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

const code = async (p: Promise<unknown>): Promise<Code> => (await refusal(p))[0];

beforeAll(async () => {
  db = await createTestDatabase("gc_admin");
  await migrateGroupsConfig(db.url);
  pool = createPool({ connectionString: db.url, schema: SCHEMA });
  const logger = createLogger("test", "silent");
  withToken = await listen(
    createServer({ pool, logger, registry: createRegistry("gc1", { defaultMetrics: false }), adminToken: TOKEN }).handler,
    0,
    "127.0.0.1",
  );
  withoutToken = await listen(createServer({ pool, logger, registry: createRegistry("gc2", { defaultMetrics: false }) }).handler, 0, "127.0.0.1");
  const transport = createGrpcTransport({ baseUrl: `http://127.0.0.1:${withToken.port}` });
  admin = createClient(GroupsAdminService, transport);
  gc = createClient(GroupsConfigService, transport);
  adminOfOff = createClient(GroupsAdminService, createGrpcTransport({ baseUrl: `http://127.0.0.1:${withoutToken.port}` }));
});

afterAll(async () => {
  await withToken?.close(100);
  await withoutToken?.close(100);
  await pool?.end();
  await db?.drop();
});

describe("the operator token", () => {
  const req = { id: -1002000000001n, title: "Guarded", plan: Plan.PRO, adminAccountIds: ["acc_guard"] };

  it("is required: missing, wrong, another scheme or a prefix of it is UNAUTHENTICATED, and nothing is written", async () => {
    expect(await code(admin.upsertGroup(req))).toBe(Code.Unauthenticated);
    expect(await code(admin.upsertGroup(req, auth(TOKEN.slice(0, -1))))).toBe(Code.Unauthenticated);
    expect(await code(admin.upsertGroup(req, auth(`${TOKEN}x`)))).toBe(Code.Unauthenticated);
    expect(await code(admin.upsertGroup(req, { headers: { authorization: `Basic ${TOKEN}` } }))).toBe(Code.Unauthenticated);
    expect(await code(admin.linkAccount({ accountId: "acc_guard", telegramUserId: 5n }))).toBe(Code.Unauthenticated);
    expect((await gc.listGroups({ accountId: "acc_guard" })).groups).toEqual([]);
  });

  it("without ADMIN_TOKEN on the service, every admin call is refused, even with a token", async () => {
    expect(await code(adminOfOff.upsertGroup(req, auth(TOKEN)))).toBe(Code.Unauthenticated);
    expect(await code(adminOfOff.linkAccount({ accountId: "acc_guard", telegramUserId: 5n }, auth(TOKEN)))).toBe(Code.Unauthenticated);
  });

  it("is not asked of the other services' RPCs", async () => {
    await expect(gc.getSettingsCatalog({})).resolves.toBeDefined();
  });
});

describe("UpsertGroup", () => {
  it("creates a group the granted account reaches, then updates it keeping the grant", async () => {
    const created = await admin.upsertGroup(
      { id: -1002000000010n, title: "  Shop  ", plan: Plan.PRO, adminAccountIds: ["acc_shop"], ownerTelegramUserId: 42n },
      auth(TOKEN),
    );
    expect(created.group).toMatchObject({ id: -1002000000010n, title: "Shop", plan: Plan.PRO, ownerTelegramUserId: 42n });
    const updated = await admin.upsertGroup({ id: -1002000000010n, title: "Shop 2", plan: Plan.BUSINESS }, auth(TOKEN));
    expect(updated.group).toMatchObject({ title: "Shop 2", plan: Plan.BUSINESS, ownerTelegramUserId: 42n });
    expect((await gc.authorizeGroup({ accountId: "acc_shop", groupId: -1002000000010n })).group?.title).toBe("Shop 2");
  });

  it(`takes a title of ${LIMITS.groupTitleMaxChars} characters and refuses one more, an empty one, a positive id, no plan, a malformed account`, async () => {
    const edge = "я".repeat(LIMITS.groupTitleMaxChars);
    await expect(admin.upsertGroup({ id: -1002000000020n, title: edge, plan: Plan.FREE }, auth(TOKEN))).resolves.toMatchObject({ group: { title: edge } });
    const bad = [
      { id: -1002000000021n, title: `${edge}я`, plan: Plan.FREE },
      { id: -1002000000021n, title: "   ", plan: Plan.FREE },
      { id: 5n, title: "positive", plan: Plan.FREE },
      { id: -1002000000021n, title: "no plan", plan: Plan.UNSPECIFIED },
      { id: -1002000000021n, title: "bad account", plan: Plan.FREE, adminAccountIds: ["not an account"] },
      { id: -1002000000021n, title: "bad owner", plan: Plan.FREE, ownerTelegramUserId: 0n },
    ];
    for (const r of bad) expect(await code(admin.upsertGroup(r, auth(TOKEN))), r.title).toBe(Code.InvalidArgument);
    expect(await code(gc.getPolicy({ groupId: -1002000000021n }))).toBe(Code.NotFound);
  });
});

describe("RevokeGrant", () => {
  it("takes back an operator grant at once; access as a linked Telegram administrator stays; the token is required", async () => {
    const G = -1002000000040n;
    await admin.upsertGroup({ id: G, title: "Granted", plan: Plan.PRO, adminAccountIds: ["acc_revoked", "acc_kept", "acc_also_tg"] }, auth(TOKEN));
    await admin.linkAccount({ accountId: "acc_also_tg", telegramUserId: 4040n }, auth(TOKEN));
    await gc.syncAdmins({ groupId: G, telegramUserIds: [4040n] });
    // Another group of the account's sends its notices to this one: once no account of that group reaches this one, the
    // admin chat is dropped (the bot would write into a group none of its owners administers).
    const H = -1002000000041n;
    await admin.upsertGroup({ id: H, title: "Notified", plan: Plan.PRO, adminAccountIds: ["acc_revoked"] }, auth(TOKEN));
    await gc.updateSettings({ accountId: "acc_revoked", groupId: H, patchJson: JSON.stringify({ admin_chat_id: Number(G) }) });

    expect(await code(admin.revokeGrant({ groupId: G, accountId: "acc_revoked" }))).toBe(Code.Unauthenticated);
    expect((await gc.authorizeGroup({ accountId: "acc_revoked", groupId: G })).group?.id).toBe(G);

    const revoked = await admin.revokeGrant({ groupId: G, accountId: "acc_revoked" }, auth(TOKEN));
    expect(revoked).toMatchObject({ revoked: true, group: { id: G, title: "Granted" } });
    expect(await code(gc.authorizeGroup({ accountId: "acc_revoked", groupId: G }))).toBe(Code.NotFound);
    expect((await gc.listGroups({ accountId: "acc_revoked" })).groups.map((g) => g.id)).toEqual([H]);
    expect((await gc.listGroupAccounts({ groupId: G })).accountIds).toEqual(["acc_also_tg", "acc_kept"]);
    expect(JSON.parse((await gc.getSettings({ accountId: "acc_revoked", groupId: H })).settingsJson).admin_chat_id).toBe(0);
    // Again: nothing to take back. The other grants are untouched; a Telegram administrator's access is not a grant.
    expect((await admin.revokeGrant({ groupId: G, accountId: "acc_revoked" }, auth(TOKEN))).revoked).toBe(false);
    await admin.revokeGrant({ groupId: G, accountId: "acc_also_tg" }, auth(TOKEN));
    expect((await gc.authorizeGroup({ accountId: "acc_also_tg", groupId: G })).group?.id).toBe(G);
    expect((await gc.authorizeGroup({ accountId: "acc_kept", groupId: G })).group?.id).toBe(G);
  });

  it("NOT_FOUND for a group that does not exist; INVALID_ARGUMENT for a malformed account or group id", async () => {
    expect(await code(admin.revokeGrant({ groupId: -1002000000049n, accountId: "acc_x" }, auth(TOKEN)))).toBe(Code.NotFound);
    expect(await code(admin.revokeGrant({ groupId: -1002000000040n, accountId: "nope" }, auth(TOKEN)))).toBe(Code.InvalidArgument);
    expect(await code(admin.revokeGrant({ groupId: 5n, accountId: "acc_x" }, auth(TOKEN)))).toBe(Code.InvalidArgument);
  });
});

describe("LinkAccount", () => {
  it("gives the account the groups its Telegram user administers", async () => {
    await admin.upsertGroup({ id: -1002000000030n, title: "Telegram-run", plan: Plan.PRO }, auth(TOKEN));
    await gc.syncAdmins({ groupId: -1002000000030n, telegramUserIds: [777n] });
    expect(await code(gc.authorizeGroup({ accountId: "acc_linked", groupId: -1002000000030n }))).toBe(Code.NotFound);
    await admin.linkAccount({ accountId: "acc_linked", telegramUserId: 777n }, auth(TOKEN));
    expect((await gc.authorizeGroup({ accountId: "acc_linked", groupId: -1002000000030n })).group?.id).toBe(-1002000000030n);
  });

  it("ListLinkedAccounts answers the accounts of a Telegram user (the dashboard's sign-in), by account id; none for an unlinked one", async () => {
    expect((await gc.listLinkedAccounts({ telegramUserId: 888n })).accountIds).toEqual([]);
    await admin.linkAccount({ accountId: "acc_zz_second", telegramUserId: 888n }, auth(TOKEN));
    await admin.linkAccount({ accountId: "acc_aa_first", telegramUserId: 888n }, auth(TOKEN));
    await admin.linkAccount({ accountId: "acc_other", telegramUserId: 889n }, auth(TOKEN));
    expect((await gc.listLinkedAccounts({ telegramUserId: 888n })).accountIds).toEqual(["acc_aa_first", "acc_zz_second"]);
    // Re-linking an account moves it to the new user.
    await admin.linkAccount({ accountId: "acc_zz_second", telegramUserId: 889n }, auth(TOKEN));
    expect((await gc.listLinkedAccounts({ telegramUserId: 888n })).accountIds).toEqual(["acc_aa_first"]);
  });

  it("refuses a malformed account id and a non-positive Telegram user id", async () => {
    expect(await code(admin.linkAccount({ accountId: "", telegramUserId: 1n }, auth(TOKEN)))).toBe(Code.InvalidArgument);
    expect(await code(admin.linkAccount({ accountId: "acc_x", telegramUserId: -1n }, auth(TOKEN)))).toBe(Code.InvalidArgument);
  });
});
