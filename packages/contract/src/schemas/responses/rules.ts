/** Responses of custom rules and the whitelist. */
import { z } from "zod";
import { LIMITS } from "../../api.js";
import { DOMAIN_DOC_PATTERN, RULE_KINDS, RULE_NAME_RE } from "../../rule/index.js";
import { ChatId, present, RuleId, timestamp, UserId, Username } from "./primitives.js";

/** A custom rule's kind (a named component of the document). */
export const RuleKind = z.enum(RULE_KINDS).meta({
  description:
    "`keyword`: the word or phrase, case-insensitive, on the normalised text (case and look-alike characters folded); `regex`: an RE2 regular expression (linear time; no backreferences or look-around), case-insensitive, run once per check on the normalised text (lower-cased, look-alike and full-width characters folded, spaced-out words joined; punctuation, digits, URLs and emoji kept); `domain`: a host name (example.com; an internationalised one in either form, пример.рф or xn--e1afmkfd.xn--p1ai), fires on links to it or its subdomains, written in either form.",
});

/** The fields a rule has in a request and a response. */
export const ruleFields = () => ({
  name: z.string().regex(RULE_NAME_RE).meta({
    description:
      "Name, unique in the group (a duplicate is `422 validation_failed`); appears in `matched_rules` and `signals`. A rule named like a built-in rule (say `dm_invite`) adds its weight to that signal when both fire: `signals` keeps one entry per name, its weight clamped to -100..100.",
  }),
  kind: RuleKind,
  pattern: z
    .string()
    .min(1)
    .max(LIMITS.rulePatternMaxChars)
    .meta({
      description: `Keyword, regular expression or domain, per \`kind\`. A regex the engine rejects is \`422 validation_failed\`, and so is one over the cost model: a regex costs its compiled RE2 instructions (a character class counted by its size: \`\\p{L}\` weighs 45), at most ${LIMITS.regexRuleMaxCost} a rule, and a group's enabled regex rules at most ${LIMITS.regexGroupMaxCost} together; the refusal names the measured cost and the limit. A check spends at most ${LIMITS.customRulesBudgetMs} ms on a group's custom rules (see \`skipped_rules\` of the check result).`,
    }),
  weight: z.number().int().min(LIMITS.ruleWeightMin).max(LIMITS.ruleWeightMax).meta({
    description:
      "Weight added to the score when the rule fires; negative weights lower it. A rule of weight 0 still appears in `matched_rules` and `signals` when it fires, and moves nothing: a way to watch what a pattern matches before giving it weight.",
  }),
  enabled: z.boolean().meta({ description: "A disabled rule never fires." }),
});

export const Rule = z
  .strictObject({
    id: RuleId,
    ...ruleFields(),
    created_at: timestamp("When the rule was created."),
    updated_at: timestamp("When the rule was last changed (equals `created_at` until then; a replacement that restates the rule as it is changes nothing)."),
  })
  .meta({
    if: { properties: { kind: { const: "domain" } }, required: ["kind"] },
    then: { properties: { pattern: { pattern: DOMAIN_DOC_PATTERN } } },
    description: "A custom rule of a group.",
  });

export const RuleList = z
  .strictObject({
    rules: z
      .array(Rule)
      .max(LIMITS.rulesPerGroup)
      .meta({ description: `Every custom rule of the group (at most ${LIMITS.rulesPerGroup}), oldest first.` }),
  })
  .meta({ description: "Result of `GET /groups/{id}/rules` (not paginated)." });

export const WhitelistUserEntry = z
  .strictObject({ user_id: UserId.optional(), username: Username.optional(), added_at: timestamp("When the entry was added.") })
  // At least one of the two, as if/then (generators make composed models of anyOf alternatives).
  .meta({
    if: { not: present("user_id") },
    then: present("username"),
    description:
      "A whitelisted user: by id or by username, whichever it was added by; a username in lower case and without `@` (Telegram usernames are case-insensitive).",
  });

export const WhitelistChannelEntry = z
  .strictObject({ chat_id: ChatId.optional(), username: Username.optional(), added_at: timestamp("When the entry was added.") })
  .meta({
    if: { not: present("chat_id") },
    then: present("username"),
    description: "A whitelisted channel: by chat id or by public name, whichever it was added by; a name in lower case and without `@` or `https://t.me/`.",
  });

export const Whitelist = z
  .strictObject({
    users: z.array(WhitelistUserEntry).meta({ description: "Whitelisted users, oldest first." }),
    channels: z.array(WhitelistChannelEntry).meta({ description: "Whitelisted channels, oldest first." }),
  })
  .meta({ description: `Result of \`GET /groups/{id}/whitelist\`: at most ${LIMITS.whitelistEntriesPerGroup} entries in both arrays together.` });

export const WhitelistAddResult = z
  .union([
    z.strictObject({ list: z.literal("users"), entry: WhitelistUserEntry }),
    z.strictObject({ list: z.literal("channels"), entry: WhitelistChannelEntry }),
  ])
  .meta({ description: "The entry that was added (201) or was already there (200), and the list it is in." });
