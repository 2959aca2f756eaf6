import { errors } from "@warden/errors";
import { enumNames, RuleKindSchema, type RuleKind, type RuleSpec } from "@warden/proto";
import { ruleViolations, type RuleKindName } from "@warden/contract";

export { RULES_PER_GROUP } from "@warden/contract";

const KIND_NAMES = enumNames<RuleKind, RuleKindName>(RuleKindSchema);

export interface RuleValues {
  name: string;
  kind: RuleKindName;
  pattern: string;
  weight: number;
  enabled: boolean;
  /** a regex's cost (the contract's regex cost model), when validateRuleSpec measured it; 0 for other kinds */
  cost?: number;
}

/**
 * Validates the writable fields of a rule with the shared specification (one regex compile);
 * every problem is listed (422 validation_failed). The group's total regex cost is checked by
 * the store, under the group's lock.
 */
export function validateRuleSpec(spec: RuleSpec | undefined): RuleValues {
  if (!spec) throw errors.validation([{ path: "body", message: "a rule is required" }]);
  const kind = KIND_NAMES.name(spec.kind);
  const { violations, cost } = ruleViolations({ name: spec.name, kind, pattern: spec.pattern, weight: spec.weight });
  if (violations.length) throw errors.validation(violations);
  return { name: spec.name, kind: kind!, pattern: spec.pattern, weight: spec.weight, enabled: spec.enabled ?? true, cost: cost ?? 0 };
}
