// Every word the owner dashboard shows (the pages, the sign-in page, confirm() texts, labels for
// screen readers), in English and in Russian, and the rule that chooses between them (no DOM here:
// i18n-dom.ts puts it to use in a page; the unit tests read this module in Node). `ru` must have every
// key of `en` (its type is `en`'s); a text with values is a function of them. The Russian follows
// the bot's own wording (services/bot/src/moderation/texts.ts): «группа», «журнал», «правила»,
// «белый список», «вебхук», «ключ API», «тариф», formal «вы».

import type { DashboardErrorCode, ErrorCode } from "@warden/contract";
import { BOT_LANGUAGES, type BotLanguage, CATALOG, type SettingsValues } from "@warden/contract/catalog";
import { BOT_RIGHT_NAMES } from "@warden/contract/bot";
import { RU_ERROR_TEXTS } from "@warden/contract/dashboard";
import { LANGUAGE_NAMES, languageOfTags, ruPlural, spokenLanguage } from "@warden/contract/language";

// biome-ignore lint/suspicious/noExplicitAny: an error's details, as the API sends them (docs/api/openapi.json)
type Json = any;

/** The dashboard's languages (Warden's, BOT_LANGUAGES); the first is the default. */
export const LANGUAGES = BOT_LANGUAGES;
export type Lang = BotLanguage;
/** Where the owner's own choice is kept (localStorage); the cookie that tells the server's pages is DASHBOARD_LANGUAGE_COOKIE. */
export const LANG_STORAGE_KEY = "warden.dashboard.lang";
export { LANGUAGE_NAMES };

/** The language a page speaks: the owner's stored choice; else the browser's (languageOfTags: the first of ru, be, kk, en). */
export function chooseLanguage(stored: string | null | undefined, preferred: readonly string[]): Lang {
  return spokenLanguage(stored) ?? languageOfTags(preferred);
}

/**
 * A language's own forms of a count (100,000 · 100 000), a UTC day (Mar 1, 2026 · 1 мар. 2026 г.) and a moment (the
 * API's ISO timestamps) in the browser's time zone, named: the page shows no raw "2026-03-01T12:34:56.789Z". A value
 * that is not a day or a moment is given back as it came. `timeZone`: the browser's unless given (the tests give one).
 * The texts below format the counts they are given themselves; the pages give them days and moments formatted.
 */
function formatsOf(locale: Lang) {
  const numbers = new Intl.NumberFormat(locale);
  const days = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  const moment = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" } as const;
  return {
    number: (n: number) => numbers.format(n),
    date: (day: string) => {
      const d = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN);
      return Number.isNaN(d.getTime()) ? day : days.format(d);
    },
    dateTime: (iso: string, timeZone?: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale, { ...moment, timeZone }).format(d);
    },
  };
}
const EN_FORMAT = formatsOf("en");
const RU_FORMAT = formatsOf("ru");

/** "5 групп", "100 000 запросов": the count and its word. */
const ruCount = (n: number, one: string, few: string, many: string) => `${RU_FORMAT.number(n)} ${ruPlural(n, one, few, many)}`;
/** "1 member", "1,000 members". */
const enCount = (n: number, one: string, many: string) => `${EN_FORMAT.number(n)} ${n === 1 ? one : many}`;

/** The settings' keys: the Russian descriptions are keyed by them (a key without one is a type error). */
export type SettingKey = keyof SettingsValues;

/** What the reload line of a list names. */
export type ListName = "rules" | "whitelist" | "keys" | "endpoints";
/** What a Copy button copies. */
export type Secret = "key" | "secret";

