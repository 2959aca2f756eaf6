import { createPool, type Pool } from "@warden/db";
import { AccountStore, GATEWAY_SCHEMA, isPlan, KeyLimitError, migrateGateway, type Account, type PlanName } from "@warden/gateway";
import { GROUPS_CONFIG_SCHEMA, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { migrateJournal } from "@warden/journal-analytics";
import { migrateDispatcher } from "@warden/webhook-dispatcher";
import { flag, intFlag, parseArgs, positional, requireFlag, UsageError, type Parsed } from "./args.js";

export class CommandError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export interface Context {
  databaseUrl: string;
  baseUrl: string;
}

interface Stores {
  accounts: AccountStore;
  groups: GroupStore;
  close(): Promise<void>;
}

function openStores(ctx: Context): Stores {
  const gw: Pool = createPool({ connectionString: ctx.databaseUrl, schema: GATEWAY_SCHEMA, max: 2, applicationName: "warden-cli" });
  const gc: Pool = createPool({ connectionString: ctx.databaseUrl, schema: GROUPS_CONFIG_SCHEMA, max: 2, applicationName: "warden-cli" });
  return {
    accounts: new AccountStore(gw),
    groups: new GroupStore(gc),
    async close() {
      await Promise.all([gw.end(), gc.end()]);
    },
  };
}

function plan(value: string): PlanName {
  if (!isPlan(value)) throw new UsageError(`plan must be one of free, basic, pro, business (got ${value})`);
  return value;
}

export function renderAccount(a: Account) {
  return {
    id: a.id,
    name: a.name,
    plan: a.plan,
    frozen: a.frozen,
    telegram_user_id: a.telegramUserId,
    limits: { daily: a.limits.daily, per_minute: a.limits.perMinute, ai_daily: a.limits.aiDaily },
    overrides: { daily: a.overrides.daily, per_minute: a.overrides.perMinute, ai_daily: a.overrides.aiDaily },
    created_at: a.createdAt.toISOString(),
  };
}

function found<T>(v: T | null, what: string, id: string): T {
  if (v === null) throw new CommandError("not_found", `${what} ${id} not found`);
  return v;
}

const DEMO_ACCOUNT = "Warden demo";
const DEMO_GROUP_ID = -1001234567890;
const DEMO_TELEGRAM_USER = 100000001;

type Handler = (p: Parsed, s: Stores, ctx: Context) => Promise<unknown>;

const COMMANDS: Record<string, { usage: string; booleans?: string[]; run: Handler }> = {
  "account create": {
    usage: "warden account create --name N --plan free|basic|pro|business [--telegram-user-id U]",
    async run(p, s) {
      const tg = intFlag(p, "telegram-user-id", { min: 1 });
      const a = await s.accounts.createAccount({ name: requireFlag(p, "name"), plan: plan(requireFlag(p, "plan")), telegramUserId: tg ?? null });
      if (tg !== undefined) await s.groups.linkAccount(a.id, tg);
      return renderAccount(a);
    },
  },
  "account show": {
    usage: "warden account show ACC",
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      return renderAccount(found(await s.accounts.getAccount(id), "account", id));
    },
  },
  "account plan": {
    usage: "warden account plan ACC free|basic|pro|business",
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      return renderAccount(found(await s.accounts.setPlan(id, plan(positional(p, 1, "PLAN"))), "account", id));
    },
  },
  "account freeze": {
    usage: "warden account freeze ACC",
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      return renderAccount(found(await s.accounts.setFrozen(id, true), "account", id));
    },
  },
  "account unfreeze": {
    usage: "warden account unfreeze ACC",
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      return renderAccount(found(await s.accounts.setFrozen(id, false), "account", id));
    },
  },
  "account limits": {
    usage: "warden account limits ACC [--daily N] [--per-minute N] [--ai-daily N] | --reset",
    booleans: ["reset"],
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      const reset = flag(p, "reset") === "true";
      const daily = intFlag(p, "daily", { min: 0 });
      const perMinute = intFlag(p, "per-minute", { min: 1 });
      const aiDaily = intFlag(p, "ai-daily", { min: 0 });
      if (!reset && daily === undefined && perMinute === undefined && aiDaily === undefined) {
        throw new UsageError("give at least one of --daily, --per-minute, --ai-daily, or --reset");
      }
      if (reset && (daily !== undefined || perMinute !== undefined || aiDaily !== undefined)) {
        throw new UsageError("--reset cannot be combined with other limits");
      }
      return renderAccount(found(await s.accounts.setLimits(id, { daily, perMinute, aiDaily, reset }), "account", id));
    },
  },
  "key create": {
    usage: "warden key create ACC --scope read|write",
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      const scope = requireFlag(p, "scope");
      if (scope !== "read" && scope !== "write") throw new UsageError("--scope must be read or write");
      found(await s.accounts.getAccount(id), "account", id);
      try {
        const { key, record } = await s.accounts.createKey(id, scope);
        return { id: record.id, key, prefix: record.prefix, scope: record.scope, account_id: id, created_at: record.createdAt.toISOString() };
      } catch (err) {
        if (err instanceof KeyLimitError) throw new CommandError("limit_reached", err.message);
        throw err;
      }
    },
  },
  "key revoke": {
    usage: "warden key revoke KEY_ID",
    async run(p, s) {
      const id = positional(p, 0, "KEY_ID");
      const k = found(await s.accounts.revokeKey(id), "key", id);
      return { id: k.id, prefix: k.prefix, scope: k.scope, account_id: k.accountId, revoked_at: k.revokedAt?.toISOString() };
    },
  },
  "key list": {
    usage: "warden key list ACC",
    async run(p, s) {
      const id = positional(p, 0, "ACC");
      found(await s.accounts.getAccount(id), "account", id);
      const keys = await s.accounts.listKeys(id);
      return {
        keys: keys.map((k) => ({ id: k.id, prefix: k.prefix, scope: k.scope, created_at: k.createdAt.toISOString(), revoked_at: k.revokedAt?.toISOString() ?? null, status: k.revokedAt ? "revoked" : "active" })),
      };
    },
  },
  "group upsert": {
    usage: "warden group upsert --id G --title T --plan P [--admin ACC]... [--owner-telegram-user-id U]",
    async run(p, s) {
      const id = intFlag(p, "id");
      if (id === undefined) throw new UsageError("--id is required");
      if (id >= 0) throw new UsageError("--id must be a negative group chat id (-100...)");
      const admins = p.flags.get("admin") ?? [];
      for (const acc of admins) found(await s.accounts.getAccount(acc), "account", acc);
      const g = await s.groups.upsertGroup({
        id,
        title: requireFlag(p, "title"),
        plan: plan(requireFlag(p, "plan")),
        adminAccountIds: admins,
        ownerTelegramUserId: intFlag(p, "owner-telegram-user-id", { min: 1 }) ?? null,
      });
      return { id: g.id, title: g.title, plan: g.plan, api_available: g.api_available, bot_status: g.bot_status, admins, created_at: g.created_at.toISOString() };
    },
  },
  demo: {
    usage: "warden demo",
    async run(_p, s, ctx) {
      let account = await findDemoAccount(s);
      if (!account) account = await s.accounts.createAccount({ name: DEMO_ACCOUNT, plan: "pro", telegramUserId: DEMO_TELEGRAM_USER });
      await s.groups.linkAccount(account.id, DEMO_TELEGRAM_USER);
      // Earlier demo keys cannot be shown again; replace them so the cap is never reached.
      for (const k of await s.accounts.listKeys(account.id)) if (!k.revokedAt) await s.accounts.revokeKey(k.id);
      const group = await s.groups.upsertGroup({ id: DEMO_GROUP_ID, title: "Warden demo group", plan: "pro", adminAccountIds: [account.id], ownerTelegramUserId: DEMO_TELEGRAM_USER });
      const { key, record } = await s.accounts.createKey(account.id, "write");
      return {
        base_url: ctx.baseUrl,
        account: { id: account.id, name: account.name, plan: account.plan },
        group: { id: group.id, title: group.title, plan: group.plan },
        key: { id: record.id, key, prefix: record.prefix, scope: record.scope },
      };
    },
  },
};

