import { create } from "@bufbuild/protobuf";
import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Client, HandlerContext } from "@connectrpc/connect";
import { errors } from "@warden/errors";
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
import type { BanList, BanListAnswer } from "../ban-list/cas.js";
import { waitLeftMs, within } from "../deadline.js";
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

/** What a part of the answer settles as when it did not come in time. */
const LATE = Symbol("late");

/**
 * Engine.CheckUser: the external ban list (degrades to "unavailable", never an error), the
 * service's own 90-day history from journal-analytics, a reputation and a risk level.
 *
 * The three lookups are independent, and each one's failure costs only its own part: the bot screens joining members
 * on `external` alone, so a journal-analytics or groups-config outage must not take the ban list's answer with it.
 * Without the history, `service` is left out of the answer (the proto's way to say it is unknown) and the risk level is
 * judged on the rest; without the group's whitelist, the user is taken as not whitelisted. Every part is waited on
 * within the caller's deadline (deadline.ts): a late ban list is "unavailable", a late history is missing.
 */
export function createCheckUserHandler(deps: CheckUserDeps) {
  return async function checkUser(req: CheckUserRequest, ctx?: Pick<HandlerContext, "signal" | "timeoutMs">): Promise<CheckUserResponse> {
    const userId = Number(req.userId);
    if (!Number.isSafeInteger(userId) || userId <= 0) throw errors.validation([{ path: "user_id", message: "must be a positive Telegram user id" }]);
    const left = ctx ? waitLeftMs(ctx) : undefined;
    const inTime = <T>(work: Promise<T>) => within<T | typeof LATE>(work, left, ctx?.signal, LATE);
    const [ext, hist, wl] = await Promise.allSettled([
      inTime(deps.banList.lookup(userId)),
      inTime(deps.journal.getUserHistory({ userId: req.userId })),
      req.groupId === undefined ? Promise.resolve([]) : inTime(deps.whitelist(Number(req.groupId))),
    ]);
    const unavailable: BanListAnswer = { status: "unavailable" };
    const external = ext.status === "fulfilled" && ext.value !== LATE ? ext.value : unavailable;
    const history = hist.status === "fulfilled" && hist.value !== LATE ? hist.value : undefined;
    const whitelist = wl.status === "fulfilled" && wl.value !== LATE ? wl.value : [];
    const facts = {
      external: external.status,
      spamDecisions90d: history?.spamDecisions90d ?? 0,
      groupsWithSpam90d: history?.groupsWithSpam90d ?? 0,
      firstSeenAt: history?.firstSeenAt ? timestampDate(history.firstSeenAt) : undefined,
      lastSpamAt: history?.lastSpamAt ? timestampDate(history.lastSpamAt) : undefined,
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
      service: history && {
        spamDecisions90d: history.spamDecisions90d,
        groupsWithSpam90d: history.groupsWithSpam90d,
        firstSeenAt: history.firstSeenAt,
        lastSpamAt: history.lastSpamAt,
        reputation: rep,
      },
    });
  };
}
