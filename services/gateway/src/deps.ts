import type { Client } from "@connectrpc/connect";
import type { EventPublisher } from "@warden/kafka";
import type { DispatcherService, EngineService, GroupsConfigService, JournalService } from "@warden/proto";
import type { Logger, Registry } from "@warden/telemetry";
import type { Limiter } from "./limiter.js";
import type { AccountStore } from "./store/accounts.js";

export interface GatewayDeps {
  accounts: Pick<AccountStore, "authenticate" | "noteFeedbackSeq"> & Partial<Pick<AccountStore, "touchKey">>;
  limiter: Limiter;
  engine: Client<typeof EngineService>;
  groups: Client<typeof GroupsConfigService>;
  journal: Client<typeof JournalService>;
  dispatcher: Client<typeof DispatcherService>;
  publisher: Pick<EventPublisher, "publishMany">;
  logger: Logger;
  registry: Registry;
  /** Extra readiness checks (Postgres, Kafka) beside Redis. */
  readiness?: Record<string, () => Promise<void>>;
}
