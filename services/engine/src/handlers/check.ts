import { create } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { IMAGE_TEXT_SIGNAL, unstorableStringProblem, withImageText } from "@warden/contract";
import { errors, textProblem } from "@warden/errors";
import {
  type Action,
  ActionSchema,
  AiMode,
  AiResultSchema,
  AiStatus,
  CheckResponseSchema,
  Source,
  type Verdict,
  VerdictSchema,
  enumNames,
  type CheckRequest,
  type CheckResponse,
} from "@warden/proto";
import { AI_SIGNAL, aiSignalWeight } from "../ai/provider.js";
import { CUSTOM_RULES_SKIPPED_SIGNAL } from "../detection/index.js";
import type { ActionName, Detection, Sender, Verdict as DetectionVerdict } from "../detector.js";
import type { EngineDeps } from "../deps.js";

const VERDICTS = enumNames<Verdict, DetectionVerdict>(VerdictSchema).byName();
const ACTIONS = enumNames<Action, ActionName>(ActionSchema).byName();

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
    skippedRules: d.signals.find((s) => s.name === CUSTOM_RULES_SKIPPED_SIGNAL)?.rules ?? [],
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

/**
 * The text a check scores: `text`, or with the bot's `image_text` (read from the message's
 * picture) the two together (see withImageText); `text` may then be empty (a photo without a caption).
 */
export function checkedText(req: Pick<CheckRequest, "text" | "imageText">): string {
  if (req.imageText.length === 0) {
    assertText(req.text);
    return req.text;
  }
  for (const [path, value] of [
    ["text", req.text],
    ["image_text", req.imageText],
  ] as const) {
    const problem = unstorableStringProblem(value);
    if (problem) throw errors.validation([{ path, message: problem }]);
  }
  const text = withImageText(req.text, req.imageText);
  assertText(text, "image_text");
  return text;
}

/** The detection with the weight-0 signal `image_text`: part of the text scored came from a picture. */
function fromPicture(d: Detection): Detection {
  return {
    ...d,
    signals: [...d.signals, { name: IMAGE_TEXT_SIGNAL, weight: 0, category: "media" }],
    matched_rules: d.matched_rules.includes(IMAGE_TEXT_SIGNAL) ? d.matched_rules : [...d.matched_rules, IMAGE_TEXT_SIGNAL],
  };
}

/** Engine.Check: one text, optionally in a group's context. The bot and the API call the same code. */
export function createCheckHandler(deps: EngineDeps) {
  return async function check(req: CheckRequest, _ctx: HandlerContext): Promise<CheckResponse> {
    const text = checkedText(req);
    const started = performance.now();
    const group = req.groupId === undefined ? undefined : await deps.policies.get(Number(req.groupId));
    const sender = senderFromProto(req);
    // Cross-group campaigns: the Redis round trip runs while the detector scores.
    const sighting = group && deps.campaign ? deps.campaign.observe(text, req.groupId!, group, sender) : undefined;
    let detection = deps.detect(text, group, sender);
    const seconds = (performance.now() - started) / 1000;
    const campaign = await sighting;
    if (campaign && !detection.whitelisted) detection = deps.rescore(detection, campaign, group);
    // Moderator feedback of the check's scope: one small step, scored by the same finish().
    detection = await deps.feedback(req, text, detection, group);
    if (req.imageText.length > 0) detection = fromPicture(detection);
    const res = detectionToProto(detection, group?.version ?? 0);
    deps.metrics.observe(detection.verdict, seconds);
    if (req.ai === AiMode.QUOTA_EXCEEDED) {
      res.ai = create(AiResultSchema, { status: AiStatus.QUOTA_EXCEEDED });
      return res;
    }
    // The API asks with include_ai; the bot asks about suspicious messages when the group has ai_enabled.
    const askAi =
      !detection.whitelisted && (req.ai === AiMode.ON || (req.source === Source.BOT && group?.aiEnabled === true && detection.verdict === "suspicious"));
    if (!askAi) return res;
    const outcome = await deps.ai(text);
    if (outcome.status !== "ok") {
      const unavailable = create(AiResultSchema, { status: AiStatus.UNAVAILABLE, reason: outcome.reason });
      if (req.ai === AiMode.ON) res.ai = unavailable;
      return res;
    }
    // The opinion is a signal like any rule: it moves the score, and the thresholds decide.
    const weight = aiSignalWeight(outcome.opinion);
    const final = weight === 0 ? detection : deps.rescore(detection, { name: AI_SIGNAL, weight, category: "ai" }, group);
    const out = detectionToProto(final, group?.version ?? 0);
    if (req.ai === AiMode.ON) {
      out.ai = create(AiResultSchema, {
        status: AiStatus.OK,
        verdict: VERDICTS[outcome.opinion.verdict],
        confidence: outcome.opinion.confidence,
        model: outcome.opinion.model,
        reason: outcome.opinion.reason,
      });
    }
    return out;
  };
}