async function findDemoAccount(s: Stores): Promise<Account | null> {
  return s.accounts.findAccountByName(DEMO_ACCOUNT);
}

/** Applies every service's migrations (the local stack and the Helm pre-install Job use this). */
export async function migrateAll(databaseUrl: string) {
  return {
    gateway: await migrateGateway(databaseUrl),
    groups_config: await migrateGroupsConfig(databaseUrl),
    journal: await migrateJournal(databaseUrl),
    dispatcher: await migrateDispatcher(databaseUrl),
  };
}

export const USAGE = [...Object.values(COMMANDS).map((c) => c.usage), "warden migrate"].join("\n");

export async function run(argv: string[], ctx: Context): Promise<unknown> {
  if (argv[0] === "migrate") return { applied: await migrateAll(ctx.databaseUrl) };
  const two = `${argv[0]} ${argv[1]}`;
  const name = COMMANDS[two] ? two : COMMANDS[argv[0] ?? ""] ? argv[0]! : undefined;
  if (!name) throw new UsageError(`unknown command: ${argv.join(" ") || "(none)"}\nusage:\n${USAGE}`);
  const cmd = COMMANDS[name]!;
  const rest = argv.slice(name.split(" ").length);
  const parsed = parseArgs(rest, cmd.booleans);
  const stores = openStores(ctx);
  try {
    return await cmd.run(parsed, stores, ctx);
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(`${err.message}\nusage: ${cmd.usage}`);
    throw err;
  } finally {
    await stores.close();
  }
}
