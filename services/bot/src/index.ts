export { createServer } from "./server.js";
