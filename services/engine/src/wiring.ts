import type { Client } from "@connectrpc/connect";
import { Code, ConnectError } from "@warden/errors";
import type { GroupsConfigService, JournalService } from "@warden/proto";
import type { Check } from "@warden/server";
import { counter, gauge, type Logger, type Registry } from "@warden/telemetry";
import { type AiAllowance, unmeteredAiAllowance } from "./ai/allowance.js";
import { LocalAiProvider } from "./ai/local.js";
import { type AiTemperature, OpenAiProvider } from "./ai/openai.js";
import { GuardedAi, type AiProvider } from "./ai/provider.js";
import { CasBanList, noBanList, type BanList } from "./ban-list/cas.js";
import { CampaignWatch, type CampaignOptions } from "./campaign/index.js";
import { compilePolicy, createDetector, CUSTOM_RULES_SKIPPED_SIGNAL, DEFAULT_SETTINGS, type Detector } from "./detection/index.js";
import { rescore as rescoreDetection } from "./detection/detector.js";
import { aiUnavailable, engineMetrics, type RunnablePolicy } from "./deps.js";
import { createCheckUserHandler } from "./handlers/check-user.js";
import { PolicyCache } from "./policy-cache.js";
import { FeedbackCache } from "./feedback-cache.js";
import { groupsSnapshotStore } from "./feedback-snapshots.js";
import { createFeedbackHook, noFeedback } from "./feedback-hook.js";
import type { Detection, Signal } from "./detector.js";
import { createServer } from "./server.js";

export interface EngineOptions {
  /** getFeedback absent: no moderator feedback (tools and tests that need none). */
  /** getFeedback absent: no moderator feedback; the snapshot RPCs absent: every rebuild reads the reports. */
  groups: Pick<Client<typeof GroupsConfigService>, "getPolicy"> &
    Partial<Pick<Client<typeof GroupsConfigService>, "getFeedback" | "getFeedbackSnapshot" | "putFeedbackSnapshot">>;
  journal?: Pick<Client<typeof JournalService>, "getUserHistory">;
  registry: Registry;
  logger: Logger;
  policyCacheMax?: number;
  /** Scopes (accounts, groups) whose feedback state is kept (LRU). */
  feedbackCacheMax?: number;
  detector?: Detector;
  banList?: BanList;
  /** `none` = no AI; a provider instance (tests); or `local` / an OpenAI-compatible config. */
  ai?: "none" | "local" | AiProvider;
  aiTimeoutMs?: number;
  /** The groups' daily AI allowance of the bot's asks (main.ts: in Redis); without it they are not counted. */
  aiAllowance?: AiAllowance;
  /** Cross-group campaign signatures in Redis; without it there is no `campaign` signal. */
  campaign?: Omit<CampaignOptions, "registry">;
  /** Readiness checks beyond the server's own (main.ts: groups-config reached once). */
  readiness?: Record<string, Check>;
}

