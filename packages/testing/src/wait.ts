/** Polls fn until it returns a truthy value or the timeout passes; returns that value. */
export async function waitFor<T>(
  fn: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  opts: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  let lastErr: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v as T;
    } catch (err) {
      lastErr = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`${opts.message ?? "condition not met"} within ${opts.timeoutMs ?? 10_000} ms${lastErr ? `: ${(lastErr as Error).message}` : ""}`);
    }
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 50));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
