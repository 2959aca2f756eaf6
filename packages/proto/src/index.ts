// Generated protobuf code for every Warden service and Kafka record (protoc-gen-es, target=ts).
// Regenerate with `npm run generate`; `npm test` fails when the committed code is stale.
export * from "./gen/warden/moderation/v1/moderation_pb.js";
export * from "./gen/warden/engine/v1/engine_pb.js";
export * from "./gen/warden/groups/v1/groups_pb.js";
export * from "./gen/warden/groups/v1/admin_pb.js";
export * from "./gen/warden/journal/v1/journal_pb.js";
export * from "./gen/warden/dispatcher/v1/dispatcher_pb.js";
export * from "./gen/warden/events/v1/events_pb.js";
export * from "./gen/warden/errors/v1/errors_pb.js";
export * from "./gen/grpc/health/v1/health_pb.js";
export * from "./enums.js";
