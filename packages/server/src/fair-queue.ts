/** Whose turn a waiter takes in a FairQueue or FairSemaphore: a chat, an account, a scope. */
export type FairKey = number | string;

interface KeyState {
  /** The turn this key's next item gets at the earliest. */
  next: number;
  /** Items queued. */
  queued: number;
  /** Items queued or taken and not yet done: the key's state is kept while there is any. */
  active: number;
}

/**
 * A queue served round-robin across keys (chats, accounts): one item of each key in turn, each key's items
 * in the order they came. An item gets the turn max(the turn being served, the turn after its key's
 * previous item); turns are served in order, the items of one turn in the order they came. So a key
 * that was just served, or was given a slot at once, has its next item after every other key's, and
 * a key that comes late joins the turn being served. A key is remembered while it has items
 * queued or taken and not done (done()), so a chat's burst behind one running item stays behind
 * the others. Every operation is O(1) but evictFor (O(keys)).
 */
export class FairQueue<T> {
  private readonly turns = new Map<number, { key: FairKey; item: T }[]>();
  private readonly keys = new Map<FairKey, KeyState>();
  private turn = 0;
  private count = 0;

  /** Items queued. */
  get size(): number {
    return this.count;
  }

  push(key: FairKey, item: T): void {
    let k = this.keys.get(key);
    if (!k) {
      k = { next: 0, queued: 0, active: 0 };
      this.keys.set(key, k);
    }
    const turn = Math.max(this.turn, k.next);
    k.next = turn + 1;
    k.queued++;
    k.active++;
    let items = this.turns.get(turn);
    if (!items) {
      items = [];
      this.turns.set(turn, items);
    }
    items.push({ key, item });
    this.count++;
  }

  /** The next item in turn; its key stays remembered until done(key) is called for it. */
  shift(): { key: FairKey; item: T } | undefined {
    if (this.count === 0) return undefined;
    // Every queued item's turn is at least this.turn: the loop ends at the first non-empty turn.
    for (;;) {
      const items = this.turns.get(this.turn);
      const next = items?.shift();
      if (next) {
        if (items!.length === 0) this.turns.delete(this.turn);
        this.count--;
        this.keys.get(next.key)!.queued--;
        return next;
      }
      this.turns.delete(this.turn);
      this.turn++;
    }
  }

  /** An item of `key` that shift() gave is done. */
  done(key: FairKey): void {
    const k = this.keys.get(key);
    if (k && --k.active <= 0) this.keys.delete(key);
  }

  /**
   * Room in a full queue for an item of `key`: the newest item of the key with the most queued is
   * taken out and returned, when `key` would still have fewer queued than that key has left (so two
   * keys never take each other's places in turn); undefined when `key` is to be refused instead.
   */
  evictFor(key: FairKey): T | undefined {
    let top: FairKey | undefined;
    let most = 0;
    for (const [k, s] of this.keys) {
      if (s.queued > most) {
        most = s.queued;
        top = k;
      }
    }
    const mine = this.keys.get(key)?.queued ?? 0;
    if (top === undefined || top === key || mine + 1 >= most) return undefined;
    const k = this.keys.get(top)!;
    // The newest item of a key has its last turn (items are served in turn order, so it is still queued).
    const turn = k.next - 1;
    const items = this.turns.get(turn)!;
    const at = items.findIndex((e) => e.key === top);
    const [evicted] = items.splice(at, 1);
    if (items.length === 0) this.turns.delete(turn);
    this.count--;
    k.next = turn;
    k.queued--;
    if (--k.active <= 0) this.keys.delete(top);
    return evicted!.item;
  }

  /** Takes every queued item out (in no particular order) and forgets every key. */
  clear(): T[] {
    const all = [...this.turns.values()].flat().map((e) => e.item);
    this.turns.clear();
    this.keys.clear();
    this.count = 0;
    return all;
  }
}

/**
 * A counting semaphore: at most `size` holders at once; the others wait and are given a freed
 * slot round-robin across keys (FairQueue), so one key's burst cannot take every slot in turn.
 * A key alone still gets every slot.
 */
export class FairSemaphore {
  private free: number;
  private readonly waiting = new FairQueue<() => void>();

  constructor(size: number) {
    if (!(size >= 1)) throw new RangeError(`a semaphore needs at least one slot, got ${size}`);
    this.free = size;
  }

  /** Holders waiting for a slot. */
  get queued(): number {
    return this.waiting.size;
  }

  /** Waits for a slot in `key`'s turn; resolves to the slot's release (calling it again does nothing). */
  async acquire(key: FairKey): Promise<() => void> {
    await new Promise<void>((granted) => {
      this.waiting.push(key, granted);
      this.grant();
    });
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.waiting.done(key);
      this.free++;
      this.grant();
    };
  }

  private grant(): void {
    while (this.free > 0) {
      const next = this.waiting.shift();
      if (!next) return;
      this.free--;
      next.item();
    }
  }
}

/** A turn that did not come within the wait the caller allowed (PerKeyTurns.run's `waitMs`). */
export class TurnNotInTime extends Error {}

/**
 * A FairSemaphore per key (an account: its test deliveries, its requests in progress), kept while the key has holders
 * or waiters: at most `size` of a key's callers run at once, the others wait in order.
 */
export class PerKeyTurns {
  private readonly keys = new Map<string, { turns: FairSemaphore; users: number }>();
  constructor(private readonly size: number) {}

  /**
   * Runs `fn` in the key's turn. With `waitMs`, a turn that has not come by then is given up
   * (TurnNotInTime) and `fn` is never run: the turn, when it comes, is handed on at once.
   */
  async run<T>(key: string, fn: () => Promise<T>, waitMs?: number): Promise<T> {
    let k = this.keys.get(key);
    if (!k) {
      k = { turns: new FairSemaphore(this.size), users: 0 };
      this.keys.set(key, k);
    }
    k.users++;
    const entry = k;
    const turn = entry.turns.acquire(key);
    let timer: NodeJS.Timeout | undefined;
    try {
      const release =
        waitMs === undefined
          ? await turn
          : await Promise.race([
              turn,
              new Promise<never>((_, reject) => {
                timer = setTimeout(() => reject(new TurnNotInTime()), Math.max(0, waitMs));
              }),
            ]);
      try {
        return await fn();
      } finally {
        release();
      }
    } catch (err) {
      if (err instanceof TurnNotInTime) {
        // Still queued: the turn is released the moment it is granted, and the key forgotten only then.
        entry.users++;
        void turn.then((release) => {
          release();
          if (--entry.users === 0) this.keys.delete(key);
        });
      }
      throw err;
    } finally {
      clearTimeout(timer);
      if (--entry.users === 0) this.keys.delete(key);
    }
  }
}
