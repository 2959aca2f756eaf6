/** Responses of the checks: POST /spam/check, /spam/check-batch, /users/check. */
import { z } from "zod";
import { LIMITS, RISK_LEVELS } from "../../api.js";
import { CUSTOM_RULES_SKIPPED_SIGNAL } from "../../rule/limits.js";
import { absent, Category, Confidence, count, distinct, isDistinct, present, RuleName, Score, timestamp, UserId, Verdict, Action } from "./primitives.js";

export const Quota = z
  .strictObject({
    used: count("Units of the daily quota used today, this request included."),
    limit: count("Daily quota of the account."),
    reset_at: timestamp("When the daily quota resets: the next midnight UTC."),
  })
  .meta({ description: "The account's daily quota after this request (the same values as the `X-Quota-*` headers)." });

export const AiVerdict = z
  .strictObject({
    status: z.enum(["ok", "quota_exceeded", "unavailable"]).meta({
      description:
        "`ok`: the provider answered; `quota_exceeded`: the daily AI allowance is spent; `unavailable`: the provider failed or timed out, or was not asked: the group whitelists the sender (`reason` says so; the check is `clean`), or the provider failed repeatedly and is not asked for a while (`reason`: circuit open); a check whose provider was not asked draws nothing from the AI allowance.",
    }),
    verdict: Verdict.describe("The AI provider's verdict (when `status` is `ok`).").optional(),
    confidence: Confidence.describe("The AI provider's confidence (when `status` is `ok`).").optional(),
    model: z.string().min(1).max(LIMITS.aiModelMaxChars).meta({ description: "Model that answered." }).optional(),
    reason: z
      .string()
      .max(1000)
      .meta({
        description:
          "Short explanation: the provider's when `status` is `ok` (links and @handles in it are replaced by `[link]` and `[handle]`), otherwise why there is no opinion.",
      })
      .optional(),
  })
  .meta({
    // Which fields go with which status: if/then/else beside the object's own properties (not
    // `oneOf` alternatives, which generators turn into composed models).
    if: { properties: { status: { const: "ok" } }, required: ["status"] },
    then: present("verdict", "confidence"),
    else: absent("verdict", "confidence"),
    description:
      "AI opinion, present only when `include_ai` was true. When `status` is `ok` it is combined into `verdict`, `score` and `recommended_action` the way the bot combines it in a group with `ai_enabled`: as one more signal, `ai_opinion` in `signals`, where a `clean` opinion lowers the score far less than a `spam` one raises it (the text being judged can try to talk the model into `clean`); otherwise the result is the rules verdict. The text is given to the provider as data, never as instructions, and a `clean` opinion of a text that addresses the AI or dictates its answer is not counted (`status: unavailable`).",
  });

export const SpamCheckResult = z
  .strictObject({
    verdict: Verdict.describe(
      "`spam` when `score` >= the group's `spam_threshold`, `suspicious` when `score` >= `suspicious_threshold`, otherwise `clean` (defaults 70 and 40 without a group). A whitelisted sender is always `clean`.",
    ),
    score: Score.describe("Sum of `signals`, clamped to 0..100 (AI-adjusted when `ai.status` is `ok`)."),
    confidence: Confidence,
    recommended_action: Action.describe(
      "For `spam`, the group's `action_on_spam` (default `delete` without a group); `review` for `suspicious`; `none` for `clean`.",
    ),
    categories: z.array(Category).refine(isDistinct, distinct).meta({ description: "Categories of the detected spam; empty for a clean text." }),
    matched_rules: z
      .array(RuleName)
      .refine(isDistinct, distinct)
      .meta({ description: "Names of the built-in and custom rules that fired (the keys of `signals`)." }),
    signals: z.record(RuleName, z.number().int().min(LIMITS.ruleWeightMin).max(LIMITS.ruleWeightMax)).meta({
      description:
        "Rule name -> integer weight it contributed; one entry per name (a custom rule named like a built-in rule adds to its weight, clamped to -100..100).",
    }),
    skipped_rules: z
      .array(RuleName)
      .refine(isDistinct, distinct)
      .min(1)
      .meta({
        description: `Present only when some of the group's custom rules did not run for this check, and then named here; the signal \`${CUSTOM_RULES_SKIPPED_SIGNAL}\` (weight 0) is then in \`signals\` and \`matched_rules\`. A check may spend ${LIMITS.customRulesBudgetMs} ms on a group's custom rules; the rules it could not reach in that time are skipped and the result is the one of the rules that ran (never an error). Rules stored before the regex cost limits that exceed them are always skipped.`,
      })
      .optional(),
    ai: AiVerdict.optional(),
    quota: Quota,
  })
  .meta({
    description: "Result of `POST /spam/check`.",
    examples: [
      {
        verdict: "spam",
        score: 92,
        confidence: 0.94,
        recommended_action: "delete",
        categories: ["contact_flow"],
        matched_rules: ["earnings_promise", "dm_invite"],
        signals: { earnings_promise: 55, dm_invite: 37 },
        quota: { used: 118, limit: 10000, reset_at: "2025-03-02T00:00:00.000Z" },
      },
    ],
  });

