import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { GroupAdmins } from "../src/moderation/group-admins.js";
import type { ChatMember } from "../src/telegram/types.js";
import { logger } from "./support.js";

// A demoted administrator's linked account keeps the group in groups-config until the bot reports the new list
// (SyncAdmins). When that report fails (groups-config briefly unreachable), the next lookup must report it again soon,
// not only once the list held has expired (BOT_ADMINS_TTL_MS, 10 minutes) and a message has come after that.
const CHAT = -1005000000001;
const OWNER = 9001;
const MOD = 9002;

const member = (id: number, status: "creator" | "administrator"): ChatMember =>
  ({ status, user: { id, is_bot: false, first_name: `u${id}` }, can_restrict_members: true, can_delete_messages: true }) as unknown as ChatMember;

function harness() {
  let now = 1_000_000;
  let admins: ChatMember[] = [member(OWNER, "creator"), member(MOD, "administrator")];
  const reported: number[][] = [];
  let failing = false;
  const api = {
    call: async (method: string) => {
      if (method !== "getChatAdministrators") throw new Error(`unexpected ${method}`);
      return admins;
    },
  } as unknown as ConstructorParameters<typeof GroupAdmins>[0];
  const groups = {
    syncAdmins: async (req: { groupId: bigint; telegramUserIds: bigint[] }) => {
      if (failing) throw new ConnectError("groups-config unreachable", Code.Unavailable);
      reported.push(req.telegramUserIds.map(Number));
      return { added: 0, removed: 0 };
    },
  } as unknown as ConstructorParameters<typeof GroupAdmins>[1];
  return {
    ga: new GroupAdmins(api, groups, logger, () => now, 600_000),
    reported,
    demote: () => {
      admins = [member(OWNER, "creator")];
    },
    failing: (on: boolean) => {
      failing = on;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("a failed report of a group's administrators to groups-config", () => {
  it("is reported again by a lookup within a minute, not only after the list's 10 minutes", async () => {
    const h = harness();
    expect(await h.ga.isAdmin(CHAT, MOD)).toBe(true);
    expect(h.reported).toEqual([[OWNER, MOD]]);

    // The moderator is demoted (a chat_member update) while groups-config cannot be reached.
    h.demote();
    h.failing(true);
    await h.ga.refresh(CHAT);
    expect(h.reported).toEqual([[OWNER, MOD]]);

    // groups-config is back; a message a minute later looks the administrators up.
    h.failing(false);
    h.advance(60_000);
    expect(await h.ga.isAdmin(CHAT, MOD)).toBe(false);
    await waitUntil(() => h.reported.length === 2);
    expect(h.reported).toEqual([[OWNER, MOD], [OWNER]]);
  });
});

async function waitUntil(ok: () => boolean, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
