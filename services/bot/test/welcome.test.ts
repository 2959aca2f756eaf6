import { addToGroupUrl } from "@warden/contract";
import type { FakeTelegram, TgChat, TgUser } from "@warden/testing";
import { createRegistry } from "@warden/telemetry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_COMMANDS, texts } from "../src/moderation/texts.js";
import { setCommandMenu, WELCOME_EVERY_MS, WELCOMES_PER_SECOND } from "../src/moderation/welcome.js";
import type { BotApi } from "../src/telegram/client.js";
import type { BotCommandScope } from "../src/telegram/types.js";
import { callsSince, logger, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The bot in a private chat: `/start` and `/help` answered with the welcome (in the user's language, with the link that
// adds the bot to a group as an administrator and the dashboard's), at most once per user in WELCOME_EVERY_MS; other
// private messages not at all. The command menu set at start-up. And what it tells a group it is added to, or given or
// refused the rights it needs in. Against the fake Bot API; without Redis.
let tg: FakeTelegram;
let api: BotApi;
beforeAll(async () => ({ tg, api } = await startTelegram()));
afterAll(() => tg?.close());

const DASHBOARD = "https://warden.example/dashboard";
let nextUser = 5_000_001;
function person(language_code?: string): { user: TgUser; chat: TgChat } {
  const user: TgUser = { id: nextUser++, is_bot: false, first_name: "Olga", ...(language_code ? { language_code } : {}) };
  return { user, chat: { id: user.id, type: "private" } };
}

function bot(now = () => Date.now()) {
  return moderatorOn(tg, api, { engine: stubEngine({ settingsOf: () => undefined }), groups: stubGroups(), dashboardUrl: DASHBOARD, now });
}

describe("the welcome in a private chat", () => {
  it("answers /start in the user's language with the add-to-group link (asking for the bot's rights) and the dashboard's", async () => {
    const { handle } = bot();
    for (const [language, expected] of [
      ["ru-RU", "ru"],
      ["en", "en"],
      [undefined, "en"],
    ] as const) {
      const { user, chat } = person(language);
      const sent = callsSince(tg);
      await handle(tg.message(chat, user, "/start"));
      const [call] = sent("sendMessage");
      expect(call?.params).toMatchObject({ chat_id: chat.id, text: texts(expected).welcome({ dashboard: true }), link_preview_options: { is_disabled: true } });
      expect(call?.params.reply_markup).toEqual({
        inline_keyboard: [
          [{ text: texts(expected).welcomeButtons.addToGroup, url: addToGroupUrl(tg.bot.username!) }],
          [{ text: texts(expected).welcomeButtons.dashboard, url: DASHBOARD }],
        ],
      });
    }
    expect(addToGroupUrl(tg.bot.username!)).toBe(`https://t.me/${tg.bot.username}?startgroup=warden&admin=delete_messages+restrict_members`);
  });

  it("answers /help, /start with a deep link's payload and /help@name alike; other private messages, edits and other bots get nothing", async () => {
    const { handle } = bot();
    for (const text of ["/help", "/start warden", `/help@${tg.bot.username}`, "/START"]) {
      const { user, chat } = person("en");
      const sent = callsSince(tg);
      await handle(tg.message(chat, user, text));
      expect(sent("sendMessage"), text).toHaveLength(1);
    }
    const { user, chat } = person("en");
    const sent = callsSince(tg);
    await handle(tg.message(chat, user, "hello, can you help me?"));
    await handle(tg.message(chat, user, "/starting"));
    await handle(tg.message(chat, user, "/report"));
    await handle({ edited_message: (tg.message(chat, user, "/start") as { message: object }).message });
    const other = { id: nextUser++, is_bot: true, first_name: "Other bot" };
    await handle(tg.message({ id: other.id, type: "private" }, other, "/start"));
    expect(sent("sendMessage")).toEqual([]);
  });

  it("answers each command of a user at most once in WELCOME_EVERY_MS: repeating /start spends no one else's sending budget", async () => {
    let now = 1_000_000;
    const { handle } = bot(() => now);
    const { user, chat } = person("ru");
    const sent = callsSince(tg);
    await handle(tg.message(chat, user, "/start"));
    await handle(tg.message(chat, user, "/start"));
    expect(sent("sendMessage")).toHaveLength(1);
    // /help from the menu right after the welcome is answered: another command.
    await handle(tg.message(chat, user, "/help"));
    expect(sent("sendMessage")).toHaveLength(2);
    now += WELCOME_EVERY_MS - 1;
    await handle(tg.message(chat, user, "/start"));
    await handle(tg.message(chat, user, "/help"));
    expect(sent("sendMessage")).toHaveLength(2);
    now += 1;
    await handle(tg.message(chat, user, "/start"));
    expect(sent("sendMessage")).toHaveLength(3);
    // Another user is not held back by the first.
    const second = person("ru");
    await handle(tg.message(second.chat, second.user, "/start"));
    expect(sent("sendMessage")).toHaveLength(4);
  });

  it("sends the welcome without the dashboard button when Telegram refuses the button (a local DASHBOARD_PUBLIC_URL)", async () => {
    const { handle } = bot();
    const { user, chat } = person("en");
    const sent = callsSince(tg);
    tg.failNext("sendMessage", 1, { error_code: 400, description: "Bad Request: BUTTON_URL_INVALID" });
    await handle(tg.message(chat, user, "/start"));
    const calls = sent("sendMessage");
    expect(calls).toHaveLength(2);
    expect(calls[1]!.params).toMatchObject({ chat_id: chat.id, text: texts("en").welcome({ dashboard: false }) });
    expect(calls[1]!.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: texts("en").welcomeButtons.addToGroup, url: addToGroupUrl(tg.bot.username!) }]],
    });
  });

  it(`welcomes at most ${WELCOMES_PER_SECOND} users a second: a flood of /start leaves the groups' notices their sending budget`, async () => {
    let now = 2_000_000;
    const registry = createRegistry("bot-test");
    const { handle } = moderatorOn(tg, api, {
      engine: stubEngine({ settingsOf: () => undefined }),
      groups: stubGroups(),
      registry,
      now: () => now,
    });
    const users = Array.from({ length: WELCOMES_PER_SECOND + 1 }, () => person("en"));
    const sent = callsSince(tg);
    for (const { user, chat } of users) await handle(tg.message(chat, user, "/start"));
    expect(sent("sendMessage").map((c) => c.params.chat_id)).toEqual(users.slice(0, WELCOMES_PER_SECOND).map((u) => u.chat.id));
    // The one turned away was not marked welcomed: asking again a second later gets the welcome.
    now += 1_000;
    const last = users.at(-1)!;
    await handle(tg.message(last.chat, last.user, "/start"));
    expect(
      sent("sendMessage")
        .map((c) => c.params.chat_id)
        .at(-1),
    ).toBe(last.chat.id);
    await handle(tg.message(last.chat, last.user, "/start"));
    const counts = Object.fromEntries((await registry.getSingleMetric("warden_bot_welcomes_total")!.get()).values.map((v) => [v.labels.outcome, v.value]));
    expect(counts).toEqual({ sent: WELCOMES_PER_SECOND + 1, busy: 1, repeated: 1 });
  });

  it("has no dashboard button (nor the sentence about it) when the dashboard's address is not configured", async () => {
    const { handle } = moderatorOn(tg, api, { engine: stubEngine({ settingsOf: () => undefined }), groups: stubGroups() });
    const { user, chat } = person("en");
    const sent = callsSince(tg);
    await handle(tg.message(chat, user, "/start"));
    const [call] = sent("sendMessage");
    expect(call?.params.text).toBe(texts("en").welcome({ dashboard: false }));
    expect(call?.params.text).not.toContain("dashboard");
    expect(call?.params.reply_markup).toEqual({ inline_keyboard: [[{ text: texts("en").welcomeButtons.addToGroup, url: addToGroupUrl(tg.bot.username!) }]] });
  });
});

