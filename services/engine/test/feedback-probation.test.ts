import { create, type MessageInitShape } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { DEFAULTS } from "@warden/contract";
import {
  AiMode,
  type EngineService,
  GetFeedbackRequestSchema,
  GetFeedbackResponseSchema,
  GetPolicyResponseSchema,
  ReportLabel,
  Source,
  Verdict,
} from "@warden/proto";
import type { RunningServer } from "@warden/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CLEAN_MAX_WEIGHT, type AiOpinion } from "../src/ai/provider.js";
import { serveEngine } from "./support/engine.js";

// A new member is judged by the group's probation_spam_threshold (50 by default) instead of spam_threshold (70). Every
// step after the detector that adds signals (behaviour, feedback, the AI opinion) must judge the message the same way:
// a positive signal must never turn a new member's spam into "suspicious" by rescoring it against 70.
const QUIET = -1001000000001; // a group without reports
const TAUGHT = -1001000000002; // a group with one spam report
// a plain link from a new member: spam only because of probation (see detection.policy.test.ts)
const DOCS = "Посмотрите документацию: https://nodejs.org/docs/latest/api/";
// a report that shares a few n-grams with DOCS: account_model leans it a little spam-ward, not enough for 70
const REPORT = "заработок в интернете, пиши в лс";
const NEW_MEMBER = { userId: 42n, priorMessages: 0 };
const REGULAR = { userId: 43n, priorMessages: 10 };

let server: RunningServer;
let engine: Client<typeof EngineService>;
let opinion: AiOpinion = { verdict: "spam", confidence: 0, model: "fake" };

beforeAll(async () => {
  ({ server, engine } = await serveEngine("engine-feedback-probation", {
    groups: {
      getPolicy: async (req) => create(GetPolicyResponseSchema, { version: 1n, changed: true, feedbackSeq: req.groupId === BigInt(TAUGHT) ? 1n : 0n }),
      getFeedback: async (init: MessageInitShape<typeof GetFeedbackRequestSchema>) => {
        const req = create(GetFeedbackRequestSchema, init);
        const taught = req.scope?.scope.case === "groupId" && req.scope.scope.value === BigInt(TAUGHT);
        const items = taught && req.afterSeq < 1n ? [{ seq: 1n, label: ReportLabel.SPAM, text: REPORT }] : [];
        return create(GetFeedbackResponseSchema, { items, latestSeq: taught ? 1n : 0n });
      },
    },
    ai: { name: "fake", judge: async () => opinion },
  }));
});

afterAll(() => server?.close(100));

const weightOf = (r: { signals: { name: string; weight: number }[] }, name: string) => r.signals.find((s) => s.name === name)?.weight;
const names = (r: { signals: { name: string }[] }) => r.signals.map((s) => s.name);

describe("a new member's message rescored after the detector", () => {
  let base = 0;
  beforeAll(async () => {
    base = (await engine.check({ text: DOCS, groupId: BigInt(QUIET), source: Source.BOT, sender: NEW_MEMBER })).score;
  });

  it("starts from a message that is spam only because of probation", async () => {
    const r = await engine.check({ text: DOCS, groupId: BigInt(QUIET), source: Source.BOT, sender: NEW_MEMBER });
    expect(r.score).toBe(base);
    expect(base).toBeGreaterThanOrEqual(DEFAULTS.probation_spam_threshold);
    expect(base).toBeLessThan(DEFAULTS.spam_threshold - 3);
    expect(r.verdict).toBe(Verdict.SPAM);
    expect(names(r)).toContain("probation_threshold");
  });

  it("stays spam with a behaviour signal added", async () => {
    const r = await engine.check({
      text: DOCS,
      groupId: BigInt(QUIET),
      source: Source.BOT,
      sender: NEW_MEMBER,
      behaviour: [{ name: "media_short_caption", weight: 3 }],
    });
    expect(r.score).toBe(base + 3);
    expect(r.verdict).toBe(Verdict.SPAM);
    expect(names(r)).toContain("probation_threshold");
    // a member past probation is judged by spam_threshold: the same score is suspicious
    const regular = await engine.check({
      text: DOCS,
      groupId: BigInt(QUIET),
      source: Source.BOT,
      sender: REGULAR,
      behaviour: [{ name: "media_short_caption", weight: 3 }],
    });
    expect(regular.verdict).not.toBe(Verdict.SPAM);
    expect(names(regular)).not.toContain("probation_threshold");
  });

  it("stays spam with the group's feedback (account_model) added", async () => {
    const r = await engine.check({ text: DOCS, groupId: BigInt(TAUGHT), source: Source.BOT, sender: NEW_MEMBER });
    const w = weightOf(r, "account_model");
    expect(w).toBeGreaterThan(0);
    expect(r.score).toBe(base + w!);
    expect(r.score).toBeLessThan(DEFAULTS.spam_threshold);
    expect(r.verdict).toBe(Verdict.SPAM);
    expect(names(r)).toContain("probation_threshold");
  });

  it("stays spam with a spam-leaning AI opinion added, and with a clean one that takes off at most AI_CLEAN_MAX_WEIGHT, judged by the probation threshold again", async () => {
    opinion = { verdict: "spam", confidence: 0.1, model: "fake" };
    const up = await engine.check({ text: DOCS, groupId: BigInt(QUIET), sender: NEW_MEMBER, ai: AiMode.ON });
    expect(weightOf(up, "ai_opinion")).toBe(3);
    expect(up.score).toBe(base + 3);
    expect(up.verdict).toBe(Verdict.SPAM);
    expect(names(up)).toContain("probation_threshold");
    opinion = { verdict: "clean", confidence: 1, model: "fake" };
    const down = await engine.check({ text: DOCS, groupId: BigInt(QUIET), sender: NEW_MEMBER, ai: AiMode.ON });
    expect(weightOf(down, "ai_opinion")).toBe(-AI_CLEAN_MAX_WEIGHT);
    expect(down.score).toBe(base - AI_CLEAN_MAX_WEIGHT);
    // Still at or over probation_spam_threshold (50), under spam_threshold: spam as a new member's, the marker decided again.
    expect(down.score).toBeGreaterThanOrEqual(50);
    expect(down.score).toBeLessThan(DEFAULTS.spam_threshold);
    expect(down.verdict).toBe(Verdict.SPAM);
    expect(names(down)).toContain("probation_threshold");
  });
});
