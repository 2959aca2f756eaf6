import { create, type MessageInitShape } from "@bufbuild/protobuf";
import {
  Action,
  BotStatus,
  CheckRequestSchema,
  CheckResponseSchema,
  CheckUserResponseSchema,
  ExternalStatus,
  GetPolicyResponseSchema,
  GroupSchema,
  type ReportLabel,
  ReportSchema,
  type ReportSource,
  SettingsSchema,
  Verdict,
  WhitelistEntrySchema,
  WhitelistKind,
  type CheckRequest,
  type CheckResponse,
  type ChatEvent,
  type Decision,
  type Settings,
  type WhitelistEntry,
} from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { FakeTelegram, type TgAdmin, type TgChat, type TgUser } from "@warden/testing";
import { expect } from "vitest";
import { Code, ConnectError } from "@connectrpc/connect";
import type { EventSink } from "../src/events.js";
import { Moderator, type ModeratorDeps } from "../src/moderator.js";
import { ActionQueue } from "../src/telegram/action-queue.js";
import { BotApi } from "../src/telegram/client.js";
import type { Update } from "../src/telegram/types.js";

export const logger = createLogger("bot-test", "silent");
export const TOKEN = `123456789:${"T".repeat(35)}`;

/** A fake Telegram Bot API and a client of it; in `group` (when given) `owner` is the creator and the bot an administrator. */
export async function startTelegram(group?: { chat: TgChat; owner: TgUser }): Promise<{ tg: FakeTelegram; api: BotApi }> {
  const tg = await FakeTelegram.start({ token: TOKEN });
  const api = new BotApi({ token: TOKEN, apiRoot: tg.url });
  if (group) tg.setAdmins(group.chat.id, [{ user: group.owner, status: "creator" }, { user: tg.bot }]);
  return { tg, api };
}

/** The Bot API calls made from now on (of one method, when given). */
export function callsSince(tg: FakeTelegram): (method?: string) => FakeTelegram["calls"] {
  const mark = tg.calls.length;
  return (method) => tg.calls.slice(mark).filter((c) => !method || c.method === method);
}

/**
 * A Moderator against the fake Bot API (actions through a real ActionQueue), publishing into a
 * RecordingSink; `handle` posts an update to the fake (so its messages exist there) and has the
 * bot handle it.
 */
export function moderatorOn(tg: FakeTelegram, api: BotApi, deps: { engine: object; groups: object } & Partial<Omit<ModeratorDeps, "engine" | "groups">>) {
  const sink = new RecordingSink();
  const moderator = new Moderator({
    api,
    outbox: new ActionQueue({ api, logger }),
    events: sink,
    logger,
    bot: tg.bot,
    ...deps,
    engine: deps.engine as ModeratorDeps["engine"],
    groups: deps.groups as ModeratorDeps["groups"],
  });
  const handle = async (u: Record<string, unknown>): Promise<Update> => {
    const [full] = tg.addUpdates(u);
    await moderator.handle(full as unknown as Update);
    return full as unknown as Update;
  };
  return { sink, moderator, handle };
}

/** Records what the bot publishes. */
export class RecordingSink implements EventSink {
  readonly decisions: Decision[] = [];
  readonly events: ChatEvent[] = [];
  async decision(d: Decision): Promise<void> {
    this.decisions.push(d);
  }
  async chatEvents(events: ChatEvent[]): Promise<void> {
    this.events.push(...events);
  }
  eventsOf(kind: number): ChatEvent[] {
    return this.events.filter((e) => e.kind === kind);
  }
}

function withoutTypeName<T extends object>(m: T): Omit<T, "$typeName" | "$unknown"> {
  const { $typeName: _t, $unknown: _u, ...rest } = m as T & { $typeName?: unknown; $unknown?: unknown };
  return rest;
}

