export { JournalStore, type ChatEventRow, type DecisionRow } from "./store.js";
export { startChatEventConsumer, startDecisionConsumer } from "./consumer.js";
export { migrateJournal, SCHEMA as JOURNAL_SCHEMA } from "./migrations.js";
export { createServer } from "./server.js";
export { createJournalHandlers } from "./handlers/index.js";
export { startRetentionSchedule } from "./retention.js";
