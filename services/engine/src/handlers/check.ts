import { create } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { errors, textProblem } from "@warden/errors";
import {
  Action,
  AiMode,
  AiResultSchema,
  AiStatus,
  CheckResponseSchema,
  Verdict,
  type CheckRequest,
  type CheckResponse,
} from "@warden/proto";
import type { ActionName, Detection, Sender } from "../detector.js";
import type { EngineDeps } from "../deps.js";

const VERDICTS = { clean: Verdict.CLEAN, suspicious: Verdict.SUSPICIOUS, spam: Verdict.SPAM } as const;
const ACTIONS: Record<ActionName, Action> = {
  none: Action.NONE,
  review: Action.REVIEW,
  delete: Action.DELETE,
  delete_and_mute: Action.DELETE_AND_MUTE,
  delete_and_ban: Action.DELETE_AND_BAN,
};

export function detectionToProto(d: Detection, policyVersion: number): CheckResponse {
  return create(CheckResponseSchema, {
    verdict: VERDICTS[d.verdict],
    score: d.score,
    confidence: d.confidence,
    recommendedAction: ACTIONS[d.recommended_action],
    categories: d.categories,
    matchedRules: d.matched_rules,
    signals: d.signals,
    policyVersion: BigInt(policyVersion),
    whitelisted: d.whitelisted,
  });
}

export function senderFromProto(req: CheckRequest): Sender | undefined {
  const s = req.sender;
  if (!s) return undefined;
  return {
    userId: s.userId === undefined ? undefined : Number(s.userId),
    username: s.username?.replace(/^@/, "").toLowerCase(),
    senderChatId: s.senderChatId === undefined ? undefined : Number(s.senderChatId),
    senderChatUsername: s.senderChatUsername?.replace(/^@/, "").toLowerCase(),
    priorMessages: s.priorMessages,
    isAdmin: s.isAdmin,
  };
}

export function assertText(text: string, path = "text"): void {
  const problem = textProblem(text);
  if (problem) throw errors.validation([{ path, message: problem }]);
}

/** Engine.Check: one text, optionally in a group's context. The bot and the API call the same code. */
export function createCheckHandler(deps: EngineDeps) {
  return async function check(req: CheckRequest, _ctx: HandlerContext): Promise<CheckResponse> {
    assertText(req.text);
    const started = performance.now();
    const group = req.groupId === undefined ? undefined : await deps.policies.get(Number(req.groupId));
    const detection = deps.detect(req.text, group, senderFromProto(req));
    const res = detectionToProto(detection, group?.version ?? 0);
    if (req.ai === AiMode.QUOTA_EXCEEDED) {
      res.ai = create(AiResultSchema, { status: AiStatus.QUOTA_EXCEEDED });
    } else if (req.ai === AiMode.ON) {
      res.ai = await deps.ai(req.text);
    }
    deps.metrics.observe(detection.verdict, (performance.now() - started) / 1000);
    return res;
  };
}