export function settings(over: Partial<Settings> = {}): Settings {
  return create(SettingsSchema, {
    spamThreshold: 70,
    suspiciousThreshold: 40,
    actionOnSpam: Action.DELETE,
    muteMinutes: 60,
    newMemberProbationMessages: 3,
    blockLinksFromNewMembers: true,
    externalBanList: false,
    aiEnabled: false,
    maxEmojis: 10,
    deleteServiceMessages: false,
    notifyAdmins: false,
    floodMessages: 6,
    floodSeconds: 5,
    duplicateMessages: 3,
    duplicateWindowMinutes: 10,
    probingDetection: true,
    reactionSpamReactions: 3,
    metadataSignals: true,
    ...withoutTypeName(over),
  });
}

/**
 * A stand-in engine: "SPAM" in a text is spam (the group's action_on_spam), "MAYBE" suspicious,
 * anything else clean; admins and whitelisted users are clean. Records every request.
 */
export function stubEngine(opts: { settingsOf: (groupId: number) => Settings | undefined; whitelist?: Set<number>; listed?: Set<number>; failures?: number }) {
  const requests: CheckRequest[] = [];
  const userChecks: bigint[] = [];
  let failures = opts.failures ?? 0;
  return {
    requests,
    userChecks,
    async check(init: MessageInitShape<typeof CheckRequestSchema>): Promise<CheckResponse> {
      const req = create(CheckRequestSchema, init);
      requests.push(req);
      if (failures > 0) {
        failures--;
        throw new ConnectError("engine restarting", Code.Unavailable);
      }
      const s = opts.settingsOf(Number(req.groupId)) ?? settings();
      const whitelisted = req.sender?.userId !== undefined && !!opts.whitelist?.has(Number(req.sender.userId));
      if (req.sender?.isAdmin || whitelisted) {
        return create(CheckResponseSchema, {
          verdict: Verdict.CLEAN,
          score: 0,
          confidence: 1,
          recommendedAction: Action.NONE,
          whitelisted: true,
          policyVersion: 3n,
        });
      }
      // Behaviour signals count as the real engine counts them: their weights against the thresholds.
      const behaviour = req.behaviour.reduce((n, b) => n + b.weight, 0);
      if (behaviour > 0 && !req.text.includes("SPAM")) {
        const verdict = behaviour >= s.spamThreshold ? Verdict.SPAM : behaviour >= s.suspiciousThreshold ? Verdict.SUSPICIOUS : Verdict.CLEAN;
        return create(CheckResponseSchema, {
          verdict,
          score: Math.min(100, behaviour),
          confidence: 0.8,
          recommendedAction: verdict === Verdict.SPAM ? s.actionOnSpam : verdict === Verdict.SUSPICIOUS ? Action.REVIEW : Action.NONE,
          categories: ["behaviour"],
          matchedRules: req.behaviour.map((b) => b.name),
          signals: req.behaviour.map((b) => ({ name: b.name, weight: b.weight, category: "behaviour" })),
          policyVersion: 3n,
        });
      }
      if (req.text.includes("SPAM")) {
        return create(CheckResponseSchema, {
          verdict: Verdict.SPAM,
          score: 80,
          confidence: 0.9,
          recommendedAction: s.actionOnSpam,
          categories: ["earnings"],
          matchedRules: ["earnings_promise", "dm_invite"],
          policyVersion: 3n,
        });
      }
      if (req.text.includes("MAYBE")) {
        return create(CheckResponseSchema, {
          verdict: Verdict.SUSPICIOUS,
          score: 50,
          confidence: 0.6,
          recommendedAction: Action.REVIEW,
          matchedRules: ["dm_invite"],
          policyVersion: 3n,
        });
      }
      return create(CheckResponseSchema, { verdict: Verdict.CLEAN, score: 0, confidence: 1, recommendedAction: Action.NONE, policyVersion: 3n });
    },
    async checkUser(req: { userId?: bigint }) {
      userChecks.push(req.userId ?? 0n);
      return create(CheckUserResponseSchema, {
        userId: req.userId,
        external: { source: "cas", status: opts.listed?.has(Number(req.userId)) ? ExternalStatus.LISTED : ExternalStatus.NOT_LISTED },
      });
    },
  };
}