describe("the command menu", () => {
  it("is set for private chats, every member and administrators, in English by default and in Russian for Russian apps", async () => {
    await setCommandMenu(api, logger);
    const menu = (type: BotCommandScope["type"], language_code?: string) =>
      api.call("getMyCommands", { scope: { type }, ...(language_code ? { language_code } : {}) });
    expect(await menu("all_private_chats")).toEqual([
      { command: "start", description: texts("en").commands.start },
      { command: "help", description: texts("en").commands.help },
    ]);
    expect(await menu("all_group_chats")).toEqual([{ command: "report", description: texts("en").commands.report }]);
    expect((await menu("all_chat_administrators")).map((c) => c.command)).toEqual(["report", "spam", "ham"]);
    // Belarusian and Kazakh apps get the Russian menu, as they get the Russian welcome.
    for (const code of ["be", "kk"]) expect(await menu("all_group_chats", code)).toEqual([{ command: "report", description: texts("ru").commands.report }]);
    expect(await menu("all_chat_administrators", "ru")).toEqual([
      { command: "report", description: texts("ru").commands.report },
      { command: "spam", description: texts("ru").commands.spam },
      { command: "ham", description: texts("ru").commands.ham },
    ]);
  });

  it("describes every command in every language within Telegram's bounds", () => {
    for (const language of ["en", "ru"] as const)
      for (const command of MENU_COMMANDS) {
        expect(command).toMatch(/^[a-z0-9_]{1,32}$/);
        expect(texts(language).commands[command].length).toBeGreaterThan(0);
        expect(texts(language).commands[command].length).toBeLessThanOrEqual(256);
      }
  });

  it("a refused call is logged and the others still made: the commands work without a menu", async () => {
    const calls: string[] = [];
    const refusing = {
      call: async (method: string, params: { scope?: { type: string }; language_code?: string }) => {
        calls.push(`${params.scope?.type}:${params.language_code ?? ""}`);
        if (params.scope?.type === "all_group_chats") throw new Error("Bad Request: BOT_COMMAND_INVALID");
        return method === "setMyCommands";
      },
    } as unknown as Pick<BotApi, "call">;
    await expect(setCommandMenu(refusing, logger)).resolves.toBeUndefined();
    expect(calls).toHaveLength(12);
  });
});