const en = {
  // A count, a UTC day (YYYY-MM-DD) and a moment (ISO 8601), as the page's language writes them.
  ...EN_FORMAT,
  // The frame (index.html), shared by every page.
  appTitle: "Warden dashboard",
  docTitle: (page: string) => `${page} · Warden dashboard`,
  navLabel: "Main",
  navGroups: "Groups",
  navAccount: "API & account",
  navWebhooks: "Webhooks",
  signOut: "Sign out",
  loading: "Loading…",
  languageLabel: "Language",
  languageLater: "This page changes language when you leave it: it shows a secret that is shown only once. Copy it first.",
  errorPage: "Error",
  signOutFailed: (why: string) => `Sign-out failed: ${why}`,
  /** A validation problem's path when it has none. */
  value: "value",
  /** A refusal listing the fields it names (validation_failed), in the API's words. */
  invalidFields: (list: string) => list,
  // Shared pieces.
  copy: "Copy",
  copied: "Copied.",
  copyFailed: (what: Secret) => `Copy failed; select the ${what} and copy it.`,
  notLoaded: (what: ListName, again: boolean, why: string) =>
    `${{ rules: "Rules", whitelist: "The whitelist", keys: "API keys", endpoints: "Endpoints" }[what]} could not be loaded${again ? " again" : ""}: ${why}`,
  none: "none",
  all: "all",
  saved: "Saved.",
  edit: "Edit",
  delete: "Delete",
  // Groups.
  addBot: "Add the bot to a group",
  noBotUsername: "The operator has not configured the bot's username; add the moderation bot to your group from Telegram.",
  groupsNext:
    "Next: make the bot an administrator that may delete messages and ban users. The group appears here once the bot has seen it and you are one of its administrators; the API and the group pages need the group on Pro or Business.",
  noGroups: "No groups yet.",
  planBadge: (plan: string) => `plan ${plan}`,
  apiAvailable: "API available",
  apiNeedsPro: "API: needs Pro",
  groupLine: (id: string, botStatus: string, members: number | null) =>
    `id ${id} · bot ${botStatus}${members ? ` · ${enCount(members, "member", "members")}` : ""}`,
  botStatus: (s: string) => s,
  // A group's pages.
  groupTitle: (id: string) => `Group ${id}`,
  groupTabsLabel: "Group",
  tabs: { settings: "Settings", rules: "Rules", whitelist: "Whitelist", journal: "Journal", analytics: "Analytics" },
  // Settings.
  settingsHeading: "Settings",
  settingHint: (description: string, range: string, byDefault: string) => `${description}${range} Default: ${byDefault}.`,
  rangeHint: (min: number, max: number) => ` Range ${min}–${max}.`,
  /** A setting's default, as the hint says it. */
  defaultValue: (v: unknown) => JSON.stringify(v),
  listHint: (max: number) => ` One per line, at most ${max}.`,
  saveSettings: "Save settings",
  invalidValue: (key: string, rule: string) => `Invalid value for ${key}: ${rule}.`,
  /** A setting's rule (the contract's settingRule, crossSettingProblem), as the English has it. */
  settingRule: (rule: string) => rule,
  fixMarked: "Fix the values marked above.",
  nothingChanged: "Nothing changed.",
  // Rules.
  saveRule: "Save rule",
  createRule: "Create rule",
  editNamed: (name: string) => `Edit ${name}`,
  newRule: "New rule",
  name: "Name",
  nameHint: "a-z, 0-9 and _; unique in the group",
  kind: "Kind",
  ruleKind: (kind: string) => kind,
  pattern: "Pattern",
  /** What a pattern of each kind is and what it fires on (docs/custom-rules.md). */
  patternHint: (kind: string) =>
    ({
      keyword: "a word or phrase; found whatever its case, look-alike letters or spacing",
      regex: "an RE2 regular expression, run once on the lower-cased, normalised text",
      domain: "a host name such as example.com; fires on links to it and its subdomains, in the text or on a message's buttons",
    })[kind] ?? "",
  weight: "Weight",
  weightHint: (min: number, max: number) => `${min}..${max}; negative weights make a text look cleaner`,
  enabledBox: " enabled",
  weightRequired: (min: number, max: number) => `weight: must be an integer from ${min} to ${max}`,
  ruleDone: (name: string, saved: boolean) => `Rule ${name} ${saved ? "saved" : "created"}.`,
  enabled: "Enabled",
  ruleToggleLabel: (name: string) => `Rule ${name} enabled`,
  on: "on",
  off: "off",
  ruleTurned: (name: string, on: boolean) => `Rule ${name} turned ${on ? "on" : "off"}.`,
  editRuleLabel: (name: string) => `Edit rule ${name}`,
  deleteRuleLabel: (name: string) => `Delete rule ${name}`,
  confirmDeleteRule: (name: string) => `Delete rule ${name}?`,
  ruleDeleted: (name: string) => `Rule ${name} deleted.`,
  check: "Check",
  tryLabel: "Try a text against this group's policy",
  verdict: (v: string) => v,
  action: (a: string) => a,
  checkLine: (score: number, action: string) => ` score ${score} · action ${action}`,
  matchedRules: (list: string) => `Matched rules: ${list}`,
  signals: (list: string) => `Signals: ${list}`,
  customRules: "Custom rules",
  tryText: "Try a text",
  // Whitelist.
  confirmRemove: (label: string) => `Remove ${label} from the whitelist? Their messages are checked again from now on.`,
  removed: (label: string) => `Removed ${label} from the whitelist.`,
  removeLabel: (label: string) => `remove ${label}`,
  noUsers: "No users whitelisted yet.",
  noChannels: "No channels whitelisted yet.",
  add: "Add",
  whitelistKinds: { user_id: "user id", username: "username", channel: "channel" },
  valueLabel: "Value",
  valueHint: "a user id, @username, or a channel as @name, https://t.me/name or -100…",
  added: (value: string) => `Added ${value} to the whitelist.`,
  // A value the whitelist's form refuses before sending it (the API's own checks: GET /dashboard/api/config).
  valueMissing: "Type the user id, username or channel to add.",
  userIdInvalid: (max: number) => `A user id is a whole number from 1 to ${EN_FORMAT.number(max)}; for a @name choose “username”.`,
  usernameInvalid: "A username is 4 to 32 letters, digits or _, starting with a letter (with or without @).",
  users: "Users",
  channels: "Channels",
  // Journal.
  filters: "Filters",
  verdictFilter: "Verdict ",
  sourceFilter: "Source ",
  any: "any",
  source: (s: string) => s,
  userIdFilter: "User id ",
  fromFilter: "From ",
  toFilter: "To ",
  dateHint: "a date-time, e.g. 2026-03-01T00:00:00Z",
  filter: "Filter",
  reported: (id: string, ham: boolean) => `Reported ${id} as ${ham ? "not spam" : "spam"}.`,
  reportSpamLabel: (id: string) => `Report ${id} as spam`,
  reportHamLabel: (id: string) => `Report ${id} as not spam`,
  spam: "Spam",
  notSpam: "Not spam",
  entryLine: (score: number, action: string, source: string, at: string) => ` score ${score} · ${action} · ${source} · ${at}`,
  entrySignals: (rules: string, user: string | null) => `Signals (matched rules): ${rules}${user ? ` · user ${user}` : ""}`,
  entryReported: (ham: boolean, at: string) => `Reported as ${ham ? "not spam" : "spam"} · ${at}`,
  journal: "Journal",
  noDecisions: "No decisions match.",
  olderDecisions: "Older decisions →",
  // Analytics.
  analytics: "Analytics",
  chartCaption: (title: string, peak: number) => `${title} (max ${EN_FORMAT.number(peak)})`,
  days: (n: number) => `${n} days`,
  totals: (from: string, to: string, t: { messages: number; active_users: number; joins: number; leaves: number; spam_blocked: number }) =>
    `${from} – ${to}: ${enCount(t.messages, "message", "messages")}, ${enCount(t.active_users, "active user", "active users")}, ${enCount(t.joins, "join", "joins")}, ${enCount(t.leaves, "leave", "leaves")}, ${EN_FORMAT.number(t.spam_blocked)} spam blocked.`,
  charts: { messages: "Messages", active_users: "Active users", joins: "Joins", leaves: "Leaves", spam_blocked: "Spam blocked" },
  // API & account.
  accountTitle: "API & account",
  operatorFreeze:
    "The operator of this Warden service froze the account's API access; only the operator can lift the freeze. To have it lifted, contact support (whoever gave you this account) and ask them to unfreeze it.",
  accountNotLoaded: (why: string) => `The account could not be loaded: ${why}`,
  accountLine: (name: string, plan: string) => `${name} · plan ${plan} · `,
  frozenByOperator: "API access frozen by the operator",
  frozen: "API access frozen",
  apiOn: "API access on",
  usageNotLoaded: (why: string) => `Usage could not be loaded: ${why}`,
  usageLine: (u: { date: string; used: number; daily: number; aiUsed: number; aiDaily: number; perMinute: number; resetAt: string }) =>
    `Today (${u.date}): ${EN_FORMAT.number(u.used)} of ${enCount(u.daily, "call", "calls")} used, ${EN_FORMAT.number(u.aiUsed)} of ${enCount(u.aiDaily, "AI check", "AI checks")}; ${enCount(u.perMinute, "request", "requests")} a minute. Resets ${u.resetAt}.`,
  usageChart: (n: number) => `Quota units a day, last ${n} days`,
  apiKeys: "API keys",
  scopeRead: "read: checks and reads",
  scopeWrite: "write: also changes",
  scope: (s: string) => s,
  keyCreated: (prefix: string, scope: string) => `Key ${prefix}… created (${scope}). Copy it now: it is not shown again.`,
  copyKeyLabel: (prefix: string) => `Copy key ${prefix}…`,
  createKey: "Create key",
  keysCount: (n: number, limit: number) => `${n} of ${limit} active keys. An account holds at most ${limit} active keys: revoke one to create another.`,
  prefix: "Prefix",
  scopeHeading: "Scope",
  created: "Created",
  lastUsed: "Last used",
  status: "Status",
  keyStatus: (s: string) => s,
  revokeLabel: (prefix: string) => `Revoke ${prefix}…`,
  confirmRevoke: (prefix: string) => `Revoke ${prefix}…? Its next request gets 401.`,
  revoked: (prefix: string) => `Revoked ${prefix}….`,
  revoke: "Revoke",
  never: "never",
  switchAccount: "Switch",
  accountLabel: "Account ",
  killUnknown: (why: string) => `The kill switch is not offered: the account's state (frozen or not) could not be loaded: ${why} Reload the page to try again.`,
  confirmUnfreeze: "Unfreeze: the account's keys work again from the next request. Continue?",
  confirmFreeze: "Freeze: every request of every key of this account gets 403 account_frozen until you unfreeze. Continue?",
  unfrozen: "Unfrozen: the account's keys work again.",
  frozenDone: "Frozen: every key of this account now gets 403 account_frozen.",
  unfreeze: "Unfreeze API access",
  freeze: "Freeze all API access",
  killIntro: "Freezing stops all API access of the account at once (every key, and the dashboard's API pages); this page stays available to unfreeze.",
  scopeLabel: "Scope ",
  killSwitch: "Kill switch",
  bannerOperator: (operatorFreeze: string) => `API access of this account is frozen by the operator: the group pages answer 403. ${operatorFreeze}`,
  bannerFrozen: "API access of this account is frozen: the group pages answer 403 until you unfreeze it (API & account).",
  // Webhooks.
  webhooks: "Webhooks",
  copySecretNow: (what: string) => `${what} Copy the signing secret now: it is not shown again.`,
  copySecretLabel: (url: string) => `Copy the signing secret of ${url}`,
  saveEndpoint: "Save endpoint",
  createEndpoint: "Create endpoint",
  newEndpoint: "New endpoint",
  url: "URL",
  httpsUrl: "HTTPS URL",
  events: "Events",
  eventsHint: (editing: boolean): string => (editing ? "none ticked: unchanged" : "none ticked: all of them"),
  allGroups: " All my groups",
  allGroupsHint: "every group you administer, also the ones added later",
  groupIds: "Group ids",
  groupIdsHint: "comma-separated; with All my groups off",
  description: "Description",
  listGroupIds: "List the group ids, or tick All my groups.",
  noEndpoints: "No endpoints yet.",
  endpointNotLoaded: (result: string, why: string) => `${result} The endpoint could not be loaded again: ${why}`,
  webhookStatus: (s: string) => s,
  disabledReason: (r: string) => r,
  endpointLine: (events: string, groups: string) => `events: ${events} · groups: ${groups}`,
  buttonFor: (text: string, url: string) => `${text} ${url}`,
  test: "Test",
  testDelivered: (status: number, ms: number) => `Test delivered (HTTP ${status}, ${ms} ms).`,
  testFailed: (why: string) => `Test failed: ${why}.`,
  rotateSecret: "Rotate secret",
  secretRotated: "Secret rotated (the old one is also signed for 24 h).",
  reenable: "Re-enable",
  reenabled: "Re-enabled.",
  deliveries: "Deliveries",
  deliveryLine: (d: { at: string; event: string; attempt: number; status: string; code: string; error: string }) =>
    `${d.at} ${d.event} attempt ${d.attempt}: ${d.status}${d.code ? ` HTTP ${d.code}` : ""}${d.error ? ` — ${d.error}` : ""}`,
  deliveryStatus: (s: string) => s,
  noDeliveries: "No deliveries yet.",
  olderDeliveries: "Older deliveries",
  olderDeliveriesLabel: (url: string) => `Older deliveries ${url}`,
  olderNotLoaded: (text: string, why: string) => `${text} could not be loaded: ${why}`,
  confirmDeleteEndpoint: (url: string) => `Delete ${url}?`,
  endpointDeleted: (url: string) => `Deleted ${url}.`,
  endpointCreated: (id: string) => `Endpoint ${id} created.`,
  // The sign-in page (login.html, login.ts).
  signInTitle: "Sign in · Warden dashboard",
  signInIntro: "Sign in to manage your groups, API keys and webhooks.",
  signInTelegram: "Sign in with Telegram",
  widgetNote: "The button comes from telegram.org; if it does not appear, use a login link.",
  signInLink: "Sign in with a login link",
  /** The login link's explanation around the operator's command (shown as code). */
  linkHow: ["No Telegram here? The operator runs ", " and gives you the link it prints. It works once, for 10 minutes."] as [string, string],
  loginLinkBad: "This login link is used, expired or wrong. Ask for a new one.",
  telegramFailed: "Telegram sign-in failed: the data did not verify, is older than a day, or no Warden account is linked to your Telegram user.",
  configFailed: (why: string) => `Sign-in with Telegram could not be loaded: ${why} Use a login link, or reload the page.`,
  // A request without the API's answer (reach.ts).
  unreachable: "Warden could not be reached: check your connection and try again.",
  unexplained: (status: number) => `The server answered with an error (HTTP ${status}) and said no more; try again in a minute.`,
  /** An API error in words: the API's own message (details as it inserted them). */
  apiError: (_code: string, message: string, _details: Json) => message,
  /** A setting's description: the catalog's (the API's) own. */
  settingDescription: (_key: string, description: string) => description,
};