/** A stand-in groups-config: groups and their settings in memory; records SetBotStatus and SyncAdmins. */
export function stubGroups(initial: Record<number, Settings> = {}) {
  const groups = new Map<
    number,
    { settings: Settings; version: bigint; status: BotStatus; title?: string; owner?: bigint; migratedFrom?: number; whitelist?: WhitelistEntry[] }
  >();
  for (const [id, s] of Object.entries(initial)) groups.set(Number(id), { settings: s, version: 1n, status: BotStatus.ACTIVE });
  const botStatusCalls: { groupId: bigint; status: BotStatus; title?: string; addedByTelegramUserId?: bigint; memberCount?: number }[] = [];
  const adminSyncs: { groupId: bigint; telegramUserIds: bigint[] }[] = [];
  const reports: {
    groupId?: bigint;
    userId?: bigint;
    label: ReportLabel;
    text: string;
    source: ReportSource;
    reporterTelegramUserId?: bigint;
    sourceKey?: string;
  }[] = [];
  let policyCalls = 0;
  /** Calls to fail next with Unavailable (groups-config restarting), by method. */
  const failing = new Map<string, number>();
  const unavailable = (method: string) => {
    const n = failing.get(method) ?? 0;
    if (n === 0) return;
    failing.set(method, n - 1);
    throw new ConnectError("groups-config restarting", Code.Unavailable);
  };
  return {
    groups,
    /** The next `times` calls of `method` fail with Unavailable. */
    failNext(method: "getPolicy" | "setBotStatus" | "createReport" | "migrateGroup", times: number) {
      failing.set(method, times);
    },
    botStatusCalls,
    adminSyncs,
    reports,
    async createReport(req: (typeof reports)[number]) {
      unavailable("createReport");
      reports.push({ ...req });
      return { report: create(ReportSchema, { id: `rpt_${reports.length}`, groupId: req.groupId, label: req.label, text: req.text, source: req.source }) };
    },
    get policyCalls() {
      return policyCalls;
    },
    settingsOf: (id: number) => groups.get(id)?.settings,
    update(id: number, s: Partial<Settings>) {
      const g = groups.get(id)!;
      g.settings = settings({ ...g.settings, ...s });
      g.version++;
    },
    /** Puts users on the group's whitelist (by id, or by username without '@'), as the API's POST does: a new policy version. */
    whitelist(id: number, ...users: ({ userId: number } | { username: string })[]) {
      const g = groups.get(id)!;
      const added = users.map((u) =>
        create(WhitelistEntrySchema, "userId" in u ? { kind: WhitelistKind.USER, id: BigInt(u.userId) } : { kind: WhitelistKind.USER, username: u.username }),
      );
      g.whitelist = [...(g.whitelist ?? []), ...added];
      g.version++;
    },
    async getPolicy(req: { groupId: bigint; knownVersion?: bigint }) {
      policyCalls++;
      unavailable("getPolicy");
      const g = groups.get(Number(req.groupId));
      if (!g) throw new ConnectError("group not found", Code.NotFound);
      if (req.knownVersion === g.version) return create(GetPolicyResponseSchema, { groupId: req.groupId, version: g.version, changed: false });
      return create(GetPolicyResponseSchema, { groupId: req.groupId, version: g.version, changed: true, settings: g.settings, whitelist: g.whitelist ?? [] });
    },
    async setBotStatus(req: { groupId: bigint; status: BotStatus; title?: string; addedByTelegramUserId?: bigint; memberCount?: number }) {
      unavailable("setBotStatus");
      botStatusCalls.push(req);
      const id = Number(req.groupId);
      const created = !groups.has(id);
      const g = groups.get(id) ?? { settings: settings(), version: 1n, status: req.status };
      g.status = req.status;
      g.title = req.title ?? g.title;
      g.owner = g.owner ?? req.addedByTelegramUserId;
      groups.set(id, g);
      return { group: create(GroupSchema, { id: req.groupId, title: g.title ?? "", botStatus: g.status }), created };
    },
    migrations: [] as { fromGroupId: bigint; toGroupId: bigint }[],
    /** Moves the group (settings, status) to the new id, like groups-config; NotFound for an unknown source. */
    async migrateGroup(req: { fromGroupId: bigint; toGroupId: bigint }) {
      unavailable("migrateGroup");
      this.migrations.push({ ...req });
      const g = groups.get(Number(req.fromGroupId));
      if (!g) {
        const to = groups.get(Number(req.toGroupId));
        if (to?.migratedFrom === Number(req.fromGroupId)) return { group: create(GroupSchema, { id: req.toGroupId }), migrated: false };
        throw new ConnectError("group not found", Code.NotFound);
      }
      groups.delete(Number(req.fromGroupId));
      groups.set(Number(req.toGroupId), { ...g, version: g.version + 10n, migratedFrom: Number(req.fromGroupId) });
      // As groups-config: the groups whose admin chat it was post their notices to its new id.
      for (const other of groups.values()) {
        if (other.settings.adminChatId !== req.fromGroupId) continue;
        other.settings = settings({ ...other.settings, adminChatId: req.toGroupId });
        other.version++;
      }
      return { group: create(GroupSchema, { id: req.toGroupId }), migrated: true };
    },
    /** The owner, and every other active group (this stub's account holds them all). */
    async listSiblingGroups(req: { groupId: bigint }) {
      const g = groups.get(Number(req.groupId));
      if (!g) throw new ConnectError("group not found", Code.NotFound);
      const others = [...groups].filter(([id, o]) => id !== Number(req.groupId) && o.status === BotStatus.ACTIVE).map(([id]) => BigInt(id));
      return { ownerTelegramUserId: g.owner, groupIds: others.sort((a, b) => (a < b ? -1 : 1)) };
    },
    async syncAdmins(req: { groupId: bigint; telegramUserIds: bigint[] }) {
      if (!groups.has(Number(req.groupId))) throw new ConnectError("group not found", Code.NotFound);
      adminSyncs.push({ groupId: req.groupId, telegramUserIds: [...req.telegramUserIds] });
      return { added: req.telegramUserIds.length, removed: 0 };
    },
  };
}

