import { timestampDate } from "@bufbuild/protobuf/wkt";
import { ID_PREFIXES, isPlan, KEY_SCOPES, LIMITS, MAX_TELEGRAM_USER_ID, mintedIdPattern, PLANS } from "@warden/contract";
import { type BotStatus, BotStatusSchema, Plan, PlanSchema, type Group } from "@warden/proto";
import { asksForHelp, intFlag, parseArgs, positional, requireStr, UsageError, type OptionSpec, type Parsed } from "./args.js";
import { CommandError, DEFAULTS, ENV, GatewayAdmin, groupsAdmin, type Endpoints } from "./clients.js";

// The admin surface's answers (the gateway's renderAccount / renderKey), the fields the CLI reads: @warden/contract
// declares no admin-surface schema to take them from.
type Account = { id: string; name: string; plan: string };
type Key = { id: string; key?: string; prefix: string; scope: string; status: string };

/** Proto enum values by their short lower-case name, from the descriptors (PLAN_PRO -> "pro"). */
function enumNames<E extends number>(schema: { values: readonly { number: number; name: string }[] }, prefix: string): Map<string, E> {
  return new Map(schema.values.filter((v) => v.number !== 0).map((v) => [v.name.slice(prefix.length).toLowerCase(), v.number as E]));
}
const PROTO_PLANS = enumNames<Plan>(PlanSchema, "PLAN_");
const BOT_STATUSES = enumNames<BotStatus>(BotStatusSchema, "BOT_STATUS_");
const nameOf = <E extends number>(m: Map<string, E>, v: E) => [...m].find(([, n]) => n === v)?.[0] ?? "unspecified";
/** The plan names, as usage shows them: the contract's PLANS. */
const PLAN_USAGE = PLANS.join("|");

/** A plan name of the contract (PLANS), as groups-config's enum. */
function plan(value: string): Plan {
  const p = isPlan(value) ? PROTO_PLANS.get(value) : undefined;
  if (p === undefined) throw new UsageError(`plan must be one of ${PLANS.join(", ")} (got ${value})`);
  return p;
}

const ID_FORMATS = {
  account: new RegExp(mintedIdPattern(ID_PREFIXES.account)),
  key: new RegExp(mintedIdPattern(ID_PREFIXES.key)),
} as const;

/**
 * An account or key id, checked against the contract's id format before any call: anything else (`..`, a slash) would
 * send the request to another route and the error would blame the URL.
 */
function mintedId(value: string, kind: keyof typeof ID_FORMATS, name: string): string {
  if (!ID_FORMATS[kind].test(value))
    throw new UsageError(`${name} must be ${kind === "account" ? "an" : "a"} ${kind} id (${ID_PREFIXES[kind]}…), got ${JSON.stringify(value)}`);
  return value;
}
const accountArg = (p: Parsed, index: number) => mintedId(positional(p, index, "ACC"), "account", "ACC");
const keyArg = (p: Parsed, index: number) => mintedId(positional(p, index, "KEY_ID"), "key", "KEY_ID");

/**
 * A Telegram user id, in the range both services accept. Checked before any call: groups-config takes any
 * positive id and the gateway only up to MAX_TELEGRAM_USER_ID, so `account link` would otherwise move the
 * account's groups and end its sessions before the gateway refused the id.
 */
const telegramUser = (p: Parsed, name: string) => intFlag(p, name, { min: 1, max: MAX_TELEGRAM_USER_ID });

/** The required --id of a group: a negative chat id. */
function groupIdFlag(p: Parsed): number {
  const id = intFlag(p, "id");
  if (id === undefined) throw new UsageError("--id is required");
  if (id >= 0) throw new UsageError("--id must be a negative group chat id (-100...)");
  return id;
}

function renderGroup(g: Group | undefined, admins: string[]) {
  if (!g) throw new CommandError("unexpected_response", "groups-config answered without the group");
  return {
    id: Number(g.id),
    title: g.title,
    plan: nameOf(PROTO_PLANS, g.plan),
    api_available: g.apiAvailable,
    bot_status: nameOf(BOT_STATUSES, g.botStatus),
    owner_telegram_user_id: g.ownerTelegramUserId === undefined ? null : Number(g.ownerTelegramUserId),
    admins,
    created_at: g.createdAt ? timestampDate(g.createdAt).toISOString() : null,
  };
}

