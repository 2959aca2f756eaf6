import { z } from "zod";

export const RULE_ID_RE = /^rule_[A-Za-z0-9_-]{1,64}$/;

/**
 * Body of POST /groups/{id}/rules and PUT /groups/{id}/rules/{ruleId} (RuleInput). The shape is
 * checked here; the pattern (length, RE2 compilation, host name) by groups-config, which owns rules.
 */
export const ruleBody = z
  .object({
    name: z
      .string({ error: "must be a string" })
      .regex(/^[a-z0-9_]{1,64}$/, { error: "must be 1 to 64 characters of a-z, 0-9 and _" }),
    kind: z.enum(["keyword", "regex", "domain"], { error: "must be one of keyword, regex, domain" }),
    pattern: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }),
    weight: z
      .number({ error: "must be an integer" })
      .int({ error: "must be an integer" })
      .min(-100, { error: "must be an integer from -100 to 100" })
      .max(100, { error: "must be an integer from -100 to 100" }),
    enabled: z.boolean({ error: "must be a boolean" }).optional(),
  })
  .strict();
