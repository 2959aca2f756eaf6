export { createServer } from "./server.js";
export { createEngine } from "./wiring.js";
export type { Detector, Detection, Policy, Sender } from "./detector.js";
export { CAMPAIGN_CATEGORY, CAMPAIGN_SIGNAL, CAMPAIGN_WEIGHT } from "./campaign/index.js";
