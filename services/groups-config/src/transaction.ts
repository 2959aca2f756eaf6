import { inTransaction, isTransactionConflict, type Pool, type PoolClient, type TransactionOptions } from "@warden/db";
import { Code, ConnectError } from "@warden/errors";

/**
 * inTransaction for groups-config's data modules: a transaction PostgreSQL still fails as a deadlock or a serialization
 * failure (after the runs its retryOnConflict allows, if any) answers ABORTED, the code of a transaction aborted by a
 * concurrent one: the caller may ask again (the gateway answers 503 with Retry-After, the bot tries the call again). It
 * was an internal error (a 500) carrying PostgreSQL's message. The PostgreSQL error stays the cause.
 */
export async function transaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  try {
    return await inTransaction(pool, fn, opts);
  } catch (err) {
    if (isTransactionConflict(err)) throw new ConnectError("the write met a concurrent one; try again", Code.Aborted, undefined, undefined, err);
    throw err;
  }
}
