import { AsyncLocalStorage } from "node:async_hooks";
import type { FairKey } from "@warden/server";

/** Whose turn an update's work takes in the bot's fair queues (FairQueue, FairSemaphore): its chat's id, or SHARED_KEY. */
export type { FairKey };

/** The key of work that belongs to no chat (an update without one, work outside any update). */
export const SHARED_KEY = "shared";

const chatScope = new AsyncLocalStorage<FairKey>();

/**
 * Runs `fn` as work of `key`: everything it starts, awaited or not, is that chat's, so a fair queue
 * taken without naming a chat (the OCR pool, called by ImageText) waits in that chat's turn.
 */
export function inChatScope<T>(key: FairKey, fn: () => T): T {
  return chatScope.run(key, fn);
}

/** The chat of the work running now (the intake sets it for each update), or SHARED_KEY outside any. */
export function currentChat(): FairKey {
  return chatScope.getStore() ?? SHARED_KEY;
}
