import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import { createPool, type Pool } from "@warden/db";
import { BEHAVIOUR_SIGNALS, INTERNAL_LIMITS } from "@warden/contract";
import { Code, ConnectError, domainDetail, errorFromData } from "@warden/errors";
import { createServer as createGroupsServer, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import {
  AiMode,
  AiStatus,
  EngineService,
  ExternalStatus,
  GetUserHistoryResponseSchema,
  GroupsConfigService,
  ReportLabel,
  ReportSource,
  RiskLevel,
  Source,
  Verdict,
} from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createTestDatabase, SPAM_TEXT, startFakeCas, startFakeOpenAi, waitFor, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAiProvider } from "../src/ai/openai.js";
import { CasBanList } from "../src/ban-list/cas.js";
import { stateFingerprint } from "../src/feedback/index.js";
import { SNAPSHOT_EVERY } from "../src/feedback-cache.js";
import { createEngine } from "../src/wiring.js";

// The engine with the real groups-config (real PostgreSQL) behind it, fakes of the AI provider
// and of the CAS ban list, called through Connect in memory.
let db: TestDatabase;
let pool: Pool;
let groupsServer: RunningServer;
let store: GroupStore;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
let cas: Awaited<ReturnType<typeof startFakeCas>>;
let engine: Client<typeof EngineService>;
let engineServer: RunningServer;
let historyAvailable = true;
const GROUP = -1001000000777;
const ACC = "acc_engine_test";
const SPAM = SPAM_TEXT;

