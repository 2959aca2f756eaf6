import { BOT_LANGUAGES, BOT_RIGHT_NAMES, type BotLanguage, ruPlural } from "@warden/contract";
import { PRIVATE_COMMANDS } from "../updates.js";
import type { Settings } from "@warden/proto";

/**
 * Everything the bot writes to Telegram users about a group, in each of the group's languages (the `language` setting):
 * the notices in the group and to its admins, the buttons and the answers to them, the replies to commands. Every text
 * is a function of the values it needs (names, ids and rule names are inserted as they are); the callers pick the
 * language (languageOf). Pure.
 */

export type { BotLanguage } from "@warden/contract";

/**
 * The language the bot writes in about a group: its `language` setting; an empty one (a groups-config from before the
 * setting) or one the bot does not know is the default, English.
 */
export function languageOf(settings: Pick<Settings, "language">): BotLanguage {
  return (BOT_LANGUAGES as readonly string[]).includes(settings.language) ? (settings.language as BotLanguage) : BOT_LANGUAGES[0];
}

/** What a command asked for that the administrator's rights do not allow. */
export type Refused = "delete" | "ban";

/** The buttons of an admin notice. */
export type AdminVerb = "not_spam" | "ban_everywhere" | "clean_up";

/**
 * What a spam notice says was done to the sender besides the deletion; a mute's `until`: the end it kept from the
 * sender's earlier restriction, later than `minutes` (Unix seconds; 0: none).
 */
export type NoticeSanction = { kind: "none" } | { kind: "ban" } | { kind: "mute"; minutes: number; until?: number } | { kind: "soft_ban" };

/**
 * A sanction the group's type does not allow, and what was done instead: in a basic group Telegram restricts nobody,
 * so a mute is left out (the message is deleted only) and soft_ban's restriction becomes a ban (in a basic group a
 * removal: the member can be added back).
 */
export type SanctionUnavailable = "mute" | "restriction";

/** Who reported a message with `/report`: members at the group's threshold, an anonymous administrator, a named one. */
export type Reporters = { kind: "members"; count: number } | { kind: "anonymous_admin" } | { kind: "admin"; name: string };

/** The commands in the bot's menu (setMyCommands): `/start` and `/help` in a private chat, the reply commands in groups. */
export const MENU_COMMANDS = [...PRIVATE_COMMANDS, "report", "spam", "ham"] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/**
 * What "Not spam" did, in the order it did it; `no_ban_to_lift`: the sender was banned from a basic group, where a ban is
 * a removal that Telegram keeps no record of to lift (unbanChatMember is for supergroups): they can be added back;
 * `restriction_restored`: the mute lifted, and the sender's restriction from before it given back (not unmuted).
 */
export type NotSpamStep = "unbanned" | "no_ban_to_lift" | "unmuted" | "restriction_restored" | "restored" | "reported";

