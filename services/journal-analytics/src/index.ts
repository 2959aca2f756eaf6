export { JournalStore, type DecisionRow } from "./store.js";
export { startDecisionConsumer } from "./consumer.js";
export { migrateJournal, SCHEMA as JOURNAL_SCHEMA } from "./migrations.js";
export { createServer } from "./server.js";
