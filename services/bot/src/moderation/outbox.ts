import type { ActionOutcome } from "../telegram/action-queue.js";
import type { MethodName, Methods } from "../telegram/types.js";

/** Where Bot API actions go (the per-chat action queue: ordered, rate-limited, retried). */
export interface Outbox {
  /** `alone`: a deleteMessage never sent together with the chat's other deletes (see ActionQueue). */
  enqueue<M extends MethodName>(chatId: number, method: M, params: Methods[M]["params"], opts?: { alone?: boolean }): Promise<ActionOutcome<M>>;
}