/**
 * A group of its own (nothing shared with another test) administered by `admins` (the bot among them, as the caller
 * lists them), with stand-in groups-config and engine, and a Moderator whose `handle` resolves once every Bot API call
 * the update made is done (the bot does not await its replies in the group).
 */
export function moderatedGroup(tg: FakeTelegram, api: BotApi, chat: TgChat, admins: TgAdmin[], groupSettings: Settings) {
  tg.setAdmins(chat.id, admins);
  const groups = stubGroups({ [chat.id]: groupSettings });
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const outbox = new ActionQueue({ api, logger });
  const bot = moderatorOn(tg, api, { engine, groups, outbox });
  const handle = async (u: Record<string, unknown>) => {
    const update = await bot.handle(u);
    expect(await outbox.drain(5_000)).toBe(true);
    return update;
  };
  return { chat, groups, engine, sink: bot.sink, handle };
}

/** A forum topic `name` opened by `by` in `chat`: its opening service message, handled; the topic's id (that message's). */
export async function openTopic(tg: FakeTelegram, chat: TgChat, by: TgUser, name: string, handle: (u: Record<string, unknown>) => Promise<unknown>) {
  const u = tg.message(chat, by, "", { forum_topic_created: { name, icon_color: 7322096 }, is_topic_message: true });
  const m = u.message as { text?: string; message_id: number; message_thread_id?: number };
  delete m.text;
  m.message_thread_id = m.message_id;
  await handle(u);
  return m.message_id;
}
