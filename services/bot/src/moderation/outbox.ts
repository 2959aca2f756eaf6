import type { ActionOutcome } from "../telegram/action-queue.js";
import type { MethodName, Methods } from "../telegram/types.js";

/** Where Bot API actions go (the per-chat action queue: ordered, rate-limited, retried). */
export interface Outbox {
  enqueue<M extends MethodName>(chatId: number, method: M, params: Methods[M]["params"]): Promise<ActionOutcome<M>>;
}
