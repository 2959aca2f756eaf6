import { create } from "@bufbuild/protobuf";
import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import { Code, ConnectError, errors } from "@warden/errors";
import {
  CheckUserResponseSchema,
  enumNames,
  type ExternalStatus,
  ExternalStatusSchema,
  type RiskLevel,
  RiskLevelSchema,
  type CheckUserRequest,
  type CheckUserResponse,
  type JournalService,
} from "@warden/proto";
import type { BanList } from "../ban-list/cas.js";
import type { Policy } from "../detector.js";
import { reputation, riskLevel } from "../user-risk.js";

const RISK = enumNames<RiskLevel, ReturnType<typeof riskLevel>>(RiskLevelSchema).byName();
const EXTERNAL = enumNames<ExternalStatus, "listed" | "not_listed" | "unavailable">(ExternalStatusSchema).byName();

export interface CheckUserDeps {
  banList: BanList;
  journal: Pick<Client<typeof JournalService>, "getUserHistory">;
  /** The group's whitelist (policy), when a group is given. */
  whitelist(groupId: number): Promise<Policy["whitelist"]>;
}

/**
 * Engine.CheckUser: the external ban list (degrades to "unavailable", never an error), the
 * service's own 90-day history from journal-analytics, a reputation and a risk level.
 */
export function createCheckUserHandler(deps: CheckUserDeps) {
  return async function checkUser(req: CheckUserRequest): Promise<CheckUserResponse> {
    const userId = Number(req.userId);
    if (!Number.isSafeInteger(userId) || userId <= 0) throw errors.validation([{ path: "user_id", message: "must be a positive Telegram user id" }]);
    const [external, history, whitelist] = await Promise.all([
      deps.banList.lookup(userId),
      deps.journal.getUserHistory({ userId: req.userId }).catch((err: unknown) => {
        throw new ConnectError(`user history unavailable: ${ConnectError.from(err).rawMessage}`, Code.Unavailable);
      }),
      req.groupId === undefined ? Promise.resolve([]) : deps.whitelist(Number(req.groupId)),
    ]);
    const facts = {
      external: external.status,
      spamDecisions90d: history.spamDecisions90d,
      groupsWithSpam90d: history.groupsWithSpam90d,
      firstSeenAt: history.firstSeenAt ? timestampDate(history.firstSeenAt) : undefined,
      lastSpamAt: history.lastSpamAt ? timestampDate(history.lastSpamAt) : undefined,
      whitelistedInGroup: whitelist.some((w) => w.kind === "user" && w.id === userId),
    };
    const rep = reputation(facts);
    return create(CheckUserResponseSchema, {
      userId: req.userId,
      riskLevel: RISK[riskLevel(facts, rep)],
      external: {
        source: "cas",
        status: EXTERNAL[external.status],
        offenses: external.offenses,
        listedAt: external.listedAt ? timestampFromDate(external.listedAt) : undefined,
      },
      service: {
        spamDecisions90d: history.spamDecisions90d,
        groupsWithSpam90d: history.groupsWithSpam90d,
        firstSeenAt: history.firstSeenAt,
        lastSpamAt: history.lastSpamAt,
        reputation: rep,
      },
    });
  };
}