export type Messages = typeof en;

// ── Russian ──────────────────────────────────────────────────────────────────────────────────────

const RU_VERDICTS: Record<string, string> = { spam: "спам", suspicious: "подозрительно", clean: "чисто" };
const RU_ACTIONS: Record<string, string> = {
  none: "без действий",
  review: "на проверку",
  delete: "удалить",
  delete_and_mute: "удалить и запретить писать",
  delete_and_ban: "удалить и заблокировать",
};
const RU_KINDS: Record<string, string> = { keyword: "ключевое слово", regex: "регулярное выражение", domain: "домен" };
const known = (table: Record<string, string>) => (v: string) => (Object.hasOwn(table, v) ? table[v]! : v);

/** The settings' rules (settingRule, crossSettingProblem: English) in Russian; a rule of another form as it is. */
export function ruSettingRule(rule: string): string {
  const forms: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^boolean$/, () => "да или нет"],
    [/^integer (-?\d+)\.\.(-?\d+)$/, (m) => `целое число от ${m[1]} до ${m[2]}`],
    [/^one of (.+)$/, (m) => `одно из значений: ${m[1]}`],
    [
      /^list of at most (\d+) distinct strings of 1\.\.(\d+) characters$/,
      (m) =>
        `список не более чем из ${ruCount(Number(m[1]), "строки", "строк", "строк")} без повторов, каждая от 1 до ${ruCount(Number(m[2]), "символа", "символов", "символов")}`,
    ],
    [/^must be below (\w+) \((-?\d+)\)$/, (m) => `должно быть меньше ${m[1]} (${m[2]})`],
    [/^must be above (\w+) \((-?\d+)\)$/, (m) => `должно быть больше ${m[1]} (${m[2]})`],
  ];
  for (const [form, say] of forms) {
    const m = form.exec(rule);
    if (m) return say(m);
  }
  return rule;
}

