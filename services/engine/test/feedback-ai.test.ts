import { create, type MessageInitShape } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import {
  AiMode,
  AiStatus,
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
import type { AiOpinion } from "../src/ai/provider.js";
import { serveEngine } from "./support/engine.js";

// The AI opinion is a signal like a rule, but the owner's own report outranks it: include_ai must not turn a reported
// spam into "suspicious" or a reported ham into spam.
const GROUP = -1001000000003;
// an ordinary-looking text the owner reported: reported_spam lifts it just to the spam threshold
const SPAM = "Всем привет, сегодня отличная погода для прогулки в парке";
const HAM = "Earn 500 a day from home, DM me for details";

let server: RunningServer;
let engine: Client<typeof EngineService>;
let opinion: AiOpinion = { verdict: "clean", confidence: 1, model: "fake" };

beforeAll(async () => {
  ({ server, engine } = await serveEngine("engine-feedback-ai", {
    groups: {
      getPolicy: async () => create(GetPolicyResponseSchema, { version: 1n, changed: true, feedbackSeq: 2n }),
      getFeedback: async (init: MessageInitShape<typeof GetFeedbackRequestSchema>) => {
        const req = create(GetFeedbackRequestSchema, init);
        const all = [
          { seq: 1n, label: ReportLabel.SPAM, text: SPAM },
          { seq: 2n, label: ReportLabel.HAM, text: HAM },
        ];
        return create(GetFeedbackResponseSchema, { items: all.filter((i) => i.seq > req.afterSeq), latestSeq: 2n });
      },
    },
    ai: { name: "fake", judge: async () => opinion },
  }));
});

afterAll(() => server?.close(100));

// a bot check reads the group's reports; include_ai asks the AI whatever the verdict
const check = (text: string) => engine.check({ text, groupId: BigInt(GROUP), source: Source.BOT, sender: { userId: 7n, priorMessages: 10 }, ai: AiMode.ON });
const names = (r: { signals: { name: string }[] }) => r.signals.map((s) => s.name);

describe("the AI opinion beside the owner's reports", () => {
  it("a reported spam stays spam when the AI is sure it is clean; the opinion is still answered", async () => {
    opinion = { verdict: "clean", confidence: 1, model: "fake" };
    const r = await check(SPAM);
    expect(names(r)).toContain("reported_spam");
    expect(r.signals.find((x) => x.name === "reported_spam")!.weight).toBeGreaterThanOrEqual(50);
    expect(r.verdict).toBe(Verdict.SPAM);
    expect(r.ai?.status).toBe(AiStatus.OK);
    expect(r.ai?.verdict).toBe(Verdict.CLEAN);
  });

  it("a reported ham is not spam when the AI is sure it is spam", async () => {
    opinion = { verdict: "spam", confidence: 1, model: "fake" };
    const r = await check(HAM);
    expect(names(r)).toContain("reported_ham");
    expect(r.verdict).not.toBe(Verdict.SPAM);
    expect(r.ai?.verdict).toBe(Verdict.SPAM);
  });

  it("the AI still moves a text nobody reported", async () => {
    opinion = { verdict: "spam", confidence: 1, model: "fake" };
    const sure = await check("Hi all, the meetup moves to Thursday");
    opinion = { verdict: "clean", confidence: 1, model: "fake" };
    const doubt = await check("Hi all, the meetup moves to Thursday");
    expect(sure.score).toBeGreaterThan(doubt.score);
  });
});
