/**
 * @warden/contract: the public contract and the domain vocabulary, declared once and imported by
 * the gateway, groups-config, the engine, the bot, the webhook dispatcher and the CLI.
 *
 * - api.ts      wire conventions of REST v1: base path, value sets, id and time patterns, LIMITS
 * - plans.ts    plans, their order and their quotas
 * - errors.ts   every public `error.code` with its HTTP status
 * - ids.ts      id prefixes and the one id minting helper
 * - language.ts the languages Warden speaks to people and the rule that picks one
 * - notices.ts  what the bot tells an owner in private, in each language
 * - text.ts     text limits and the string checks every service applies
 * - catalog.ts  the settings catalog: keys, types, ranges and the policy defaults
 * - behaviour.ts the behaviour signals the bot computes and their weights
 * - bot.ts      the rights the bot needs in a group and the link that adds it
 * - dashboard.ts where the owner dashboard lives
 * - rule/       the custom-rule specification, its validation and the regex cost model
 * - schemas/    the zod schemas of every request of REST v1
 */
export * from "./api.js";
export * from "./behaviour.js";
export * from "./bot.js";
export * from "./dashboard.js";
export * from "./catalog.js";
export * from "./errors.js";
export * from "./ids.js";
export * from "./language.js";
export * from "./notices.js";
export * from "./plans.js";
export * from "./rule/index.js";
export * from "./text.js";
export * from "./schemas/index.js";
