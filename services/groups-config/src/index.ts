// Data modules of groups-config, for tests. Other services and the operator CLI use the RPCs.
export { GroupStore, isProPlus, type GroupRecord, type PlanName, type PolicyRecord } from "./store.js";
export { CATALOG, DEFAULTS, effectiveSettings, type CatalogEntry, type SettingsValues } from "./catalog.js";
export { migrateGroupsConfig, SCHEMA as GROUPS_CONFIG_SCHEMA } from "./migrations.js";
export { createServer } from "./server.js";
export { createGroupsConfigHandlers, DEFAULT_LIMITS, type GroupLimits } from "./handlers.js";
export { ReportStore, REBUILD_WINDOW, type ReportRecord } from "./reports.js";
