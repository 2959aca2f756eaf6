// Data modules of the gateway, for tests. Clients use the REST API; the operator CLI its admin surface.
export { AccountStore, KeyLimitError, MAX_ACTIVE_KEYS, type Account, type ApiKey } from "./store/accounts.js";
export { PLAN_QUOTAS, PLANS, isPlan, type Plan as PlanName } from "@warden/contract";
export { migrateGateway, SCHEMA as GATEWAY_SCHEMA } from "./migrations.js";
export { createApp, BASE_PATH } from "./app.js";
export { Limiter } from "./limiter.js";
export type { GatewayDeps } from "./deps.js";
