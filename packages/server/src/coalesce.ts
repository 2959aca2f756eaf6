/**
 * Read coalescing that keeps read-your-writes: concurrent callers asking for the same key share
 * ONE lookup, but a caller only ever joins a lookup that has not been sent yet. The lookup is sent
 * on the next turn of the event loop (setImmediate, after the I/O of this turn: the requests that
 * arrived together), so it starts after every one of its callers did. A write that returned before
 * a caller started is therefore seen by the caller's answer, exactly as with a lookup of its own:
 * a revoke still applies to the next request, a rule write to the next check.
 *
 * Errors reach every caller of the lookup. Keys are compared as strings.
 */
export function coalesced<K, V>(lookup: (key: K) => Promise<V>, keyOf: (key: K) => string = String): (key: K) => Promise<V> {
  const waiting = new Map<string, Promise<V>>();
  return (key: K) => {
    const id = keyOf(key);
    const joined = waiting.get(id);
    if (joined) return joined;
    const p = new Promise<V>((resolve, reject) => {
      setImmediate(() => {
        // From here on the lookup is on its way: later callers start a new one.
        waiting.delete(id);
        lookup(key).then(resolve, reject);
      });
    });
    waiting.set(id, p);
    return p;
  };
}

/** One item's outcome in a batch's answer. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Independent calls made in one turn of the event loop go out together. Each call's item waits
 * for the next turn (setImmediate, after the I/O of this turn: the requests that arrived
 * together); then items go `max` at a time (or fewer, as many as `maxWeight` allows) through
 * `many`, which answers one outcome per item in order, and each caller gets its own outcome. An item alone goes through `single`. A failure of
 * `many` itself (the call did not happen, or its answer does not fit) reaches every caller of it.
 * Nothing is shared but the transport: unlike `coalesced`, items are never merged.
 *
 * With `key`, only items of the same key share a batch (in their order of arrival): a caller's
 * batch then waits only for its own key's items, never for another key's (another tenant's costly
 * work goes out in a call of its own, answered on its own).
 */
export function batched<I, O>(opts: {
  max: number;
  /** Items of different keys never share a batch. */
  key?: (item: I) => string;
  /** With `weight`: a batch closes once its items weigh this much (an item heavier than it goes alone). */
  maxWeight?: number;
  weight?: (item: I) => number;
  single: (item: I) => Promise<O>;
  many: (items: I[]) => Promise<Settled<O>[]>;
}): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let pending: Waiting[] = [];
  // a function that throws instead of rejecting still answers its callers
  const attempt = <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return f();
    } catch (err) {
      return Promise.reject(err);
    }
  };
  /** The items of one key (or all of them) cut into batches of at most `max` items and `maxWeight`. */
  const cut = (items: Waiting[], into: Waiting[][]) => {
    let chunk: Waiting[] = [];
    let weight = 0;
    for (const w of items) {
      chunk.push(w);
      weight += opts.weight ? opts.weight(w.item) : 0;
      if (chunk.length === opts.max || (opts.maxWeight !== undefined && weight >= opts.maxWeight)) {
        into.push(chunk);
        chunk = [];
        weight = 0;
      }
    }
    if (chunk.length > 0) into.push(chunk);
  };
  const flush = () => {
    const all = pending;
    pending = [];
    const chunks: Waiting[][] = [];
    if (opts.key) {
      const byKey = new Map<string, Waiting[]>();
      for (const w of all) {
        const k = opts.key(w.item);
        const list = byKey.get(k);
        if (list) list.push(w);
        else byKey.set(k, [w]);
      }
      for (const items of byKey.values()) cut(items, chunks);
    } else {
      cut(all, chunks);
    }
    for (const chunk of chunks) {
      if (chunk.length === 1) {
        const [w] = chunk as [Waiting];
        attempt(() => opts.single(w.item)).then(w.resolve, w.reject);
        continue;
      }
      attempt(() => opts.many(chunk.map((w) => w.item))).then(
        (outcomes) => {
          if (outcomes.length !== chunk.length) {
            const err = new Error(`a batch of ${chunk.length} was answered with ${outcomes.length} outcomes`);
            for (const w of chunk) w.reject(err);
            return;
          }
          chunk.forEach((w, j) => {
            const o = outcomes[j]!;
            if (o.ok) w.resolve(o.value);
            else w.reject(o.error);
          });
        },
        (err: unknown) => {
          for (const w of chunk) w.reject(err);
        },
      );
    }
  };
  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ item, resolve, reject });
    });
}
