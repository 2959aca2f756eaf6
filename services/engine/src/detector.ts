// The contract between the gRPC layer and the detection core: the core's own types.
export type { Verdict, Action as ActionName, GroupSettings, CustomRule, WhitelistEntry, Policy, Sender, Signal, Detection } from "./detection/index.js";
export type { Detector } from "./detection/index.js";
