import { CAMPAIGN_CATEGORY, CAMPAIGN_SIGNAL, CAMPAIGN_WEIGHT } from "@warden/engine";
import { waitFor, FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { startStack, type RunningService, type Stack, startBot } from "../support/stack.js";

// A spam campaign across groups, end to end: the fake Telegram Bot API feeds the real bot, which
// asks the real engine (signatures in the stack's real Redis namespace, REDIS_URL and
// REDIS_KEY_PREFIX from the stack's env); the 4th group's bot decision, read back from the
// journal through the gateway, carries the `campaign` signal.
const TOKEN = `654321:${"C".repeat(35)}`;
const owner: TgUser = { id: 7_770_000, is_bot: false, first_name: "Owner", username: "campaign_owner" };
const senders: TgUser[] = [1, 2, 3, 4].map((i) => ({ id: 7_770_000 + i, is_bot: false, first_name: `Sender ${i}` }));
// Near-duplicates as a campaign posts them: homoglyphs, spacing, another number and handle.
const VARIANTS = [
  "Нужны 2 человека сегодня на разгрузку фуры, оплата 5000 сразу на руки, пишите в лс @rabota_today",
  "Нужны 3 чeлoвeкa сегодня на разгрузку фуры, оплата 6000 сразу на руки, пишите в лс @rabota_zavtra",
  "Н у ж н ы 2 человека сегодня на разгрузку фуры,  оплата 5000 сразу на руки, пишите в лс @rabota_today",
  "Нужны 2 человека сегодня на разгрузку фуры, оплата 5500 сразу на руки, пишите в лс @fast_job_77",
];

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let G: number;
const others: TgChat[] = [1, 2, 3].map((i) => ({ id: -1009100000000 - i, type: "supergroup", title: `Campaign target ${i}` }));

async function engineLookups(): Promise<Record<string, number>> {
  const text = await (await fetch(`${stack.services.engine!.url}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^warden_engine_campaign_lookups_total\{[^}]*outcome="([a-z_]+)"[^}]*\} (\d+)$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

beforeAll(async () => {
  tg = await FakeTelegram.start({ token: TOKEN });
  // A generous lookup timeout: this test is about the signal, not about a loaded machine's Redis latency.
  stack = await startStack({ label: "campaign", services: ["groups-config", "journal-analytics", "engine", "gateway"], env: { CAMPAIGN_TIMEOUT_MS: "2000" } });
  api = apiClient(stack.baseUrl, stack.demo.key);
  G = stack.demo.groupId;
  for (const chat of [...others, { id: G }]) tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  bot = await startBot(stack, tg, TOKEN);
});

afterAll(async () => {
  await bot?.stop();
  await stack?.stop();
  await tg?.close();
});

describe("a campaign across groups, through the bot", () => {
  it("near-duplicate spam posted in 3 groups by 2 users: the 4th group's check carries `campaign`", async () => {
    // The bot joins three more groups (registered on the Free plan, owned by whoever added it).
    for (const chat of others) tg.addUpdates(tg.botMembership(chat, owner, "administrator"));
    await waitFor(async () => others.every((c) => tg.callsOf("getChatAdministrators", (p) => p.chat_id === c.id).length > 0), {
      timeoutMs: 15_000,
      intervalMs: 100,
      message: "the bot registered the three groups",
    });

    // Three groups, two different senders; each check is recorded and none is a campaign yet.
    tg.addUpdates(tg.message(others[0]!, senders[0]!, VARIANTS[0]!));
    tg.addUpdates(tg.message(others[1]!, senders[1]!, VARIANTS[1]!));
    tg.addUpdates(tg.message(others[2]!, senders[0]!, VARIANTS[2]!));
    const seen = await waitFor(
      async () => {
        const l = await engineLookups();
        return (l.miss ?? 0) + (l.hit ?? 0) >= 3 ? l : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 100, message: "three campaign lookups by the bot's checks" },
    );
    expect(seen).toEqual({ miss: 3 });

    // The fourth group (the demo group the API key administers) sees it next.
    const [posted] = tg.addUpdates(tg.message({ id: G, type: "supergroup", title: "Warden demo group" }, senders[2]!, VARIANTS[3]!));
    const messageId = (posted!.message as { message_id: number }).message_id;
    const entry = await waitFor(
      async () => (await api.get(`/groups/${G}/journal?source=bot`)).body.items?.find((i: { message_id: number }) => i.message_id === messageId),
      { timeoutMs: 20_000, intervalMs: 200, message: "the 4th group's bot decision in the journal" },
    );
    expect(entry.matched_rules).toContain(CAMPAIGN_SIGNAL);
    expect(entry).toMatchObject({ source: "bot", user_id: senders[2]!.id });
    expect(await engineLookups()).toEqual({ miss: 3, hit: 1 });

    // The same text checked through the API in that group carries it too; without a group it does not.
    const checked = await api.post("/spam/check", { text: VARIANTS[0], group_id: G });
    expect(checked.status).toBe(200);
    expect(checked.body.matched_rules).toContain(CAMPAIGN_SIGNAL);
    expect(checked.body.categories).toContain(CAMPAIGN_CATEGORY);
    expect(checked.body.signals[CAMPAIGN_SIGNAL]).toBe(CAMPAIGN_WEIGHT);
    const weights = Object.values(checked.body.signals as Record<string, number>);
    expect(checked.body.score).toBe(
      Math.min(
        100,
        Math.max(
          0,
          weights.reduce((a, b) => a + b, 0),
        ),
      ),
    );
    const alone = await api.post("/spam/check", { text: VARIANTS[0] });
    expect(alone.status).toBe(200);
    expect(alone.body.matched_rules).not.toContain(CAMPAIGN_SIGNAL);
  });
});
