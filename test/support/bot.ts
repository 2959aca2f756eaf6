import { answerStatus, FakeTelegram, type Receiver, startReceiver, type TgChat, waitFor } from "@warden/testing";
import { verifyWebhook } from "@warden/webhook-verify";
import { apiClient } from "./api.js";
import { startStack } from "./stack.js";

/** The message id of an update the fake Bot API built (`tg.message(...)` and friends). */
export const messageIdOf = (u: Record<string, unknown> | undefined): number => (u!.message as { message_id: number }).message_id;

/** The fields of a bot journal entry the bot e2e files read. */
export interface BotJournalItem {
  message_id: number;
  verdict: string;
  action: string;
  matched_rules: string[];
  text_excerpt: string;
}

/**
 * The bot's journal entry of a message (GET /groups/{id}/journal?source=bot), once journal-analytics
 * has it; with `verdict`, once an entry with that verdict is there (an edit's re-check).
 */
export function botJournalEntry<T = Record<string, any>>(api: ReturnType<typeof apiClient>, groupId: number, messageId: number, verdict?: string): Promise<T> {
  return waitFor(
    async () =>
      ((await api.get(`/groups/${groupId}/journal?source=bot&limit=100`)).body.items as { message_id: number; verdict: string }[] | undefined)?.find(
        (i) => i.message_id === messageId && (verdict === undefined || i.verdict === verdict),
      ) as T | undefined,
    { timeoutMs: 20_000, intervalMs: 200, message: `bot journal entry of message ${messageId} in group ${groupId}` },
  );
}

/** The stack's env for a bot e2e file whose webhooks go to a receiver on loopback, with the dispatcher's group cache off. */
export const LOOPBACK_WEBHOOKS = { WEBHOOK_ALLOW_HTTP: "true", WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128", GROUP_ACCOUNTS_CACHE_MS: "0" };

/**
 * What every bot e2e file starts from: the fake Bot API, the whole stack (every service as a
 * process) with its seeded demo account, an API client of the demo key, and the demo group as the
 * supergroup chat the fake posts into. The bot itself is started by the file (startBot), after its
 * own set-up.
 */
export async function botWorld(token: string, label: string, env?: Record<string, string>) {
  const tg = await FakeTelegram.start({ token });
  const stack = await startStack({ label, ...(env ? { env } : {}) });
  const api = apiClient(stack.baseUrl, stack.demo.key);
  const G = stack.demo.groupId;
  const chat: TgChat = { id: G, type: "supergroup", title: "Warden demo group" };
  return { tg, stack, api, G, chat };
}

/** A receiver on loopback and a webhook endpoint of the demo account for group `G` that delivers to it. */
export async function webhookReceiver(api: ReturnType<typeof apiClient>, G: number, description?: string): Promise<{ receiver: Receiver; secret: string }> {
  const receiver = await startReceiver({ answer: answerStatus(204) });
  const hook = await api.post("/webhooks", { url: receiver.url, group_ids: [G], ...(description ? { description } : {}) });
  if (hook.status !== 201) throw new Error(`webhook endpoint not created: ${hook.status} ${JSON.stringify(hook.body)}`);
  return { receiver, secret: hook.body.secret as string };
}

/** A webhook delivery's envelope, as the bot e2e files read it. */
export interface Envelope {
  id: string;
  type: string;
  created_at: string;
  group_id: number;
  data: Record<string, unknown>;
}

/** The envelopes `receiver` got so far, each verified with the endpoint's `secret` (a bad signature throws). */
export const webhookEnvelopes = (receiver: Receiver, secret: string): Envelope[] =>
  receiver.received.map((d) => verifyWebhook<Envelope>(secret, d.headers as Record<string, string>, d.body).event);

/** A counter of a service's /metrics (`url` is the service's base URL), summed over the series whose labels include `label`. */
export async function counterOf(url: string, name: string, label: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let sum = 0;
  for (const m of text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\d+)$`, "gm"))) if (m[1]!.includes(label)) sum += Number(m[2]);
  return sum;
}
