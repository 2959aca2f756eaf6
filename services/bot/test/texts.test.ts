import { Action } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { callbackData, parseCallback } from "../src/moderation/admin-loop.js";
import { banListNoticeText, noticeText, reactionNoticeText, refusalText } from "../src/moderation/notices.js";
import { languageOf, RULES_NAMED, texts, utcTime, type NoticeSanction, type Refused, type Reporters, type Texts } from "../src/moderation/texts.js";
import type { Message } from "../src/telegram/types.js";

// Every text the bot writes to Telegram users, in both languages: English as it always was, Russian with no English
// left in it but the names inserted, and the Russian plural forms of every count.

const en = texts("en");
const ru = texts("ru");

const WHO = "@spam_bot_1";
const NAME = "John Smith";
const ID = 424242;
const RULES = ["earnings_promise", "dm_invite"];
/** The end of a member's earlier restriction a mute kept (2026-12-11 14:05 UTC). */
const KEPT_UNTIL = 1_796_997_900;
/** What a Russian text may carry in Latin letters: the inserted values (a time among them), the bot's name, Telegram's "id", the ban list's name. */
const INSERTED = [WHO, NAME, String(ID), ...RULES, utcTime(KEPT_UNTIL), "Warden", "ID", "CAS"];

const SANCTIONS: NoticeSanction[] = [
  { kind: "none" },
  { kind: "ban" },
  { kind: "mute", minutes: 60 },
  // a mute that kept the end of the sender's earlier restriction: a later one, none
  { kind: "mute", minutes: 60, until: KEPT_UNTIL },
  { kind: "mute", minutes: 60, until: 0 },
  { kind: "soft_ban" },
];
const REFUSALS: Refused[][] = [["delete"], ["ban"], ["delete", "ban"]];
const REPORTERS: Reporters[] = [{ kind: "members", count: 3 }, { kind: "anonymous_admin" }, { kind: "admin", name: NAME }];

