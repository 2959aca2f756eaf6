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
