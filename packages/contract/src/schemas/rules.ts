import { z } from "zod";
import { ID_PREFIXES, mintedIdPattern } from "../ids.js";
import { RULE_KINDS, RULE_NAME_RE, RULE_WEIGHT_MAX, RULE_WEIGHT_MIN } from "../rule/index.js";

export const RULE_ID_RE = new RegExp(mintedIdPattern(ID_PREFIXES.rule));
const WEIGHT_RANGE = `must be an integer from ${RULE_WEIGHT_MIN} to ${RULE_WEIGHT_MAX}`;

/**
 * Body of POST /groups/{id}/rules and PUT /groups/{id}/rules/{ruleId} (RuleInput). The shape is
 * checked here; the pattern (length, RE2 compilation, host name) by groups-config, which owns rules.
 */
export const ruleBody = z
  .object({
    name: z.string({ error: "must be a string" }).regex(RULE_NAME_RE, { error: "must be 1 to 64 characters of a-z, 0-9 and _" }),
    kind: z.enum(RULE_KINDS, { error: `must be one of ${RULE_KINDS.join(", ")}` }),
    pattern: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }),
    weight: z
      .number({ error: "must be an integer" })
      .int({ error: "must be an integer" })
      .min(RULE_WEIGHT_MIN, { error: WEIGHT_RANGE })
      .max(RULE_WEIGHT_MAX, { error: WEIGHT_RANGE }),
    enabled: z.boolean({ error: "must be a boolean" }).optional(),
  })
  .strict();
