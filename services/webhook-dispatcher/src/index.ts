export { DeliveryStore, EndpointStore } from "./store.js";
export { migrateDispatcher, SCHEMA as DISPATCHER_SCHEMA } from "./migrations.js";
export { createServer } from "./server.js";
export { createSystemResolver, DestinationPolicy, type Resolver } from "./url-safety.js";
