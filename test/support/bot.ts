import { waitFor } from "@warden/testing";
import type { apiClient } from "./api.js";

/** The message id of an update the fake Bot API built (`tg.message(...)` and friends). */
export const messageIdOf = (u: Record<string, unknown> | undefined): number => (u!.message as { message_id: number }).message_id;

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
