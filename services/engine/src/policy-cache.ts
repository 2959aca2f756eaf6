import type { Client } from "@connectrpc/connect";
import { Action, RuleKind, WhitelistKind, type GetPolicyResponse, type GroupsConfigService } from "@warden/proto";
import { coalesced } from "@warden/server";
import type { ActionName, Policy } from "./detector.js";

const ACTIONS: Partial<Record<Action, Exclude<ActionName, "none">>> = {
  [Action.REVIEW]: "review",
  [Action.DELETE]: "delete",
  [Action.DELETE_AND_MUTE]: "delete_and_mute",
  [Action.DELETE_AND_BAN]: "delete_and_ban",
};
const KINDS = { [RuleKind.KEYWORD]: "keyword", [RuleKind.REGEX]: "regex", [RuleKind.DOMAIN]: "domain" } as const;

export function policyFromProto(p: GetPolicyResponse): Policy {
  const s = p.settings;
  return {
    version: Number(p.version),
    settings: {
      spam_threshold: s?.spamThreshold ?? 70,
      suspicious_threshold: s?.suspiciousThreshold ?? 40,
      action_on_spam: ACTIONS[s?.actionOnSpam ?? Action.DELETE] ?? "delete",
      new_member_probation_messages: s?.newMemberProbationMessages ?? 3,
      block_links_from_new_members: s?.blockLinksFromNewMembers ?? true,
      max_emojis: s?.maxEmojis ?? 10,
      mute_minutes: s?.muteMinutes ?? 60,
      external_ban_list: s?.externalBanList ?? true,
      ai_enabled: s?.aiEnabled ?? false,
      notify_admins: s?.notifyAdmins ?? false,
    } as Policy["settings"],
    rules: p.rules
      .filter((r) => r.kind in KINDS)
      .map((r) => ({ id: r.id, name: r.name, kind: KINDS[r.kind as keyof typeof KINDS], pattern: r.pattern, weight: r.weight, enabled: r.enabled })),
    whitelist: p.whitelist.map((w) => ({
      kind: w.kind === WhitelistKind.CHANNEL ? "channel" : "user",
      id: w.id === undefined ? undefined : Number(w.id),
      username: w.username,
    })),
  };
}

/**
 * Policies by group, keyed by the group's policy version. Every lookup asks groups-config
 * whether the version it holds is current (a cheap "unchanged" answer), so a write that has
 * returned is always seen by the next check. Compiled forms (regexes) are built once per version.
 */
export class PolicyCache<C> {
  private readonly entries = new Map<number, { version: bigint; compiled: C; feedbackSeq: bigint }>();
  /** Checks of one group that arrive together share one version check, sent after all of them arrived. */
  private readonly getPolicy: (req: { groupId: bigint; knownVersion: bigint }) => Promise<GetPolicyResponse>;

  constructor(
    groups: Pick<Client<typeof GroupsConfigService>, "getPolicy">,
    private readonly compile: (p: Policy, raw: GetPolicyResponse) => C,
    private readonly maxEntries = 10_000,
  ) {
    this.getPolicy = coalesced((req) => groups.getPolicy(req), (req) => `${req.groupId}:${req.knownVersion}`);
  }

  /**
   * The group's latest report sequence number as of the last get() (0 when unknown): the version
   * check answers it too, so the bot's checks learn of a new report without another call.
   */
  feedbackSeq(groupId: number): number {
    return Number(this.entries.get(groupId)?.feedbackSeq ?? 0n);
  }

  async get(groupId: number): Promise<C> {
    const held = this.entries.get(groupId);
    const res = await this.getPolicy({ groupId: BigInt(groupId), knownVersion: held?.version ?? 0n });
    if (held && !res.changed && res.version === held.version) {
      // refresh LRU position; a concurrent answer never moves the sequence back
      if (res.feedbackSeq > held.feedbackSeq) held.feedbackSeq = res.feedbackSeq;
      this.entries.delete(groupId);
      this.entries.set(groupId, held);
      return held.compiled;
    }
    // Checks that shared this answer compile the new version once.
    const current = this.entries.get(groupId);
    if (current && current.version === res.version) {
      if (res.feedbackSeq > current.feedbackSeq) current.feedbackSeq = res.feedbackSeq;
      return current.compiled;
    }
    const compiled = this.compile(policyFromProto(res), res);
    const feedbackSeq = held && held.feedbackSeq > res.feedbackSeq ? held.feedbackSeq : res.feedbackSeq;
    this.entries.delete(groupId);
    this.entries.set(groupId, { version: res.version, compiled, feedbackSeq });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return compiled;
  }
}
