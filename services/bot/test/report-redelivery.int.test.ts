import { createPool, type Pool } from "@warden/db";
import { createServer as createGroupsServer, GROUPS_CONFIG_SCHEMA, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { GroupsConfigService } from "@warden/proto";
import { listen, type RunningServer, serviceClient } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createTestDatabase, type FakeTelegram, type TestDatabase, type TgChat, type TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpdatePipeline } from "../src/intake.js";
import type { BotApi } from "../src/telegram/client.js";
import type { Update } from "../src/telegram/types.js";
import { moderatorOn, startTelegram, stubEngine } from "./support.js";

// Telegram redelivers an update the bot did not confirm (a crash after the report was stored, or a
// webhook answer that did not arrive, sent again to another replica). The bot's moderator reports
// against the real groups-config (gRPC, real PostgreSQL) and the fake Bot API: the same /spam update
// handled by two bot processes (each its own update pipeline, nothing shared in memory) stores one
// report and moves the group's feedback sequence once; /spam then /ham of one message stay two reports.
let tg: FakeTelegram;
let api: BotApi;
let db: TestDatabase;
let pool: Pool;
let server: RunningServer;
let groups: ReturnType<typeof serviceClient<typeof GroupsConfigService>>;
const GROUP: TgChat = { id: -1001000000900, type: "supergroup", title: "Redelivered" };
const owner: TgUser = { id: 98, is_bot: false, first_name: "Owner", username: "owner" };
const spammer: TgUser = { id: 41, is_bot: false, first_name: "Seller", username: "seller" };
const member: TgUser = { id: 42, is_bot: false, first_name: "Member" };

beforeAll(async () => {
  ({ tg, api } = await startTelegram({ chat: GROUP, owner }));
  db = await createTestDatabase("bot_report_redelivery");
  await migrateGroupsConfig(db.url);
  pool = createPool({ connectionString: db.url, schema: GROUPS_CONFIG_SCHEMA });
  await new GroupStore(pool).upsertGroup({ id: GROUP.id, title: GROUP.title!, plan: "free", adminAccountIds: [] });
  const logger = createLogger("gc", "silent");
  server = await listen(createGroupsServer({ pool, registry: createRegistry("gc", { defaultMetrics: false }), logger }).handler, 0, "127.0.0.1");
  groups = serviceClient(GroupsConfigService, `http://127.0.0.1:${server.port}`);
});

afterAll(async () => {
  await server?.close(100);
  await pool?.end();
  await db?.drop();
  await tg?.close();
});

/** A bot process: its own Moderator and update pipeline (nothing in memory from another), against the real groups-config. */
function botProcess() {
  const engine = stubEngine({ settingsOf: () => undefined });
  const { moderator } = moderatorOn(tg, api, { engine, groups });
  const pipeline = new UpdatePipeline((u) => moderator.handle(u));
  return {
    /** Takes the update in as the long poller or the webhook does, and waits until it is handled. */
    async deliver(u: Record<string, unknown>): Promise<void> {
      expect(await pipeline.admit(u as unknown as Update)).toBe(true);
      expect(await pipeline.drain(10_000)).toBe(true);
    },
  };
}

const storedReports = async () =>
  (await pool.query("SELECT label, text, source_key, group_seq FROM reports WHERE group_id = $1 ORDER BY group_seq", [GROUP.id])).rows.map((r) => ({
    label: r.label as string,
    text: r.text as string,
    key: r.source_key as string,
    seq: Number(r.group_seq),
  }));

const feedbackSeq = async () => (await groups.getFeedback({ scope: { scope: { case: "groupId", value: BigInt(GROUP.id) } }, afterSeq: 0n })).latestSeq;

describe("a redelivered update", () => {
  it("an administrator's /spam handled again by a restarted bot leaves one report in groups-config, counted once", async () => {
    const first = botProcess();
    const [posted] = tg.addUpdates(tg.message(GROUP, spammer, "cheap followers, write me in DM"));
    await first.deliver(posted!);
    const target = (posted!.message as { message_id: number }).message_id;
    const [command] = tg.addUpdates(tg.message(GROUP, owner, "/spam", { reply_to_message: posted!.message }));
    await first.deliver(command!);
    expect(await storedReports()).toEqual([{ label: "spam", text: "cheap followers, write me in DM", key: `tg:${GROUP.id}:${target}:spam`, seq: 1 }]);

    // The bot crashed before Telegram saw the offset move: the same update (same update_id) again, to a new process.
    const restarted = botProcess();
    await restarted.deliver(command!);
    expect(await storedReports()).toHaveLength(1);
    expect(await feedbackSeq()).toBe(1n);
  });

  it("/spam and then /ham of one message are two reports, and a redelivered /ham adds none", async () => {
    const before = (await storedReports()).length;
    const bot = botProcess();
    const [posted] = tg.addUpdates(tg.message(GROUP, member, "selling my bike, 300, DM me"));
    await bot.deliver(posted!);
    const target = (posted!.message as { message_id: number }).message_id;
    const [spam] = tg.addUpdates(tg.message(GROUP, owner, "/spam", { reply_to_message: posted!.message }));
    await bot.deliver(spam!);
    const [ham] = tg.addUpdates(tg.message(GROUP, owner, "/ham", { reply_to_message: posted!.message }));
    await bot.deliver(ham!);
    await botProcess().deliver(ham!);
    const added = (await storedReports()).slice(before);
    expect(added).toEqual([
      { label: "spam", text: "selling my bike, 300, DM me", key: `tg:${GROUP.id}:${target}:spam`, seq: before + 1 },
      { label: "ham", text: "selling my bike, 300, DM me", key: `tg:${GROUP.id}:${target}:ham`, seq: before + 2 },
    ]);
    expect(await feedbackSeq()).toBe(BigInt(before + 2));
  });
});
