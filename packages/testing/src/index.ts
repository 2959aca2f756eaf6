export * from "./db.js";
export * from "./redis.js";
export * from "./wait.js";
export * from "./kafka-mock.js";
export * from "./openapi-validator.js";
export * from "./fakes/http.js";
export * from "./fakes/cas.js";
export * from "./fakes/openai.js";
