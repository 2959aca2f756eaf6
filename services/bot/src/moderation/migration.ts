import { Code, ConnectError, type Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import type { Logger, prom } from "@warden/telemetry";
import { chatEvent, eventId, type EventSink } from "../events.js";
import type { MemberLedger } from "../member-ledger.js";
import type { AdminLoop } from "./admin-loop.js";
import type { ExemptSenders } from "./exempt-senders.js";
import type { GroupAdmins } from "./group-admins.js";
import type { GroupSettings } from "./group-settings.js";
import { withRetries } from "./transient.js";

export type MigrationOutcome = "migrated" | "already" | "conflict" | "unknown" | "failed";

/**
 * A group became a supergroup (Telegram gives it a new id and says so in both chats): its Warden
 * record moves to the new id (groups-config MigrateGroup: settings, rules, whitelist, plan,
 * administrators, reports), its probation counts move in Redis, the buttons of the admin notices
 * already sent about it act in the new chat (AdminLoop.migrated), and the bot forgets what it held
 * under either id, so its next message is judged with the moved settings. Both service messages,
 * and any redelivery, run this; every step is idempotent. So does a move the bot learns only from Telegram's refusal of a
 * call on the old id (400 with parameters.migrate_to_chat_id: the service messages lost, or the note behind a notice's
 * buttons gone), from GroupAdmins and AdminLoop.
 */
export class GroupMigration {
  constructor(
    private readonly deps: {
      groups: Pick<Client<typeof GroupsConfigService>, "migrateGroup">;
      ledger: MemberLedger;
      settings: GroupSettings;
      admins: GroupAdmins;
      /** The admin notices already sent about the old group, whose buttons act in the new chat from now on. */
      notices: Pick<AdminLoop, "migrated">;
      exempt: ExemptSenders;
      events: EventSink;
      logger: Logger;
      migrations?: prom.Counter<"outcome">;
    },
  ) {}

  /** `date`: the service message's (Unix seconds). */
  async migrate(from: number, to: number, date: number): Promise<MigrationOutcome> {
    const { groups, ledger, settings, admins, exempt, events, logger } = this.deps;
    let outcome: MigrationOutcome;
    try {
      const res = await withRetries(() => groups.migrateGroup({ fromGroupId: BigInt(from), toGroupId: BigInt(to) }));
      outcome = res.migrated ? "migrated" : "already";
    } catch (err) {
      const e = ConnectError.from(err);
      outcome = e.code === Code.NotFound ? "unknown" : e.code === Code.AlreadyExists ? "conflict" : "failed";
      const log = outcome === "failed" ? logger.error.bind(logger) : logger.warn.bind(logger);
      log({ err: e.message, code: Code[e.code], from_group_id: from, to_group_id: to }, "group migration not applied in groups-config");
    }
    // The members are the same people in the same chat, whatever Warden knew of the group.
    const moved = await ledger.migrate(from, to);
    // Whatever groups-config did: in Telegram the group is the new chat now.
    await this.deps.notices.migrated(from, to);
    for (const id of [from, to]) {
      settings.forget(id);
      admins.forget(id);
      exempt.forget(id);
    }
    // The new id's administrators, reported to groups-config (the moved grants came from the old chat).
    // Also when groups-config had it already: the other service message of the pair, or an attempt
    // whose answer was lost (withRetries) and that did migrate.
    if (outcome === "migrated" || outcome === "already") await admins.refresh(to).catch(() => undefined);
    // The journal and analytics follow the group (journal-analytics moves its entries, idempotently;
    // one event id for the pair of service messages). Not when groups-config kept the old id.
    if (outcome === "migrated" || outcome === "already") {
      await events.chatEvents([chatEvent({ id: eventId("migrate", from, to), groupId: from, kind: "migrate", userId: 0, date, migratedTo: to })]);
    }
    this.deps.migrations?.inc({ outcome });
    logger.info({ from_group_id: from, to_group_id: to, outcome, probation_counts_moved: moved }, "group became a supergroup");
    return outcome;
  }
}
