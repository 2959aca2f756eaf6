export { createServer } from "./server.js";
export { createEngine } from "./wiring.js";
export type { Detector, Detection, Policy, Sender } from "./detector.js";
