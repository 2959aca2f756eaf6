import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { Action, CheckRequestSchema, CheckResponseSchema, type CheckRequest, type CheckResponse, Verdict } from "@warden/proto";
import { createRegistry, type Registry } from "@warden/telemetry";
import { deletedMessageIds, type FakeTelegram, renderBanners, testRedisNamespace, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEBIAN_TESSDATA } from "../src/config.js";
import { cleanImageText, imageDimensions, type ImageTextLimits, pickPhotoSize } from "../src/moderation/image-text.js";
import { OcrPool, type OcrResult } from "../src/moderation/ocr-pool.js";
import { type BotApi, FileTooLargeError, TelegramNetworkError } from "../src/telegram/client.js";
import { callsSince, logger, moderatorOn, settings, startTelegram, stubGroups, TOKEN } from "./support.js";

// Text in photos with the real tesseract.js (wasm core from the npm package, Debian's traineddata
// read from disk, nothing fetched) on banners rendered by chromium: the pool reads English and
// Russian, keeps its deadline (the worker that overran is replaced), refuses work beyond its queue;
// the bot fetches the largest size under the caps through getFile and the file download, checks
// the picture's text with the caption, and judges on the caption alone when it cannot read it.

const GROUP: TgChat = { id: -1001000000700, type: "supergroup", title: "Photos" };
const owner: TgUser = { id: 70, is_bot: false, first_name: "Owner" };
const poster: TgUser = { id: 71, is_bot: false, first_name: "Poster" };

let tg: FakeTelegram;
let api: BotApi;
let pool: OcrPool;
let spam: Buffer;
let honest: Buffer;
let russian: Buffer;
let small: Buffer;
let redis: Redis;
const ns = testRedisNamespace();

const SPAM_LINES = ["Earn $500 a day from home", "No experience needed", "Write me in DM"];
const HONEST_LINES = ["Team picnic on Saturday", "Bring a blanket and snacks", "Meet at the north gate"];

beforeAll(async () => {
  ({ tg, api } = await startTelegram({ chat: GROUP, owner }));
  const banners = await renderBanners([
    { lines: SPAM_LINES },
    { lines: HONEST_LINES, background: "linear-gradient(135deg,#1e88e5,#43a047)" },
    { lines: ["Заработок от 500$ в день", "Пиши в личку"], background: "#6a1b9a" },
    { lines: SPAM_LINES, width: 320, height: 180, fontPx: 22 },
  ]);
  [spam, honest, russian, small] = banners as [Buffer, Buffer, Buffer, Buffer];
  pool = new OcrPool({ workers: 1, langPath: DEBIAN_TESSDATA, langs: "eng+rus", logger });
  await pool.warm();
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await tg?.close();
  redis?.disconnect();
  await ns.cleanup();
});

const lower = (r: OcrResult) => (r.outcome === "ok" ? cleanImageText(r.text).toLowerCase() : `(${r.outcome})`);
const later = (ms = 10_000) => Date.now() + ms;

