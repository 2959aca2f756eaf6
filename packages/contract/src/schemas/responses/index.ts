/**
 * The zod schemas of every response body of REST v1. The gateway's handlers are typed by them and
 * the OpenAPI document's `components.schemas` is generated from them (names as in RESPONSE_SCHEMAS).
 */
import type { z } from "zod";
import * as account from "./account.js";
import * as checks from "./checks.js";
import * as groups from "./groups.js";
import * as journal from "./journal.js";
import { PRIMITIVES } from "./primitives.js";
import * as rules from "./rules.js";
import * as webhooks from "./webhooks.js";

export {
  BodyTooLargeDetails,
  DailyQuotaExceededDetails,
  ErrorBody,
  ErrorResponse,
  InvalidSettingValueDetails,
  LimitReachedDetails,
  Me,
  PlanRequiredDetails,
  RateLimitExceededDetails,
  UnknownSettingDetails,
  Usage,
  ValidationFailedDetails,
} from "./account.js";
export * from "./checks.js";
export * from "./groups.js";
export * from "./journal.js";
export { isDistinct, PRIMITIVES, timestamp as timestampField } from "./primitives.js";
export * from "./rules.js";
export * from "./webhooks.js";

/** Every named schema of the responses, by its name in the document's `components.schemas`. */
export const RESPONSE_SCHEMAS = {
  ...PRIMITIVES,
  Quota: checks.Quota,
  AiVerdict: checks.AiVerdict,
  SpamCheckResult: checks.SpamCheckResult,
  BatchCheckItem: checks.BatchCheckItem,
  BatchCheckResult: checks.BatchCheckResult,
  ExternalBanListVerdict: checks.ExternalBanListVerdict,
  ServiceUserRecord: checks.ServiceUserRecord,
  UserCheckResult: checks.UserCheckResult,
  Group: groups.Group,
  GroupList: groups.GroupList,
  ActionOnSpam: groups.ActionOnSpam,
  ModerationMode: groups.ModerationMode,
  GroupLanguage: groups.GroupLanguage,
  Settings: groups.Settings,
  SettingKey: groups.SettingKey,
  SettingsCatalogEntry: groups.SettingsCatalogEntry,
  SettingsCatalog: groups.SettingsCatalog,
  RuleKind: rules.RuleKind,
  Rule: rules.Rule,
  RuleList: rules.RuleList,
  WhitelistUserEntry: rules.WhitelistUserEntry,
  WhitelistChannelEntry: rules.WhitelistChannelEntry,
  Whitelist: rules.Whitelist,
  WhitelistAddResult: rules.WhitelistAddResult,
  JournalSource: journal.JournalSource,
  JournalEntryReport: journal.JournalEntryReport,
  JournalEntry: journal.JournalEntry,
  JournalPage: journal.JournalPage,
  AnalyticsTotals: journal.AnalyticsTotals,
  AnalyticsDay: journal.AnalyticsDay,
  Analytics: journal.Analytics,
  ReportLabel: journal.ReportLabel,
  Report: journal.Report,
  ReportEntry: journal.ReportEntry,
  ReportPage: journal.ReportPage,
  WebhookStatus: webhooks.WebhookStatus,
  WebhookDisabledReason: webhooks.WebhookDisabledReason,
  WebhookEndpoint: webhooks.WebhookEndpoint,
  WebhookEndpointCreated: webhooks.WebhookEndpointCreated,
  WebhookList: webhooks.WebhookList,
  WebhookSecret: webhooks.WebhookSecret,
  WebhookTestResult: webhooks.WebhookTestResult,
  DeliveryStatus: webhooks.DeliveryStatus,
  Delivery: webhooks.Delivery,
  DeliveryPage: webhooks.DeliveryPage,
  Usage: account.Usage,
  Me: account.Me,
  ErrorCode: account.ErrorCode,
  ErrorBody: account.ErrorBody,
  ErrorResponse: account.ErrorResponse,
  ValidationFailedDetails: account.ValidationFailedDetails,
  PlanRequiredDetails: account.PlanRequiredDetails,
  DailyQuotaExceededDetails: account.DailyQuotaExceededDetails,
  RateLimitExceededDetails: account.RateLimitExceededDetails,
  InvalidSettingValueDetails: account.InvalidSettingValueDetails,
  UnknownSettingDetails: account.UnknownSettingDetails,
  LimitReachedDetails: account.LimitReachedDetails,
  BodyTooLargeDetails: account.BodyTooLargeDetails,
  UnavailableDetails: account.UnavailableDetails,
} as const;

export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;

/** The body a handler answers with the named response schema (its zod input). */
export type ResponseBody<N extends ResponseSchemaName> = z.input<(typeof RESPONSE_SCHEMAS)[N]>;
