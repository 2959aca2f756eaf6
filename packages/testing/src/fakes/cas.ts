import { json, startFakeServer, type FakeServer } from "./http.js";

export type CasMode = "normal" | "html" | "forbidden" | "slow" | "reset" | "error" | "rate_limited";

/**
 * A fake of the public CAS ban list API (`GET /check?user_id=N`), answering in its real format:
 * `{"ok":true,"result":{"reasons":[...],"offenses":N,"messages":[...],"time_added":"..."}}` for a
 * listed user, `{"ok":false,"description":"Record not found."}` otherwise. Other modes imitate
 * its failures: an HTML page (as behind a CDN challenge), 403, a hang, a reset connection, a 429
 * with `Retry-After: <retryAfterS>` (as its CDN's rate limit answers).
 */
export async function startFakeCas(
  opts: { listed?: Record<number, { offenses: number; timeAdded: string }> } = {},
): Promise<FakeServer & { listed: Map<number, { offenses: number; timeAdded: string }>; mode: CasMode; slowMs: number; retryAfterS: number }> {
  const listed = new Map(Object.entries(opts.listed ?? {}).map(([k, v]) => [Number(k), v]));
  const state = { mode: "normal" as CasMode, slowMs: 5_000, retryAfterS: 60 };
  const server = await startFakeServer(async (req, res) => {
    if (state.mode === "reset") {
      res.socket?.destroy();
      return;
    }
    if (state.mode === "slow") await new Promise((r) => setTimeout(r, state.slowMs));
    if (state.mode === "html") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>");
      return;
    }
    if (state.mode === "forbidden") {
      res.writeHead(403, { "content-type": "text/html" });
      res.end("<html><body>403 Forbidden</body></html>");
      return;
    }
    if (state.mode === "error") return json(res, 502, { ok: false, description: "Bad gateway" });
    if (state.mode === "rate_limited") {
      res.writeHead(429, { "content-type": "text/plain; charset=utf-8", "retry-after": String(state.retryAfterS) });
      res.end("Too Many Requests");
      return;
    }
    if (req.url.pathname !== "/check") return json(res, 404, { ok: false, description: "Not found" });
    const id = Number(req.url.searchParams.get("user_id"));
    const entry = listed.get(id);
    if (!entry) return json(res, 200, { ok: false, description: "Record not found." });
    json(res, 200, {
      ok: true,
      result: { reasons: [1], offenses: entry.offenses, messages: ["Buy crypto now https://example.invalid"], time_added: entry.timeAdded },
    });
  });
  // Accessors (not copied values), so a test can switch the mode of the running fake.
  return Object.defineProperties(server as FakeServer & { listed: typeof listed; mode: CasMode; slowMs: number; retryAfterS: number }, {
    listed: { value: listed },
    mode: { get: () => state.mode, set: (m: CasMode) => (state.mode = m) },
    slowMs: { get: () => state.slowMs, set: (ms: number) => (state.slowMs = ms) },
    retryAfterS: { get: () => state.retryAfterS, set: (s: number) => (state.retryAfterS = s) },
  });
}
