import type { Client } from "@connectrpc/connect";
import { IMAGE_TEXT_SIGNAL, MAX_TEXT_CHARS } from "@warden/contract";
import { Code, ConnectError, domainDetail } from "@warden/errors";
import { EngineService, Verdict } from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { SPAM_TEXT } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../src/wiring.js";

// CheckRequest.image_text: the text the bot read from a message's picture is scored with the
// caption, exactly as the two together would be as one text, and the answer says so with the
// weight-0 signal image_text. A photo without a caption (text empty) is checked on its picture.
let server: RunningServer;
let engine: Client<typeof EngineService>;

beforeAll(async () => {
  const { handler } = createEngine({
    groups: {
      getPolicy: async () => {
        throw new Error("no group in these checks");
      },
    },
    registry: createRegistry("engine-image-text", { defaultMetrics: false }),
    logger: createLogger("test", "silent"),
  });
  server = await listen(handler, 0, "127.0.0.1");
  engine = serviceClient(EngineService, `http://127.0.0.1:${server.port}`);
});

afterAll(() => server?.close(100));

async function refusal(p: Promise<unknown>): Promise<{ code: Code; paths: string[] }> {
  try {
    await p;
  } catch (err) {
    const e = ConnectError.from(err);
    const d = domainDetail(e);
    return { code: e.code, paths: d?.kind === "validation" ? d.errors.map((x) => x.path) : [] };
  }
  throw new Error("expected a refusal");
}

describe("image_text", () => {
  it("a spam picture under an innocent caption is spam, scored as caption and picture text together, with the signal image_text", async () => {
    const r = await engine.check({ text: "Nice view", imageText: SPAM_TEXT });
    const together = await engine.check({ text: `Nice view\n${SPAM_TEXT}` });
    expect(r.verdict).toBe(Verdict.SPAM);
    expect(r.score).toBe(together.score);
    expect(r.signals.find((s) => s.name === IMAGE_TEXT_SIGNAL)).toMatchObject({ weight: 0, category: "media" });
    expect(r.matchedRules).toContain(IMAGE_TEXT_SIGNAL);
    expect(r.categories).not.toContain("media");
    // The caption alone is clean, and a check without picture text carries no image_text signal.
    const caption = await engine.check({ text: "Nice view" });
    expect(caption.verdict).toBe(Verdict.CLEAN);
    expect(caption.signals.map((s) => s.name)).not.toContain(IMAGE_TEXT_SIGNAL);
  });

  it("a photo without a caption is checked on its picture text alone", async () => {
    const r = await engine.check({ text: "", imageText: SPAM_TEXT });
    expect(r.verdict).toBe(Verdict.SPAM);
    const honest = await engine.check({ text: "", imageText: "Team picnic on Saturday, bring a blanket" });
    expect(honest.verdict).toBe(Verdict.CLEAN);
    expect(honest.signals.map((s) => s.name)).toContain(IMAGE_TEXT_SIGNAL);
  });

  it("refuses nothing to score, and strings that cannot be stored, naming the field", async () => {
    expect(await refusal(engine.check({ text: "", imageText: "" }))).toEqual({ code: Code.InvalidArgument, paths: ["text"] });
    expect(await refusal(engine.check({ text: "  ", imageText: " \n " }))).toEqual({ code: Code.InvalidArgument, paths: ["image_text"] });
    expect(await refusal(engine.check({ text: "Nice view", imageText: "a\u0000b" }))).toEqual({ code: Code.InvalidArgument, paths: ["image_text"] });
  });

  it("caption and picture text over the text limit together are cut to it, not refused", async () => {
    const r = await engine.check({ text: "a".repeat(MAX_TEXT_CHARS), imageText: SPAM_TEXT });
    expect(r.signals.map((s) => s.name)).toContain(IMAGE_TEXT_SIGNAL);
  });
});
