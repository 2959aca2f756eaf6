import { WebhookVerificationError } from "../src/index.js";

/** The reason of the WebhookVerificationError that `f` throws, or "accepted" when it throws none; any other error is thrown again. */
export function reasonOf(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    if (err instanceof WebhookVerificationError) return err.reason;
    throw err;
  }
  return "accepted";
}
