import type { Client } from "@connectrpc/connect";
import { BoundedCache, FairSemaphore } from "@warden/server";
import { ReportLabel, type GroupsConfigService } from "@warden/proto";
import { ScopeFeedback, type FeedbackReport } from "./feedback/index.js";

/** Whose reports teach a check: an account's (API checks), or a group's (the bot's checks in it). */
export type FeedbackScopeKey = { accountId: string } | { groupId: number };

const PAGE = 1_000;
/**
 * How long reports are applied before the event loop is served again. A report costs about 1 ms
 * (its first 2,000 characters normalised and learned), so a rebuild of 10,000 takes about 10 s of
 * CPU: applied in slices of this length, one slice per turn of the event loop for the whole engine,
 * it never holds other checks for longer than a slice and a report.
 */
export const APPLY_SLICE_MS = 5;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function keyOf(scope: FeedbackScopeKey): string {
  return "accountId" in scope ? `a:${scope.accountId}` : `g:${scope.groupId}`;
}

/**
 * Per-scope feedback state, bounded LRU (BoundedCache). The caller passes the scope's
 * latest report sequence number as its owner last told it (the gateway's account row, or the
 * group's GetPolicy answer): when the held state is at least that recent nothing is fetched, so a
 * scope that never reported costs nothing and an unchanged one costs no call; otherwise only the
 * reports after the held sequence are fetched (GetFeedback), and a report that has returned is seen
 * by the very next check. Concurrent checks of one scope share one fetch.
 */
export class FeedbackCache {
  private readonly entries: BoundedCache<string, ScopeFeedback>;
  private readonly inflight = new Map<string, Promise<ScopeFeedback>>();
  /**
   * One slice of reports applied at a time across every scope, given round-robin across the scopes
   * waiting: scopes rebuilt at once (after a restart) take turns instead of stacking their slices,
   * and a scope with one new report waits for one slice of each scope rebuilding, not for their whole rebuilds.
   */
  private readonly turns = new FairSemaphore(1);
  private readonly sliceMs: number;
  private readonly now: () => number;

  constructor(
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "getFeedback">,
    maxScopes = 1_000,
    opts: { sliceMs?: number; now?: () => number } = {},
  ) {
    this.entries = new BoundedCache({ maxEntries: maxScopes });
    this.sliceMs = opts.sliceMs ?? APPLY_SLICE_MS;
    this.now = opts.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The state held for a scope, without asking anyone (what a check uses while groups-config is down). */
  peek(scope: FeedbackScopeKey): ScopeFeedback | undefined {
    return this.entries.peek(keyOf(scope));
  }

  async get(scope: FeedbackScopeKey, latestSeq: number): Promise<ScopeFeedback | undefined> {
    const key = keyOf(scope);
    const held = this.entries.get(key); // also makes it the most recently used
    if (held && held.seq >= latestSeq) return held;
    if (!held && latestSeq <= 0) return undefined;
    const joined = this.inflight.get(key);
    if (joined) {
      const state = await joined;
      // That fetch may have started before this caller's report was stored: fetch once more if behind.
      if (state.seq >= latestSeq) return state;
    }
    return this.fetch(scope, key);
  }

  private fetch(scope: FeedbackScopeKey, key: string): Promise<ScopeFeedback> {
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.refresh(scope, key, this.entries.peek(key)).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async refresh(scope: FeedbackScopeKey, key: string, held: ScopeFeedback | undefined): Promise<ScopeFeedback> {
    const state = held ?? new ScopeFeedback();
    const wire = "accountId" in scope ? { case: "accountId" as const, value: scope.accountId } : { case: "groupId" as const, value: BigInt(scope.groupId) };
    for (;;) {
      const res = await this.groups.getFeedback({ scope: { scope: wire }, afterSeq: BigInt(state.seq), limit: PAGE });
      const items: FeedbackReport[] = res.items.map((i) => ({ seq: Number(i.seq), label: i.label === ReportLabel.HAM ? "ham" : "spam", text: i.text }));
      await this.applyInTurns(key, state, items);
      const latest = Number(res.latestSeq);
      // A rebuild starts from the owner's window: the sequence jumps to just below it.
      if (items.length === 0 || state.seq >= latest) {
        if (state.seq < latest && items.length === 0) state.seq = latest;
        break;
      }
    }
    this.entries.set(key, state);
    return state;
  }

  /** Applies `items` to the scope's state in slices of `sliceMs`, each in its turn; the state is consistent after each report (its seq says how far). */
  private async applyInTurns(key: string, state: ScopeFeedback, items: FeedbackReport[]): Promise<void> {
    let i = 0;
    while (i < items.length) {
      const release = await this.turns.acquire(key);
      try {
        // Requests, and whatever else waits on the event loop, are served before each slice.
        await nextTurn();
        const start = this.now();
        do state.apply([items[i++]!]);
        while (i < items.length && this.now() - start < this.sliceMs);
      } finally {
        release();
      }
    }
  }
}
