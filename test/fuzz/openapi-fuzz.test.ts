import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { createOpenApiValidator, waitFor } from "@warden/testing";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../support/stack.js";
import { deref, METHOD_ORDER, operationsOf, requestArb, uriValues, validRequestArb, type Operation, type PlannedRequest } from "./openapi-arbitraries.js";

// Property-based fuzzing of the whole public API against the real services (each its own
// process): the OpenAPI document the gateway serves is walked operation by operation, and
// generated requests - valid and hostile bodies, paths and queries - are sent with the write key
// of a Business account whose limits are raised so that no 429 hides a bug. Every answer must
// be below 500, conform to the document (every error body to the Error schema), and come
// within 2 s. Seeded: the seed is printed, WARDEN_FUZZ_SEED replays a run, WARDEN_FUZZ_RUNS
// sets the number of requests (default 5,000).
const RUNS = Number(process.env.WARDEN_FUZZ_RUNS ?? 5_000);
const SEED = process.env.WARDEN_FUZZ_SEED ? Number(process.env.WARDEN_FUZZ_SEED) : 0x5eed18;
const CONCURRENCY = Number(process.env.WARDEN_FUZZ_CONCURRENCY ?? 4);
const SLOW_MS = 2_000;

let stack: Stack;
let receiver: http.Server;
let doc: Record<string, any>;
let ops: Operation[];
let key: string;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  stack = await startStack({
    label: "fuzz",
    env: {
      WEBHOOK_ALLOW_HTTP: "true",
      WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128",
      WEBHOOK_DNS_TIMEOUT_MS: "500",
      WEBHOOK_TIMEOUT_MS: "1000",
      LOG_LEVEL: "warn",
    },
  });
  // The demo account, on Business, with limits far above what the run spends.
  await stack.cli("account", "plan", stack.demo.accountId, "business");
  await stack.cli("account", "limits", stack.demo.accountId, "--daily", "10000000", "--per-minute", "10000000", "--ai-daily", "10000000");
  key = stack.demo.key;
  doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as Record<string, any>;
  ops = operationsOf(doc);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

interface Finding {
  request: string;
  intent: string;
  status: number;
  ms: number;
  problems: string[];
}

/** Ids and cursors the run has seen, to aim path parameters and cursors at real resources. */
class Known {
  private readonly values = new Set<string>();
  readonly cursors: string[] = [];
  forget(v: string) {
    this.values.delete(v);
  }
  add(v: unknown) {
    const s = typeof v === "number" ? String(v) : typeof v === "string" ? v : undefined;
    if (s !== undefined && s.length <= 128 && this.values.size < 5_000) this.values.add(s);
  }
  harvest(body: unknown) {
    const stack: unknown[] = [body];
    while (stack.length) {
      const v = stack.pop();
      if (Array.isArray(v)) stack.push(...v);
      else if (v && typeof v === "object") {
        for (const [k, c] of Object.entries(v)) {
          if ((k === "id" || k.endsWith("_id")) && (typeof c === "string" || typeof c === "number")) this.add(c);
          if (k === "username" && typeof c === "string") this.add(`@${c}`);
          if (k === "next_cursor" && typeof c === "string" && this.cursors.length < 200) this.cursors.push(c);
          if (c && typeof c === "object") stack.push(c);
        }
      }
    }
  }
  matching(test: (v: unknown) => boolean): string[] {
    return [...this.values].filter((v) => test(v) || (/^-?\d+$/.test(v) && test(Number(v))));
  }
}