const DEMO_ACCOUNT = "Warden demo";
const DEMO_GROUP_ID = -1001234567890;
const DEMO_TELEGRAM_USER = 100000001;
/** The flag that lets `warden demo` run against services that are not on this machine. */
const DEMO_CONFIRM_FLAG = "not-production";

/** Whether a URL names this machine (127.0.0.0/8, ::1, localhost): the local stack's services. */
function isLoopback(url: string): boolean {
  try {
    return /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

interface Services {
  gateway: GatewayAdmin;
  groups: ReturnType<typeof groupsAdmin>;
  endpoints: Endpoints;
}

interface Command {
  usage: string;
  summary: string;
  options?: OptionSpec;
  positionals?: number;
  run(p: Parsed, s: Services): Promise<unknown>;
}

const acc = (id: string) => `/accounts/${encodeURIComponent(id)}`;

export const COMMANDS: Record<string, Command> = {
  "account create": {
    usage: `warden account create --name NAME --plan ${PLAN_USAGE} [--telegram-user-id U]`,
    summary: "Creates an API account; with --telegram-user-id, the groups that Telegram user administers become reachable by it.",
    options: { name: { type: "string" }, plan: { type: "string" }, "telegram-user-id": { type: "string" } },
    async run(p, s) {
      const tg = telegramUser(p, "telegram-user-id");
      const name = requireStr(p, "name");
      const planName = requireStr(p, "plan");
      plan(planName);
      const a = await s.gateway.call<Account>(
        "POST",
        "/accounts",
        { name, plan: planName, ...(tg === undefined ? {} : { telegram_user_id: tg }) },
        { check: `warden account find --name ${JSON.stringify(name)}` },
      );
      if (tg !== undefined) {
        try {
          await s.groups.linkAccount({ accountId: a.id, telegramUserId: BigInt(tg) });
        } catch (err) {
          const e = err as CommandError;
          throw new CommandError(
            e.code ?? "error",
            `account ${a.id} was created, but linking Telegram user ${tg} failed: ${e.message}; retry with: warden account link ${a.id} --telegram-user-id ${tg}`,
            { account: a },
          );
        }
      }
      return a;
    },
  },
  "account link": {
    usage: "warden account link ACC --telegram-user-id U",
    summary:
      "Links an account to a Telegram user: the groups that user administers in Telegram become reachable by the account, and that user becomes its owner (webhook notices go to them).",
    options: { "telegram-user-id": { type: "string" } },
    positionals: 1,
    async run(p, s) {
      const id = accountArg(p, 0);
      const tg = telegramUser(p, "telegram-user-id");
      if (tg === undefined) throw new UsageError("--telegram-user-id is required");
      const a = await s.gateway.call<Account>("GET", acc(id));
      await s.groups.linkAccount({ accountId: a.id, telegramUserId: BigInt(tg) });
      // A move to another owner: every dashboard session of the account ends (Telegram and login-link ones alike).
      await s.gateway.call("DELETE", `${acc(a.id)}/sessions`);
      // Then the gateway's record of the owner follows: its webhook endpoints tell that user when they are disabled.
      // Every step is idempotent: a failure part-way is repaired by running the command again.
      await s.gateway.call("PATCH", acc(a.id), { telegram_user_id: tg });
      return { account_id: a.id, telegram_user_id: tg };
    },
  },
  "account end-sessions": {
    usage: "warden account end-sessions ACC",
    summary: "Signs everyone out of the account's dashboard: its sessions end at their next request and its unused login links stop working.",
    positionals: 1,
    run: (p, s) => s.gateway.call("DELETE", `${acc(accountArg(p, 0))}/sessions`),
  },
  "account show": {
    usage: "warden account show ACC",
    summary: "Prints an account: plan, frozen, effective limits and overrides.",
    positionals: 1,
    run: (p, s) => s.gateway.call("GET", acc(accountArg(p, 0))),
  },
  "account find": {
    usage: "warden account find --name NAME",
    summary: "Finds an account by its name: the oldest of that name, if several share it (`accounts` is empty if none has it).",
    options: { name: { type: "string" } },
    run: (p, s) => s.gateway.call("GET", `/accounts?${new URLSearchParams({ name: requireStr(p, "name") })}`),
  },
  "account plan": {
    usage: `warden account plan ACC ${PLAN_USAGE}`,
    summary: "Changes an account's plan (its limits follow, overrides stay).",
    positionals: 2,
    async run(p, s) {
      const id = accountArg(p, 0);
      const planName = positional(p, 1, "PLAN");
      plan(planName);
      return s.gateway.call("PATCH", acc(id), { plan: planName });
    },
  },
  "account freeze": {
    usage: "warden account freeze ACC",
    summary: "Kill switch: every request of the account's keys gets 403 account_frozen from the next one on.",
    positionals: 1,
    run: (p, s) => s.gateway.call("PATCH", acc(accountArg(p, 0)), { frozen: true }),
  },
  "account unfreeze": {
    usage: "warden account unfreeze ACC",
    summary: "Lifts the kill switch.",
    positionals: 1,
    run: (p, s) => s.gateway.call("PATCH", acc(accountArg(p, 0)), { frozen: false }),
  },
  "account limits": {
    usage: "warden account limits ACC [--daily N] [--per-minute N] [--ai-daily N] | --reset",
    summary: "Overrides the plan's daily quota, per-minute rate and AI allowance of one account; --reset goes back to the plan's.",
    options: { daily: { type: "string" }, "per-minute": { type: "string" }, "ai-daily": { type: "string" }, reset: { type: "boolean" } },
    positionals: 1,
    async run(p, s) {
      const id = accountArg(p, 0);
      const reset = p.values.reset === true;
      const limits = { daily: intFlag(p, "daily"), per_minute: intFlag(p, "per-minute"), ai_daily: intFlag(p, "ai-daily") };
      const given = Object.values(limits).some((v) => v !== undefined);
      if (!reset && !given) throw new UsageError("give at least one of --daily, --per-minute, --ai-daily, or --reset");
      if (reset && given) throw new UsageError("--reset cannot be combined with other limits");
      return reset ? s.gateway.call("DELETE", `${acc(id)}/limits`) : s.gateway.call("PUT", `${acc(id)}/limits`, limits);
    },
  },
  "key create": {
    usage: `warden key create ACC --scope ${KEY_SCOPES.join("|")}`,
    summary: `Creates an API key: the only time the full key is shown (the gateway keeps its SHA-256). ${LIMITS.activeKeysPerAccount} active keys at most.`,
    options: { scope: { type: "string" } },
    positionals: 1,
    async run(p, s) {
      const id = accountArg(p, 0);
      const scope = requireStr(p, "scope");
      if (!(KEY_SCOPES as readonly string[]).includes(scope)) throw new UsageError(`--scope must be ${KEY_SCOPES.join(" or ")}`);
      // Its answer lost (a timeout), the key may exist, never to be shown again: `key list` shows it (revoke it).
      return s.gateway.call("POST", `${acc(id)}/keys`, { scope }, { check: `warden key list ${id}` });
    },
  },
  "key revoke": {
    usage: "warden key revoke KEY_ID",
    summary: "Revokes a key: its next request gets 401.",
    positionals: 1,
    run: (p, s) => s.gateway.call("DELETE", `/keys/${encodeURIComponent(keyArg(p, 0))}`),
  },
  "key list": {
    usage: "warden key list ACC",
    summary: "Lists an account's keys (prefixes only), revoked ones included.",
    positionals: 1,
    run: (p, s) => s.gateway.call("GET", `${acc(accountArg(p, 0))}/keys`),
  },
  "login-link": {
    usage: "warden login-link ACC",
    summary: "Prints a one-time dashboard sign-in URL for an account, valid until the `expires_at` it prints: for owners without Telegram and the local stack.",
    positionals: 1,
    run: (p, s) => s.gateway.call("POST", `${acc(accountArg(p, 0))}/login-links`),
  },
  "group upsert": {
    usage: "warden group upsert --id G --title T --plan P [--admin ACC]... [--owner-telegram-user-id U]",
    summary: "Creates or updates a group (negative chat id) and grants API accounts access to it (grants add up).",
    options: {
      id: { type: "string" },
      title: { type: "string" },
      plan: { type: "string" },
      admin: { type: "string", multiple: true },
      "owner-telegram-user-id": { type: "string" },
    },
    async run(p, s) {
      const id = groupIdFlag(p);
      const title = requireStr(p, "title");
      const groupPlan = plan(requireStr(p, "plan"));
      const owner = telegramUser(p, "owner-telegram-user-id");
      const admins = ((p.values.admin as string[] | undefined) ?? []).map((a) => mintedId(a, "account", "--admin"));
      // A grant to an account the gateway does not know would be a silent typo.
      for (const a of admins) await s.gateway.call("GET", acc(a));
      const res = await s.groups.upsertGroup({
        id: BigInt(id),
        title,
        plan: groupPlan,
        adminAccountIds: admins,
        ...(owner === undefined ? {} : { ownerTelegramUserId: BigInt(owner) }),
      });
      return renderGroup(res.group, admins);
    },
  },
  "group revoke": {
    usage: "warden group revoke --id G --admin ACC",
    summary:
      "Takes back an operator grant of a group from an account (group upsert's --admin), at once; access the account has as a linked Telegram administrator of the group stays.",
    options: {
      id: { type: "string" },
      admin: { type: "string" },
    },
    async run(p, s) {
      const id = groupIdFlag(p);
      const account = mintedId(requireStr(p, "admin"), "account", "--admin");
      const res = await s.groups.revokeGrant({ groupId: BigInt(id), accountId: account });
      // The group as upsert prints it, but for `admins` (the grants one upsert gave): here the account and what became of its grant.
      const { admins: _given, ...group } = renderGroup(res.group, []);
      return { ...group, account_id: account, revoked: res.revoked };
    },
  },
  demo: {
    usage: `warden demo [--${DEMO_CONFIRM_FLAG}]`,
    summary: `Seeds the demo: a Pro account linked to a Telegram user, its Pro group and a fresh write key (earlier demo keys are revoked). Only against services on this machine (the local stack), unless --${DEMO_CONFIRM_FLAG} says the deployment is not a production one.`,
    options: { [DEMO_CONFIRM_FLAG]: { type: "boolean" } },
    async run(p, s) {
      // It overwrites a fixed group id, links a fixed Telegram user id and revokes keys: never by accident on a real deployment.
      const remote = [s.endpoints.gatewayAdminUrl, s.endpoints.groupsConfigUrl].filter((u) => !isLoopback(u));
      if (remote.length && p.values[DEMO_CONFIRM_FLAG] !== true)
        throw new UsageError(
          `warden demo writes group ${DEMO_GROUP_ID}, links Telegram user ${DEMO_TELEGRAM_USER} and revokes the demo account's keys: it runs against the local stack only, and ${remote.join(" and ")} ${remote.length > 1 ? "are" : "is"} not on this machine (${ENV.gateway}, ${ENV.groups}). On a deployment that is not a production one, give --${DEMO_CONFIRM_FLAG}`,
        );
      const found = await s.gateway.call<{ accounts: Account[] }>("GET", `/accounts?name=${encodeURIComponent(DEMO_ACCOUNT)}`);
      const account =
        found.accounts[0] ?? (await s.gateway.call<Account>("POST", "/accounts", { name: DEMO_ACCOUNT, plan: "pro", telegram_user_id: DEMO_TELEGRAM_USER }));
      await s.groups.linkAccount({ accountId: account.id, telegramUserId: BigInt(DEMO_TELEGRAM_USER) });
      // Earlier demo keys cannot be shown again; replace them so the cap is never reached.
      const { keys } = await s.gateway.call<{ keys: Key[] }>("GET", `${acc(account.id)}/keys`);
      for (const k of keys) if (k.status === "active") await s.gateway.call("DELETE", `/keys/${k.id}`);
      const { group } = await s.groups.upsertGroup({
        id: BigInt(DEMO_GROUP_ID),
        title: "Warden demo group",
        plan: Plan.PRO,
        adminAccountIds: [account.id],
        ownerTelegramUserId: BigInt(DEMO_TELEGRAM_USER),
      });
      // The group first: a key is made only once there is something to show with it.
      const g = renderGroup(group, [account.id]);
      const key = await s.gateway.call<Key>("POST", `${acc(account.id)}/keys`, { scope: "write" }, { check: `warden key list ${account.id}` });
      return {
        base_url: s.endpoints.baseUrl,
        account: { id: account.id, name: account.name, plan: account.plan },
        group: { id: g.id, title: g.title, plan: g.plan },
        key: { id: key.id, key: key.key, prefix: key.prefix, scope: key.scope },
      };
    },
  },
};

const GONE: Record<string, string> = {
  migrate:
    "`warden migrate` is gone: each service applies its own migrations with `node dist/main.js --migrate` (make up and the Helm pre-install hook do this)",
};

export const ENVIRONMENT = `environment:
  ${ENV.gateway}   the gateway's admin surface (default ${DEFAULTS.gatewayAdminUrl})
  ${ENV.groups}   groups-config (default ${DEFAULTS.groupsConfigUrl})
  ${ENV.token}         the operator token (the services' ADMIN_TOKEN); never a flag.
                             Unset: the file in ${ENV.tokenFile}, else the local stack's .run/admin-token
  ${ENV.baseUrl}            the public API URL that \`warden demo\` prints (default ${DEFAULTS.baseUrl})`;

/** One line a command: its name and summary, the names aligned. */
function summaries(names: string[]): string[] {
  const width = Math.max(...names.map((n) => n.length));
  return names.map((name) => `  ${name.padEnd(width)}  ${COMMANDS[name]!.summary}`);
}

export function usage(): string {
  return [
    "warden: the operator CLI of Warden. It talks to the services (never to their databases) and prints one JSON object.",
    "",
    "usage: warden <command> [arguments]     warden help <command>, warden <command> --help, warden --version",
    "",
    "commands:",
    ...summaries(Object.keys(COMMANDS)),
    "",
    ENVIRONMENT,
  ].join("\n");
}

function commandHelp(name: string): string {
  const c = COMMANDS[name]!;
  return `usage: ${c.usage}\n\n${c.summary}\n\n${ENVIRONMENT}`;
}

/** The commands of a group (`account`, `key`, `group`): the two-word commands that start with it. */
function groupMembers(group: string): string[] {
  return Object.keys(COMMANDS).filter((name) => name.startsWith(`${group} `));
}

function groupHelp(group: string): string {
  return [
    `usage: warden ${group} <subcommand> [arguments]     warden help ${group} <subcommand>, warden ${group} <subcommand> --help`,
    "",
    "subcommands:",
    ...summaries(groupMembers(group)),
    "",
    ENVIRONMENT,
  ].join("\n");
}

/** What a run asks main.ts to do: print JSON, or print help text (exit 0). */
export type Outcome = { kind: "json"; value: unknown } | { kind: "text"; text: string };

/** Own keys only: `constructor`, `toString` or `__proto__` are no command. */
const isCommand = (name: string | undefined): name is string => name !== undefined && Object.hasOwn(COMMANDS, name);

function findCommand(argv: string[]): string | undefined {
  const two = `${argv[0]} ${argv[1]}`;
  return isCommand(two) ? two : isCommand(argv[0]) ? argv[0] : undefined;
}

export async function run(argv: string[], endpoints: Endpoints, version: string): Promise<Outcome> {
  const [first] = argv;
  if (first === undefined || first === "help" || first === "--help" || first === "-h") {
    const topic = argv.slice(1);
    if (first === "help" && topic.length) {
      const name = findCommand(topic);
      if (name) return { kind: "text", text: commandHelp(name) };
      if (topic.length === 1 && groupMembers(topic[0]!).length) return { kind: "text", text: groupHelp(topic[0]!) };
      throw new UsageError(`no such command: ${topic.join(" ")}\n\n${usage()}`);
    }
    if (first === undefined) throw new UsageError(`no command given\n\n${usage()}`);
    return { kind: "text", text: usage() };
  }
  if (first === "--version" || first === "-v" || first === "version") return { kind: "text", text: `warden ${version}` };
  if (Object.hasOwn(GONE, first)) throw new UsageError(GONE[first]!);
  const name = findCommand(argv);
  if (!name && groupMembers(first).length) {
    const [, sub] = argv;
    if (sub === "--help" || sub === "-h") return { kind: "text", text: groupHelp(first) };
    throw new UsageError(`${sub === undefined ? `no subcommand given: ${first}` : `unknown command: ${argv.join(" ")}`}\n\n${groupHelp(first)}`);
  }
  if (!name) throw new UsageError(`unknown command: ${argv.join(" ")}\n\n${usage()}`);
  const cmd = COMMANDS[name]!;
  const rest = argv.slice(name.split(" ").length);
  // `--help` as a flag, not as a flag's value (`--title -h` is refused below as ambiguous: `--title=-h` is the title).
  if (asksForHelp(rest, cmd.options ?? {})) return { kind: "text", text: commandHelp(name) };
  let parsed: Parsed;
  try {
    parsed = parseArgs(rest, cmd.options ?? {}, cmd.positionals ?? 0);
    let groups: Services["groups"] | undefined;
    const services: Services = {
      gateway: new GatewayAdmin(endpoints),
      // Made when a command first calls groups-config: a bad WARDEN_GROUPS_CONFIG_URL stops only those.
      get groups() {
        groups ??= groupsAdmin(endpoints);
        return groups;
      },
      endpoints,
    };
    return { kind: "json", value: await cmd.run(parsed, services) };
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(`${err.message}\nusage: ${cmd.usage}`);
    throw err;
  }
}