export const BatchCheckItem = z
  .strictObject({
    index: z
      .number()
      .int()
      .min(0)
      .max(LIMITS.batchMaxTexts - 1)
      .meta({ description: "Position of the text in `texts`." }),
    verdict: Verdict.describe("The verdict a single check of this text without `include_ai` gives."),
    score: Score,
    reasons: z.array(RuleName).refine(isDistinct, distinct).meta({ description: "Names of the rules that fired (the single check's `matched_rules`)." }),
  })
  .meta({ description: "Short result form of one text of a batch." });

export const BatchCheckResult = z
  .strictObject({
    results: z.array(BatchCheckItem).min(1).max(LIMITS.batchMaxTexts).meta({ description: "One item per text, in the order of `texts`." }),
    quota: Quota,
  })
  .meta({ description: "Result of `POST /spam/check-batch`." });

export const ExternalBanListVerdict = z
  .strictObject({
    source: z.literal("cas").meta({ description: "The external list: CAS (Combot Anti-Spam)." }),
    status: z
      .enum(["listed", "not_listed", "unavailable"])
      .meta({ description: "`unavailable`: the list did not answer in time; never an error of the check." }),
    offenses: z.number().int().min(1).meta({ description: "Offenses recorded by the list (when `listed`)." }).optional(),
    listed_at: timestamp("When the user was added to the list (when `listed`).").optional(),
  })
  .meta({
    if: { properties: { status: { not: { const: "listed" } } }, required: ["status"] },
    then: absent("offenses", "listed_at"),
    description: "Verdict of the external public spam-ban list.",
  });

export const ServiceUserRecord = z
  .strictObject({
    spam_decisions_90d: count(
      "`spam` decisions the moderation bot made about this user's messages in the last 90 days, across all groups Warden protects (checks through this API are not counted: their `user_id` is the caller's claim; nor is a decision a group's moderator corrected as `ham`: see `JournalEntryReport`).",
    ),
    groups_with_spam_90d: count("Distinct groups with such a decision in the last 90 days."),
    first_seen_at: timestamp(
      "First time Warden saw this user in a group: a message, a bot decision or a membership event (absent when never seen).",
    ).optional(),
    last_spam_at: timestamp("Last such `spam` decision about this user (absent when none).").optional(),
    reputation: z
      .number()
      .int()
      .min(-100)
      .max(100)
      .meta({ description: "Reputation from Warden's own data: clean history raises it, spam decisions lower it; 0 for an unknown user." }),
  })
  .meta({ description: "What Warden's own data says about the user." });

export const UserCheckResult = z
  .strictObject({
    user_id: UserId,
    risk_level: z.enum(RISK_LEVELS).meta({
      description:
        "Aggregated risk: `critical` when listed on the external list; else `high` when `spam_decisions_90d` >= 3 or `reputation` <= -50; else `medium` when `spam_decisions_90d` >= 1 or `reputation` < 0; else `low`. A user whitelisted in the given group is `low`.",
    }),
    external: ExternalBanListVerdict,
    service: ServiceUserRecord,
    quota: Quota,
  })
  .meta({ description: "Result of `POST /users/check`." });
