/** The zod schemas of every request of REST v1 (bodies and queries) and the fields they share. */
export * from "./account.js";
export * from "./checks.js";
export * from "./fields.js";
export * from "./journal.js";
export * from "./reports.js";
export * from "./rules.js";
export * from "./settings.js";
export * from "./webhooks.js";
export * from "./whitelist.js";
export * from "./responses/index.js";
