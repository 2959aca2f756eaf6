import type { Client } from "@connectrpc/connect";
import { DEFAULTS } from "@warden/contract";
import { Action, ActionSchema, enumNames, type RuleKind, RuleKindSchema, WhitelistKind, type GetPolicyResponse, type GroupsConfigService } from "@warden/proto";
import { BoundedCache, coalesced } from "@warden/server";
import type { ActionName, Policy } from "./detector.js";

const ACTIONS = enumNames<Action, ActionName>(ActionSchema);
const KINDS = enumNames<RuleKind, Policy["rules"][number]["kind"]>(RuleKindSchema);

/** A group's action on spam: "none" is not one of its values, so an absent or unknown one reads as the default, delete. */
function actionOnSpam(a: Action | undefined): Exclude<ActionName, "none"> {
  const name = ACTIONS.name(a ?? Action.DELETE);
  return name === undefined || name === "none" ? "delete" : name;
}

export function policyFromProto(p: GetPolicyResponse): Policy {
  const s = p.settings;
  return {
    version: Number(p.version),
    settings: {
      spam_threshold: s?.spamThreshold ?? 70,
      suspicious_threshold: s?.suspiciousThreshold ?? 40,
      action_on_spam: actionOnSpam(s?.actionOnSpam),
      new_member_probation_messages: s?.newMemberProbationMessages ?? 3,
      block_links_from_new_members: s?.blockLinksFromNewMembers ?? true,
      max_emojis: s?.maxEmojis ?? 10,
      mute_minutes: s?.muteMinutes ?? 60,
      external_ban_list: s?.externalBanList ?? true,
      ai_enabled: s?.aiEnabled ?? false,
      notify_admins: s?.notifyAdmins ?? false,
      // 0 is proto3's "not set" (a groups-config older than the setting), never a valid value.
      probation_spam_threshold: s?.probationSpamThreshold || DEFAULTS.probation_spam_threshold,
    } as Policy["settings"],
    rules: p.rules.flatMap((r) => {
      const kind = KINDS.name(r.kind);
      return kind ? [{ id: r.id, name: r.name, kind, pattern: r.pattern, weight: r.weight, enabled: r.enabled }] : [];
    }),
    whitelist: p.whitelist.map((w) => ({
      kind: w.kind === WhitelistKind.CHANNEL ? "channel" : "user",
      id: w.id === undefined ? undefined : Number(w.id),
      username: w.username,
    })),
  };
}

interface Entry<C> {
  version: bigint;
  compiled: C;
  feedbackSeq: bigint;
  asked: number;
  /** The group's owner (GetPolicy's owner_telegram_user_id), and the lookup whose answer told it. */
  owner: bigint | undefined;
  ownerAsked: number;
}

/**
 * The owner an answer to lookup `asked` told, unless the entry holds one told by an answer to a later lookup: an owner
 * changes with no version bump, so only the order of asking orders two answers.
 */
function noteOwner(entry: Entry<unknown>, owner: bigint | undefined, asked: number): void {
  if (asked < entry.ownerAsked) return;
  entry.owner = owner;
  entry.ownerAsked = asked;
}

/**
 * Policies by group, keyed by the group's policy version. Every lookup asks groups-config
 * whether the version it holds is current (a cheap "unchanged" answer), so a write that has
 * returned is always seen by the next check. Compiled forms (regexes) are built once per version.
 */
export class PolicyCache<C> {
  private readonly entries: BoundedCache<number, Entry<C>>;
  /** Order in which lookups were asked: an answer never replaces one to a lookup asked after it. */
  private asked = 0;
  /** Checks of one group that arrive together share one version check, sent after all of them arrived. */
  private readonly getPolicy: (req: { groupId: bigint; knownVersion: bigint }) => Promise<GetPolicyResponse>;

  constructor(
    groups: Pick<Client<typeof GroupsConfigService>, "getPolicy">,
    private readonly compile: (p: Policy, raw: GetPolicyResponse) => C,
    maxEntries = 10_000,
  ) {
    this.entries = new BoundedCache({ maxEntries });
    this.getPolicy = coalesced(
      (req) => groups.getPolicy(req),
      (req) => `${req.groupId}:${req.knownVersion}`,
    );
  }

  /**
   * The group's latest report sequence number as of the last get() (0 when unknown): the version
   * check answers it too, so the bot's checks learn of a new report without another call.
   */
  feedbackSeq(groupId: number): number {
    return Number(this.entries.peek(groupId)?.feedbackSeq ?? 0n);
  }

  /**
   * The Telegram user id of the group's owner as of the last get() (undefined when unknown). Every version check answers
   * it, changed or not (an owner the bot's add records bumps no version), and the latest answer is kept.
   */
  owner(groupId: number): bigint | undefined {
    return this.entries.peek(groupId)?.owner;
  }

  async get(groupId: number): Promise<C> {
    const asked = ++this.asked;
    const held = this.entries.get(groupId); // also makes it the most recently used
    const res = await this.getPolicy({ groupId: BigInt(groupId), knownVersion: held?.version ?? 0n });
    if (held && !res.changed && res.version === held.version) {
      // a concurrent answer never moves the sequence back
      if (res.feedbackSeq > held.feedbackSeq) held.feedbackSeq = res.feedbackSeq;
      noteOwner(held, res.ownerTelegramUserId, asked);
      return held.compiled;
    }
    // Checks that shared this answer compile the new version once.
    const current = this.entries.get(groupId);
    if (current && current.version === res.version) {
      if (res.feedbackSeq > current.feedbackSeq) current.feedbackSeq = res.feedbackSeq;
      noteOwner(current, res.ownerTelegramUserId, asked);
      return current.compiled;
    }
    // A slow answer to a lookup asked before another one that has been stored (a call sent before a
    // write, answered after the call sent after it) never takes the cache back to what it read: the
    // stored policy is at least as recent, and it serves this check too, in flight across the write.
    // By the order of asking, not by version numbers: those only have to differ, never to grow.
    if (current && current.asked > asked) {
      if (res.feedbackSeq > current.feedbackSeq) current.feedbackSeq = res.feedbackSeq;
      noteOwner(current, res.ownerTelegramUserId, asked);
      return current.compiled;
    }
    const compiled = this.compile(policyFromProto(res), res);
    const feedbackSeq = held && held.feedbackSeq > res.feedbackSeq ? held.feedbackSeq : res.feedbackSeq;
    const entry: Entry<C> = { version: res.version, compiled, feedbackSeq, asked, owner: res.ownerTelegramUserId, ownerAsked: asked };
    if (current) noteOwner(entry, current.owner, current.ownerAsked);
    this.entries.set(groupId, entry);
    return compiled;
  }
}