describe("the OCR pool", () => {
  it("reads an English and a Russian banner", async () => {
    expect(lower(await pool.recognize(spam, later()))).toContain("earn $500 a day from home");
    expect(lower(await pool.recognize(russian, later()))).toContain("заработок от 500$ в день");
  });

  it("keeps the deadline: an image past it is a timeout, and the next image is read by a fresh worker", async () => {
    const started = Date.now();
    expect(await pool.recognize(spam, Date.now() + 20)).toEqual({ outcome: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(lower(await pool.recognize(honest, later()))).toContain("team picnic on saturday");
  });

  it("a deadline that passes while a fresh worker is still starting never hands that worker an image (no stray rejection)", async () => {
    const stray: unknown[] = [];
    const onStray = (reason: unknown) => stray.push(reason);
    process.on("unhandledRejection", onStray);
    const cold = new OcrPool({ workers: 1, langPath: DEBIAN_TESSDATA, langs: "eng", logger });
    try {
      // Not warmed: the worker takes ~250 ms to load its language, far past this deadline.
      expect(await cold.recognize(spam, Date.now() + 20)).toEqual({ outcome: "timeout" });
      expect(lower(await cold.recognize(honest, later()))).toContain("team picnic on saturday");
      expect(stray).toEqual([]);
    } finally {
      process.off("unhandledRejection", onStray);
      await cold.close();
    }
  });

  it("an image whose deadline passed while it waited is not read", async () => {
    const first = pool.recognize(spam, later());
    const waited = pool.recognize(honest, Date.now() + 5);
    expect(await waited).toEqual({ outcome: "timeout" });
    expect((await first).outcome).toBe("ok");
  });

  it("refuses images beyond its queue (busy), and reads the others", async () => {
    const tight = new OcrPool({ workers: 1, langPath: DEBIAN_TESSDATA, langs: "eng", queueMax: 1, logger });
    try {
      const results = await Promise.all([tight.recognize(spam, later()), tight.recognize(honest, later()), tight.recognize(spam, later())]);
      expect(results.map((r) => r.outcome)).toEqual(["ok", "ok", "busy"]);
    } finally {
      await tight.close();
    }
  });

  it("bytes that are no image are an error, and the pool goes on", async () => {
    const r = await pool.recognize(Buffer.from("definitely not an image"), later());
    expect(r.outcome).toBe("error");
    expect(lower(await pool.recognize(honest, later()))).toContain("bring a blanket");
  });

  it("a missing traineddata directory is an error per image, never a crash", async () => {
    const broken = new OcrPool({ workers: 1, langPath: "/nonexistent/tessdata", langs: "eng", logger });
    try {
      expect((await broken.recognize(spam, later())).outcome).toBe("error");
    } finally {
      await broken.close();
    }
  });
});

describe("the caps, before download and before decoding", () => {
  const caps = { maxFileBytes: 100_000, maxPixels: 500_000 };
  const size = (id: string, width: number, height: number, file_size?: number) => ({ file_id: id, file_unique_id: id, width, height, file_size });

  it("picks the largest size under both caps; none when every size is over them", () => {
    const sizes = [size("s", 90, 51, 1_000), size("m", 320, 180, 9_000), size("x", 800, 450, 60_000), size("y", 1280, 720, 90_000)];
    expect(pickPhotoSize(sizes, caps)?.file_id).toBe("x");
    expect(pickPhotoSize(sizes, { ...caps, maxPixels: 800 * 450 - 1 })?.file_id).toBe("m");
    expect(pickPhotoSize(sizes, { ...caps, maxFileBytes: 59_999 })?.file_id).toBe("m");
    expect(pickPhotoSize([size("y", 1280, 720)], caps)).toBeUndefined();
    expect(pickPhotoSize([size("big", 100, 100, 100_001)], caps)).toBeUndefined();
  });

  it("reads width and height from PNG and JPEG headers; anything else is unknown", async () => {
    const [jpeg] = await renderBanners([{ lines: ["x"], width: 640, height: 360, format: "jpeg" }]);
    expect(imageDimensions(spam)).toEqual({ width: 1280, height: 720 });
    expect(imageDimensions(small)).toEqual({ width: 320, height: 180 });
    expect(imageDimensions(jpeg!)).toEqual({ width: 640, height: 360 });
    expect(imageDimensions(Buffer.from("GIF89a......"))).toBeUndefined();
  });
});

describe("the file download", () => {
  it("fetches a file getFile pointed at; a missing one or one over the cap is refused without the token in the error", async () => {
    const { file_id } = tg.addFile(small, "png");
    const file = await api.call("getFile", { file_id });
    expect(await api.download(file.file_path!, { maxBytes: small.length })).toEqual(small);
    const missing = await api.download("photos/missing.jpg", { maxBytes: 1_000 }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(TelegramNetworkError);
    expect((missing as Error).message).toBe("file download: HTTP 404");
    const over = await api.download(file.file_path!, { maxBytes: small.length - 1 }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(FileTooLargeError);
    for (const e of [missing, over]) expect(String((e as Error).message)).not.toContain(TOKEN.split(":")[1]!);
  });
});

/** An engine that finds "earn $500" spam in the text it scores: the caption and the picture's text together. */
function pictureAwareEngine() {
  const requests: CheckRequest[] = [];
  return {
    requests,
    async check(init: MessageInitShape<typeof CheckRequestSchema>): Promise<CheckResponse> {
      const req = create(CheckRequestSchema, init);
      requests.push(req);
      const scored = `${req.text}\n${req.imageText}`.toLowerCase();
      if (scored.includes("earn $500")) {
        return create(CheckResponseSchema, { verdict: Verdict.SPAM, score: 90, confidence: 0.9, recommendedAction: Action.DELETE, policyVersion: 1n });
      }
      return create(CheckResponseSchema, { verdict: Verdict.CLEAN, score: 0, confidence: 1, recommendedAction: Action.NONE, policyVersion: 1n });
    },
    async checkUser() {
      throw new Error("not used");
    },
  };
}

async function metric(registry: Registry, outcome: string, name = "warden_bot_ocr_images_total"): Promise<number> {
  const m = await registry.getSingleMetric(name)!.get();
  return m.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}
const looks = (registry: Registry, outcome: string) => metric(registry, outcome, "warden_bot_ocr_second_looks_total");

function bot(limits: Partial<ImageTextLimits> = {}, over: { ocrEnabled?: boolean; pool?: Pick<OcrPool, "recognize" | "idle">; redis?: Redis } = {}) {
  const groups = stubGroups({ [GROUP.id]: settings({ ocrEnabled: over.ocrEnabled ?? true }) });
  const engine = pictureAwareEngine();
  const registry = createRegistry("bot-ocr-test");
  const full: ImageTextLimits = { deadlineMs: 5_000, maxFileBytes: 5_000_000, maxPixels: 2_000_000, ...limits };
  const ocr = { pool: over.pool ?? pool, files: api, limits: full };
  return { engine, registry, ...moderatorOn(tg, api, { engine, groups, registry, ocr, redis: over.redis, redisPrefix: ns.prefix }) };
}

/**
 * The real pool behind two switches: every image is refused as "busy" until read() (never with
 * `always`), and second looks (which wait for the pool to be idle) wait for free(), or for ever.
 */
function gatedPool(opts: { always?: boolean } = {}) {
  let busy = true;
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  const gated: Pick<OcrPool, "recognize" | "idle"> = {
    recognize: async (image, deadlineAt, chat) => (busy ? { outcome: "busy" } : pool.recognize(image, deadlineAt, chat)),
    idle: async () => {
      await opened;
      await pool.idle();
    },
  };
  const read = () => {
    if (!opts.always) busy = false;
  };
  return {
    pool: gated,
    read,
    free() {
      read();
      open();
    },
  };
}

const messageId = (u: { message?: { message_id: number } }) => u.message!.message_id;

/** The spam banner in two sizes (a small one and 1280x720) under the innocent caption "Nice view". */
const spamBannerPhoto = () =>
  tg.photo(
    GROUP,
    poster,
    [
      { bytes: small, width: 320, height: 180, ext: "png" },
      { bytes: spam, width: 1280, height: 720, ext: "png" },
    ],
    "Nice view",
  );

describe("a photo in a group with ocr_enabled", () => {
  it("a spam banner with an innocent caption: its text checked with the caption, the message deleted, the decision shows both", async () => {
    const { engine, sink, handle, registry } = bot();
    const calls = callsSince(tg);
    const u = await handle(spamBannerPhoto());
    const req = engine.requests.at(-1)!;
    expect(req.text).toBe("Nice view");
    expect(req.imageText.toLowerCase()).toContain("earn $500 a day from home");
    // The largest size under the caps was fetched.
    expect(calls("getFile").map((c) => c.params.file_id)).toEqual([u.message!.photo![1]!.file_id]);
    await tg.waitForCall("deleteMessage", (p) => p.message_id === messageId(u));
    expect(sink.decisions.at(-1)!.text).toBe(`Nice view\n${req.imageText}`);
    expect(await metric(registry, "ok")).toBe(1);
    expect(await registry.getSingleMetricAsString("warden_bot_ocr_seconds")).toMatch(/warden_bot_ocr_seconds_count\{[^}]*\} 1/);
  });

  it("a photo of honest text without a caption: read, checked, left alone", async () => {
    const { engine, sink, handle } = bot();
    const calls = callsSince(tg);
    const u = await handle(tg.photo(GROUP, poster, [{ bytes: honest, width: 1280, height: 720, ext: "png" }]));
    expect(engine.requests.at(-1)!.text).toBe("");
    expect(engine.requests.at(-1)!.imageText.toLowerCase()).toContain("team picnic on saturday");
    expect(sink.decisions.at(-1)!.verdict).toBe(Verdict.CLEAN);
    expect(sink.decisions.at(-1)!.messageId).toBe(BigInt(messageId(u)));
    expect(deletedMessageIds(calls())).toEqual([]);
  });

  it("with ocr_enabled off (or a plan below Pro, which groups-config carries as off): no file fetched, the caption alone is checked", async () => {
    const { engine, handle } = bot({}, { ocrEnabled: false });
    const calls = callsSince(tg);
    await handle(tg.photo(GROUP, poster, [{ bytes: spam, width: 1280, height: 720, ext: "png" }], "Nice view"));
    expect(calls("getFile")).toEqual([]);
    expect(engine.requests.at(-1)!.imageText).toBe("");
    expect(deletedMessageIds(calls())).toEqual([]);
    // Without a caption only the photo's form is judged (behaviour signal media_short_caption), with no text at all.
    const before = engine.requests.length;
    await handle(tg.photo(GROUP, poster, [{ bytes: spam, width: 1280, height: 720, ext: "png" }]));
    expect(engine.requests.length).toBe(before + 1);
    expect(engine.requests.at(-1)).toMatchObject({ text: "", imageText: "", behaviour: [{ name: "media_short_caption" }] });
    expect(calls("getFile")).toEqual([]);
  });

  it("every size over the pixel cap: nothing fetched, counted too_large, judged on the caption", async () => {
    const { engine, handle, registry } = bot({ maxPixels: 320 * 180 - 1 });
    const calls = callsSince(tg);
    const downloads = tg.downloads.length;
    await handle(spamBannerPhoto());
    expect(calls("getFile")).toEqual([]);
    expect(tg.downloads.length).toBe(downloads);
    expect(engine.requests.at(-1)!.imageText).toBe("");
    expect(await metric(registry, "too_large")).toBe(1);
  });

  it("a file larger than the byte cap is not downloaded past the cap", async () => {
    const { handle, registry } = bot({ maxFileBytes: spam.length - 1 });
    const downloads = tg.downloads.length;
    // Telegram did not state file_size in the PhotoSize: getFile states it, and the download is not made.
    await handle(tg.photo(GROUP, poster, [{ bytes: spam, width: 1280, height: 720, ext: "png" }], "Nice view"));
    expect(tg.downloads.length).toBe(downloads);
    expect(await metric(registry, "too_large")).toBe(1);
  });

  it("an image larger than Telegram said is caught by its header before anything decodes it", async () => {
    const recognized: Buffer[] = [];
    const spy = {
      recognize: async (image: Buffer, deadlineAt: number) => {
        recognized.push(image);
        return pool.recognize(image, deadlineAt);
      },
      idle: () => pool.idle(),
    };
    const { handle, registry } = bot({ maxPixels: 400_000 }, { pool: spy });
    await handle(tg.photo(GROUP, poster, [{ bytes: spam, width: 320, height: 180, ext: "png" }], "Nice view"));
    expect(recognized).toEqual([]);
    expect(await metric(registry, "too_large")).toBe(1);
  });

  it("past the deadline the message is judged on its caption alone (timeout), looked at twice more once the pool is idle, then left", async () => {
    const { engine, sink, handle, registry } = bot({ deadlineMs: 30 });
    const calls = callsSince(tg);
    const u = await handle(tg.photo(GROUP, poster, [{ bytes: spam, width: 1280, height: 720, ext: "png" }], "Nice view"));
    expect(engine.requests.at(-1)!.imageText).toBe("");
    expect(engine.requests.at(-1)!.text).toBe("Nice view");
    await waitFor(async () => (await looks(registry, "gave_up")) === 1);
    expect(await metric(registry, "timeout")).toBe(3);
    expect(await looks(registry, "queued")).toBe(2);
    expect(deletedMessageIds(calls()).filter((id) => id === messageId(u))).toEqual([]);
    expect(sink.decisions).toHaveLength(1);
  });

  it("the same picture again (its caption edited, the same file in another message) is not fetched or read again", async () => {
    const { engine, handle, registry } = bot();
    const calls = callsSince(tg);
    const u = await handle(spamBannerPhoto());
    const first = engine.requests.at(-1)!.imageText;
    expect(first.toLowerCase()).toContain("earn $500 a day from home");
    // A caption edit keeps the photo (the same file): 20 of them fetch nothing more.
    for (let i = 0; i < 20; i++)
      await handle({ edited_message: { ...(u.message as object), caption: `Nice view ${i}`, edit_date: Math.floor(Date.now() / 1000) + 1 + i } });
    // The same file posted in another message at the same time as a third: read once for both.
    const again = () => ({ message: { ...(tg.message(GROUP, poster, "x").message as object), text: undefined, photo: u.message!.photo, caption: "Look" } });
    await Promise.all([handle(again()), handle(again())]);
    expect(calls("getFile")).toHaveLength(1);
    expect(engine.requests.slice(-22).map((r) => r.imageText)).toEqual(Array(22).fill(first));
    expect([await metric(registry, "ok"), await metric(registry, "cached")]).toEqual([1, 22]);
  });

  it("a picture that was not read (busy) is tried again the next time it is seen; the second look due is then not taken", async () => {
    const gate = gatedPool();
    const { engine, handle, registry } = bot({}, { pool: gate.pool });
    const calls = callsSince(tg);
    const u = await handle(spamBannerPhoto());
    expect(engine.requests.at(-1)!.imageText).toBe("");
    expect(await looks(registry, "queued")).toBe(1);
    // Read again when its caption is edited, before the pool had time for a second look.
    gate.read();
    await handle({ edited_message: { ...(u.message as object), caption: "Nice view!", edit_date: Math.floor(Date.now() / 1000) + 1 } });
    expect(engine.requests.at(-1)!.imageText.toLowerCase()).toContain("earn $500 a day from home");
    await tg.waitForCall("deleteMessage", (p) => p.message_id === messageId(u));
    gate.free();
    await waitFor(async () => (await looks(registry, "superseded")) === 1);
    expect(engine.requests).toHaveLength(2);
    expect(calls("getFile")).toHaveLength(2);
    expect([await metric(registry, "busy"), await metric(registry, "ok")]).toEqual([1, 1]);
  });

  it("an administrator's photo is not read", async () => {
    const { handle } = bot();
    const calls = callsSince(tg);
    await handle(tg.photo(GROUP, owner, [{ bytes: spam, width: 1280, height: 720, ext: "png" }], "Our new banner"));
    expect(calls("getFile")).toEqual([]);
  });
});

describe("a second look at photos the pool had no time for", () => {
  it("judged on the caption at once, then read once the pool is idle: the banner's spam deletes it, journalled with the picture's text", async () => {
    const gate = gatedPool();
    const { engine, sink, handle, registry } = bot({}, { pool: gate.pool });
    const calls = callsSince(tg);
    // Posted ten minutes ago (a backlog): the second look's decision is dated when it is made.
    const posted = spamBannerPhoto();
    (posted.message as { date: number }).date -= 600;
    const u = await handle(posted);
    expect(sink.decisions).toMatchObject([{ verdict: Verdict.CLEAN, text: "Nice view", actionTaken: Action.NONE }]);
    expect(deletedMessageIds(calls())).toEqual([]);
    gate.free();
    await tg.waitForCall("deleteMessage", (p) => p.message_id === messageId(u));
    await waitFor(async () => (await looks(registry, "changed")) === 1);
    expect(engine.requests.at(-1)!.imageText.toLowerCase()).toContain("earn $500 a day from home");
    // Judged with what the first look saw: its behaviour signals (a short caption) and the sender's earlier messages.
    const [first, second] = engine.requests;
    expect(first!.behaviour.map((b) => b.name)).toEqual(["media_short_caption"]);
    expect(second!.behaviour).toEqual(first!.behaviour);
    expect(second!.sender!.priorMessages).toBe(first!.sender!.priorMessages);
    expect(sink.decisions).toHaveLength(2);
    expect(sink.decisions[1]).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.DELETE, messageId: BigInt(messageId(u)) });
    expect(sink.decisions[1]!.text).toBe(`Nice view\n${engine.requests.at(-1)!.imageText}`);
    expect(sink.decisions[1]!.eventId).not.toBe(sink.decisions[0]!.eventId);
    expect(Number(sink.decisions[0]!.occurredAt!.seconds)).toBe(u.message!.date);
    expect(Number(sink.decisions[1]!.occurredAt!.seconds)).toBeGreaterThanOrEqual(u.message!.date + 600);
  });

  it("an honest picture read on the second look changes nothing: nothing more is done or journalled", async () => {
    const gate = gatedPool();
    const { engine, sink, handle, registry } = bot({}, { pool: gate.pool });
    const calls = callsSince(tg);
    await handle(tg.photo(GROUP, poster, [{ bytes: honest, width: 1280, height: 720, ext: "png" }], "See you there"));
    gate.free();
    await waitFor(async () => (await looks(registry, "unchanged")) === 1);
    expect(engine.requests.at(-1)!.imageText.toLowerCase()).toContain("team picnic on saturday");
    expect(sink.decisions).toHaveLength(1);
    expect(deletedMessageIds(calls())).toEqual([]);
  });

  it("a pool that stays busy: two second looks, not judged again while they read nothing, then the photo is left judged on its caption (gave_up)", async () => {
    const gate = gatedPool({ always: true });
    const { engine, sink, handle, registry } = bot({}, { pool: gate.pool });
    await handle(spamBannerPhoto());
    gate.free();
    await waitFor(async () => (await looks(registry, "gave_up")) === 1);
    expect([await metric(registry, "busy"), await looks(registry, "queued")]).toEqual([3, 2]);
    // A look that reads nothing has nothing new to judge: the engine is asked once.
    expect(engine.requests).toHaveLength(1);
    expect(sink.decisions).toHaveLength(1);
  });

  it("a photo the bot deleted meanwhile (its album went as spam) is not looked at again (gone)", async () => {
    const gate = gatedPool();
    const { engine, handle, registry } = bot({}, { pool: gate.pool, redis });
    const calls = callsSince(tg);
    const photo = spamBannerPhoto();
    (photo.message as { media_group_id?: string }).media_group_id = "album-gone";
    const first = await handle(photo);
    const second = await handle(tg.captioned(GROUP, poster, "earn $500 a day, write me", { media_group_id: "album-gone" }));
    expect(deletedMessageIds(calls()).sort()).toEqual([messageId(first), messageId(second)].sort());
    const fetched = calls("getFile").length;
    gate.free();
    await waitFor(async () => (await looks(registry, "gone")) === 1);
    expect(engine.requests).toHaveLength(2);
    expect(calls("getFile")).toHaveLength(fetched);
  });
});

describe("a second look after an administrator's ban", () => {
  it("an administrator's /spam bans the sender (their messages revoked): the sender's photos waiting for a second look are not looked at (gone)", async () => {
    const gate = gatedPool();
    const { engine, handle, registry } = bot({}, { pool: gate.pool });
    const u = await handle(spamBannerPhoto());
    expect(await looks(registry, "queued")).toBe(1);
    await handle(tg.message(GROUP, owner, "/spam", { reply_to_message: u.message }));
    await tg.waitForCall("banChatMember", (p) => p.chat_id === GROUP.id && p.user_id === poster.id);
    gate.free();
    await waitFor(async () => (await looks(registry, "gone")) === 1);
    expect(engine.requests).toHaveLength(1);
  });
});
