import { type FakeTelegram, SPAM_TEXT, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { apiClient } from "../support/api.js";
import { type BotJournalItem, botJournalEntry, botWorld, counterOf, messageIdOf } from "../support/bot.js";
import { type RunningService, type Stack, startBot } from "../support/stack.js";

// Behaviour signals end to end: the real bot (windows in the stack's Redis) against the fake Bot
// API, with the real engine and groups-config, Kafka, journal-analytics and the gateway. A flood
// is muted and deleted, a text copied by three members is deleted, an account that only reacts is
// reported, a forwarded channel ad with a link button is deleted, so is a message whose URL button opens a host a
// domain rule of the group names, and an honest member writing
// normally (a news forward without buttons, a photo with a caption) is left alone.
const TOKEN = `123456:${"B".repeat(35)}`;
const stamp = Date.now();
const owner: TgUser = { id: 5_570_000, is_bot: false, first_name: "Owner", username: "behaviour_owner" };
const person = (n: number, name: string): TgUser => ({ id: 5_570_000 + n, is_bot: false, first_name: name, username: `${name.toLowerCase()}_${n}` });
const news: TgChat = { id: -1005570000001, type: "channel", title: "City news", username: "city_news" };
const deals: TgChat = { id: -1005570000002, type: "channel", title: "Crypto deals", username: "crypto_deals" };

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let G: number;
let chat: TgChat;

/** The bot's journal entry of a message, once it has arrived. */
function entryOf(messageId: number): Promise<BotJournalItem> {
  return botJournalEntry<BotJournalItem>(api, G, messageId);
}

/** A counter of the bot's /metrics, summed over the series whose labels include `label`. */
const botMetric = (name: string, label: string) => counterOf(bot.url, name, label);

beforeAll(async () => {
  ({ tg, stack, api, G, chat } = await botWorld(TOKEN, "bot-behaviour"));
  tg.setAdmins(G, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  bot = await startBot(stack, tg, TOKEN);
});

afterAll(async () => {
  await stack?.stop();
  await tg?.close();
});

describe("behaviour signals, end to end", () => {
  it("the group's catalog carries the behaviour settings with their defaults", async () => {
    const settings = (await api.get(`/groups/${G}/settings`)).body;
    expect(settings).toMatchObject({
      flood_messages: 6,
      flood_seconds: 5,
      duplicate_messages: 3,
      duplicate_window_minutes: 10,
      probing_detection: true,
      reaction_spam_reactions: 3,
      metadata_signals: true,
    });
  });

  it("an honest member writing normally, forwarding a news post without buttons and posting a captioned photo is left alone", async () => {
    const honest = person(1, "Honest");
    const posted = tg.addUpdates(
      tg.message(chat, honest, `Good morning everyone, how was the weekend? ${stamp}`),
      tg.forwardFromChannel(chat, honest, news, `City council approves the new park budget for next year ${stamp}`),
      tg.captioned(chat, honest, "our cat sleeping on the sofa this morning"),
    );
    const ids = posted.map(messageIdOf);
    const entries = await Promise.all(ids.map(entryOf));
    expect(entries.map((e) => e.verdict)).toEqual(["clean", "clean", "clean"]);
    expect(entries[1]!.matched_rules).toContain("forward_from_channel");
    expect(tg.deletionsIn(G).filter((d) => ids.includes(d))).toEqual([]);
    expect(tg.callsOf("restrictChatMember", (p) => p.user_id === honest.id)).toEqual([]);
  });

  it("a flood of 6 messages in 5 s: the member is restricted for mute_minutes and the six messages deleted", async () => {
    const flooder = person(2, "Flooder");
    const before = Math.floor(Date.now() / 1000);
    const posted = tg.addUpdates(...Array.from({ length: 6 }, (_, i) => tg.message(chat, flooder, `message number ${i} ${stamp}`)));
    const ids = posted.map(messageIdOf);
    const mute = await tg.waitForCall("restrictChatMember", (p) => p.chat_id === G && p.user_id === flooder.id, 20_000);
    expect(mute.params.permissions).toMatchObject({ can_send_messages: false });
    expect(mute.params.until_date).toBeGreaterThanOrEqual(before + 60 * 60);
    await waitFor(() => ids.every((id) => tg.deletionsIn(G).includes(id)), {
      timeoutMs: 10_000,
      message: "all six flood messages deleted",
    });
    const entries = await Promise.all(ids.map(entryOf));
    const flagged = entries.filter((e) => e.matched_rules.includes("flood"));
    expect(flagged.length).toBeGreaterThanOrEqual(1);
    expect(flagged.map((e) => e.action)).toContain("delete_and_mute");
    expect(tg.callsOf("restrictChatMember", (p) => p.user_id === flooder.id)).toHaveLength(1);
    expect(await botMetric("warden_bot_behaviour_signals_total", 'signal="flood"')).toBeGreaterThanOrEqual(1);
  });

  it("the same text with an @handle from 3 members: the third is deleted as a duplicate, and the first two copies with it", async () => {
    const text = `Fresh discounts on electronics every day, subscribe @cheap_deals_channel ${stamp}`;
    const ids: number[] = [];
    const entries: BotJournalItem[] = [];
    for (const [i, name] of ["CopyA", "CopyB", "CopyC"].entries()) {
      const [u] = tg.addUpdates(tg.message(chat, person(10 + i, name), i === 1 ? text.toUpperCase() : text));
      ids.push(messageIdOf(u));
      entries.push(await entryOf(ids[i]!));
    }
    expect(entries.map((e) => e.verdict)).toEqual(["clean", "clean", "spam"]);
    expect(entries[2]).toMatchObject({ action: "delete" });
    expect(entries[2]!.matched_rules).toEqual(expect.arrayContaining(["duplicate_across_members", "duplicate_with_link"]));
    await waitFor(() => ids.every((id) => tg.deletionsIn(G).filter((d) => d === id).length === 1), {
      timeoutMs: 10_000,
      message: "the three copies deleted",
    });
    // Nobody is sanctioned for a copy: action_on_spam is delete.
    expect(tg.callsOf("banChatMember", (p) => p.chat_id === G)).toEqual([]);
  });

  it("the same greeting from 3 members (no link) is only flagged for review: nothing is deleted", async () => {
    const text = `Happy birthday Anna, have a great day and a wonderful year ${stamp}`;
    const ids: number[] = [];
    const entries: BotJournalItem[] = [];
    for (const [i, name] of ["WishA", "WishB", "WishC"].entries()) {
      const [u] = tg.addUpdates(tg.message(chat, person(15 + i, name), text));
      ids.push(messageIdOf(u));
      entries.push(await entryOf(ids[i]!));
    }
    expect(entries.map((e) => e.verdict)).toEqual(["clean", "clean", "suspicious"]);
    expect(entries[2]).toMatchObject({ action: "review" });
    expect(entries[2]!.matched_rules).toContain("duplicate_across_members");
    expect(tg.deletionsIn(G).filter((d) => ids.includes(d))).toEqual([]);
  });

  it("a forwarded channel ad with a link button is deleted; the same words posted plainly are not", async () => {
    const text = `Daily crypto signals in our channel, join now ${stamp}`;
    const [plain] = tg.addUpdates(tg.message(chat, person(20, "Plain"), text));
    const plainEntry = await entryOf(messageIdOf(plain));
    expect(plainEntry.verdict).not.toBe("spam");
    const [ad] = tg.addUpdates(tg.forwardFromChannel(chat, person(21, "Forwarder"), deals, text, [{ text: "Join", url: "https://t.me/crypto_deals" }]));
    const adId = messageIdOf(ad);
    await tg.waitForDeletion(G, adId, 20_000);
    const entry = await entryOf(adId);
    expect(entry).toMatchObject({ verdict: "spam", action: "delete" });
    expect(entry.matched_rules).toEqual(expect.arrayContaining(["forward_from_channel", "link_buttons"]));
    expect(tg.deletionsIn(G).filter((d) => d === messageIdOf(plain))).toEqual([]);
  });

  it("a message through an inline bot whose URL button opens a host the group's domain rule names is deleted; a button elsewhere is not", async () => {
    const rule = await api.post(`/groups/${G}/rules`, { name: "offer_host", kind: "domain", pattern: "offer-host.example", weight: 90 });
    expect(rule.status).toBe(201);
    const viaBot = (n: number, url: string) => {
      const u = tg.message(chat, person(n, `Inline${n}`), `Our weekly digest is out ${stamp}`);
      Object.assign(u.message as object, {
        via_bot: { id: 5_570_900, is_bot: true, first_name: "Digest", username: "digest_bot" },
        reply_markup: { inline_keyboard: [[{ text: "Read", url }]] },
      });
      return u;
    };
    const [elsewhere] = tg.addUpdates(viaBot(22, "https://news.example/digest"));
    expect((await entryOf(messageIdOf(elsewhere))).matched_rules).not.toContain("offer_host");
    const [offer] = tg.addUpdates(viaBot(23, "https://go.offer-host.example/digest"));
    await tg.waitForDeletion(G, messageIdOf(offer), 20_000);
    const entry = await entryOf(messageIdOf(offer));
    expect(entry).toMatchObject({ verdict: "spam", action: "delete" });
    expect(entry.matched_rules).toEqual(expect.arrayContaining(["offer_host", "link_buttons"]));
    expect(tg.deletionsIn(G).filter((d) => d === messageIdOf(elsewhere))).toEqual([]);
  });

  it("an album whose caption is spam goes as one post: the captioned photo and the album's other photos are deleted", async () => {
    const member = person(40, "Album");
    const album = `album-${stamp}`;
    const photo = (caption?: string) => {
      const u = tg.captioned(chat, member, caption ?? "", { media_group_id: album });
      if (caption === undefined) delete (u.message as { caption?: string }).caption;
      return u;
    };
    const posted = tg.addUpdates(photo(`${SPAM_TEXT} ${stamp}`), photo(), photo());
    const ids = posted.map(messageIdOf);
    for (const id of ids) await tg.waitForDeletion(G, id, 20_000);
    expect(await entryOf(ids[0]!)).toMatchObject({ verdict: "spam", action: "delete" });
    expect(await botMetric("warden_bot_behaviour_deletions_total", 'signal="album"')).toBe(2);
    expect(tg.callsOf("restrictChatMember", (p) => p.user_id === member.id)).toEqual([]);
  });

  it("an account that only reacts, never writes, is reported to the group once it has reacted to 3 messages", async () => {
    const reactor = person(30, "Reactor");
    const author = person(31, "Author");
    const posted = tg.addUpdates(...[1, 2, 3].map((i) => tg.message(chat, author, `Our meetup notes, part ${i} ${stamp}`)));
    const ids = posted.map(messageIdOf);
    await Promise.all(ids.map(entryOf));
    tg.addUpdates(...ids.slice(0, 2).map((id) => tg.reaction(chat, reactor, id)));
    // The author reacting to their own messages is no reaction spam: they write.
    tg.addUpdates(...ids.map((id) => tg.reaction(chat, author, id, "🔥")));
    tg.addUpdates(tg.reaction(chat, reactor, ids[2]!));
    const notice = await tg.waitForCall("sendMessage", (p) => p.chat_id === G && String(p.text).includes(`@${reactor.username}`), 20_000);
    expect(notice.params.text).toContain("reacted to 3 messages here without ever writing");
    await waitFor(async () => (await botMetric("warden_bot_behaviour_signals_total", 'signal="reaction_spam"')) === 1, {
      timeoutMs: 5_000,
      message: "reaction_spam counted once",
    });
    expect(tg.callsOf("sendMessage", (p) => String(p.text).includes(`@${author.username}`))).toEqual([]);
  });
});
