import { renderBanners } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEBIAN_TESSDATA } from "../src/config.js";
import { UpdatePipeline } from "../src/intake.js";
import { OcrPool, type OcrResult } from "../src/moderation/ocr-pool.js";
import type { Chat, Update } from "../src/telegram/types.js";
import { logger } from "./support.js";

// The OCR pool's waiting images go round-robin across chats (real tesseract.js, one worker): a
// chat that posts many photos at once does not make another chat's photo wait behind all of them,
// nor take all the room of the pool's bounded queue.

const X: Chat = { id: -1001000000921, type: "supergroup", title: "Photos X" };
const Y: Chat = { id: -1001000000922, type: "supergroup", title: "Photos Y" };

let pool: OcrPool;
let image: Buffer;
const later = () => Date.now() + 30_000;

beforeAll(async () => {
  [image] = (await renderBanners([{ lines: ["Team picnic"], width: 320, height: 180, fontPx: 40 }])) as [Buffer];
  pool = new OcrPool({ workers: 1, langPath: DEBIAN_TESSDATA, langs: "eng", logger });
  await pool.warm();
}, 60_000);

afterAll(() => pool?.close());

describe("the OCR pool's queue", () => {
  it("serves chats in turn: four photos of X come first, Y's photo after them is read second (its chat known from the update being handled)", async () => {
    const read: number[] = [];
    // Reads as ImageText does: without naming the chat (the intake handles each update in its chat's scope).
    const pipeline = new UpdatePipeline(async (u) => {
      await null;
      const r = await pool.recognize(image, later());
      expect(r.outcome).toBe("ok");
      read.push(u.message!.chat.id);
    });
    const photo = (id: number, chat: Chat): Update => ({ update_id: id, message: { message_id: id, date: 0, chat } });
    for (const [i, chat] of [X, X, X, X, Y].entries()) await pipeline.admit(photo(1_000 + i, chat));
    expect(await pipeline.drain(30_000)).toBe(true);
    expect(read).toEqual([X.id, Y.id, X.id, X.id, X.id]);
  }, 40_000);

  it("is bounded, but a chat with fewer photos waiting takes the place of the last photo of the chat with the most", async () => {
    const tight = new OcrPool({ workers: 1, langPath: DEBIAN_TESSDATA, langs: "eng", queueMax: 2, logger });
    try {
      const order: string[] = [];
      const track = async (name: string, r: Promise<OcrResult>) => {
        const res = await r;
        order.push(`${name}:${res.outcome}`);
        return res;
      };
      // x1 is read at once; x2 and x3 fill the queue.
      const x = [1, 2, 3].map((i) => track(`x${i}`, tight.recognize(image, later(), X.id)));
      expect(tight.queued).toBe(2);
      // Y has none waiting: x3 (X's last) gives way, answered busy at once.
      const y = track("y1", tight.recognize(image, later(), Y.id));
      expect(tight.queued).toBe(2);
      // X has as many waiting as any chat: its next photo is refused.
      const x4 = track("x4", tight.recognize(image, later(), X.id));
      await Promise.all([...x, y, x4]);
      expect(order.slice(0, 2).sort()).toEqual(["x3:busy", "x4:busy"]);
      expect(order.slice(2)).toEqual(["x1:ok", "y1:ok", "x2:ok"]);
    } finally {
      await tight.close();
    }
  }, 40_000);
});
