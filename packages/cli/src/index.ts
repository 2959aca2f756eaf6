export { run, usage, COMMANDS, type Outcome } from "./commands.js";
export { CommandError, GatewayAdmin, groupsAdmin, ENV, type Endpoints } from "./clients.js";
export { parseArgs, UsageError } from "./args.js";
