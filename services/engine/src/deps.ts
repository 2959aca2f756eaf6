import type { Source } from "@warden/proto";
import { counter, histogram, type Registry } from "@warden/telemetry";
import type { AiAllowance } from "./ai/allowance.js";
import type { AiOutcome, AiTenant } from "./ai/provider.js";
import type { CompiledPolicy } from "./detection/index.js";
import type { Detection, Policy, Sender, Signal } from "./detector.js";
import type { FeedbackHook } from "./feedback-hook.js";

/** A group policy as the engine runs it: the data (for settings and whitelist) and its compiled form. */
export interface RunnablePolicy {
  version: number;
  policy: Policy;
  compiled: CompiledPolicy;
  /** ai_enabled: the bot asks the AI provider about suspicious messages of this group. */
  aiEnabled: boolean;
  /** How many times a UTC day the bot may ask it (the group plan's ai_daily; ai/allowance.ts). */
  aiDaily: number;
}

export interface EngineDeps {
  policies: {
    get(groupId: number): Promise<RunnablePolicy>;
    /** The Telegram user id of the group's owner as of the last get() (undefined: unknown); see PolicyCache.owner. */
    owner(groupId: number): bigint | undefined;
  };
  /** `buttonUrls`: the addresses the message's URL buttons open (bot checks; see Detector.detect). */
  detect(text: string, policy: RunnablePolicy | undefined, sender: Sender | undefined, buttonUrls?: readonly string[]): Detection;
  /**
   * The same decision with more signals (behaviour, campaign, feedback, the AI opinion), under the same thresholds: a
   * sender the detector judged on probation (detection.on_probation) is judged so again.
   */
  rescore(detection: Detection, extra: Signal | Signal[], policy: RunnablePolicy | undefined): Detection;
  /** Moderator feedback of the check's scope (reported_spam, reported_ham, account_model). */
  feedback: FeedbackHook;
  /**
   * `tenant`: whose check asks (an account's API check, a group's bot ask), for the provider's circuits (ai/provider.ts
   * aiTenant). `caller`: the check's signal (the caller cancelled) and the most it may wait (its deadline's remainder).
   */
  ai(text: string, tenant: AiTenant, caller?: { signal?: AbortSignal; timeoutMs?: number }): Promise<AiOutcome>;
  /** The groups' daily AI allowance the bot's asks draw on (ai/allowance.ts); the API's draws are the gateway's. */
  aiAllowance: AiAllowance;
  /** The cross-group `campaign` signal (campaign/index.ts); absent without Redis. Never rejects. Only a bot check (`source` BOT) records. */
  campaign?: {
    observe(text: string, groupId: number | bigint, policy: RunnablePolicy, sender: Sender | undefined, source?: Source): Promise<Signal | undefined>;
  };
  metrics: { observe(verdict: string, seconds: number): void };
}

export function engineMetrics(registry: Registry): EngineDeps["metrics"] {
  const verdicts = counter(registry, "warden_engine_verdicts_total", "Engine verdicts, by verdict", ["verdict"]);
  const latency = histogram(
    registry,
    "warden_engine_check_duration_seconds",
    "Time to score one text (excluding policy fetch and AI)",
    [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05],
  );
  return {
    observe(verdict, seconds) {
      verdicts.inc({ verdict });
      latency.observe(seconds);
    },
  };
}

/** No provider configured (AI_PROVIDER=none): nobody was asked, so an include_ai check spends no AI unit (the gateway refunds it). */
export const aiUnavailable = async (): Promise<AiOutcome> => ({ status: "unavailable", reason: "no AI provider configured", notAsked: true });
