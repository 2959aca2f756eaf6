import type { Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { decodeSnapshot, encodeSnapshot, stateFingerprint, type ScopeFeedback } from "./feedback/index.js";
import { wireScope, type SnapshotStore } from "./feedback-cache.js";

/** What became of a snapshot asked for or saved (warden_engine_feedback_snapshots_total{outcome}). */
export type SnapshotOutcome = "loaded" | "missing" | "unreadable" | "load_failed" | "ahead" | "saved" | "not_newer" | "save_failed";

/**
 * A load slower than this is given up (the rebuild reads the reports instead): a snapshot is an optimisation, and a
 * rebuild of a scope is what a check of it waits for.
 */
export const SNAPSHOT_LOAD_TIMEOUT_MS = 2_000;

/**
 * Scopes' feedback states saved in groups-config (GetFeedbackSnapshot / PutFeedbackSnapshot, its feedback_snapshots
 * table), under this engine's fingerprint. A failure of either costs only time: a load that fails rebuilds from the
 * reports, a save that fails is tried again after the next SNAPSHOT_EVERY reports.
 */
export function groupsSnapshotStore(
  groups: Pick<Client<typeof GroupsConfigService>, "getFeedbackSnapshot" | "putFeedbackSnapshot">,
  onOutcome: (outcome: SnapshotOutcome, err?: unknown) => void = () => undefined,
): SnapshotStore {
  return {
    async load(scope) {
      let res;
      try {
        res = await groups.getFeedbackSnapshot({ scope: wireScope(scope), fingerprint: stateFingerprint() }, { timeoutMs: SNAPSHOT_LOAD_TIMEOUT_MS });
      } catch (err) {
        onOutcome("load_failed", err);
        return undefined;
      }
      if (!res.found) {
        onOutcome("missing");
        return undefined;
      }
      const state: ScopeFeedback | undefined = decodeSnapshot(res.state);
      if (!state || state.seq !== Number(res.seq)) {
        onOutcome("unreadable");
        return undefined;
      }
      onOutcome("loaded");
      return state;
    },
    save(scope, state) {
      const bytes = encodeSnapshot(state);
      groups.putFeedbackSnapshot({ scope: wireScope(scope), fingerprint: stateFingerprint(), seq: BigInt(state.seq), state: bytes }).then(
        (res) => onOutcome(res.stored ? "saved" : "not_newer"),
        (err) => onOutcome("save_failed", err),
      );
    },
    discarded() {
      onOutcome("ahead");
    },
  };
}
