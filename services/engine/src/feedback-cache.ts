import type { Client } from "@connectrpc/connect";
import { BoundedCache, FairSemaphore } from "@warden/server";
import { ReportLabel, type GroupsConfigService } from "@warden/proto";
import { ownedHead, ScopeFeedback, type FeedbackReport } from "./feedback/index.js";

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

/**
 * Pages of rebuilds (refreshes of a scope that holds no state: a restart, an LRU eviction) held at once, from the
 * page's GetFeedback to its last report applied; the other rebuilds wait their turn without a page. A page is up to
 * PAGE reports of at most FEEDBACK_TEXT_MAX_CHARS characters each (groups-config sends no more of a report's text,
 * counted in code points; the head cut here in UTF-16 units), about 4 MB at 2 bytes a character; before groups-config
 * cut them, up to 10,000 characters a report (20 MB) were held until cut here. Reports are applied one slice at a time
 * anyway, so more pages at once only overlap the GetFeedback round trips. Without the bound every cold scope fetched
 * at once and held its page while waiting for its turn to apply: 40 cold scopes of 1,000 reports of 10,000 characters
 * rebuilt at once added 848-858 MB of RSS at the peak; with 2, 179-246 MB (1: 160-163 MB, 4: 228-249 MB), and no
 * slower (docs/feedback.md).
 */
export const REBUILDS_AT_ONCE = 2;

/**
 * Reports applied to a scope's state since it was loaded or saved, after which it is saved (SnapshotStore): a scope
 * with fewer reports rebuilds from them in well under a second, and a scope that goes on reporting costs one save of
 * ~0.2-0.5 MB per this many reports.
 */
export const SNAPSHOT_EVERY = 256;

/** Where scopes' states are saved and found again (groups-config's feedback_snapshots: feedback-snapshots.ts). */
export interface SnapshotStore {
  /** The scope's saved state, or undefined: none, of another engine make, unreadable, or the store unreachable. */
  load(scope: FeedbackScopeKey): Promise<ScopeFeedback | undefined>;
  /** Saves the state as it is now (its bytes are taken before this returns); no check waits for it. */
  save(scope: FeedbackScopeKey, state: ScopeFeedback): void;
  /** A loaded state was ahead of the scope's latest report: it was dropped for a rebuild. */
  discarded?(): void;
}

/**
 * How long a held state is trusted without asking its owner, however current the caller says it is. The caller's
 * number can lag behind a report that returned: the gateway stores a report, then raises the account's number, and a
 * crash or a Redis failure between the two left the report unapplied until the account's next report. A check of a
 * state held longer than this starts a refresh in the background (the check itself does not wait for it), so such a
 * report is applied within about this long; it costs one GetFeedback per active scope per this long.
 */
export const RECHECK_MS = 60_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A scope as groups-config's RPCs name it (FeedbackScope). */
export function wireScope(scope: FeedbackScopeKey) {
  return "accountId" in scope
    ? { scope: { case: "accountId" as const, value: scope.accountId } }
    : { scope: { case: "groupId" as const, value: BigInt(scope.groupId) } };
}

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
  /** A slot per page of a rebuild held (REBUILDS_AT_ONCE), given round-robin across the scopes rebuilding. */
  private readonly rebuilds: FairSemaphore;
  private readonly sliceMs: number;
  private readonly now: () => number;
  private readonly snapshots: SnapshotStore | undefined;
  /** When each held state was last brought up to its owner's latest report (this.now()). */
  private readonly checkedAt = new WeakMap<ScopeFeedback, number>();
  private readonly recheckMs: number;
  private readonly onRecheckFailure: (err: unknown) => void;

  constructor(
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "getFeedback">,
    maxScopes = 1_000,
    opts: {
      sliceMs?: number;
      now?: () => number;
      rebuildsAtOnce?: number;
      snapshots?: SnapshotStore;
      recheckMs?: number;
      /** A background refresh (RECHECK_MS) that failed: the state held stays in use. */
      onRecheckFailure?: (err: unknown) => void;
    } = {},
  ) {
    this.entries = new BoundedCache({ maxEntries: maxScopes });
    this.snapshots = opts.snapshots;
    this.recheckMs = opts.recheckMs ?? RECHECK_MS;
    this.onRecheckFailure = opts.onRecheckFailure ?? (() => undefined);
    this.rebuilds = new FairSemaphore(opts.rebuildsAtOnce ?? REBUILDS_AT_ONCE);
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
    if (held && held.seq >= latestSeq) {
      if (this.now() - (this.checkedAt.get(held) ?? Number.NEGATIVE_INFINITY) >= this.recheckMs && !this.inflight.has(key)) {
        this.fetch(scope, key).catch((err: unknown) => this.onRecheckFailure(err));
      }
      return held;
    }
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

  /**
   * Fetches and applies the scope's reports after the held sequence, page by page. A rebuild (no state held) takes a
   * slot of `rebuilds` for each page, from its fetch to its last report applied, and holds no page while it waits for
   * the next. A refresh of a held state fetches what came since its last check (what the gateway or GetPolicy said is
   * new), and is not held back behind rebuilds.
   */
  private async refresh(scope: FeedbackScopeKey, key: string, held: ScopeFeedback | undefined): Promise<ScopeFeedback> {
    let state = held;
    for (;;) {
      const release = held ? undefined : await this.rebuilds.acquire(key);
      let page: { got: number; latest: number };
      try {
        // A rebuild starts from the scope's saved state when there is one, and applies only the reports after it.
        state ??= (await this.snapshots?.load(scope)) ?? new ScopeFeedback();
        page = await this.fetchAndApply(scope, key, state);
      } finally {
        release?.();
      }
      if (!held && page.latest < state.seq) {
        // A saved state ahead of the scope's latest report holds reports that are not there (groups-config hands out
        // only states whose report is still kept, so this is a row written by hand): rebuilt from those there are.
        this.snapshots?.discarded?.();
        state = new ScopeFeedback();
        continue;
      }
      // A rebuild starts from the owner's window: the sequence jumps to just below it.
      if (page.got === 0 || state.seq >= page.latest) {
        if (state.seq < page.latest && page.got === 0) state.seq = page.latest;
        break;
      }
    }
    this.entries.set(key, state);
    this.checkedAt.set(state, this.now());
    if (this.snapshots && state.unsaved >= SNAPSHOT_EVERY) {
      state.unsaved = 0;
      this.snapshots.save(scope, state);
    }
    return state;
  }

  /** One page of reports after the state's sequence, applied; nothing of it is kept once this returns but its size and the owner's latest sequence. */
  private async fetchAndApply(scope: FeedbackScopeKey, key: string, state: ScopeFeedback): Promise<{ got: number; latest: number }> {
    const { items, latest } = await this.page(scope, state.seq);
    await this.applyInTurns(key, state, items);
    return { got: items.length, latest };
  }

  /** One page of reports after `afterSeq`, each text cut at once to the head the engine reads (the answer itself is let go here). */
  private async page(scope: FeedbackScopeKey, afterSeq: number): Promise<{ items: FeedbackReport[]; latest: number }> {
    const res = await this.groups.getFeedback({ scope: wireScope(scope), afterSeq: BigInt(afterSeq), limit: PAGE });
    const items: FeedbackReport[] = res.items.map((i) => ({
      seq: Number(i.seq),
      label: i.label === ReportLabel.HAM ? "ham" : "spam",
      text: ownedHead(i.text),
      fingerprint: i.fingerprint,
    }));
    return { items, latest: Number(res.latestSeq) };
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