describe("what the bot tells a group it is added to", () => {
  const owner: TgUser = { id: 4_000_001, is_bot: false, first_name: "Owner", language_code: "ru" };
  let nextGroup = -1001000009700;
  function group(language: "en" | "ru" = "en") {
    const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Flat hunters" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const { handle } = moderatorOn(tg, api, { engine: stubEngine({ settingsOf: () => undefined }), groups: stubGroups({ [chat.id]: settings({ language }) }) });
    const told = callsSince(tg);
    return { chat, handle, told: () => told("sendMessage").filter((c) => c.params.chat_id === chat.id) };
  }
  const grantButton = (language: "en" | "ru") => ({ inline_keyboard: [[{ text: texts(language).grantRightsButton, url: addToGroupUrl(tg.bot.username!) }]] });

  it("added as an administrator with its rights: says once, in the group's language, that it protects the group", async () => {
    const g = group("ru");
    await g.handle(tg.botMembership(g.chat, owner, "administrator"));
    expect(g.told().map((c) => c.params.text)).toEqual([texts("ru").protecting]);
    // Another change that leaves the rights it needs as they were (its title, another right): nothing more said.
    await g.handle(tg.botMembership(g.chat, owner, "administrator", "administrator", { rights: { can_pin_messages: true } }));
    expect(g.told()).toHaveLength(1);
  });

  it("added as a plain member: says it cannot protect the group yet and which rights it needs, with the button that grants them", async () => {
    const g = group("en");
    await g.handle(tg.botMembership(g.chat, owner, "member"));
    const [said] = g.told();
    expect(said?.params.text).toBe(texts("en").needsRights(["delete", "ban"]));
    expect(said?.params.text).toContain("“Delete messages” and “Ban users” rights");
    expect(said?.params.reply_markup).toEqual(grantButton("en"));
    // Made an administrator without the right to ban: says what is still missing.
    await g.handle(tg.botMembership(g.chat, owner, "administrator", "member", { rights: { can_restrict_members: false } }));
    expect(g.told()[1]?.params.text).toBe(texts("en").needsRights(["ban"]));
    // Given it: protects the group now.
    await g.handle(tg.botMembership(g.chat, owner, "administrator", "administrator", { oldRights: { can_restrict_members: false } }));
    expect(g.told().map((c) => c.params.text)[2]).toBe(texts("en").protecting);
    // Its right to delete taken away: says so again.
    await g.handle(tg.botMembership(g.chat, owner, "administrator", "administrator", { rights: { can_delete_messages: false } }));
    expect(g.told()[3]?.params).toMatchObject({ text: texts("en").needsRights(["delete"]), reply_markup: grantButton("en") });
    expect(g.told()).toHaveLength(4);
  });

  it("says nothing when it is removed", async () => {
    const g = group();
    await g.handle(tg.botMembership(g.chat, owner, "administrator"));
    await g.handle(tg.botMembership(g.chat, owner, "left", "administrator"));
    await g.handle(tg.botMembership(g.chat, owner, "kicked", "member"));
    expect(g.told()).toHaveLength(1);
  });

  it("names the rights in Russian in a Russian group, in the singular for one", () => {
    expect(texts("ru").needsRights(["delete", "ban"])).toContain("нужны права администратора «Удаление сообщений» и «Блокировка пользователей»");
    expect(texts("ru").needsRights(["ban"])).toContain("нужно право администратора «Блокировка пользователей». Администратор может выдать его");
    expect(texts("en").needsRights(["delete"])).toContain("with the “Delete messages” right. An administrator can grant it");
  });
});
