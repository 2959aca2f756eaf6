import { Code, ConnectError, type Client } from "@connectrpc/connect";
import { atLeast } from "@warden/contract";
import type { DispatcherService } from "@warden/proto";
import { apiErrors } from "../../http/errors.js";
import type { Account } from "../../store/accounts.js";
import { WEBHOOKS_ACCOUNT_PLAN } from "./index.js";

/** What an account change tells the webhook dispatcher (the admin surface and the dashboard's kill switch). */
export type AccountWebhooks = Pick<Client<typeof DispatcherService>, "setAccountSuspended" | "listEndpoints" | "updateEndpoint">;

/** Whether an account's endpoints hear nothing: frozen (by its owner or the operator), or on a plan without webhooks. */
export const webhooksSuspended = (a: Pick<Account, "frozen" | "plan">): boolean => a.frozen || !atLeast(a.plan, WEBHOOKS_ACCOUNT_PLAN);

const dispatcherDown = (err: unknown) => apiErrors.unavailable("The webhook dispatcher", err);

/**
 * After a change of an account's plan or freeze is stored: suspends or resumes its endpoints' deliveries
 * to match. Idempotent; when the dispatcher cannot be told it throws 503 unavailable and the change stays
 * stored, so repeating the request (the same change again) completes it.
 */
export async function followAccountSuspension(webhooks: Pick<AccountWebhooks, "setAccountSuspended">, a: Account): Promise<void> {
  await webhooks.setAccountSuspended({ accountId: a.id, suspended: webhooksSuspended(a) }).catch((err: unknown) => {
    throw dispatcherDown(err);
  });
}

/**
 * After the account's Telegram user is stored (`warden account link`): its existing endpoints tell that
 * user, not the former one, when they are disabled for failing (endpoints made from then on take it from
 * the account). Idempotent, 503 as above.
 */
export async function followAccountOwner(webhooks: Pick<AccountWebhooks, "listEndpoints" | "updateEndpoint">, a: Account): Promise<void> {
  if (a.telegramUserId === null) return;
  const owner = BigInt(a.telegramUserId);
  try {
    const { endpoints } = await webhooks.listEndpoints({ accountId: a.id });
    for (const e of endpoints) {
      // One deleted meanwhile has no one to tell.
      await webhooks.updateEndpoint({ accountId: a.id, endpointId: e.id, ownerTelegramUserId: owner }).catch((err: unknown) => {
        if (ConnectError.from(err).code !== Code.NotFound) throw err;
      });
    }
  } catch (err) {
    throw dispatcherDown(err);
  }
}