/** Each error code the API and the dashboard's own routes answer with, in Russian, its details inserted. */
const RU_ERRORS: Record<ErrorCode | DashboardErrorCode, (details: Json) => string> = {
  invalid_json: () => "Тело запроса — некорректный JSON.",
  bad_request: () => RU_ERROR_TEXTS.bad_request,
  request_timeout: () => "Время ожидания запроса истекло; попробуйте ещё раз.",
  headers_too_large: () => "Заголовки запроса слишком большие.",
  invalid_api_key: () => "Ключ API не указан, неверен, неизвестен или отозван.",
  insufficient_scope: () => "У этого ключа право только на чтение; для изменений нужен ключ с правом записи.",
  account_frozen: (d) =>
    d?.frozen_by === "operator"
      ? "Оператор заморозил доступ к API этого аккаунта; снять заморозку может только он. Обратитесь в поддержку."
      : "Доступ к API этого аккаунта заморожен. Обратитесь в поддержку.",
  plan_required: (d) =>
    d?.required_plan
      ? `Для ${d.subject === "group" ? "группы" : "аккаунта"} нужен тариф ${d.required_plan} или выше (сейчас: ${d.current_plan}).`
      : "Нужен тариф выше текущего.",
  group_not_found: () => "Такой группы нет среди групп, которые администрирует этот аккаунт.",
  not_found: () => "Не найдено: возможно, уже удалено.",
  method_not_allowed: () => "Этот метод здесь не поддерживается.",
  limit_reached: (d) => {
    const limit = typeof d?.limit === "number" ? d.limit : null;
    if (limit === null) return "Достигнут предел.";
    const what: Record<string, string> = {
      keys: `${ruPlural(limit, "активного ключа", "активных ключей", "активных ключей")} API; сначала отзовите один`,
      rules: `${ruPlural(limit, "правила", "правил", "правил")} в группе`,
      whitelist: `${ruPlural(limit, "записи", "записей", "записей")} в белом списке`,
      webhooks: `${ruPlural(limit, "вебхука", "вебхуков", "вебхуков")}`,
    };
    return `Можно не больше ${limit} ${what[d.resource as string] ?? ""}`.trimEnd().concat(".");
  },
  body_too_large: () => "Тело запроса слишком большое.",
  unsupported_media_type: () => "Неподдерживаемый тип данных; нужен application/json.",
  validation_failed: () => "Запрос не прошёл проверку.",
  unknown_setting: (d) => (d?.key ? `Неизвестная настройка: ${d.key}.` : "Неизвестная настройка."),
  invalid_setting_value: (d) => (d?.key ? `Недопустимое значение ${d.key}: ${ruSettingRule(String(d.rule ?? ""))}.` : "Недопустимое значение настройки."),
  rate_limit_exceeded: (d) =>
    typeof d?.limit === "number"
      ? `Превышен лимит: ${ruCount(d.limit, "запрос", "запроса", "запросов")} в минуту; повторите через ${d.retry_after} с.`
      : "Слишком много запросов; повторите через минуту.",
  daily_quota_exceeded: (d) =>
    typeof d?.limit === "number"
      ? `Дневная квота (${ruCount(d.limit, "единица", "единицы", "единиц")}) исчерпана или её не хватает на этот запрос; она обновится ${RU_FORMAT.dateTime(String(d.reset_at))}.`
      : "Дневная квота исчерпана.",
  internal: () => RU_ERROR_TEXTS.internal,
  not_implemented: () => "Это здесь не поддерживается.",
  unavailable: () => RU_ERROR_TEXTS.unavailable,
  session_required: () => "Сеанс истёк; войдите снова.",
  invalid_login: () => RU_ERROR_TEXTS.invalid_login,
  csrf_failed: () => "Запрос отклонён защитой от подделки запросов; обновите страницу и попробуйте снова.",
  fresh_sign_in_required: () => "Чтобы перейти в этот аккаунт, выйдите и войдите снова: его сеансы завершили после вашего входа.",
};