describe("fuzzing every operation of the OpenAPI document", () => {
  it(
    `answers ${RUNS} generated requests with no 5xx, no answer outside the document, none slower than ${SLOW_MS} ms`,
    async () => {
      console.log(`openapi fuzz: seed ${SEED}, ${RUNS} requests over ${ops.length} operations, ${CONCURRENCY} at a time (replay: WARDEN_FUZZ_SEED=${SEED})`);
      expect(ops.length).toBeGreaterThan(20);
      const validator = createOpenApiValidator(doc);
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      ajv.addSchema({ $id: "urn:warden:fuzz", components: doc.components });
      const rewrite = (s: unknown): unknown => JSON.parse(JSON.stringify(s).replace(/"#\/components\//g, '"urn:warden:fuzz#/components/'));
      const paramCheck = new Map<string, (v: unknown) => boolean>();
      for (const op of ops)
        for (const p of op.pathParams) {
          const k = `${op.operationId}:${p.name}`;
          const fn = ajv.compile(rewrite(deref(doc, p.schema)) as object);
          paramCheck.set(k, (v) => fn(v) as boolean);
        }

      const known = new Known();
      known.add(stack.demo.groupId);
      // A journal entry exists before the run (decisions reach the journal through Kafka, later than
      // any warm-up request), so that operations on one (reportJournalEntry) can be aimed at it.
      const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
      await fetch(`${stack.baseUrl}/spam/check`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ text: "fuzz: a journaled decision", group_id: stack.demo.groupId }),
      });
      known.harvest(
        await waitFor(
          async () => {
            const page = (await (await fetch(`${stack.baseUrl}/groups/${stack.demo.groupId}/journal?limit=1`, { headers: auth })).json()) as {
              items?: unknown[];
            };
            return page.items?.length ? page : undefined;
          },
          { timeoutMs: 20_000, intervalMs: 200, message: "a journal entry of the demo group" },
        ),
      );
      const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const ctx = { doc, uris: uriValues(hook) };
      // Two warm-up passes of valid requests over every operation (creates first, deletes last), so
      // that the generated requests that follow find resources to read, change and delete.
      const ordered = [...ops].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
      const warmup = [0, 1].flatMap((pass) => ordered.flatMap((op, i) => fc.sample(validRequestArb(ctx, op), { seed: SEED + pass * 1_000 + i, numRuns: 3 })));
      const plans = [
        ...warmup,
        ...fc.sample(
          fc.constantFrom(...ops).chain((op) => requestArb(ctx, op)),
          { seed: SEED, numRuns: Math.max(0, RUNS - warmup.length) },
        ),
      ];

      const findings: Finding[] = [];
      const perOperation = new Map<string, Map<number, number>>();
      const durations: number[] = [];

      const urlOf = (plan: PlannedRequest, used: Record<string, string> = {}): string => {
        let path = plan.template;
        for (const [name, v] of Object.entries(plan.path)) {
          let value: string;
          if (v.kind === "literal") value = v.value;
          else {
            const candidates = known.matching(paramCheck.get(`${plan.operationId}:${name}`)!);
            const picked = candidates.length ? candidates[v.pick % candidates.length]! : undefined;
            value = (picked === undefined ? "0" : encodeURIComponent(picked)) + (v.poison ?? "");
            if (picked !== undefined && !v.poison) used[name] = picked;
          }
          path = path.replace(`{${name}}`, value);
        }
        const query = plan.query
          .map(
            ([k, v]) =>
              `${k}=${typeof v === "string" ? v : encodeURIComponent(known.cursors.length ? known.cursors[v.knownCursor % known.cursors.length]! : "none")}`,
          )
          .join("&");
        return `${stack.baseUrl}${path}${query ? `?${query}` : ""}`;
      };

      const send = async (plan: PlannedRequest) => {
        const used: Record<string, string> = {};
        const url = urlOf(plan, used);
        const headers: Record<string, string> = { authorization: `Bearer ${key}` };
        if (plan.body) headers["content-type"] = plan.body.contentType;
        const started = performance.now();
        let status = 0;
        let text = "";
        let resHeaders: Record<string, string> = {};
        const problems: string[] = [];
        try {
          const res = await fetch(url, { method: plan.method, headers, body: plan.body?.raw as BodyInit | undefined, signal: AbortSignal.timeout(15_000) });
          status = res.status;
          resHeaders = Object.fromEntries(res.headers.entries());
          text = await res.text();
        } catch (err) {
          problems.push(`no answer: ${(err as Error).message}`);
        }
        const ms = performance.now() - started;
        durations.push(ms);
        let body: unknown;
        if (text) {
          // JSON unless the answer says another type (the rendered reference), which the validator
          // then checks against the document's media type.
          const type = resHeaders["content-type"] ?? "";
          if (/json/i.test(type) || !/^text\//i.test(type)) {
            try {
              body = JSON.parse(text);
            } catch {
              problems.push(`body is not JSON: ${text.slice(0, 120)}`);
            }
          } else body = text;
        }
        if (status >= 500) problems.push(`status ${status}: ${text.slice(0, 300)}`);
        if (status)
          problems.push(
            ...validator.validateResponse({ method: plan.method, path: new URL(url).pathname + new URL(url).search, status, headers: resHeaders, body }),
          );
        if (ms > SLOW_MS) problems.push(`took ${Math.round(ms)} ms`);
        if (status >= 200 && status < 300) known.harvest(body);
        // A deleted resource: its id (the last path parameter) leaves the pool.
        if (plan.method === "DELETE" && status === 204) {
          const last = plan.template.match(/\{(\w+)\}$/)?.[1];
          if (last && used[last] !== undefined) known.forget(used[last]);
        }
        const counts = perOperation.get(plan.operationId) ?? new Map<number, number>();
        counts.set(status, (counts.get(status) ?? 0) + 1);
        perOperation.set(plan.operationId, counts);
        if (problems.length) {
          const shownBody = plan.body ? (typeof plan.body.raw === "string" ? plan.body.raw : `<${plan.body.raw.length} bytes>`) : "";
          findings.push({
            request: `${plan.method} ${url.slice(stack.baseUrl.length, stack.baseUrl.length + 300)} ${shownBody.slice(0, 300)}`,
            intent: plan.intent,
            status,
            ms: Math.round(ms),
            problems,
          });
        }
      };

      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < plans.length) await send(plans[next++]!);
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      durations.sort((a, b) => a - b);
      const q = (p: number) => Math.round(durations[Math.min(durations.length - 1, Math.floor(p * durations.length))]!);
      const summary = [...perOperation.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([op, counts]) =>
            `  ${op}: ${[...counts.entries()]
              .sort(([a], [b]) => a - b)
              .map(([s, n]) => `${s}x${n}`)
              .join(" ")}`,
        )
        .join("\n");
      console.log(
        `openapi fuzz: ${plans.length} requests in ${seconds.toFixed(1)} s (p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms), ${findings.length} findings\n${summary}`,
      );

      // Every operation of the document was exercised, and reached its handler at least once.
      expect([...perOperation.keys()].sort()).toEqual(ops.map((o) => o.operationId).sort());
      for (const op of ops) {
        const ok = [...(perOperation.get(op.operationId)?.keys() ?? [])].some((s) => s >= 200 && s < 300);
        expect(ok, `${op.operationId} never answered 2xx`).toBe(true);
      }
      expect(findings.slice(0, 25), `seed ${SEED}: ${findings.length} findings`).toEqual([]);
    },
    Math.max(600_000, RUNS * 40),
  );
});