/** Every text of `t`, for every combination of its choices, with `n` as each count; named for the failure message. */
function everyText(t: Texts, n = 3): [string, string][] {
  const out: [string, string][] = [];
  for (const sanction of SANCTIONS)
    for (const removed of [true, false])
      for (const dryRun of [false, true])
        out.push([
          `spamNotice ${sanction.kind}${"until" in sanction ? ` until=${sanction.until}` : ""} removed=${removed} dryRun=${dryRun}`,
          t.spamNotice({ who: WHO, sanction, rules: RULES, removed, dryRun }),
        ]);
  out.push(["spamNotice without rules", t.spamNotice({ who: WHO, sanction: { kind: "none" }, rules: [], removed: true, dryRun: false })]);
  // in a basic group: the mute left out, soft_ban's restriction a ban
  out.push(["spamNotice no mute", t.spamNotice({ who: WHO, sanction: { kind: "none" }, rules: RULES, removed: true, dryRun: false, unavailable: "mute" })]);
  out.push([
    "spamNotice ban for soft_ban",
    t.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: RULES, removed: true, dryRun: false, unavailable: "restriction" }),
  ]);
  out.push(["banListNotice ban for soft_ban", t.banListNotice({ name: NAME, id: ID, soft: false, unavailable: "restriction" })]);
  out.push([
    "spamNotice many rules",
    t.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: Array(RULES_NAMED + n).fill(RULES[0]), removed: true, dryRun: false }),
  ]);
  out.push(["reactionNotice", t.reactionNotice({ name: NAME, id: ID, reactions: n })]);
  for (const soft of [false, true]) out.push([`banListNotice soft=${soft}`, t.banListNotice({ name: NAME, id: ID, soft })]);
  for (const refused of REFUSALS)
    for (const anonymous of [false, true])
      for (const reported of [false, true]) out.push([`refusal ${refused} ${anonymous} ${reported}`, t.refusal({ refused, anonymous, reported })]);
  for (const [verb, label] of Object.entries(t.buttons)) out.push([`button ${verb}`, label]);
  out.push(["pressFailed", t.pressFailed], ["noticeExpired", t.noticeExpired], ["onlyAdmins", t.onlyAdmins], ["alreadyDone", t.alreadyDone]);
  out.push(["needsRight clean_up", t.needsRight("clean_up")], ["needsRight ban_everywhere", t.needsRight("ban_everywhere")]);
  for (const lift of ["ban", "mute"] as const)
    for (const reported of [false, true])
      for (const restore of [false, true]) out.push([`notSpamNeedsRight ${lift} ${reported} ${restore}`, t.notSpamNeedsRight({ reported, lift, restore })]);
  out.push(["restoredTextHead", t.restoredTextHead(NAME)], ["restoredPhotoHead", t.restoredPhotoHead(NAME)]);
  out.push(["notSpamDone none", t.notSpamDone([])], ["notSpamDone all", t.notSpamDone(["unbanned", "restored", "reported"])]);
  out.push(["notSpamDone unmuted", t.notSpamDone(["unmuted"])], ["notSpamDone basic group", t.notSpamDone(["no_ban_to_lift", "restored", "reported"])]);
  for (const until of [KEPT_UNTIL, 0])
    out.push([`notSpamDone restriction restored ${until}`, t.notSpamDone(["restriction_restored", "restored", "reported"], { until })]);
  for (const sender of ["user", "channel"] as const)
    for (const here of [true, false]) out.push([`bannedEverywhere ${sender} ${here}`, t.bannedEverywhere({ here, others: n, lacked: n, spared: n, sender })]);
  out.push(["cleanedUp", t.cleanedUp(n)]);
  for (const by of REPORTERS) {
    out.push([`reportNotice ${by.kind} deleted`, t.reportNotice({ who: WHO, by: by.kind === "members" ? { ...by, count: n } : by, deleted: true })]);
    for (const notDeleted of [undefined, "dry_run", "no_right"] as const)
      out.push([
        `reportNotice ${by.kind} ${notDeleted}`,
        t.reportNotice({ who: WHO, by: by.kind === "members" ? { ...by, count: n } : by, deleted: false, notDeleted }),
      ]);
  }
  return out;
}

/** The text with the inserted values (and the words allowed in any language) taken out. */
function withoutInserted(text: string): string {
  let rest = text;
  for (const v of [...INSERTED].sort((a, b) => b.length - a.length)) rest = rest.split(v).join(" ");
  return rest;
}

