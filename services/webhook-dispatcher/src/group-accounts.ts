import type { Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { BoundedCache } from "@warden/server";

/** "Which accounts may reach group G": the fan-out's tenant check. */
export interface GroupAccounts {
  accountsOf(groupId: number): Promise<string[]>;
}

/**
 * Asks groups-config (ListGroupAccounts) and keeps each answer for `ttlMs`, so a burst of events
 * of one group costs one call. A failed call is not cached: the caller's Kafka record is retried.
 */
export class CachedGroupAccounts implements GroupAccounts {
  private readonly cache: BoundedCache<number, Promise<string[]>>;

  constructor(
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "listGroupAccounts">,
    private readonly ttlMs: number,
    now: () => number = Date.now,
    maxEntries = 50_000,
  ) {
    this.cache = new BoundedCache({ maxEntries, ttlMs, now });
  }

  accountsOf(groupId: number): Promise<string[]> {
    const hit = this.cache.get(groupId);
    if (hit) return hit;
    const accounts = this.groups.listGroupAccounts({ groupId: BigInt(groupId) }).then((r) => r.accountIds);
    if (this.ttlMs > 0) {
      this.cache.set(groupId, accounts);
      accounts.catch(() => {
        if (this.cache.peek(groupId) === accounts) this.cache.delete(groupId);
      });
    }
    return accounts;
  }
}
