export { createServer } from "./server.js";
export type { Detector, Detection, Policy, Sender } from "./detector.js";