describe("Russian", () => {
  it("has no English in any text, apart from the names, ids and rule names inserted", () => {
    for (const n of [1, 2, 5, 11, 21]) {
      for (const [what, text] of everyText(ru, n)) {
        const rest = withoutInserted(text);
        expect(rest, what).not.toMatch(/\b(the|and|of|was|by|not|message|group|would|spam|ban|right)\b/i);
        expect(rest, `${what}: ${text}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("translates every text (none is left as the English one) and keeps the inserted values as they are", () => {
    const english = new Map(everyText(en));
    for (const [what, text] of everyText(ru)) expect(text, what).not.toBe(english.get(what));
    expect(ru.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: RULES, removed: true, dryRun: false })).toContain(
      `(earnings_promise, dm_invite). Отправитель: ${WHO}.`,
    );
    expect(ru.reactionNotice({ name: NAME, id: ID, reactions: 3 })).toContain(`${NAME} (ID ${ID})`);
  });

  it("uses «ёлочки» where English uses “ ”, and Telegram's Russian names of the rights", () => {
    expect(ru.rightNames).toEqual({ delete: "«Удаление сообщений»", restrict: "«Блокировка пользователей»" });
    for (const [what, text] of everyText(ru)) expect(text, what).not.toMatch(/[“”"]/);
    expect(ru.refusal({ refused: ["delete", "ban"], anonymous: false, reported: true })).toBe(
      "Warden не удалил сообщение и не заблокировал его отправителя: для этого нужны права «Удаление сообщений» и «Блокировка пользователей», которых у вас в этой группе нет. Сообщение отмечено как спам.",
    );
    expect(ru.refusal({ refused: ["delete"], anonymous: true, reported: false })).toBe(
      "Warden не удалил сообщение: для этого нужно право «Удаление сообщений», которое есть не у всех анонимных администраторов этой группы.",
    );
  });

  it("writes the plural forms of 1, 2, 5, 11, 21 (one, few, many, many, one)", () => {
    const forms = <T>(f: (n: number) => T) => [1, 2, 5, 11, 21].map(f);
    expect(forms((n) => ru.cleanedUp(n))).toEqual([
      "Очистка: удалено 1 сообщение",
      "Очистка: удалено 2 сообщения",
      "Очистка: удалено 5 сообщений",
      "Очистка: удалено 11 сообщений",
      "Очистка: удалено 21 сообщение",
    ]);
    expect(forms((n) => ru.reactionNotice({ name: NAME, id: ID, reactions: n }).match(/на \d+ \S+/)![0])).toEqual([
      "на 1 сообщение",
      "на 2 сообщения",
      "на 5 сообщений",
      "на 11 сообщений",
      "на 21 сообщение",
    ]);
    expect(forms((n) => ru.spamNotice({ who: WHO, sanction: { kind: "mute", minutes: n }, rules: [], removed: true, dryRun: false }))).toEqual([
      `Warden удалил спам-сообщение и запретил отправителю писать на 1 минуту. Отправитель: ${WHO}.`,
      `Warden удалил спам-сообщение и запретил отправителю писать на 2 минуты. Отправитель: ${WHO}.`,
      `Warden удалил спам-сообщение и запретил отправителю писать на 5 минут. Отправитель: ${WHO}.`,
      `Warden удалил спам-сообщение и запретил отправителю писать на 11 минут. Отправитель: ${WHO}.`,
      `Warden удалил спам-сообщение и запретил отправителю писать на 21 минуту. Отправитель: ${WHO}.`,
    ]);
    expect(forms((n) => ru.bannedEverywhere({ here: true, others: n, lacked: n, spared: n, sender: "user" }))).toEqual([
      "Заблокирован везде: здесь и в 1 другой группе; кроме 1 группы, где у вас нет права «Блокировка пользователей»; кроме 1 группы, где отправитель — администратор",
      "Заблокирован везде: здесь и в 2 других группах; кроме 2 групп, где у вас нет права «Блокировка пользователей»; кроме 2 групп, где отправитель — администратор",
      "Заблокирован везде: здесь и в 5 других группах; кроме 5 групп, где у вас нет права «Блокировка пользователей»; кроме 5 групп, где отправитель — администратор",
      "Заблокирован везде: здесь и в 11 других группах; кроме 11 групп, где у вас нет права «Блокировка пользователей»; кроме 11 групп, где отправитель — администратор",
      "Заблокирован везде: здесь и в 21 другой группе; кроме 21 группы, где у вас нет права «Блокировка пользователей»; кроме 21 группы, где отправитель — администратор",
    ]);
    expect(ru.bannedEverywhere({ here: false, others: 0, lacked: 0, spared: 0, sender: "channel" })).toBe("Заблокирован везде: в 0 других группах");
    expect(forms((n) => ru.reportNotice({ who: WHO, by: { kind: "members", count: n }, deleted: true }))).toEqual([
      `Warden удалил сообщение по жалобе 1 участника. Отправитель: ${WHO}.`,
      `Warden удалил сообщение по жалобам 2 участников. Отправитель: ${WHO}.`,
      `Warden удалил сообщение по жалобам 5 участников. Отправитель: ${WHO}.`,
      `Warden удалил сообщение по жалобам 11 участников. Отправитель: ${WHO}.`,
      `Warden удалил сообщение по жалобам 21 участника. Отправитель: ${WHO}.`,
    ]);
    expect(ru.reportNotice({ who: WHO, by: { kind: "members", count: 1 }, deleted: false, notDeleted: "dry_run" })).toBe(
      `Жалоба 1 участника на сообщение (пробный режим: не удалено). Отправитель: ${WHO}.`,
    );
    expect(ru.reportNotice({ who: WHO, by: { kind: "members", count: 2 }, deleted: false, notDeleted: "dry_run" })).toBe(
      `Жалобы 2 участников на сообщение (пробный режим: не удалено). Отправитель: ${WHO}.`,
    );
  });

  it("says what a dry run would have done from its own parts", () => {
    expect(ru.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: RULES, removed: true, dryRun: true })).toBe(
      `Пробный режим, ничего не сделано: Warden удалил бы спам-сообщение и заблокировал отправителя (earnings_promise, dm_invite). Отправитель: ${WHO}.`,
    );
    expect(ru.spamNotice({ who: WHO, sanction: { kind: "none" }, rules: [], removed: true, dryRun: true })).toBe(
      `Пробный режим, ничего не сделано: Warden удалил бы спам-сообщение. Отправитель: ${WHO}.`,
    );
    expect(ru.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: [], removed: false, dryRun: false })).toBe(
      `Warden заблокировал отправителя. Отправитель: ${WHO}. Сообщение удалить не удалось.`,
    );
  });
});

describe("a mute that kept the end of the sender's earlier restriction", () => {
  it("says until when (or that it has no end) rather than mute_minutes, and 'Not spam' says that restriction is given back, in both languages", () => {
    const mute = (until: number): NoticeSanction => ({ kind: "mute", minutes: 60, until });
    expect(en.spamNotice({ who: "Bob", sanction: mute(KEPT_UNTIL), rules: ["x"], removed: true, dryRun: false })).toBe(
      "Warden deleted a spam message and muted Bob (x). Muted until 2026-12-11 14:05 UTC: they were already restricted until then.",
    );
    expect(en.spamNotice({ who: "Bob", sanction: mute(0), rules: [], removed: false, dryRun: false })).toBe(
      "Warden muted Bob. Muted with no end: they were already restricted with no end. The message could not be deleted.",
    );
    expect(ru.spamNotice({ who: "Bob", sanction: mute(KEPT_UNTIL), rules: ["x"], removed: true, dryRun: false })).toBe(
      "Warden удалил спам-сообщение и запретил отправителю писать до 2026-12-11 14:05 UTC (x). Отправитель: Bob. До этого срока он уже был ограничен.",
    );
    expect(ru.spamNotice({ who: "Bob", sanction: mute(0), rules: [], removed: true, dryRun: false })).toBe(
      "Warden удалил спам-сообщение и запретил отправителю писать бессрочно. Отправитель: Bob. Он уже был ограничен бессрочно.",
    );
    expect(en.notSpamDone(["restriction_restored", "restored", "reported"], { until: KEPT_UNTIL })).toBe(
      "Not spam: mute lifted, the restriction they had before given back (until 2026-12-11 14:05 UTC), message restored, reported as not spam",
    );
    expect(en.notSpamDone(["restriction_restored"], { until: 0 })).toBe("Not spam: mute lifted, the restriction they had before given back (no end)");
    expect(ru.notSpamDone(["restriction_restored", "reported"], { until: KEPT_UNTIL })).toBe(
      "Не спам: ограничение Warden снято, прежнее ограничение возвращено (до 2026-12-11 14:05 UTC), отмечено как не спам",
    );
    expect(ru.notSpamDone(["restriction_restored"], { until: 0 })).toBe("Не спам: ограничение Warden снято, прежнее ограничение возвращено (бессрочно)");
  });
});

describe("English", () => {
  it("is what the bot always wrote", () => {
    expect(en.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: RULES, removed: true, dryRun: false })).toBe(
      `Warden deleted a spam message and banned ${WHO} (earnings_promise, dm_invite).`,
    );
    expect(en.spamNotice({ who: "Bob", sanction: { kind: "none" }, rules: [], removed: true, dryRun: false })).toBe("Warden deleted a spam message from Bob.");
    expect(en.spamNotice({ who: "Bob", sanction: { kind: "mute", minutes: 60 }, rules: [], removed: false, dryRun: false })).toBe(
      "Warden muted for 60 min Bob. The message could not be deleted.",
    );
    expect(en.spamNotice({ who: "Bob", sanction: { kind: "soft_ban" }, rules: ["x"], removed: true, dryRun: false })).toBe(
      "Warden deleted a spam message and restricted (soft ban) Bob (x).",
    );
    expect(en.spamNotice({ who: WHO, sanction: { kind: "ban" }, rules: RULES, removed: true, dryRun: true })).toBe(
      `Dry run, nothing done: Warden would have deleted a spam message and banned ${WHO} (earnings_promise, dm_invite).`,
    );
    expect(en.reactionNotice({ name: "@lurker", id: 575, reactions: 3 })).toBe(
      "Warden: @lurker (id 575) reacted to 3 messages here without ever writing: possible reaction spam. Admins may want to check the account.",
    );
    expect(en.banListNotice({ name: "@x", id: 5, soft: true })).toBe(
      "Warden restricted (soft_ban mode) @x (id 5) on joining: the account is on the external ban list (CAS).",
    );
    expect(en.refusal({ refused: ["delete", "ban"], anonymous: true, reported: true })).toBe(
      "Warden did not delete the message or ban its sender: that needs the “Delete messages” and “Ban users” rights, which not every anonymous administrator of this group has. The message is reported as spam.",
    );
    expect(en.refusal({ refused: ["delete"], anonymous: false, reported: false })).toBe(
      "Warden did not delete the message: that needs the “Delete messages” right, which you do not have in this group.",
    );
    expect(en.buttons).toEqual({ not_spam: "✅ Not spam", ban_everywhere: "⛔ Ban everywhere", clean_up: "🧹 Clean up" });
    expect(en.needsRight("clean_up")).toBe("Clean up needs the “Delete messages” right in the group, which you do not have: nothing was done.");
    expect(en.notSpamNeedsRight({ reported: true, lift: "ban", restore: true })).toBe(
      "Reported as not spam. Not unbanned or restored: that needs the “Ban users” right in the group, which you do not have; an administrator who has it can press Not spam again.",
    );
    expect(en.restoredTextHead("@a")).toBe("@a wrote (restored by an administrator):");
    expect(en.restoredPhotoHead("@a")).toBe("@a posted (restored by an administrator):");
    expect(en.notSpamDone(["unbanned", "restored", "reported"])).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(en.notSpamDone([])).toBe("Not spam: noted");
    expect(en.bannedEverywhere({ here: true, others: 1, lacked: 2, spared: 1, sender: "user" })).toBe(
      "Banned everywhere: here and 1 other group; not in 2 where you lack the “Ban users” right; not in 1 where they are an administrator",
    );
    expect([0, 1, 2].map((n) => en.cleanedUp(n))).toEqual([
      "Cleaned up: 0 messages deleted",
      "Cleaned up: 1 message deleted",
      "Cleaned up: 2 messages deleted",
    ]);
    expect(en.reportNotice({ who: "@alice", by: { kind: "members", count: 1 }, deleted: true })).toBe(
      "Warden deleted a message of @alice reported by 1 members.",
    );
    expect(en.reportNotice({ who: "@alice", by: { kind: "admin", name: "@mod" }, deleted: false, notDeleted: "no_right" })).toBe(
      "A message of @alice was reported by an administrator (@mod) (not deleted: that needs the “Delete messages” right).",
    );
    expect(en.reportNotice({ who: "Bob", by: { kind: "anonymous_admin" }, deleted: false, notDeleted: "dry_run" })).toBe(
      "A message of Bob was reported by an anonymous administrator (dry run: not deleted).",
    );
  });
});

describe("both", () => {
  it("answers a press in at most 200 characters (Telegram refuses more), however many groups", () => {
    for (const t of [en, ru]) {
      const answers = [
        t.pressFailed,
        t.noticeExpired,
        t.onlyAdmins,
        t.alreadyDone,
        t.needsRight("clean_up"),
        t.needsRight("ban_everywhere"),
        ...(["ban", "mute"] as const).map((lift) => t.notSpamNeedsRight({ reported: true, lift, restore: true })),
        t.notSpamDone(["unmuted", "restored", "reported"]),
        t.notSpamDone(["no_ban_to_lift", "restored", "reported"]),
        t.bannedEverywhere({ here: true, others: 9_999, lacked: 9_999, spared: 9_999, sender: "channel" }),
        t.cleanedUp(100),
      ];
      for (const a of answers) expect(a.length, a).toBeLessThanOrEqual(200);
    }
  });
});

describe("the group's language", () => {
  const m = { message_id: 1, date: 1, chat: { id: -1, type: "supergroup" }, from: { id: 7, is_bot: false, first_name: "Bob" } } as Message;
  const sender = { kind: "user", id: 7 } as const;
  const check = { matchedRules: ["dm_invite"] };

  it("is the `language` setting; an empty one (an older groups-config) or an unknown one is English", () => {
    expect(languageOf({ language: "ru" })).toBe("ru");
    expect(languageOf({ language: "en" })).toBe("en");
    expect(languageOf({ language: "" })).toBe("en");
    expect(languageOf({ language: "de" })).toBe("en");
    expect(noticeText(m, sender, Action.DELETE_AND_BAN, check, { muteMinutes: 5, language: "" })).toBe(
      "Warden deleted a spam message and banned Bob (dm_invite).",
    );
    expect(noticeText(m, sender, Action.DELETE_AND_BAN, check, { muteMinutes: 5, language: "ru" })).toBe(
      "Warden удалил спам-сообщение и заблокировал отправителя (dm_invite). Отправитель: Bob.",
    );
    expect(noticeText(m, sender, Action.DELETE_AND_MUTE, check, { muteMinutes: 5, language: "ru" }, false, true, true)).toBe(
      "Пробный режим, ничего не сделано: Warden удалил бы спам-сообщение и запретил отправителю писать на 5 минут (dm_invite). Отправитель: Bob.",
    );
    expect(reactionNoticeText({ id: 7, first_name: "Bob" }, 4, "ru")).toContain("на 4 сообщения");
    expect(banListNoticeText({ id: 7, username: "bob" }, false, "ru")).toBe(
      "Аккаунт @bob (ID 7) заблокирован при вступлении в группу: он есть во внешнем списке спамеров (CAS).",
    );
    expect(refusalText(["ban"], false, false, "en")).toBe(
      "Warden did not ban its sender: that needs the “Ban users” right, which you do not have in this group.",
    );
  });

  it("goes with a notice's buttons: an English button reads as before, another language's names it", () => {
    const ref = "A".repeat(22);
    expect(callbackData("not_spam", ref)).toBe(`w:n:${ref}`);
    expect(callbackData("not_spam", ref, "en")).toBe(`w:n:${ref}`);
    expect(callbackData("clean_up", ref, "ru")).toBe(`w:c:${ref}:ru`);
    expect(parseCallback(`w:c:${ref}:ru`)).toEqual({ verb: "clean_up", ref, language: "ru" });
    expect(parseCallback(`w:n:${ref}`)).toEqual({ verb: "not_spam", ref });
    for (const bad of [`w:n:${ref}:en`, `w:n:${ref}:de`, `w:n:${ref}:`, `w:n:${ref}:rus`]) expect(parseCallback(bad), bad).toBeUndefined();
    expect(Buffer.byteLength(callbackData("ban_everywhere", "A".repeat(40), "ru"))).toBeLessThanOrEqual(64);
  });
});
