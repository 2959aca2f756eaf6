import { Code, ConnectError } from "@connectrpc/connect";
import type { Plan as ContractPlan } from "@warden/contract";
import { enumNames, Plan, PlanSchema, type Group } from "@warden/proto";
import type { GatewayDeps } from "../../deps.js";
import type { Principal } from "../../http/auth.js";
import { apiErrors } from "../../http/errors.js";

export const PLAN_NAMES = enumNames<Plan, ContractPlan>(PlanSchema).byValue("free");

export interface ResolvedGroup {
  id: number;
  group: Group;
}

/**
 * The group when the account administers it. A group that does not exist and one the account
 * does not administer are indistinguishable: 404 group_not_found. With requirePro, a group below
 * Pro gets 403 plan_required (subject group).
 */
export async function resolveGroup(
  deps: Pick<GatewayDeps, "groups">,
  principal: Principal,
  idParam: string | number,
  requirePro: boolean,
): Promise<ResolvedGroup> {
  const id = typeof idParam === "number" ? idParam : /^-?\d{1,16}$/.test(idParam) ? Number(idParam) : NaN;
  if (!Number.isSafeInteger(id)) {
    throw apiErrors.validation([{ path: "id", message: "must be an integer group chat id" }]);
  }
  let group: Group | undefined;
  try {
    group = (await deps.groups.authorizeGroup({ accountId: principal.account.id, groupId: BigInt(id) })).group;
  } catch (err) {
    if (err instanceof ConnectError && err.code === Code.NotFound) throw apiErrors.groupNotFound();
    throw err;
  }
  if (!group) throw apiErrors.groupNotFound();
  if (requirePro && group.plan !== Plan.PRO && group.plan !== Plan.BUSINESS) {
    throw apiErrors.planRequired("pro", PLAN_NAMES[group.plan], "group");
  }
  return { id, group };
}