/** A moment as the texts show it, in every language: "2026-12-11 14:05 UTC" (Unix seconds). Pure. */
export const utcTime = (s: number) => `${new Date(s * 1000).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export interface Texts {
  /** The names Telegram's apps give the administrator rights the bot asks for, quoted. */
  rightNames: { delete: string; restrict: string };
  /**
   * The notice of a spam message the bot acted on (`dryRun`: would have acted on; `removed`: the message is gone;
   * `unavailable`: a sanction the group's type does not allow, left out or replaced by a ban). The rules are named up to
   * RULES_NAMED, then counted.
   */
  spamNotice(p: {
    who: string;
    sanction: NoticeSanction;
    rules: readonly string[];
    removed: boolean;
    dryRun: boolean;
    unavailable?: SanctionUnavailable;
  }): string;
  /** The report of an account that reacts to a group's messages but never writes. */
  reactionNotice(p: { name: string; id: number; reactions: number }): string;
  /** A member banned (restricted, `soft`) on joining for the external ban list; `unavailable`: soft_ban's restriction replaced by a ban. */
  banListNotice(p: { name: string; id: number; soft: boolean; unavailable?: SanctionUnavailable }): string;
  /** The reply to an administrator's `/spam` or `/report` of what their rights did not allow. */
  refusal(p: { refused: readonly Refused[]; anonymous: boolean; reported: boolean }): string;
  /** The name of each button, as the texts name it. */
  verbs: Record<AdminVerb, string>;
  /** Each button's label. */
  buttons: Record<AdminVerb, string>;
  pressFailed: string;
  noticeExpired: string;
  onlyAdmins: string;
  alreadyDone: string;
  /** A press whose action needs a right the presser lacks in the group: nothing was done. */
  needsRight(verb: "clean_up" | "ban_everywhere"): string;
  /** "Not spam" by an administrator who may not lift the sanction (`reported`: the message was reported as not spam). */
  notSpamNeedsRight(p: { reported: boolean; lift: "ban" | "mute"; restore: boolean }): string;
  /** The head of a text message "Not spam" re-posts. */
  restoredTextHead(name: string): string;
  /** The head of a photo's caption "Not spam" re-posts. */
  restoredPhotoHead(name: string): string;
  /** `restored`: the earlier restriction given back (`restriction_restored`), until then (0: no end). */
  notSpamDone(steps: readonly NotSpamStep[], restored?: { until: number }): string;
  /** "Ban everywhere" done: here or not, in how many other groups, and in how many not (no right; the sender spared). */
  bannedEverywhere(p: { here: boolean; others: number; lacked: number; spared: number; sender: "user" | "channel" }): string;
  cleanedUp(deleted: number): string;
  /** The admins' notice of a message reported with `/report`: deleted, or not (in a dry run, or for lack of the right). */
  reportNotice(p: { who: string; by: Reporters; deleted: boolean; notDeleted?: "dry_run" | "no_right" }): string;
  /** The bot in a group without the rights it needs (`missing`, not empty): what it cannot do, and that the button grants them. */
  needsRights(missing: readonly Refused[]): string;
  /** The button under needsRights. */
  grantRightsButton: string;
  /** The bot added to a group with the rights it needs, or given them. */
  protecting: string;
  /** The answer to `/start` and `/help` in a private chat with the bot (`dashboard`: a button opens the owner dashboard). */
  welcome(p: { dashboard: boolean }): string;
  /** The welcome's buttons: add the bot to a group with the rights it needs; open the owner dashboard. */
  welcomeButtons: { addToGroup: string; dashboard: string };
  /** Each command's description in the command menu (Telegram: 1..256 characters). */
  commands: Record<MenuCommand, string>;
}

/**
 * Matched rules a notice names; the rest are counted ("… and 37 more"): a group may have 200 rules of up to 64
 * characters, and a notice over Telegram's limit (MESSAGE_TEXT_MAX) is refused.
 */
export const RULES_NAMED = 10;

/** The rules in parentheses, the first RULES_NAMED by name and the rest counted (`more`: the language's "and N more"). */
const rulesOf = (rules: readonly string[], more: (n: number) => string) =>
  rules.length === 0 ? "" : ` (${rules.slice(0, RULES_NAMED).join(", ")}${rules.length > RULES_NAMED ? ` ${more(rules.length - RULES_NAMED)}` : ""})`;

const EN_RIGHTS = BOT_RIGHT_NAMES.en;
const EN_VERBS: Record<AdminVerb, string> = { not_spam: "Not spam", ban_everywhere: "Ban everywhere", clean_up: "Clean up" };

/** What a notice adds when the group's type did not allow a sanction (a basic group restricts nobody). */
const EN_UNAVAILABLE: Record<SanctionUnavailable, string> = {
  mute: " Not muted: Telegram mutes members in supergroups only.",
  restriction:
    " Banned instead of restricted (soft_ban): Telegram restricts members in supergroups only; in a basic group a ban removes the member, who can be added back.",
};

const EN: Texts = {
  rightNames: EN_RIGHTS,
  spamNotice({ who, sanction: s, rules, removed, dryRun, unavailable }) {
    const sanction =
      s.kind === "ban"
        ? "banned"
        : s.kind === "soft_ban"
          ? "restricted (soft ban)"
          : s.kind !== "mute"
            ? undefined
            : s.until === undefined
              ? `muted for ${s.minutes} min`
              : "muted";
    // A mute that kept the end of the restriction the sender had: that end, in a sentence of its own.
    const till =
      s.kind !== "mute" || s.until === undefined
        ? ""
        : s.until === 0
          ? " Muted with no end: they were already restricted with no end."
          : ` Muted until ${utcTime(s.until)}: they were already restricted until then.`;
    const kept = !removed && sanction !== undefined;
    const what = sanction === undefined ? "deleted a spam message from" : kept ? sanction : `deleted a spam message and ${sanction}`;
    const more = (n: number) => `… and ${n} more`;
    const text = `Warden ${dryRun ? "would have " : ""}${what} ${who}${rulesOf(rules, more)}.${till}${kept ? " The message could not be deleted." : ""}${unavailable ? EN_UNAVAILABLE[unavailable] : ""}`;
    return dryRun ? `Dry run, nothing done: ${text}` : text;
  },
  reactionNotice: ({ name, id, reactions }) =>
    `Warden: ${name} (id ${id}) reacted to ${reactions} messages here without ever writing: possible reaction spam. Admins may want to check the account.`,
  banListNotice: ({ name, id, soft, unavailable }) =>
    `Warden ${soft ? "restricted (soft_ban mode)" : "banned"} ${name} (id ${id}) on joining: the account is on the external ban list (CAS).${unavailable ? EN_UNAVAILABLE[unavailable] : ""}`,
  refusal({ refused, anonymous, reported }) {
    const what = refused.map((r) => (r === "delete" ? "delete the message" : "ban its sender")).join(" or ");
    const names = refused.map((r) => (r === "delete" ? EN_RIGHTS.delete : EN_RIGHTS.restrict));
    const rights = names.length > 1 ? `${names.join(" and ")} rights` : `${names[0]} right`;
    const who = anonymous ? "not every anonymous administrator of this group has" : "you do not have in this group";
    return `Warden did not ${what}: that needs the ${rights}, which ${who}.${reported ? " The message is reported as spam." : ""}`;
  },
  verbs: EN_VERBS,
  buttons: { not_spam: `✅ ${EN_VERBS.not_spam}`, ban_everywhere: `⛔ ${EN_VERBS.ban_everywhere}`, clean_up: `🧹 ${EN_VERBS.clean_up}` },
  pressFailed: "That did not work; try again in a moment.",
  noticeExpired: "This notice has expired.",
  onlyAdmins: "Only an administrator of the group can do this.",
  alreadyDone: "Already done.",
  needsRight: (verb) =>
    `${EN_VERBS[verb]} needs the ${verb === "clean_up" ? EN_RIGHTS.delete : EN_RIGHTS.restrict} right in the group, which you do not have: nothing was done.`,
  notSpamNeedsRight({ reported, lift, restore }) {
    const lifted = lift === "ban" ? "unbanned" : "unmuted";
    const not = restore ? `Not ${lifted} or restored` : `Not ${lifted}`;
    return `${reported ? "Reported as not spam. " : ""}${not}: that needs the ${EN_RIGHTS.restrict} right in the group, which you do not have; an administrator who has it can press ${EN_VERBS.not_spam} again.`;
  },
  restoredTextHead: (name) => `${name} wrote (restored by an administrator):`,
  restoredPhotoHead: (name) => `${name} posted (restored by an administrator):`,
  notSpamDone(steps, restored) {
    const said = {
      unbanned: "unbanned",
      no_ban_to_lift: "no ban to lift (a basic group only removes members: they can be added back)",
      unmuted: "unmuted",
      restriction_restored: `mute lifted, the restriction they had before given back (${restored?.until ? `until ${utcTime(restored.until)}` : "no end"})`,
      restored: "message restored",
      reported: "reported as not spam",
    } as const;
    return `Not spam: ${steps.map((s) => said[s]).join(", ") || "noted"}`;
  },
  bannedEverywhere({ here, others, lacked, spared, sender }) {
    const without = lacked > 0 ? `; not in ${lacked} where you lack the ${EN_RIGHTS.restrict} right` : "";
    const whereSpared = sender === "user" ? "they are an administrator" : "it is the group's linked channel";
    const sparing = spared > 0 ? `; not in ${spared} where ${whereSpared}` : "";
    return `Banned everywhere: ${here ? "here and " : ""}${others} other group${others === 1 ? "" : "s"}${without}${sparing}`;
  },
  cleanedUp: (deleted) => `Cleaned up: ${deleted} message${deleted === 1 ? "" : "s"} deleted`,
  reportNotice({ who, by, deleted, notDeleted }) {
    const reporters =
      by.kind === "members" ? `${by.count} members` : by.kind === "anonymous_admin" ? "an anonymous administrator" : `an administrator (${by.name})`;
    if (deleted) return `Warden deleted a message of ${who} reported by ${reporters}.`;
    const why =
      notDeleted === "dry_run" ? " (dry run: not deleted)" : notDeleted === "no_right" ? ` (not deleted: that needs the ${EN_RIGHTS.delete} right)` : "";
    return `A message of ${who} was reported by ${reporters}${why}.`;
  },
  needsRights(missing) {
    const names = missing.map((r) => (r === "delete" ? EN_RIGHTS.delete : EN_RIGHTS.restrict));
    return `Warden cannot protect this group yet: it needs to be an administrator with the ${names.join(" and ")} right${names.length > 1 ? "s" : ""}. An administrator can grant ${names.length > 1 ? "them" : "it"} with the button below.`;
  },
  grantRightsButton: "Grant the rights",
  protecting:
    "Warden protects this group now. Administrators: reply /spam to spam it missed, /ham to a message it should not have removed. Members: reply /report to report a message.",
  welcome: ({ dashboard }) =>
    [
      "Warden keeps spam out of Telegram groups: crypto and “earn from home” offers, job scams, invitations to write in private, casino and adult bots, in English and Russian.",
      `To protect a group, add Warden to it with the button below and keep its ${EN_RIGHTS.delete} and ${EN_RIGHTS.restrict} rights. It starts at once, with safe default settings.`,
      "In the group, reply to a message with:\n/report to report it to the administrators (any member)\n/spam to delete it and ban its sender (administrators)\n/ham to mark it as not spam (administrators)",
      `With the notify_admins setting on, Warden sends you here a notice, with buttons, for every action it takes in your groups.${dashboard ? " Settings, your own rules, the journal and the API are in the dashboard." : ""}`,
    ].join("\n\n"),
  welcomeButtons: { addToGroup: "➕ Add to a group", dashboard: "Open the dashboard" },
  commands: {
    start: "What Warden does and how to add it to a group",
    help: "The commands and how Warden works",
    report: "In reply to a message: report it to the administrators",
    spam: "In reply to a message: delete it and ban its sender",
    ham: "In reply to a message: mark it as not spam",
  },
};

const RU_RIGHTS = BOT_RIGHT_NAMES.ru;
const RU_VERBS: Record<AdminVerb, string> = { not_spam: "Не спам", ban_everywhere: "Заблокировать везде", clean_up: "Очистить" };
/** "кроме N групп" (genitive). */
const ruExceptGroups = (n: number) => `${n} ${ruPlural(n, "группы", "групп", "групп")}`;

const RU_UNAVAILABLE: Record<SanctionUnavailable, string> = {
  mute: " Писать не запрещено: ограничивать участников можно только в супергруппах.",
  restriction:
    " Заблокирован вместо ограничения (мягкая блокировка): ограничивать участников можно только в супергруппах; из обычной группы блокировка лишь удаляет, участника можно добавить снова.",
};

const RU: Texts = {
  rightNames: RU_RIGHTS,
  spamNotice({ who, sanction: s, rules, removed, dryRun, unavailable }) {
    const would = dryRun ? " бы" : "";
    // What was done to the sender, when more than the deletion. The name stays out of the sentence (it is inserted as
    // it is, undeclined: «Отправитель: Иван», never «от Иван»).
    const sanction =
      s.kind === "ban"
        ? `заблокировал${removed ? "" : would} отправителя`
        : s.kind === "soft_ban"
          ? `ограничил${removed ? "" : would} отправителя вместо блокировки`
          : s.kind !== "mute"
            ? undefined
            : s.until === undefined
              ? `запретил${removed ? "" : would} отправителю писать на ${s.minutes} ${ruPlural(s.minutes, "минуту", "минуты", "минут")}`
              : s.until === 0
                ? `запретил${removed ? "" : would} отправителю писать бессрочно`
                : `запретил${removed ? "" : would} отправителю писать до ${utcTime(s.until)}`;
    // A mute that kept the end of the restriction the sender had: why that end.
    const till = s.kind !== "mute" || s.until === undefined ? "" : s.until === 0 ? " Он уже был ограничен бессрочно." : " До этого срока он уже был ограничен.";
    const kept = !removed && sanction !== undefined;
    const what = sanction === undefined ? `удалил${would} спам-сообщение` : kept ? sanction : `удалил${would} спам-сообщение и ${sanction}`;
    const more = (n: number) => `… и ещё ${n}`;
    const text = `Warden ${what}${rulesOf(rules, more)}. Отправитель: ${who}.${till}${kept ? " Сообщение удалить не удалось." : ""}${unavailable ? RU_UNAVAILABLE[unavailable] : ""}`;
    return dryRun ? `Пробный режим, ничего не сделано: ${text}` : text;
  },
  reactionNotice: ({ name, id, reactions }) =>
    `Warden: аккаунт ${name} (ID ${id}) поставил реакции на ${reactions} ${ruPlural(reactions, "сообщение", "сообщения", "сообщений")} в этой группе, но сам не написал ни одного: возможно, это спам реакциями. Администраторам стоит проверить этот аккаунт.`,
  banListNotice: ({ name, id, soft, unavailable }) =>
    `Аккаунт ${name} (ID ${id}) ${soft ? "ограничен (режим мягкой блокировки)" : "заблокирован"} при вступлении в группу: он есть во внешнем списке спамеров (CAS).${unavailable ? RU_UNAVAILABLE[unavailable] : ""}`,
  refusal({ refused, anonymous, reported }) {
    const what = refused.map((r) => (r === "delete" ? "не удалил сообщение" : "не заблокировал его отправителя")).join(" и ");
    const names = refused.map((r) => (r === "delete" ? RU_RIGHTS.delete : RU_RIGHTS.restrict));
    const several = names.length > 1;
    const rights = several ? `нужны права ${names.join(" и ")}` : `нужно право ${names[0]}`;
    const which = anonymous
      ? `${several ? "которые" : "которое"} есть не у всех анонимных администраторов этой группы`
      : `${several ? "которых" : "которого"} у вас в этой группе нет`;
    return `Warden ${what}: для этого ${rights}, ${which}.${reported ? " Сообщение отмечено как спам." : ""}`;
  },
  verbs: RU_VERBS,
  buttons: { not_spam: `✅ ${RU_VERBS.not_spam}`, ban_everywhere: `⛔ ${RU_VERBS.ban_everywhere}`, clean_up: `🧹 ${RU_VERBS.clean_up}` },
  pressFailed: "Не получилось. Попробуйте ещё раз чуть позже.",
  noticeExpired: "Это уведомление устарело.",
  onlyAdmins: "Это может сделать только администратор группы.",
  alreadyDone: "Уже сделано.",
  needsRight: (verb) =>
    `Для кнопки «${RU_VERBS[verb]}» нужно право ${verb === "clean_up" ? RU_RIGHTS.delete : RU_RIGHTS.restrict} в группе, а у вас его нет. Ничего не сделано.`,
  notSpamNeedsRight({ reported, lift, restore }) {
    const lifted = lift === "ban" ? "Блокировка не снята" : "Ограничение не снято";
    const not = restore ? `${lifted}, сообщение не восстановлено` : lifted;
    return `${reported ? "Отмечено как не спам. " : ""}${not}: у вас в группе нет права ${RU_RIGHTS.restrict}. Снова нажать «${RU_VERBS.not_spam}» может администратор с этим правом.`;
  },
  restoredTextHead: (name) => `${name} (сообщение восстановлено администратором):`,
  restoredPhotoHead: (name) => `${name} (фото восстановлено администратором):`,
  notSpamDone(steps, restored) {
    const said = {
      unbanned: "блокировка снята",
      no_ban_to_lift: "снимать нечего (из обычной группы участника только удаляют, его можно добавить снова)",
      unmuted: "ограничение снято",
      restriction_restored: `ограничение Warden снято, прежнее ограничение возвращено (${restored?.until ? `до ${utcTime(restored.until)}` : "бессрочно"})`,
      restored: "сообщение восстановлено",
      reported: "отмечено как не спам",
    } as const;
    return `Не спам: ${steps.map((s) => said[s]).join(", ") || "учтено"}`;
  },
  bannedEverywhere({ here, others, lacked, spared, sender }) {
    const without = lacked > 0 ? `; кроме ${ruExceptGroups(lacked)}, где у вас нет права ${RU_RIGHTS.restrict}` : "";
    const whereSpared = sender === "user" ? "отправитель — администратор" : "это привязанный канал группы";
    const sparing = spared > 0 ? `; кроме ${ruExceptGroups(spared)}, где ${whereSpared}` : "";
    return `Заблокирован везде: ${here ? "здесь и " : ""}в ${others} ${ruPlural(others, "другой группе", "других группах", "других группах")}${without}${sparing}`;
  },
  cleanedUp: (deleted) => `Очистка: удалено ${deleted} ${ruPlural(deleted, "сообщение", "сообщения", "сообщений")}`,
  reportNotice({ who, by, deleted, notDeleted }) {
    // Whose report: genitive ("по жалобе администратора", "жалобы 3 участников").
    const reporters =
      by.kind === "members"
        ? `${by.count} ${ruPlural(by.count, "участника", "участников", "участников")}`
        : by.kind === "anonymous_admin"
          ? "анонимного администратора"
          : `администратора (${by.name})`;
    const several = by.kind === "members" && by.count !== 1;
    if (deleted) return `Warden удалил сообщение по ${several ? "жалобам" : "жалобе"} ${reporters}. Отправитель: ${who}.`;
    const why =
      notDeleted === "dry_run" ? " (пробный режим: не удалено)" : notDeleted === "no_right" ? ` (не удалено: для этого нужно право ${RU_RIGHTS.delete})` : "";
    return `${several ? "Жалобы" : "Жалоба"} ${reporters} на сообщение${why}. Отправитель: ${who}.`;
  },
  needsRights(missing) {
    const names = missing.map((r) => (r === "delete" ? RU_RIGHTS.delete : RU_RIGHTS.restrict));
    return `Warden пока не может защищать эту группу: ему ${names.length > 1 ? "нужны права" : "нужно право"} администратора ${names.join(" и ")}. Администратор может выдать ${names.length > 1 ? "их" : "его"} кнопкой ниже.`;
  },
  grantRightsButton: "Выдать права",
  protecting:
    "Warden теперь защищает эту группу. Администраторы: ответьте /spam на пропущенный спам, /ham — на сообщение, удалённое по ошибке. Участники: ответьте /report, чтобы пожаловаться на сообщение.",
  welcome: ({ dashboard }) =>
    [
      "Warden защищает группы в Telegram от спама на русском и английском: крипта и «заработок из дома», фальшивые вакансии, приглашения написать в личку, казино и боты 18+.",
      `Чтобы защитить группу, добавьте в неё Warden кнопкой ниже и оставьте ему права ${RU_RIGHTS.delete} и ${RU_RIGHTS.restrict}. Защита начинает работать сразу, с безопасными настройками по умолчанию.`,
      "В группе ответьте на сообщение командой:\n/report — пожаловаться администраторам (любой участник)\n/spam — удалить его и заблокировать отправителя (администраторы)\n/ham — отметить как не спам (администраторы)",
      `Если включена настройка notify_admins, Warden присылает сюда уведомление с кнопками о каждом своём действии в ваших группах.${dashboard ? " Настройки, свои правила, журнал и API — в панели управления." : ""}`,
    ].join("\n\n"),
  welcomeButtons: { addToGroup: "➕ Добавить в группу", dashboard: "Открыть панель управления" },
  commands: {
    start: "Что умеет Warden и как добавить его в группу",
    help: "Команды и как работает Warden",
    report: "Ответом на сообщение: пожаловаться администраторам",
    spam: "Ответом на сообщение: удалить его и заблокировать отправителя",
    ham: "Ответом на сообщение: отметить как не спам",
  },
};

const TEXTS: Record<BotLanguage, Texts> = { en: EN, ru: RU };

/** The texts in `language`. */
export function texts(language: BotLanguage): Texts {
  return TEXTS[language];
}
