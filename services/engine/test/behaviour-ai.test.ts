import type { Client } from "@connectrpc/connect";
import { BEHAVIOUR_SIGNALS } from "@warden/contract";
import { type EngineService, Source, Verdict } from "@warden/proto";
import type { RunningServer } from "@warden/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AiAllowance, AllowanceDraw } from "../src/ai/allowance.js";
import { serveEngine, zorblaxPolicy } from "./support/engine.js";

// A message without text (a shared contact, a story) is judged on the bot's behaviour signals alone. In an ai_enabled
// group such a message may be `suspicious`; the AI provider has nothing to judge then, and its opinion of an empty
// text (clean, as of any harmless text) must neither talk the behaviour down nor spend the group's AI allowance.
const GROUP = -1001000000893;

let server: RunningServer;
let engine: Client<typeof EngineService>;
const asked: string[] = [];
const draws: AllowanceDraw[] = [];
const allowance: AiAllowance = {
  draw: async () => {
    const d: AllowanceDraw = { outcome: "granted", key: `draw-${draws.length}` };
    draws.push(d);
    return d;
  },
  refund: async () => undefined,
};

beforeAll(async () => {
  ({ server, engine } = await serveEngine("engine-behaviour-ai", {
    groups: {
      // ai_enabled on a Pro group where "zorblax" is suspicious
      getPolicy: async () => zorblaxPolicy(),
    },
    // sure that whatever it reads is clean: asked, it pulls a suspicious message down (by up to AI_CLEAN_MAX_WEIGHT)
    ai: {
      name: "fake",
      judge: async (text) => {
        asked.push(text);
        return { verdict: "clean", confidence: 1, model: "fake" };
      },
    },
    aiAllowance: allowance,
  }));
});

afterAll(() => server?.close(100));

beforeEach(() => {
  asked.length = 0;
  draws.length = 0;
});

const botCheck = (text: string, behaviour: { name: keyof typeof BEHAVIOUR_SIGNALS; weight: number }[] = []) =>
  engine.check({ text, groupId: BigInt(GROUP), source: Source.BOT, sender: { userId: 7n, priorMessages: 10 }, behaviour });

describe("the bot's AI ask about a message without text", () => {
  it("a contact forwarded from a channel stays suspicious on its behaviour: no AI opinion of an empty text, no allowance drawn", async () => {
    const r = await botCheck("", [
      { name: "contact", weight: BEHAVIOUR_SIGNALS.contact },
      { name: "forward_from_channel", weight: BEHAVIOUR_SIGNALS.forward_from_channel },
    ]);
    expect(r.verdict).toBe(Verdict.SUSPICIOUS);
    expect(r.score).toBe(BEHAVIOUR_SIGNALS.contact + BEHAVIOUR_SIGNALS.forward_from_channel);
    expect(r.matchedRules).not.toContain("ai_opinion");
    expect(asked).toEqual([]);
    expect(draws).toEqual([]);
  });

  it("a suspicious message with text is still asked about, on the group's allowance", async () => {
    const r = await botCheck("zorblax meetup tomorrow");
    expect(asked).toEqual(["zorblax meetup tomorrow"]);
    expect(draws.length).toBe(1);
    expect(r.matchedRules).toContain("ai_opinion");
  });
});
