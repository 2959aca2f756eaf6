import { describe, expect, it } from "vitest";
import {
  Action,
  ActionSchema,
  DeliveryStatus,
  DeliveryStatusSchema,
  enumNames,
  Plan,
  PlanSchema,
  type RiskLevel,
  RiskLevelSchema,
  Verdict,
  VerdictSchema,
} from "../src/index.js";

describe("enumNames", () => {
  it("names each value without the enum's prefix, in lower case", () => {
    const actions = enumNames<Action>(ActionSchema);
    expect(actions.name(Action.NONE)).toBe("none");
    expect(actions.name(Action.DELETE_AND_MUTE)).toBe("delete_and_mute");
    expect(actions.name(Action.DELETE_AND_BAN)).toBe("delete_and_ban");
    expect(actions.names).toEqual(["none", "review", "delete", "delete_and_mute", "delete_and_ban"]);
    expect(enumNames<Verdict>(VerdictSchema).names).toEqual(["clean", "suspicious", "spam"]);
    expect(enumNames<Plan>(PlanSchema).names).toEqual(["free", "basic", "pro", "business"]);
    expect(enumNames<RiskLevel>(RiskLevelSchema).names).toEqual(["low", "medium", "high", "critical"]);
  });

  it("the zero value and undeclared numbers have no name", () => {
    const verdicts = enumNames<Verdict>(VerdictSchema);
    expect(verdicts.name(Verdict.UNSPECIFIED)).toBeUndefined();
    expect(verdicts.name(99 as Verdict)).toBeUndefined();
  });

  it("value() is the inverse of name(), and unknown for anything else", () => {
    const statuses = enumNames<DeliveryStatus>(DeliveryStatusSchema);
    for (const n of statuses.names) expect(statuses.name(statuses.value(n)!)).toBe(n);
    expect(statuses.value("succeeded")).toBe(DeliveryStatus.SUCCEEDED);
    expect(statuses.value("unspecified")).toBeUndefined();
    expect(statuses.value("SUCCEEDED")).toBeUndefined();
    expect(statuses.value("")).toBeUndefined();
  });

  it("byValue and byName are the same mapping as tables; byValue names the zero value as asked", () => {
    const actions = enumNames<Action>(ActionSchema);
    const table = actions.byValue("none");
    expect(table[Action.UNSPECIFIED]).toBe("none");
    expect(table[Action.DELETE]).toBe("delete");
    expect(Object.keys(table)).toHaveLength(6);
    expect(enumNames<Plan>(PlanSchema).byValue("free")[Plan.UNSPECIFIED]).toBe("free");
    expect(actions.byName()).toEqual({ none: 1, review: 2, delete: 3, delete_and_mute: 4, delete_and_ban: 5 });
    expect(Object.isFrozen(table)).toBe(true);
  });
});