/** The engine as main.ts runs it: detector, policy cache, ban list and AI provider wired to the server. */
export function createEngine(opts: EngineOptions) {
  const detector = opts.detector ?? createDetector();
  const policies = new PolicyCache<RunnablePolicy>(
    opts.groups,
    (policy, raw) => ({
      version: policy.version,
      policy,
      compiled: compilePolicy(policy),
      aiEnabled: raw.settings?.aiEnabled ?? false,
      aiDaily: raw.settings?.aiDaily ?? 0,
    }),
    opts.policyCacheMax ?? 10_000,
  );
  const aiOutcomes = counter(opts.registry, "warden_engine_ai_requests_total", "AI provider calls, by outcome", ["outcome"]);
  const allowance = opts.aiAllowance ?? unmeteredAiAllowance;
  const allowanceOutcomes = counter(
    opts.registry,
    "warden_engine_bot_ai_allowance_total",
    "The bot's asks of the AI provider against their group's daily AI allowance, by outcome",
    ["outcome"],
  );
  const casOutcomes = counter(opts.registry, "warden_engine_ban_list_lookups_total", "External ban list lookups, by outcome", ["outcome"]);
  const provider: AiProvider | undefined = opts.ai === undefined || opts.ai === "none" ? undefined : opts.ai === "local" ? new LocalAiProvider() : opts.ai;
  const guarded = provider
    ? new GuardedAi(provider, {
        timeoutMs: opts.aiTimeoutMs ?? 3_000,
        onOutcome: (o) => aiOutcomes.inc({ outcome: o }),
        // What the provider said of a failure (its status, its error body), redacted: the operator's, not the clients'.
        onFailure: (detail) => opts.logger.warn({ provider: provider.name, err: detail }, "AI provider call failed"),
      })
    : undefined;
  const skippedChecks = counter(
    opts.registry,
    "warden_engine_custom_rules_skipped_total",
    "Checks that did not run some of the group's custom rules (per-check budget spent, or rules over the regex cost limits)",
  );
  const banList = opts.banList ?? noBanList;
  // Judged as the detector judged (a sender on probation by probation_spam_threshold): detection/detector.ts rescore().
  const rescore = (d: Detection, extra: Signal | Signal[], policy: RunnablePolicy | undefined) =>
    rescoreDetection(d, Array.isArray(extra) ? extra : [extra], policy?.compiled.settings ?? DEFAULT_SETTINGS);
  const getFeedback = opts.groups.getFeedback?.bind(opts.groups);
  const feedbackFailures = counter(
    opts.registry,
    "warden_engine_feedback_refresh_failures_total",
    "Checks that could not fetch their scope's new moderator reports (groups-config unreachable) and used the state held",
  );
  const snapshotOutcomes = counter(
    opts.registry,
    "warden_engine_feedback_snapshots_total",
    "Saved moderator-feedback states asked for on a rebuild or saved, by outcome (loaded, missing, unreadable, load_failed, ahead, saved, not_newer, save_failed)",
    ["outcome"],
  );
  const { getFeedbackSnapshot, putFeedbackSnapshot } = opts.groups;
  const snapshots =
    getFeedbackSnapshot && putFeedbackSnapshot
      ? groupsSnapshotStore(
          { getFeedbackSnapshot: getFeedbackSnapshot.bind(opts.groups), putFeedbackSnapshot: putFeedbackSnapshot.bind(opts.groups) },
          (outcome, err) => {
            snapshotOutcomes.inc({ outcome });
            if (err) opts.logger.warn({ err: (err as Error).message, outcome }, "moderator-feedback snapshot not read or saved; rebuilds read the reports");
          },
        )
      : undefined;
  const feedbackCache = getFeedback
    ? new FeedbackCache({ getFeedback }, opts.feedbackCacheMax ?? 256, {
        snapshots,
        onRecheckFailure: (err) => {
          feedbackFailures.inc();
          opts.logger.warn({ err: (err as Error).message }, "moderator feedback not rechecked; using the state held");
        },
      })
    : undefined;
  gauge(opts.registry, "warden_engine_feedback_scopes", "Accounts and groups whose moderator-feedback state this engine holds", {
    collect() {
      this.set(feedbackCache?.size ?? 0);
    },
  });
  const feedback = feedbackCache
    ? createFeedbackHook(
        feedbackCache,
        (g) => policies.feedbackSeq(g),
        rescore,
        (err) => {
          feedbackFailures.inc();
          opts.logger.warn({ err: (err as Error).message }, "moderator feedback unavailable; using the state held");
        },
      )
    : noFeedback;
  const campaign = opts.campaign ? new CampaignWatch({ ...opts.campaign, registry: opts.registry }) : undefined;
  const journal = opts.journal ?? {
    getUserHistory: async () => {
      throw new ConnectError("journal-analytics is not configured", Code.Unavailable);
    },
  };
  return createServer({
    registry: opts.registry,
    logger: opts.logger,
    policies,
    detect: (text, policy, sender, buttonUrls) => {
      const d = detector.detectCompiled(text, policy?.compiled, sender, buttonUrls);
      if (policy && d.signals.some((s) => s.name === CUSTOM_RULES_SKIPPED_SIGNAL)) skippedChecks.inc();
      return d;
    },
    rescore,
    feedback,
    ai: guarded ? (text, tenant, caller) => guarded.judge(text, tenant, caller) : aiUnavailable,
    aiAllowance: {
      draw: async (groupId, limit) => {
        const d = await allowance.draw(groupId, limit);
        allowanceOutcomes.inc({ outcome: d.outcome });
        return d;
      },
      refund: (d) => allowance.refund(d),
    },
    campaign,
    metrics: engineMetrics(opts.registry),
    checkUser: createCheckUserHandler({
      banList: {
        lookup: async (id) => {
          const a = await banList.lookup(id);
          casOutcomes.inc({ outcome: a.status });
          return a;
        },
      },
      journal,
      whitelist: async (groupId) => (await policies.get(groupId)).policy.whitelist,
    }),
    readiness: opts.readiness ?? {},
  });
}

export function openAiProvider(cfg: { baseUrl: string; model: string; apiKey?: string; temperature?: AiTemperature }): AiProvider {
  return new OpenAiProvider(cfg);
}

export function casBanList(cfg: { baseUrl: string; timeoutMs: number; ttlMs: number }): BanList {
  return new CasBanList({ baseUrl: cfg.baseUrl, timeoutMs: cfg.timeoutMs, notListedTtlMs: cfg.ttlMs, listedTtlMs: Math.max(cfg.ttlMs, 3_600_000) });
}
