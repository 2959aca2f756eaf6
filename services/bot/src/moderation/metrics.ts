import { BEHAVIOUR_SIGNAL_NAMES } from "@warden/contract";
import { counter, histogram, type prom, type Registry } from "@warden/telemetry";
import type { BehaviourMetrics } from "./behaviour/index.js";

export interface ModerationMetrics {
  updates: prom.Counter<"type">;
  updatesFailed: prom.Counter<"type">;
  decisions: prom.Counter<"verdict" | "action">;
  latency: prom.Histogram;
  engineChecks: prom.Counter<"outcome">;
  exemptPosts: prom.Counter<"reason">;
  behaviour: BehaviourMetrics;
  ocrImages: prom.Counter<"outcome">;
  ocrSeconds: prom.Histogram;
  ocrSecondLooks: prom.Counter<"outcome">;
  adminActions: prom.Counter<"kind" | "outcome">;
  memberReports: prom.Counter<"outcome">;
  adminStateErrors: prom.Counter<"operation">;
  probationFailures: prom.Counter<"operation">;
  probationResets: prom.Counter;
  migrations: prom.Counter<"outcome">;
  welcomes: prom.Counter<"outcome">;
}

/** The bot's moderation metrics, registered on `registry`. */
export function moderationMetrics(registry: Registry): ModerationMetrics {
  return {
    updates: counter(registry, "warden_bot_updates_total", "Telegram updates, by what they asked of the bot", ["type"]),
    welcomes: counter(
      registry,
      "warden_bot_welcomes_total",
      "/start and /help in private chats, by outcome: sent (the welcome), repeated (the same command of the user answered within 30 s), busy (over the welcomes a second, a sixth of TELEGRAM_MESSAGES_PER_SECOND: not answered, the user may ask again)",
      ["outcome"],
    ),
    updatesFailed: counter(
      registry,
      "warden_bot_updates_failed_total",
      "Telegram updates whose handling failed part-way (a message left unmoderated, a join or command not acted on), by type; second_look: a photo's second look with its picture's text; unknown: a malformed update that could not be classified",
      ["type"],
    ),
    decisions: counter(registry, "warden_bot_decisions_total", "Messages decided, by verdict and action taken", ["verdict", "action"]),
    latency: histogram(
      registry,
      "warden_bot_message_seconds",
      "From receiving a message to its decision being published (actions included)",
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
    engineChecks: counter(
      registry,
      "warden_bot_engine_checks_total",
      "Engine checks of messages, by outcome: ok, or the Connect code of the error the bot gave up on (the message was left unjudged)",
      ["outcome"],
    ),
    exemptPosts: counter(
      registry,
      "warden_bot_exempt_posts_total",
      "Posts left unmoderated because of who sent them: anonymous_admin (on behalf of the group itself) or linked_channel (the group's linked channel)",
      ["reason"],
    ),
    behaviour: {
      signals: counter(
        registry,
        "warden_bot_behaviour_signals_total",
        `Behaviour signals the bot found, by signal (${BEHAVIOUR_SIGNAL_NAMES.join(", ")}); reaction_spam counts accounts reported`,
        ["signal"],
      ),
      stateErrors: counter(
        registry,
        "warden_bot_behaviour_state_errors_total",
        "Redis failures or timeouts of the behaviour windows, by operation (observe, reaction, delete_along, album, was_deleted, spare): the update was judged without flood, duplicate, probing or reaction windows, or nothing was deleted along, or an album's message was judged on its own, or a photo's second look went ahead without knowing whether the bot had deleted it, or a whitelisted sender's message was not marked to be spared (a later copy by others may delete it along)",
        ["operation"],
      ),
      extraDeletions: counter(
        registry,
        "warden_bot_behaviour_deletions_total",
        "Messages deleted beside the one judged, by signal: flood (a flood's earlier messages), duplicate_across_members (the earlier copies of a duplicate), album (the other messages of an album one of whose messages was deleted)",
        ["signal"],
      ),
    },
    ocrImages: counter(
      registry,
      "warden_bot_ocr_images_total",
      "Photos whose text the bot tried to read (groups with ocr_enabled), by outcome: ok, empty (no text found), timeout, too_large, busy (too many waiting, or gave way to a group with fewer waiting), error, cached (the same file read before or being read: its text reused, nothing fetched)",
      ["outcome"],
    ),
    ocrSeconds: histogram(
      registry,
      "warden_bot_ocr_seconds",
      "Reading one photo's text: getFile, download, waiting for a worker and OCR (bounded by BOT_OCR_DEADLINE_MS)",
      [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5],
    ),
    ocrSecondLooks: counter(
      registry,
      "warden_bot_ocr_second_looks_total",
      "Photos judged on their caption because the OCR pool had no time for them (busy, timeout), judged again with their picture's text once the pool is idle, by outcome: queued, dropped (too many waiting), changed (the picture's text made the verdict worse, or gave the first one: acted on and journalled), unchanged, superseded (a later version, its edit, judged since), gone (the bot deleted it, or banned its sender, meanwhile), expired (not taken within 10 minutes), gave_up (still not read after the last second look)",
      ["outcome"],
    ),
    adminActions: counter(
      registry,
      "warden_bot_admin_actions_total",
      "The admin loop: notices sent (kind notice) and buttons pressed (not_spam, ban_everywhere, clean_up), by outcome: done, failed, refused (not an administrator of the group, or one without the right the button needs), repeated (already done), expired",
      ["kind", "outcome"],
    ),
    memberReports: counter(
      registry,
      "warden_bot_member_reports_total",
      "Replies of /report, by outcome: counted (below the threshold), acted (the threshold reached, or an administrator's report: the message deleted and reported as spam), ignored (off, repeated, own message or an administrator's)",
      ["outcome"],
    ),
    adminStateErrors: counter(
      registry,
      "warden_bot_admin_state_errors_total",
      "Redis operations of the admin loop that failed (recent messages, action references, reporters, the messages the bot banned users for, a group's move to a supergroup; a group's admin-change mark, the administrators reported to groups-config and the membership facts seen (membership_facts: a join reported twice may then be published twice), shared by the replicas; the bot's own restrictions of members (restriction_read, restriction_write, restriction_forget: a mute may then take the bot's own restriction for one an administrator made)); moderation went on without them",
      ["operation"],
    ),
    probationFailures: counter(
      registry,
      "warden_bot_probation_state_failures_total",
      "Probation counter operations that failed in Redis, by operation (next, peek, joined, left, reset, migrate); the member was treated as unknown (not on probation)",
      ["operation"],
    ),
    probationResets: counter(
      registry,
      "warden_bot_probation_resets_total",
      "Members put back on probation (counted from 0) because a message of theirs, posted or edited, was judged spam",
    ),
    migrations: counter(
      registry,
      "warden_bot_group_migrations_total",
      "Groups that became supergroups (migrate_to_chat_id / migrate_from_chat_id), by outcome: migrated, already (the other message of the pair, or a redelivery), conflict (the new id has its own configuration), failed",
      ["outcome"],
    ),
  };
}
