import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { GroupsAdminService, GroupsConfigService } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { secretMatches, bearerToken, requireAdminToken } from "../src/admin-token.js";

const TOKEN = "t".repeat(40);

describe("bearerToken", () => {
  it("takes the token of a Bearer header (any case, surrounding blanks) and nothing else", () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`bearer   ${TOKEN} `)).toBe(TOKEN);
    expect(bearerToken(`Basic ${TOKEN}`)).toBeUndefined();
    expect(bearerToken(`Bearer ${TOKEN} extra`)).toBeUndefined();
    expect(bearerToken("Bearer")).toBeUndefined();
    expect(bearerToken(null)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe("secretMatches", () => {
  it("matches the configured token only: not a prefix, an extension, another case or nothing", () => {
    expect(secretMatches(TOKEN, TOKEN)).toBe(true);
    expect(secretMatches(TOKEN.slice(1), TOKEN)).toBe(false);
    expect(secretMatches(`${TOKEN}t`, TOKEN)).toBe(false);
    expect(secretMatches(TOKEN.toUpperCase(), TOKEN)).toBe(false);
    expect(secretMatches(undefined, TOKEN)).toBe(false);
    expect(secretMatches("", TOKEN)).toBe(false);
  });
});

describe("requireAdminToken", () => {
  const transport = (token: string | undefined) =>
    createRouterTransport(
      (r) => {
        r.service(GroupsAdminService, { upsertGroup: async () => ({}), linkAccount: async () => ({}) });
        r.service(GroupsConfigService, { listGroups: async () => ({ groups: [] }) });
      },
      { router: { interceptors: [requireAdminToken([GroupsAdminService], token)] } },
    );
  const code = async (p: Promise<unknown>) =>
    p.then(
      () => "ok",
      (e: unknown) => Code[ConnectError.from(e).code],
    );

  it("guards only the listed services", async () => {
    const t = transport(TOKEN);
    const admin = createClient(GroupsAdminService, t);
    expect(await code(admin.linkAccount({}))).toBe("Unauthenticated");
    expect(await code(admin.linkAccount({}, { headers: { authorization: "Bearer wrong" } }))).toBe("Unauthenticated");
    expect(await code(admin.linkAccount({}, { headers: { authorization: `Bearer ${TOKEN}` } }))).toBe("ok");
    expect(await code(createClient(GroupsConfigService, t).listGroups({}))).toBe("ok");
  });

  it("without a configured token, refuses every call of the guarded services", async () => {
    const admin = createClient(GroupsAdminService, transport(undefined));
    expect(await code(admin.linkAccount({}, { headers: { authorization: `Bearer ${TOKEN}` } }))).toBe("Unauthenticated");
    expect(await code(admin.linkAccount({}, { headers: { authorization: "Bearer " } }))).toBe("Unauthenticated");
  });
});
