import type { ActionOutcome, CallParams } from "../telegram/action-queue.js";
import type { MethodName } from "../telegram/types.js";

/** Where Bot API actions go (the per-chat action queue: ordered, rate-limited, retried). */
export interface Outbox {
  /**
   * `params`: or a function that makes them when the call is sent (each attempt); `alone`: a deleteMessage never sent
   * together with the chat's other deletes (see ActionQueue).
   */
  enqueue<M extends MethodName>(chatId: number, method: M, params: CallParams<M>, opts?: { alone?: boolean }): Promise<ActionOutcome<M>>;
}
