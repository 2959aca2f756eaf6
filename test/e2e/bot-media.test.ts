import { readFileSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_TEXT_SIGNAL } from "@warden/contract";
import { type FakeTelegram, renderBanners, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { apiClient } from "../support/api.js";
import { type BotJournalItem, botJournalEntry, botWorld, counterOf, messageIdOf } from "../support/bot.js";
import { ROOT, type RunningService, type Stack, startBot } from "../support/stack.js";

// Text in photos, end to end: the real bot (tesseract.js workers with Debian's traineddata) against
// the fake Bot API, which serves getFile and the file download in Telegram's format; the real engine,
// groups-config (the demo group is on Pro, where ocr_enabled is on by default), Kafka and
// journal-analytics. The pictures are banners rendered by chromium as JPEG, as Telegram sends photos,
// each in two sizes. A spam banner under an innocent caption is deleted; a photo of honest text stays.
const TOKEN = `123456:${"M".repeat(35)}`;
const stamp = Date.now();
const owner: TgUser = { id: 5_570_000, is_bot: false, first_name: "Owner", username: "media_owner" };
const member: TgUser = { id: 5_570_002, is_bot: false, first_name: "Member" };

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let G: number;
let chat: TgChat;
interface Sizes {
  small: Buffer;
  medium: Buffer;
  large: Buffer;
}
let spamBanner: Sizes;
let honestBanner: Sizes;

const journalEntry = (messageId: number) => botJournalEntry<BotJournalItem>(api, G, messageId);

beforeAll(async () => {
  const spamLines = ["Earn $500 a day from home", "No experience needed", "Write me in DM for details"];
  const honestLines = ["Team picnic on Saturday", "Bring a blanket and snacks", "Meet at the north gate at noon"];
  const honestBackground = "linear-gradient(135deg,#1e88e5,#43a047)";
  // Telegram keeps a photo in several sizes (320, 800 and 1280 px wide here).
  const sizes = (lines: string[], background?: string) =>
    [
      { lines, width: 320, height: 180, fontPx: 21, format: "jpeg", background },
      { lines, width: 800, height: 450, fontPx: 52, format: "jpeg", background },
      { lines, format: "jpeg", background },
    ] as const;
  const [a, b, c, d, e, f] = await renderBanners([...sizes(spamLines), ...sizes(honestLines, honestBackground)]);
  spamBanner = { small: a!, medium: b!, large: c! };
  honestBanner = { small: d!, medium: e!, large: f! };

  ({ tg, stack, api, G, chat } = await botWorld(TOKEN, "bot-media"));
  tg.setAdmins(G, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  bot = await startBot(stack, tg, TOKEN);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await tg?.close();
});

const photo = (b: Sizes, caption?: string) =>
  tg.photo(
    chat,
    member,
    [
      { bytes: b.small, width: 320, height: 180 },
      { bytes: b.medium, width: 800, height: 450 },
      { bytes: b.large, width: 1280, height: 720 },
    ],
    caption,
  );

describe("photos in a Pro group (ocr_enabled by default)", () => {
  it("is on for the demo group, as the settings show", async () => {
    const s = await api.get(`/groups/${G}/settings`);
    expect(s.status).toBe(200);
    expect(s.body.ocr_enabled).toBe(true);
  });

  it("a spam banner under an innocent caption is deleted; the journal shows the caption, the picture's text and the image_text signal", async () => {
    const caption = `Nice view ${stamp}`;
    // The caption alone is clean: only the picture makes this message spam.
    expect((await api.post("/spam/check", { text: caption, group_id: G })).body.verdict).toBe("clean");
    const [posted] = tg.addUpdates(photo(spamBanner, caption));
    const id = messageIdOf(posted);
    await tg.waitForDeletion(G, id, 20_000);
    // The largest size under BOT_OCR_MAX_PIXELS (640,000: the 800x450 one) was fetched: getFile, then the file at /file/bot<token>/<file_path>.
    const sizes = (posted!.message as { photo: { file_id: string }[] }).photo.map((p) => p.file_id);
    const fetched = tg.callsOf("getFile").map((c) => c.params.file_id);
    expect(fetched).toContain(sizes[1]);
    expect(fetched.filter((f) => f === sizes[0] || f === sizes[2])).toEqual([]);
    expect(tg.downloads.length).toBeGreaterThanOrEqual(1);

    const entry = await journalEntry(id);
    expect(entry).toMatchObject({ verdict: "spam", action: "delete" });
    expect(entry.matched_rules).toContain(IMAGE_TEXT_SIGNAL);
    expect(entry.text_excerpt.startsWith(`${caption}\n`)).toBe(true);
    expect(entry.text_excerpt.toLowerCase()).toContain("earn $500 a day from home");
  });

  it("a photo of honest text, without a caption, is read and stays", async () => {
    const [posted] = tg.addUpdates(photo(honestBanner));
    const id = messageIdOf(posted);
    const entry = await journalEntry(id);
    expect(entry.verdict).toBe("clean");
    expect(entry.matched_rules).toContain(IMAGE_TEXT_SIGNAL);
    expect(entry.text_excerpt.toLowerCase()).toContain("team picnic on saturday");
    expect(tg.deletionsIn(G).filter((d) => d === id)).toEqual([]);
  });

  it("with ocr_enabled turned off, the same spam banner is judged on its caption alone and stays", async () => {
    // flood_messages off too: the wait below posts a photo every half second, a flood of its own.
    expect((await api.patch(`/groups/${G}/settings`, { ocr_enabled: false, flood_messages: 0 })).status).toBe(200);
    // The bot reuses a group's settings for BOT_SETTINGS_TTL_MS (5 s): wait until a photo is no longer fetched.
    let id = 0;
    await waitFor(
      async () => {
        const files = tg.callsOf("getFile").length;
        const [posted] = tg.addUpdates(photo(spamBanner, `Nice view again ${stamp}`));
        id = messageIdOf(posted);
        await journalEntry(id);
        return tg.callsOf("getFile").length === files;
      },
      { timeoutMs: 30_000, intervalMs: 500, message: "a photo judged without reading it" },
    );
    const entry = await journalEntry(id);
    expect(entry.verdict).toBe("clean");
    expect(entry.matched_rules).not.toContain(IMAGE_TEXT_SIGNAL);
    expect(tg.deletionsIn(G).filter((d) => d === id)).toEqual([]);
  });

  it("the bot's log never carries the token, though it downloaded files with it", async () => {
    const log = readFileSync(join(ROOT, ".reports", "e2e-logs", `bot-media-bot-${bot.port}.log`), "utf8");
    expect(log).toContain('"msg":"bot identity"');
    expect(log).not.toContain(TOKEN.split(":")[1]!);
    // Every photo fetched was read: the two above, and those posted before the bot saw ocr_enabled off.
    const read = await counterOf(bot.url, "warden_bot_ocr_images_total", 'outcome="ok"');
    expect(read).toBe(tg.callsOf("getFile").length);
    expect(read).toBeGreaterThanOrEqual(2);
  });
});
