export { run, migrateAll, USAGE, CommandError } from "./commands.js";
export { parseArgs, UsageError } from "./args.js";
