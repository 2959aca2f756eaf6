import { create } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  BEHAVIOUR_CATEGORY,
  buttonUrlProblem,
  INTERNAL_LIMITS,
  BEHAVIOUR_SIGNAL_NAMES,
  type BehaviourSignalName,
  IMAGE_TEXT_SIGNAL,
  isBehaviourSignal,
  unstorableStringProblem,
  usernameKey,
  withImageText,
} from "@warden/contract";
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
import type { AllowanceDraw } from "../ai/allowance.js";
import { AI_REASONS, AI_SIGNAL, aiSignalWeight, aiTenant } from "../ai/provider.js";
import { AI_MIN_ASK_MS, waitLeftMs, within } from "../deadline.js";
import { CUSTOM_RULES_SKIPPED_SIGNAL } from "../detection/index.js";
import { stillCounting } from "../feedback/index.js";
import type { ActionName, Detection, Sender, Signal, Verdict as DetectionVerdict } from "../detector.js";
import type { EngineDeps } from "../deps.js";

const VERDICTS = enumNames<Verdict, DetectionVerdict>(VerdictSchema).byName();
const ACTIONS = enumNames<Action, ActionName>(ActionSchema).byName();

export function detectionToProto(d: Detection, policyVersion: number): CheckResponse {
  return create(CheckResponseSchema, {
    verdict: VERDICTS[d.verdict],
    score: d.score,
    confidence: d.confidence,
    recommendedAction: ACTIONS[d.recommended_action],
    // The categories of the detected spam: none for a clean text (the contract's SpamCheckResult.categories), although
    // its signals may carry some (the classifier's small weight on nearly every text is `learned`).
    categories: d.verdict === "clean" ? [] : d.categories,
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
    username: usernameKey(s.username),
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

const DUPLICATE_ACROSS_MEMBERS: BehaviourSignalName = "duplicate_across_members";

/**
 * The bot's behaviour signals of a check as scoring signals, after checking them: only a bot check
 * carries them, each a known name (once) with a weight of 0..100. Behaviour alone may judge a
 * message without text (a contact, a story, media without a caption), so the text (and image
 * text) may then be empty; every other check keeps the API's 1..MAX_TEXT_CHARS rule (checkedText).
 */
export function behaviourSignals(req: CheckRequest): Signal[] {
  const items = req.behaviour;
  if (items.length === 0) return [];
  if (req.source !== Source.BOT) throw errors.validation([{ path: "behaviour", message: "only the moderation bot's checks carry behaviour signals" }]);
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  items.forEach((b, i) => {
    if (!isBehaviourSignal(b.name)) problems.push({ path: `behaviour[${i}].name`, message: `must be one of ${BEHAVIOUR_SIGNAL_NAMES.join(", ")}` });
    else if (seen.has(b.name)) problems.push({ path: `behaviour[${i}].name`, message: "must not repeat" });
    if (!Number.isInteger(b.weight) || b.weight < 0 || b.weight > 100) problems.push({ path: `behaviour[${i}].weight`, message: "must be an integer 0..100" });
    seen.add(b.name);
  });
  if (problems.length > 0) throw errors.validation(problems);
  return items.map((b) => ({ name: b.name, weight: b.weight, category: BEHAVIOUR_CATEGORY }));
}

/**
 * The addresses of the message's URL buttons, after checking them: only a bot check carries them, at most
 * INTERNAL_LIMITS.checkButtonUrls, each as buttonUrlProblem accepts.
 */
export function buttonUrls(req: CheckRequest): readonly string[] {
  const items = req.buttonUrls;
  if (items.length === 0) return items;
  if (req.source !== Source.BOT) throw errors.validation([{ path: "button_urls", message: "only the moderation bot's checks carry button addresses" }]);
  const max = INTERNAL_LIMITS.checkButtonUrls;
  if (items.length > max) throw errors.validation([{ path: "button_urls", message: `at most ${max} addresses` }]);
  const problems: { path: string; message: string }[] = [];
  items.forEach((u, i) => {
    const problem = buttonUrlProblem(u);
    if (problem) problems.push({ path: `button_urls[${i}]`, message: problem });
  });
  if (problems.length > 0) throw errors.validation(problems);
  return items;
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

/** The AI's answer to an API check whose sender the group whitelists. */
export const AI_NOT_ASKED_WHITELISTED = "not asked: the sender is on the group's whitelist, so the check is clean";

/** Engine.Check: one text, optionally in a group's context. The bot and the API call the same code. */
export function createCheckHandler(deps: EngineDeps) {
  return async function check(req: CheckRequest, ctx: HandlerContext): Promise<CheckResponse> {
    const behaviour = behaviourSignals(req);
    const buttons = buttonUrls(req);
    // Behaviour alone may judge a message without any text; otherwise the text rules hold.
    const text = behaviour.length > 0 && req.text === "" && req.imageText.length === 0 ? "" : checkedText(req);
    const started = performance.now();
    const group = req.groupId === undefined ? undefined : await deps.policies.get(Number(req.groupId));
    const sender = senderFromProto(req);
    // Cross-group campaigns: the Redis round trip runs while the detector scores (only the bot's checks record).
    const sighting = group && deps.campaign ? deps.campaign.observe(text, req.groupId!, group, sender, req.source) : undefined;
    let detection = deps.detect(text, group, sender, buttons);
    // What the bot saw the sender do counts like any rule (never for a whitelisted sender or an admin).
    // An empty text (a contact, a story) gives rules and classifier nothing to read: behaviour alone counts.
    if (behaviour.length > 0 && !detection.whitelisted) detection = deps.rescore(text === "" ? { ...detection, signals: [] } : detection, behaviour, group);
    const seconds = (performance.now() - started) / 1000;
    const campaign = await sighting;
    if (campaign && !detection.whitelisted) {
      // A campaign and a duplicate across the group's members are one fact (the text copied by several
      // senders), counted once, as the campaign; duplicate_with_link still says the copies carry a way out.
      const once = { ...detection, signals: detection.signals.filter((x) => x.name !== DUPLICATE_ACROSS_MEMBERS) };
      detection = deps.rescore(once, campaign, group);
    }
    // Moderator feedback of the check's scope: one small step, scored by the same finish().
    detection = await deps.feedback(req, text, detection, group);
    if (req.imageText.length > 0) detection = fromPicture(detection);
    const res = detectionToProto(detection, group?.version ?? 0);
    deps.metrics.observe(detection.verdict, seconds);
    if (req.ai === AiMode.QUOTA_EXCEEDED) {
      res.ai = create(AiResultSchema, { status: AiStatus.QUOTA_EXCEEDED });
      return res;
    }
    // The API asks with include_ai; the bot asks about suspicious messages when the group has ai_enabled. A message
    // judged on behaviour alone (no text: a contact, a story) gives the provider nothing to judge, and its opinion of
    // an empty text (clean) would talk the behaviour down and spend the group's allowance: it is not asked.
    const botAsks = req.ai !== AiMode.ON && req.source === Source.BOT && group?.aiEnabled === true && detection.verdict === "suspicious" && text !== "";
    const askAi = !detection.whitelisted && (req.ai === AiMode.ON || botAsks);
    if (!askAi) {
      // Asked for, but a whitelisted sender is clean whatever the provider would say: the answer still says so.
      if (req.ai === AiMode.ON) res.ai = create(AiResultSchema, { status: AiStatus.UNAVAILABLE, reason: AI_NOT_ASKED_WHITELISTED, notAsked: true });
      return res;
    }
    // The AI step (the allowance draw, then the provider) ends within the caller's deadline, less what the answer needs
    // (deadline.ts), and stops when the caller cancels: past it the check answers without the AI, never with an error
    // (which the bot would retry, drawing and asking again for the same message).
    const left = waitLeftMs(ctx);
    const stepEnds = left === undefined ? undefined : Date.now() + left;
    const timeLeft = () => (stepEnds === undefined ? undefined : stepEnds - Date.now());
    const notAskedForTime = () => {
      if (req.ai === AiMode.ON) res.ai = create(AiResultSchema, { status: AiStatus.UNAVAILABLE, reason: AI_REASONS.noTime, notAsked: true });
      return res;
    };
    if ((timeLeft() ?? Number.POSITIVE_INFINITY) < AI_MIN_ASK_MS || ctx.signal.aborted) return notAskedForTime();
    // The bot's asks draw on the group's daily AI allowance (the gateway drew the API's): spent, the
    // message keeps the verdict of every other signal, as with the provider unavailable.
    let draw: AllowanceDraw | undefined;
    if (botAsks) {
      const drawing = deps.aiAllowance.draw(req.groupId!, group!.aiDaily);
      draw = await within<AllowanceDraw | undefined>(drawing, timeLeft(), ctx.signal, undefined);
      if (draw === undefined) {
        // Given up on: a unit it grants later was never used, and is given back.
        void drawing.then((late) => deps.aiAllowance.refund(late)).catch(() => undefined);
        return res;
      }
      if (draw.outcome !== "granted") return res;
    }
    const budget = timeLeft();
    if ((budget ?? Number.POSITIVE_INFINITY) < AI_MIN_ASK_MS || ctx.signal.aborted) {
      if (draw) await deps.aiAllowance.refund(draw);
      return notAskedForTime();
    }
    // The bot's asks are the group's (its allowance; toward the provider's shared circuit, its owner's); the API's the account's.
    const tenant = botAsks ? aiTenant.group(req.groupId!, deps.policies.owner(Number(req.groupId))) : aiTenant.account(req.accountId ?? "");
    const outcome = await deps.ai(text, tenant, { signal: ctx.signal, timeoutMs: budget });
    if (outcome.status !== "ok") {
      if (draw && outcome.notAsked === true) await deps.aiAllowance.refund(draw);
      const unavailable = create(AiResultSchema, { status: AiStatus.UNAVAILABLE, reason: outcome.reason, notAsked: outcome.notAsked === true });
      if (req.ai === AiMode.ON) res.ai = unavailable;
      return res;
    }
    // The opinion is a signal like any rule: it moves the score, and the thresholds decide. The owner's own report
    // outranks it as it outranks every non-custom signal: a reported spam is not talked out of spam, nor a reported ham into it.
    const weight = aiSignalWeight(outcome.opinion);
    const [opinion] = weight === 0 ? [] : stillCounting([{ name: AI_SIGNAL, weight, category: "ai" }], detection.signals);
    const final = opinion ? deps.rescore(detection, opinion, group) : detection;
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