beforeAll(async () => {
  db = await createTestDatabase("engine");
  await migrateGroupsConfig(db.url);
  pool = createPool({ connectionString: db.url, schema: "groups_config" });
  store = new GroupStore(pool);
  const logger = createLogger("test", "silent");
  groupsServer = await listen(createGroupsServer({ pool, registry: createRegistry("gc", { defaultMetrics: false }), logger }).handler, 0, "127.0.0.1");
  ai = await startFakeOpenAi();
  cas = await startFakeCas({ listed: { 666: { offenses: 2, timeAdded: "2025-01-02T03:04:05.000Z" } } });
  const { handler } = createEngine({
    groups: serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`),
    journal: {
      getUserHistory: async (req) => {
        if (!historyAvailable) throw new ConnectError("down", Code.Unavailable);
        return create(
          GetUserHistoryResponseSchema,
          req.userId === 666n
            ? {
                spamDecisions90d: 4,
                groupsWithSpam90d: 2,
                firstSeenAt: timestampFromDate(new Date("2026-10-01T00:00:00Z")),
                lastSpamAt: timestampFromDate(new Date()),
              }
            : {},
        );
      },
    },
    // The answers under test must not depend on this machine's load: timeouts well above a loaded
    // run's tail, and below the fake AI's 2 s "slow" answer, which must time out.
    banList: new CasBanList({ baseUrl: cas.url, timeoutMs: 1_000 }),
    ai: new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: "gpt-test", apiKey: "sk-test" }),
    aiTimeoutMs: 1_000,
    registry: createRegistry("engine", { defaultMetrics: false }),
    logger,
  });
  engineServer = await listen(handler, 0, "127.0.0.1");
  engine = serviceClient(EngineService, `http://127.0.0.1:${engineServer.port}`);
  await store.upsertGroup({ id: GROUP, title: "engine test", plan: "pro", adminAccountIds: [ACC] });
});

afterAll(async () => {
  await engineServer?.close(100);
  await groupsServer?.close(100);
  await ai?.close();
  await cas?.close();
  await pool?.end();
  await db?.drop();
});

describe("Engine.Check", () => {
  it("judges a text without a group under the default thresholds", async () => {
    const r = await engine.check({ text: SPAM });
    expect(r.verdict).toBe(Verdict.SPAM);
    expect(r.score).toBe(
      Math.min(
        100,
        Math.max(
          0,
          r.signals.reduce((s, x) => s + x.weight, 0),
        ),
      ),
    );
    expect((await engine.check({ text: "see you at the meetup tomorrow" })).verdict).toBe(Verdict.CLEAN);
  });

  it("applies the group's custom rules and whitelist as soon as they are written", async () => {
    const before = await engine.check({ text: "buy zorblax tokens", groupId: BigInt(GROUP) });
    expect(before.matchedRules).not.toContain("zorblax");
    await store.createRule(ACC, GROUP, { name: "zorblax", kind: "keyword", pattern: "zorblax", weight: 90, enabled: true }, 200);
    const after = await engine.check({ text: "buy zorblax tokens", groupId: BigInt(GROUP) });
    expect(after.matchedRules).toContain("zorblax");
    expect(after.verdict).toBe(Verdict.SPAM);
    expect(after.policyVersion).toBeGreaterThan(before.policyVersion);
  });

  it("include_ai: the opinion is a signal, and its status is reported", async () => {
    const r = await engine.check({ text: SPAM, ai: AiMode.ON });
    expect(r.ai?.status).toBe(AiStatus.OK);
    expect(r.ai?.model).toBe("gpt-test");
    expect(r.signals.find((s) => s.name === "ai_opinion")?.weight).toBe(28);
    const q = await engine.check({ text: SPAM, ai: AiMode.QUOTA_EXCEEDED });
    expect(q.ai?.status).toBe(AiStatus.QUOTA_EXCEEDED);
    expect(ai.requests.length).toBe(1);
  });

  it("an AI outage or timeout answers unavailable; the check itself succeeds with the rules verdict", async () => {
    for (const mode of ["error", "slow"] as const) {
      // A text of its own: the engine keeps the provider's opinion of SPAM from the checks above.
      const text = `${SPAM} (${mode})`;
      const plain = await engine.check({ text });
      ai.mode = mode;
      ai.slowMs = 2_000;
      try {
        const r = await engine.check({ text, ai: AiMode.ON });
        expect(r.ai?.status).toBe(AiStatus.UNAVAILABLE);
        expect(r.verdict).toBe(plain.verdict);
        expect(r.score).toBe(plain.score);
      } finally {
        ai.mode = "normal";
      }
    }
  });

  it("the bot path asks the AI about suspicious messages only when the group has ai_enabled", async () => {
    const before = ai.requests.length;
    await engine.check({ text: "hello there friends", groupId: BigInt(GROUP), source: Source.BOT });
    expect(ai.requests.length).toBe(before);
  });

  it("refuses texts the API refuses", async () => {
    // (A lone surrogate cannot cross the wire: protobuf encodes strings as UTF-8, so the gateway
    // refuses it before the call — tested there.)
    for (const text of ["", "a".repeat(10_001), "😀".repeat(10_001), "a\u0000"]) {
      await expect(engine.check({ text })).rejects.toMatchObject({ code: Code.InvalidArgument });
    }
  });
});

describe("Engine.CheckMany", () => {
  /** A Check's outcome, comparable: the answer's verdict, score and rules, or the error's code and typed detail. */
  const outcomeOf = async (run: () => Promise<{ verdict: Verdict; score: number; matchedRules: string[] }>) => {
    try {
      const r = await run();
      return { verdict: r.verdict, score: r.score, rules: r.matchedRules };
    } catch (e) {
      const err = ConnectError.from(e);
      return { code: err.code, message: err.rawMessage, detail: domainDetail(err) };
    }
  };

  it("answers each check exactly as a Check of it would, errors included, in order", async () => {
    const checks = [
      { text: SPAM },
      { text: "see you at the meetup tomorrow" },
      { text: "" },
      { text: "buy zorblax tokens", groupId: BigInt(GROUP) },
      { text: "hello", groupId: -1009999999999n },
      { text: "a\u0000" },
      { text: SPAM, ai: AiMode.QUOTA_EXCEEDED, accountId: ACC },
    ];
    const res = await engine.checkMany({ checks });
    expect(res.outcomes).toHaveLength(checks.length);
    for (const [i, c] of checks.entries()) {
      const o = res.outcomes[i]!.outcome;
      const many =
        o.case === "result"
          ? { verdict: o.value.verdict, score: o.value.score, rules: o.value.matchedRules }
          : await outcomeOf(() => Promise.reject(errorFromData(o.value!)));
      expect(many, `check ${i}`).toEqual(await outcomeOf(() => engine.check(c)));
    }
    expect(res.outcomes.map((o) => o.outcome.case)).toEqual(["result", "result", "error", "result", "error", "error", "result"]);
  });

  it("refuses an empty call, more than the limit, and a check that asks the AI provider", async () => {
    const tooMany = Array.from({ length: INTERNAL_LIMITS.checkManyMaxChecks + 1 }, () => ({ text: "hi" }));
    for (const checks of [[], tooMany, [{ text: "hi" }, { text: SPAM, ai: AiMode.ON }]]) {
      await expect(engine.checkMany({ checks })).rejects.toMatchObject({ code: Code.InvalidArgument });
    }
    expect((await engine.checkMany({ checks: tooMany.slice(1) })).outcomes).toHaveLength(INTERNAL_LIMITS.checkManyMaxChecks);
  });
});

/** A bot check in GROUP by a member whose history is unknown (not on probation). */
const bot = (init: Record<string, unknown>) => ({ groupId: BigInt(GROUP), source: Source.BOT, sender: { userId: 5n, priorMessages: -1 }, ...init });

/** A check refused as invalid, naming exactly `path`. */
const refused = async (init: Record<string, unknown>, path: string) => {
  const err = await engine.check(init).then(
    () => undefined,
    (e: unknown) => ConnectError.from(e),
  );
  expect(err?.code, path).toBe(Code.InvalidArgument);
  const detail = err && domainDetail(err);
  expect(detail?.kind === "validation" ? detail.errors.map((e) => e.path) : detail, path).toEqual([path]);
};

describe("Engine.Check with the bot's behaviour signals", () => {
  const HONEST = "see you at the meetup tomorrow";

  it("each adds its weight to the score and is listed among the signals, category behaviour; the group's thresholds decide", async () => {
    const plain = await engine.check(bot({ text: HONEST }));
    const flood = await engine.check(bot({ text: HONEST, behaviour: [{ name: "flood", weight: BEHAVIOUR_SIGNALS.flood }] }));
    expect(flood.score).toBe(Math.min(100, plain.score + BEHAVIOUR_SIGNALS.flood));
    expect(flood.signals).toContainEqual(expect.objectContaining({ name: "flood", weight: BEHAVIOUR_SIGNALS.flood, category: "behaviour" }));
    expect(flood.categories).toContain("behaviour");
    expect(flood.matchedRules).toContain("flood");
    const copied = await engine.check(
      bot({ text: HONEST, behaviour: [{ name: "duplicate_across_members", weight: BEHAVIOUR_SIGNALS.duplicate_across_members }] }),
    );
    expect(copied.verdict).toBe(Verdict.SUSPICIOUS);
    const ad = await engine.check(
      bot({
        text: HONEST,
        behaviour: [
          { name: "duplicate_across_members", weight: BEHAVIOUR_SIGNALS.duplicate_across_members },
          { name: "duplicate_with_link", weight: BEHAVIOUR_SIGNALS.duplicate_with_link },
        ],
      }),
    );
    expect(ad.verdict).toBe(Verdict.SPAM);
  });

  it("a bot check of a message without text (a contact) is judged on its behaviour alone", async () => {
    const r = await engine.check(bot({ text: "", behaviour: [{ name: "contact", weight: BEHAVIOUR_SIGNALS.contact }] }));
    expect([r.score, r.matchedRules]).toEqual([BEHAVIOUR_SIGNALS.contact, ["contact"]]);
  });

  it("never counts against an administrator", async () => {
    const r = await engine.check(bot({ text: HONEST, sender: { userId: 5n, isAdmin: true }, behaviour: [{ name: "flood", weight: 30 }] }));
    expect([r.score, r.whitelisted, r.signals]).toEqual([0, true, []]);
  });

  it("refuses behaviour outside a bot check, unknown or repeated names, weights out of 0..100, and an empty text without behaviour", async () => {
    await refused({ text: HONEST, behaviour: [{ name: "flood", weight: 30 }] }, "behaviour");
    await refused(bot({ text: HONEST, behaviour: [{ name: "made_up", weight: 30 }] }), "behaviour[0].name");
    await refused(
      bot({
        text: HONEST,
        behaviour: [
          { name: "flood", weight: 30 },
          { name: "flood", weight: 30 },
        ],
      }),
      "behaviour[1].name",
    );
    await refused(bot({ text: HONEST, behaviour: [{ name: "flood", weight: 101 }] }), "behaviour[0].weight");
    await refused(bot({ text: HONEST, behaviour: [{ name: "flood", weight: -1 }] }), "behaviour[0].weight");
    await refused(bot({ text: "" }), "text");
    // The edges are accepted.
    await expect(
      engine.check(
        bot({
          text: HONEST,
          behaviour: [
            { name: "flood", weight: 100 },
            { name: "contact", weight: 0 },
          ],
        }),
      ),
    ).resolves.toMatchObject({ score: 100 });
  });
});

describe("Engine.Check with the addresses of the message's URL buttons", () => {
  const LABEL = "Open the offer";

  it("a group's domain rule fires on a button's address as on a link of the text", async () => {
    await store.createRule(ACC, GROUP, { name: "button_domain", kind: "domain", pattern: "buttons-only.example", weight: 90, enabled: true }, 200);
    const [plain, other, button] = await Promise.all([
      engine.check(bot({ text: LABEL })),
      engine.check(bot({ text: LABEL, buttonUrls: ["https://elsewhere.example/x"] })),
      engine.check(bot({ text: LABEL, buttonUrls: ["https://elsewhere.example/x", "https://go.buttons-only.example/offer"] })),
    ]);
    expect([plain.matchedRules, other.matchedRules]).not.toContainEqual(expect.arrayContaining(["button_domain"]));
    expect(button.matchedRules).toContain("button_domain");
    expect(button.verdict).toBe(Verdict.SPAM);
  });

  const { checkButtonUrls: MAX_URLS, checkButtonUrlMaxUnits: MAX_UNITS } = INTERNAL_LIMITS;
  it(`refuses addresses outside a bot check, more than ${MAX_URLS}, empty, longer than ${MAX_UNITS} UTF-16 units or with a NUL; the edges pass`, async () => {
    const url = (n: number) => `https://a.example/${"x".repeat(n - "https://a.example/".length)}`;
    await refused({ text: LABEL, buttonUrls: ["https://a.example"] }, "button_urls");
    await refused(bot({ text: LABEL, buttonUrls: Array.from({ length: MAX_URLS + 1 }, (_, i) => `https://a.example/${i}`) }), "button_urls");
    await refused(bot({ text: LABEL, buttonUrls: ["https://a.example", ""] }), "button_urls[1]");
    await refused(bot({ text: LABEL, buttonUrls: [url(MAX_UNITS + 1)] }), "button_urls[0]");
    await refused(bot({ text: LABEL, buttonUrls: ["https://a.example/\u0000"] }), "button_urls[0]");
    // counted in UTF-16 units, as Telegram counts: an emoji is two
    const emoji = (n: number) => `https://a.example/${"😀".repeat(n)}`;
    await refused(bot({ text: LABEL, buttonUrls: [emoji((MAX_UNITS - "https://a.example/".length) / 2 + 1)] }), "button_urls[0]");
    await expect(engine.check(bot({ text: LABEL, buttonUrls: [emoji((MAX_UNITS - "https://a.example/".length) / 2)] }))).resolves.toBeDefined();
    await expect(engine.check(bot({ text: LABEL, buttonUrls: Array.from({ length: MAX_URLS }, () => url(MAX_UNITS)) }))).resolves.toMatchObject({
      verdict: expect.any(Number),
    });
  });
});

describe("Engine.CheckUser", () => {
  it("a user on the ban list with spam history is critical, with both sources reported", async () => {
    const r = await engine.checkUser({ userId: 666n });
    expect(r.riskLevel).toBe(RiskLevel.CRITICAL);
    expect(r.external).toMatchObject({ source: "cas", status: ExternalStatus.LISTED, offenses: 2 });
    expect(r.service?.spamDecisions90d).toBe(4);
    expect(r.service?.reputation).toBeLessThan(-50);
  });

  it("an unknown user is low risk, reputation 0", async () => {
    const r = await engine.checkUser({ userId: 42n });
    expect(r.riskLevel).toBe(RiskLevel.LOW);
    expect(r.external?.status).toBe(ExternalStatus.NOT_LISTED);
    expect(r.service?.reputation).toBe(0);
  });

  it("the ban list being down degrades to unavailable, never to an error", async () => {
    cas.mode = "html";
    try {
      const r = await engine.checkUser({ userId: 43n });
      expect(r.external?.status).toBe(ExternalStatus.UNAVAILABLE);
    } finally {
      cas.mode = "normal";
    }
  });

  it("without the service's own history the answer leaves `service` out (not a guess) and still carries the ban list's", async () => {
    historyAvailable = false;
    try {
      const r = await engine.checkUser({ userId: 666n });
      expect(r.service).toBeUndefined();
      expect(r.external).toMatchObject({ source: "cas", status: ExternalStatus.LISTED, offenses: 2 });
      expect(r.riskLevel).toBe(RiskLevel.CRITICAL);
    } finally {
      historyAvailable = true;
    }
  });
});

describe("Moderator feedback saved across engines (snapshots in groups-config)", () => {
  const SNAP_GROUP = -1001000000778;
  const SNAP_ACC = "acc_engine_snapshots";

  /** An engine of its own (a restart, another replica) on the same groups-config, recording its GetFeedback calls. */
  async function anotherEngine() {
    const groups = serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`);
    const afterSeqs: number[] = [];
    const registry = createRegistry("engine", { defaultMetrics: false });
    const { handler } = createEngine({
      groups: {
        getPolicy: (req, o) => groups.getPolicy(req, o),
        getFeedback: (req, o) => {
          afterSeqs.push(Number(req.afterSeq ?? 0));
          return groups.getFeedback(req, o);
        },
        getFeedbackSnapshot: (req, o) => groups.getFeedbackSnapshot(req, o),
        putFeedbackSnapshot: (req, o) => groups.putFeedbackSnapshot(req, o),
      },
      registry,
      logger: createLogger("test", "silent"),
      ai: "none",
    });
    const server = await listen(handler, 0, "127.0.0.1");
    const outcomes = async () =>
      Object.fromEntries(
        ((await registry.getSingleMetric("warden_engine_feedback_snapshots_total")?.get())?.values ?? []).map((v) => [v.labels.outcome, v.value]),
      );
    return { client: serviceClient(EngineService, `http://127.0.0.1:${server.port}`), server, afterSeqs, outcomes };
  }

  it(`an engine saves a group's state after ${SNAPSHOT_EVERY} reports; a restarted one starts from it and reads only the reports after it`, async () => {
    await store.upsertGroup({ id: SNAP_GROUP, title: "snapshots", plan: "pro", adminAccountIds: [SNAP_ACC] });
    const groups = serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`);
    const report = (text: string, label = ReportLabel.SPAM) =>
      groups.createReport({ accountId: SNAP_ACC, groupId: BigInt(SNAP_GROUP), label, text, source: ReportSource.API });
    for (let i = 0; i < SNAPSHOT_EVERY; i++)
      await report(`заработок ${i} без вложений, пиши в лс @earn_${(i * 7_919).toString(36)}`, i % 4 ? ReportLabel.SPAM : ReportLabel.HAM);
    const text = "заработок 17 без вложений, пиши в лс @someone_else";
    const bot = { text, groupId: BigInt(SNAP_GROUP), source: Source.BOT };
    const first = await anotherEngine();
    const judged = await first.client.check(bot);
    expect(judged.signals.map((s) => s.name)).toContain("reported_spam");
    expect(first.afterSeqs).toEqual([0]);
    const saved = await waitFor(async () => {
      const s = await groups.getFeedbackSnapshot({ scope: { scope: { case: "groupId", value: BigInt(SNAP_GROUP) } }, fingerprint: stateFingerprint() });
      return s.found && s;
    });
    expect(saved.seq).toBe(BigInt(SNAPSHOT_EVERY));
    expect(await first.outcomes()).toEqual({ missing: 1, saved: 1 });

    await report("one more after the snapshot");
    const restarted = await anotherEngine();
    const again = await restarted.client.check(bot);
    expect(restarted.afterSeqs).toEqual([SNAPSHOT_EVERY]);
    expect(await restarted.outcomes()).toEqual({ loaded: 1 });
    // the same judgement as the engine that read every report
    const reference = await first.client.check(bot);
    expect(again.score).toBe(reference.score);
    expect(again.signals).toEqual(reference.signals);
    await first.server.close(100);
    await restarted.server.close(100);
  });

  it("a reported ham longer than the head groups-config hands out is its whole text, not that head with a spam after it", async () => {
    const LONG_GROUP = -1001000000779;
    await store.upsertGroup({ id: LONG_GROUP, title: "long ham", plan: "pro", adminAccountIds: [SNAP_ACC] });
    const groups = serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`);
    const ham = Array.from(
      { length: 40 },
      (_, i) => `Item ${i + 1}: the club's ${["chess", "garden", "choir", "book"][i % 4]} evening moves to room ${i + 3}.`,
    ).join(" ");
    expect(ham.length).toBeGreaterThan(INTERNAL_LIMITS.feedbackTextMaxChars);
    await groups.createReport({ accountId: SNAP_ACC, groupId: BigInt(LONG_GROUP), label: ReportLabel.HAM, text: ham, source: ReportSource.API });
    const engine = await anotherEngine();
    const names = async (text: string) => (await engine.client.check({ text, groupId: BigInt(LONG_GROUP), source: Source.BOT })).signals.map((s) => s.name);
    expect(await names(ham)).toContain("reported_ham");
    const head = ham.slice(0, INTERNAL_LIMITS.feedbackTextMaxChars);
    const appended = await engine.client.check({
      text: `${head} EARN $500 PER DAY from home, crypto signals, guaranteed profit, DM me now @easy_money_bot https://t.me/easy_money_bot`,
      groupId: BigInt(LONG_GROUP),
      source: Source.BOT,
    });
    expect(appended.signals.map((s) => s.name)).not.toContain("reported_ham");
    expect(appended.verdict).toBe(Verdict.SPAM);
    await engine.server.close(100);
  });
});
