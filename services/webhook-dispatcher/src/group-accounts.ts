import type { Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { BoundedCache } from "@warden/server";

/**
 * "Which accounts may reach group G", the fan-out's tenant check, and every id G has had (its current id first): a
 * group that became a supergroup has a new id, and an event of the old id (written before the move, or a retry of
 * one) or an endpoint that names the old id still concerns the same group (groups-config's ListGroupAccounts).
 */
export interface GroupReach {
  accountIds: string[];
  groupIds: number[];
}

export interface GroupAccounts {
  reachOf(groupId: number): Promise<GroupReach>;
}

/**
 * Asks groups-config (ListGroupAccounts) and keeps each answer for `ttlMs`, so a burst of events
 * of one group costs one call. A failed call is not cached: the caller's Kafka record is retried.
 */
export class CachedGroupAccounts implements GroupAccounts {
  private readonly cache: BoundedCache<number, Promise<GroupReach>>;

  constructor(
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "listGroupAccounts">,
    private readonly ttlMs: number,
    now: () => number = Date.now,
    maxEntries = 50_000,
  ) {
    this.cache = new BoundedCache({ maxEntries, ttlMs, now });
  }

  reachOf(groupId: number): Promise<GroupReach> {
    const hit = this.cache.get(groupId);
    if (hit) return hit;
    const accounts = this.groups
      .listGroupAccounts({ groupId: BigInt(groupId) })
      .then((r) => ({ accountIds: r.accountIds, groupIds: r.groupIds.length > 0 ? r.groupIds.map(Number) : [groupId] }));
    if (this.ttlMs > 0) {
      this.cache.set(groupId, accounts);
      accounts.catch(() => {
        if (this.cache.peek(groupId) === accounts) this.cache.delete(groupId);
      });
    }
    return accounts;
  }
}
