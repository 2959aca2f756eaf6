import type { MessageInitShape } from "@bufbuild/protobuf";
import type { CallOptions, Client } from "@connectrpc/connect";
import { INTERNAL_LIMITS } from "@warden/contract";
import { errorFromData } from "@warden/errors";
import { AiMode, type CheckRequestSchema, type CheckResponse, type EngineService } from "@warden/proto";
import { batched, type Settled } from "@warden/server";

type CheckInit = MessageInitShape<typeof CheckRequestSchema>;

/**
 * A batch closes once its texts hold this many characters: batching saves the per-call cost
 * (~0.2 ms of CPU), which a long text's scoring (~1-2 ms for 10,000 characters) dwarfs, while every
 * check of a batch waits for the whole batch. So short checks go together and a long one about alone.
 */
export const CHECK_MANY_MAX_CHARS = 10_000;

/**
 * The engine client with its Check calls batched: the checks that arrive in one turn of the
 * gateway's event loop go to the engine as one CheckMany (at most INTERNAL_LIMITS.checkManyMaxChecks
 * each), a check alone as a plain Check. Each caller gets exactly the answer or the error its own
 * Check would have (the engine runs the same handler per item), so nothing downstream changes:
 * quotas, refunds and the journal see one check per request as before. A batch holds one account's
 * checks only. Checks that ask the AI
 * provider, and calls with their own options (a signal, a deadline), go alone: a slow provider
 * must not hold other checks. The engine's spans of a batch belong to the trace of its first check.
 */
export function withBatchedChecks(client: Client<typeof EngineService>): Client<typeof EngineService> {
  const check = batched<CheckInit, CheckResponse>({
    max: INTERNAL_LIMITS.checkManyMaxChecks,
    maxWeight: CHECK_MANY_MAX_CHARS,
    // One account's checks go together, never with another's: a tenant's costly checks (50 custom rules at the
    // edge of their budget) hold only that tenant's batch, and other tenants' batches are answered on their own.
    key: (req) => req.accountId ?? "",
    weight: (req) => (req.text?.length ?? 0) + (req.imageText?.length ?? 0),
    single: (req) => client.check(req),
    many: async (checks) => {
      const res = await client.checkMany({ checks });
      return res.outcomes.map((o): Settled<CheckResponse> => {
        if (o.outcome.case === "result") return { ok: true, value: o.outcome.value };
        if (o.outcome.case === "error") return { ok: false, error: errorFromData(o.outcome.value) };
        return { ok: false, error: new Error("the engine answered a check with no outcome") };
      });
    },
  });
  return {
    ...client,
    check: (req: CheckInit, options?: CallOptions) => (req.ai === AiMode.ON || options !== undefined ? client.check(req, options) : check(req)),
  };
}
