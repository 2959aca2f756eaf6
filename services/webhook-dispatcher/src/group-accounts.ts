import type { Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";

/** "Which accounts may reach group G": the fan-out's tenant check. */
export interface GroupAccounts {
  accountsOf(groupId: number): Promise<string[]>;
}

/**
 * Asks groups-config (ListGroupAccounts) and keeps each answer for `ttlMs`, so a burst of events
 * of one group costs one call. A failed call is not cached: the caller's Kafka record is retried.
 */
export class CachedGroupAccounts implements GroupAccounts {
  private readonly cache = new Map<number, { at: number; accounts: Promise<string[]> }>();

  constructor(
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "listGroupAccounts">,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  accountsOf(groupId: number): Promise<string[]> {
    const t = this.now();
    const hit = this.cache.get(groupId);
    if (hit && t - hit.at < this.ttlMs) return hit.accounts;
    const accounts = this.groups.listGroupAccounts({ groupId: BigInt(groupId) }).then((r) => r.accountIds);
    if (this.ttlMs > 0) {
      if (this.cache.size >= this.maxEntries) this.cache.clear();
      this.cache.set(groupId, { at: t, accounts });
      accounts.catch(() => {
        if (this.cache.get(groupId)?.accounts === accounts) this.cache.delete(groupId);
      });
    }
    return accounts;
  }
}