/** The daily AI allowances the catalog's English names (its figures follow the plans; a test checks them). */
const AI_DAILY = /\(([\d,]+) a group on Pro, ([\d,]+) on Business/.exec(CATALOG.find((e) => e.key === "ai_enabled")?.description ?? "");
const ruNumber = (figure: string | undefined) => Number((figure ?? "").replaceAll(",", "")).toLocaleString("ru-RU");

/** Each setting's description in Russian (the catalog's English ones are the API's). */
export const RU_SETTING_DESCRIPTIONS: Record<SettingKey, string> = {
  spam_threshold: "Сообщение с оценкой не ниже этого значения получает вердикт `spam`. Должно быть больше `suspicious_threshold` (значит, не меньше 2).",
  suspicious_threshold:
    "Сообщение с оценкой не ниже этого значения, но ниже `spam_threshold` получает вердикт `suspicious`. Должно быть меньше `spam_threshold`.",
  action_on_spam:
    "Что бот делает с сообщением `spam`: `review` оставляет его и отмечает для администраторов; остальные варианты удаляют его и, в зависимости от варианта, запрещают отправителю писать (на `mute_minutes`) или блокируют его. Telegram запрещает писать только в супергруппах: в обычной группе `delete_and_mute` удаляет сообщение, а уведомление администраторам говорит, что запрета не было.",
  mute_minutes: "На сколько минут `delete_and_mute` запрещает писать (не больше года).",
  new_member_probation_messages:
    "Сколько первых сообщений нового участника проверяются по правилам испытательного срока (см. `block_links_from_new_members`). 0 отключает испытательный срок.",
  block_links_from_new_members: "Ссылка в сообщении, отправленном во время испытательного срока, делает сообщение `spam`.",
  external_ban_list: "Отправитель из внешнего открытого списка спамеров (CAS) считается спамером.",
  ai_enabled: `Бот спрашивает ИИ о сообщениях с вердиктом \`suspicious\` (только на Pro и Business) в пределах суточного лимита проверок ИИ по тарифу группы (${ruNumber(AI_DAILY?.[1])} на группу на Pro, ${ruNumber(AI_DAILY?.[2])} на Business; сутки по UTC; у каждой группы свой лимит, отдельный от лимита аккаунта для \`include_ai\`). Когда лимит исчерпан, до конца суток вердикт выносится по остальным сигналам. На проверки через API не влияет: там ИИ спрашивают только с \`include_ai\`.`,
  max_emojis: "Если эмодзи в сообщении больше этого числа, это признак спама. 0 отключает проверку.",
  delete_service_messages: "Бот удаляет служебные сообщения о входе и выходе участников.",
  notify_admins:
    "Бот присылает владельцу группы в личный чат уведомление с кнопками («Не спам», «Заблокировать везде», «Очистить») о каждом своём действии; если задан `admin_chat_id`, уведомления уходят в чат администраторов.",
  flood_messages:
    "Если участник отправил столько сообщений за `flood_seconds`, это флуд: сообщения удаляются, а участнику запрещается писать на `mute_minutes`, что бы ни было в тексте (сигнал `flood`). 0 отключает проверку.",
  flood_seconds: "Окно для `flood_messages`, в секундах (Telegram датирует сообщения с точностью до секунды, обе границы включены).",
  duplicate_messages:
    "Тот же или почти тот же текст (регистр, пробелы, похожие буквы, числа и @упоминания не учитываются; не меньше 4 слов), отправленный столько раз за `duplicate_window_minutes`, считается повтором: от одного участника (сигнал `duplicate_text`) или от стольких же разных участников (сигнал `duplicate_across_members`: отмечается для проверки, а если в тексте есть ссылка или @упоминание — сигнал `duplicate_with_link` — или он похож на спам, удаляется вместе с предыдущими копиями). 0 отключает проверку.",
  duplicate_window_minutes: "Окно для `duplicate_messages`, в минутах.",
  probing_detection:
    "Участник на испытательном сроке (см. `new_member_probation_messages`), который за минуту отправляет несколько очень коротких сообщений («привет», «.», «?») — так спамеры проверяют, реагирует ли бот, — получает сигнал `short_message_probing`.",
  reaction_spam_reactions:
    "Об аккаунте, который ни разу не писал в группе, но за сутки поставил реакции на столько сообщений (или ставит реакции в нескольких группах), бот сообщает администраторам группы (сигнал `reaction_spam`); удалять тут нечего: реакция — не сообщение. Telegram присылает боту реакции, только если он администратор. 0 отключает проверку.",
  metadata_signals:
    "Учитывается не только текст сообщения, но и его вид: пересылки из каналов, кнопки-ссылки, контакты, истории, медиа с короткой подписью или без неё, ответы на сообщения из других чатов и обилие премиум-эмодзи (custom emoji) дают сигналы, каждый со своим весом (по ним оцениваются и сообщения совсем без текста).",
  ocr_enabled:
    "Бот распознаёт текст на фото (OCR, английский и русский) и проверяет его вместе с подписью, так что спам-баннер с безобидной подписью — спам. Только Pro и Business: на Free и Basic настройка ни на что не влияет. Подписи проверяются всегда.",
  admin_chat_id:
    "Чат (ID группы, `-100…`), куда бот отправляет уведомление с кнопками («Не спам», «Заблокировать везде», «Очистить») о каждом своём действии: чат, который администрирует этот аккаунт и в котором есть бот (другой чат — `422 invalid_setting_value`). 0 — уведомления уходят владельцу в личный чат с ботом, если включена настройка `notify_admins`.",
  report_threshold:
    "Сколько разных участников должны ответить `/report` на сообщение, чтобы оно было удалено, отмечено как спам, а администраторы получили уведомление; `/report` от администратора срабатывает сразу. 0 отключает жалобы участников.",
  mode: "`enforce` — бот действует по каждому решению; `dry_run` — пробный режим: решает, пишет в журнал и отправляет вебхуки, но ничего не делает (не удаляет, не запрещает писать, не блокирует); `soft_ban` — там, где была бы блокировка, ограничивает отправителя (запрещает писать). Telegram ограничивает только участников супергрупп и никогда не ограничивает канал, пишущий от своего имени: в обычной группе и для канала `soft_ban` блокирует, как `enforce` (в обычной группе уведомление об этом говорит).",
  probation_spam_threshold:
    "На испытательном сроке (первые `new_member_probation_messages` сообщений участника, вход которого видел бот; отсчёт начинается заново после сообщения, признанного спамом) сообщение с оценкой не ниже этого значения — `spam`, даже если она ниже `spam_threshold`. 100 (или значение не ниже `spam_threshold`) проверяет новых участников так же, как остальных.",
  language:
    "Язык, на котором бот пишет о группе: его уведомления в группе, уведомления с кнопками для администраторов и ответы на нажатия. `en` — английский, `ru` — русский. Если бота добавил в группу пользователь с русским, белорусским или казахским языком интерфейса Telegram, сразу выбран `ru`.",
};

const ruList = (what: ListName) => ({ rules: "правила", whitelist: "белый список", keys: "ключи API", endpoints: "вебхуки" })[what];

const ru: Messages = {
  ...RU_FORMAT,
  appTitle: "Панель Warden",
  docTitle: (page) => `${page} · Панель Warden`,
  navLabel: "Основное меню",
  navGroups: "Группы",
  navAccount: "API и аккаунт",
  navWebhooks: "Вебхуки",
  signOut: "Выйти",
  loading: "Загрузка…",
  languageLabel: "Язык",
  languageLater: "Эта страница сменит язык, когда вы уйдёте с неё: на ней секрет, который показывается только один раз. Сначала скопируйте его.",
  errorPage: "Ошибка",
  signOutFailed: (why) => `Выйти не удалось: ${why}`,
  value: "значение",
  invalidFields: (list) => `Проверьте значения: ${list}`,
  copy: "Скопировать",
  copied: "Скопировано.",
  copyFailed: (what) => `Не удалось скопировать: выделите ${what === "key" ? "ключ" : "секрет"} и скопируйте его вручную.`,
  notLoaded: (what, again, why) => `Не удалось ${again ? "заново " : ""}загрузить ${ruList(what)}: ${why}`,
  none: "нет",
  all: "все",
  saved: "Сохранено.",
  edit: "Изменить",
  delete: "Удалить",
  addBot: "Добавить бота в группу",
  noBotUsername: "Оператор не указал имя пользователя бота. Добавьте бота-модератора в группу в самом Telegram.",
  groupsNext: `Затем сделайте бота администратором с правами ${BOT_RIGHT_NAMES.ru.delete} и ${BOT_RIGHT_NAMES.ru.restrict}. Группа появится здесь, как только бот её увидит, если вы — один из её администраторов. Для API и страниц группы нужен тариф Pro или Business.`,
  noGroups: "Групп пока нет.",
  planBadge: (plan) => `тариф ${plan}`,
  apiAvailable: "API доступен",
  apiNeedsPro: "API: нужен Pro",
  groupLine: (id, botStatus, members) => `ID ${id} · бот ${botStatus}${members ? ` · ${ruCount(members, "участник", "участника", "участников")}` : ""}`,
  botStatus: known({ active: "активен", removed: "удалён" }),
  groupTitle: (id) => `Группа ${id}`,
  groupTabsLabel: "Группа",
  tabs: { settings: "Настройки", rules: "Правила", whitelist: "Белый список", journal: "Журнал", analytics: "Аналитика" },
  settingsHeading: "Настройки",
  settingHint: (description, range, byDefault) => `${description}${range} По умолчанию: ${byDefault}.`,
  rangeHint: (min, max) => ` Диапазон: ${min}–${max}.`,
  defaultValue: (v) => (v === true ? "включено" : v === false ? "выключено" : typeof v === "string" ? `\`${v}\`` : JSON.stringify(v)),
  listHint: (max) => ` По одному в строке, не больше ${max}.`,
  saveSettings: "Сохранить настройки",
  invalidValue: (key, rule) => `Недопустимое значение ${key}: ${rule}.`,
  settingRule: ruSettingRule,
  fixMarked: "Исправьте отмеченные выше значения.",
  nothingChanged: "Изменений нет.",
  saveRule: "Сохранить правило",
  createRule: "Создать правило",
  editNamed: (name) => `Изменить ${name}`,
  newRule: "Новое правило",
  name: "Название",
  nameHint: "a-z, 0-9 и _; не должно повторяться в группе",
  kind: "Тип",
  ruleKind: known(RU_KINDS),
  pattern: "Шаблон",
  patternHint: known({
    keyword: "слово или фраза; находится в любом регистре, с похожими буквами других алфавитов и с пробелами между буквами",
    regex: "регулярное выражение RE2; проверяется один раз на тексте в нижнем регистре после нормализации",
    domain: "имя хоста, например example.com; срабатывает на ссылки на него и его поддомены — в тексте и в кнопках сообщения",
  }),
  weight: "Вес",
  weightHint: (min, max) => `от ${min} до ${max}; отрицательный вес делает текст «чище»`,
  enabledBox: " включено",
  weightRequired: (min, max) => `Вес: нужно целое число от ${min} до ${max}`,
  ruleDone: (name, saved) => `Правило ${name} ${saved ? "сохранено" : "создано"}.`,
  enabled: "Включено",
  ruleToggleLabel: (name) => `Правило ${name} включено`,
  on: "вкл.",
  off: "выкл.",
  ruleTurned: (name, on) => `Правило ${name} ${on ? "включено" : "выключено"}.`,
  editRuleLabel: (name) => `Изменить правило ${name}`,
  deleteRuleLabel: (name) => `Удалить правило ${name}`,
  confirmDeleteRule: (name) => `Удалить правило ${name}?`,
  ruleDeleted: (name) => `Правило ${name} удалено.`,
  check: "Проверить",
  tryLabel: "Текст для проверки с настройками и правилами этой группы",
  verdict: known(RU_VERDICTS),
  action: known(RU_ACTIONS),
  checkLine: (score, action) => ` оценка ${score} · действие: ${action}`,
  matchedRules: (list) => `Сработавшие правила: ${list}`,
  signals: (list) => `Сигналы: ${list}`,
  customRules: "Свои правила",
  tryText: "Проверить текст",
  confirmRemove: (label) => `Убрать ${label} из белого списка? С этого момента его сообщения снова будут проверяться.`,
  removed: (label) => `${label} убран из белого списка.`,
  removeLabel: (label) => `убрать ${label}`,
  noUsers: "В белом списке пока нет пользователей.",
  noChannels: "В белом списке пока нет каналов.",
  add: "Добавить",
  whitelistKinds: { user_id: "ID пользователя", username: "имя пользователя", channel: "канал" },
  valueLabel: "Значение",
  valueHint: "ID пользователя, @username или канал (@name, https://t.me/name или -100…)",
  added: (value) => `${value} добавлен в белый список.`,
  valueMissing: "Введите ID пользователя, имя пользователя или канал.",
  userIdInvalid: (max) => `ID пользователя — целое число от 1 до ${RU_FORMAT.number(max)}; для @name выберите «имя пользователя».`,
  usernameInvalid: "Имя пользователя — от 4 до 32 латинских букв, цифр или _, первая — буква (с @ или без).",
  users: "Пользователи",
  channels: "Каналы",
  filters: "Фильтры",
  verdictFilter: "Вердикт ",
  sourceFilter: "Источник ",
  any: "любой",
  source: known({ bot: "бот", api: "API" }),
  userIdFilter: "ID пользователя ",
  fromFilter: "От ",
  toFilter: "До ",
  dateHint: "дата и время, например 2026-03-01T00:00:00Z",
  filter: "Показать",
  reported: (id, ham) => `Отмечено как ${ham ? "не спам" : "спам"}: ${id}.`,
  reportSpamLabel: (id) => `Отметить ${id} как спам`,
  reportHamLabel: (id) => `Отметить ${id} как не спам`,
  spam: "Спам",
  notSpam: "Не спам",
  entryLine: (score, action, source, at) => ` оценка ${score} · ${action} · ${source} · ${at}`,
  entrySignals: (rules, user) => `Сигналы (сработавшие правила): ${rules}${user ? ` · пользователь ${user}` : ""}`,
  entryReported: (ham, at) => `Отмечено как ${ham ? "не спам" : "спам"} · ${at}`,
  journal: "Журнал",
  noDecisions: "Подходящих решений нет.",
  olderDecisions: "Более ранние решения →",
  analytics: "Аналитика",
  chartCaption: (title, peak) => `${title} (макс. ${RU_FORMAT.number(peak)})`,
  days: (n) => ruCount(n, "день", "дня", "дней"),
  totals: (from, to, t) =>
    `${from} – ${to}: ${ruCount(t.messages, "сообщение", "сообщения", "сообщений")}, ${ruCount(t.active_users, "активный участник", "активных участника", "активных участников")}, вступили: ${RU_FORMAT.number(t.joins)}, вышли: ${RU_FORMAT.number(t.leaves)}, заблокировано спама: ${RU_FORMAT.number(t.spam_blocked)}.`,
  charts: { messages: "Сообщения", active_users: "Активные участники", joins: "Вступили", leaves: "Вышли", spam_blocked: "Заблокировано спама" },
  accountTitle: "API и аккаунт",
  operatorFreeze:
    "Оператор этого сервиса Warden заморозил доступ аккаунта к API, и снять заморозку может только он. Обратитесь в поддержку (к тем, кто выдал вам этот аккаунт) и попросите разморозить доступ.",
  accountNotLoaded: (why) => `Не удалось загрузить аккаунт: ${why}`,
  accountLine: (name, plan) => `${name} · тариф ${plan} · `,
  frozenByOperator: "Доступ к API заморожен оператором",
  frozen: "Доступ к API заморожен",
  apiOn: "Доступ к API включён",
  usageNotLoaded: (why) => `Не удалось загрузить расход квоты: ${why}`,
  usageLine: (u) =>
    `Сегодня (${u.date}): использовано ${RU_FORMAT.number(u.used)} из ${ruCount(u.daily, "запроса", "запросов", "запросов")}, ${RU_FORMAT.number(u.aiUsed)} из ${ruCount(u.aiDaily, "проверки", "проверок", "проверок")} ИИ; ${ruCount(u.perMinute, "запрос", "запроса", "запросов")} в минуту. Счётчики обнулятся: ${u.resetAt}.`,
  usageChart: (n) => `Единицы квоты в день за ${ruPlural(n, "последний", "последние", "последние")} ${ruCount(n, "день", "дня", "дней")}`,
  apiKeys: "Ключи API",
  scopeRead: "read: проверки и чтение",
  scopeWrite: "write: также изменения",
  scope: (s) => s,
  keyCreated: (prefix, scope) => `Ключ ${prefix}… создан (${scope}). Скопируйте его сейчас: больше он не будет показан.`,
  copyKeyLabel: (prefix) => `Скопировать ключ ${prefix}…`,
  createKey: "Создать ключ",
  keysCount: (n, limit) =>
    `Активных ключей: ${n} из ${limit}. У аккаунта может быть не больше ${ruCount(limit, "активного ключа", "активных ключей", "активных ключей")}: чтобы создать новый, отзовите один из них.`,
  prefix: "Префикс",
  scopeHeading: "Права",
  created: "Создан",
  lastUsed: "Последнее использование",
  status: "Статус",
  keyStatus: known({ active: "активен", revoked: "отозван" }),
  revokeLabel: (prefix) => `Отозвать ${prefix}…`,
  confirmRevoke: (prefix) => `Отозвать ${prefix}…? Следующий запрос с этим ключом получит ответ 401.`,
  revoked: (prefix) => `Ключ ${prefix}… отозван.`,
  revoke: "Отозвать",
  never: "никогда",
  switchAccount: "Переключиться",
  accountLabel: "Аккаунт ",
  killUnknown: (why) => `Аварийный выключатель недоступен — не удалось узнать, заморожен ли аккаунт: ${why} Обновите страницу, чтобы попробовать снова.`,
  confirmUnfreeze: "Разморозка: ключи аккаунта снова заработают со следующего запроса. Продолжить?",
  confirmFreeze: "Заморозка: пока вы не разморозите доступ, любой запрос с любым ключом этого аккаунта будет получать ответ 403 account_frozen. Продолжить?",
  unfrozen: "Доступ разморожен: ключи аккаунта снова работают.",
  frozenDone: "Доступ заморожен: любой ключ этого аккаунта теперь получает ответ 403 account_frozen.",
  unfreeze: "Разморозить доступ к API",
  freeze: "Заморозить весь доступ к API",
  killIntro:
    "Заморозка сразу останавливает весь доступ аккаунта к API (все ключи и страницы панели, работающие через API), а эта страница продолжит работать: на ней доступ можно разморозить.",
  scopeLabel: "Права ",
  killSwitch: "Аварийный выключатель",
  bannerOperator: (operatorFreeze) => `Доступ этого аккаунта к API заморожен оператором: страницы групп отвечают 403. ${operatorFreeze}`,
  bannerFrozen: "Доступ этого аккаунта к API заморожен: страницы групп отвечают 403, пока вы не разморозите его на странице «API и аккаунт».",
  webhooks: "Вебхуки",
  copySecretNow: (what) => `${what} Скопируйте секрет подписи сейчас: больше он не будет показан.`,
  copySecretLabel: (url) => `Скопировать секрет подписи для ${url}`,
  saveEndpoint: "Сохранить вебхук",
  createEndpoint: "Создать вебхук",
  newEndpoint: "Новый вебхук",
  url: "URL",
  httpsUrl: "HTTPS URL",
  events: "События",
  eventsHint: (editing) => (editing ? "ничего не отмечено — без изменений" : "ничего не отмечено — все"),
  allGroups: " Все мои группы",
  allGroupsHint: "все группы, которые вы администрируете, в том числе добавленные позже",
  groupIds: "ID групп",
  groupIdsHint: "через запятую; если флажок «Все мои группы» снят",
  description: "Описание",
  listGroupIds: "Перечислите ID групп или отметьте «Все мои группы».",
  noEndpoints: "Вебхуков пока нет.",
  endpointNotLoaded: (result, why) => `${result} Не удалось заново загрузить вебхук: ${why}`,
  webhookStatus: known({ enabled: "включён", disabled: "отключён" }),
  disabledReason: known({ manual: "вручную", failing: "из-за ошибок доставки" }),
  endpointLine: (events, groups) => `события: ${events} · группы: ${groups}`,
  buttonFor: (text, url) => `${text} ${url}`,
  test: "Проверить",
  testDelivered: (status, ms) => `Тестовое событие доставлено (HTTP ${status}, ${ms} мс).`,
  testFailed: (why) => `Тестовое событие не доставлено: ${why}.`,
  rotateSecret: "Сменить секрет",
  secretRotated: "Секрет сменён (ещё 24 ч доставки подписываются также старым секретом).",
  reenable: "Включить снова",
  reenabled: "Снова включён.",
  deliveries: "Доставки",
  deliveryLine: (d) => `${d.at} ${d.event} попытка ${d.attempt}: ${d.status}${d.code ? ` HTTP ${d.code}` : ""}${d.error ? ` — ${d.error}` : ""}`,
  deliveryStatus: known({ succeeded: "доставлено", failed: "ошибка", pending: "ожидает" }),
  noDeliveries: "Доставок пока нет.",
  olderDeliveries: "Более ранние доставки",
  olderDeliveriesLabel: (url) => `Более ранние доставки ${url}`,
  olderNotLoaded: (_text, why) => `Не удалось загрузить более ранние доставки: ${why}`,
  confirmDeleteEndpoint: (url) => `Удалить вебхук ${url}?`,
  endpointDeleted: (url) => `Вебхук ${url} удалён.`,
  endpointCreated: (id) => `Вебхук ${id} создан.`,
  signInTitle: "Вход · Панель Warden",
  signInIntro: "Войдите, чтобы управлять группами, ключами API и вебхуками.",
  signInTelegram: "Вход через Telegram",
  widgetNote: "Кнопку показывает telegram.org. Если её не видно, войдите по ссылке.",
  signInLink: "Вход по ссылке",
  linkHow: [
    "Нет Telegram под рукой? Попросите оператора выполнить ",
    " и передать вам ссылку, которую выведет команда. Ссылка работает один раз и действует 10 минут.",
  ],
  loginLinkBad: "Эта ссылка для входа уже использована, устарела или неверна. Попросите новую.",
  telegramFailed: "Войти через Telegram не удалось: данные не прошли проверку или устарели (старше суток), либо к вашему Telegram не привязан аккаунт Warden.",
  configFailed: (why) => `Не удалось загрузить кнопку входа через Telegram: ${why} Войдите по ссылке или обновите страницу.`,
  unreachable: "Не удалось связаться с Warden: проверьте подключение и попробуйте ещё раз.",
  unexplained: (status) => `Сервер вернул ошибку (HTTP ${status}) без пояснений. Попробуйте через минуту.`,
  apiError: (code, message, details) => (Object.hasOwn(RU_ERRORS, code) ? RU_ERRORS[code as ErrorCode | DashboardErrorCode](details) : message),
  settingDescription: (key, description) => (Object.hasOwn(RU_SETTING_DESCRIPTIONS, key) ? RU_SETTING_DESCRIPTIONS[key as SettingKey] : description),
};

/** Every table, by language (for the tests, and the switch). */
export const MESSAGES: Record<Lang, Messages> = { en, ru };

/** The language this page speaks, and its words (live: i18n-dom.ts changes them). */
export let lang: Lang = "en";
export let t: Messages = en;

/** The page speaks `l` from now on; texts already drawn stay as they are. */
export function useLanguage(l: Lang): void {
  lang = l;
  t = MESSAGES[l];
}
