import { existsSync, readFileSync } from "node:fs";
import { UsageError } from "./args.js";
import { CommandError, DEFAULTS, ENV } from "./clients.js";
import { run } from "./commands.js";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
/** The local stack's token (make up writes it, mode 600), found from the repository the CLI is in. */
const LOCAL_TOKEN_FILE = new URL("../../../.run/admin-token", import.meta.url);

function token(): string | undefined {
  const fromEnv = process.env[ENV.token];
  if (fromEnv) return fromEnv;
  const file = process.env[ENV.tokenFile] ?? (existsSync(LOCAL_TOKEN_FILE) ? LOCAL_TOKEN_FILE : undefined);
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    throw new CommandError("config", `cannot read the operator token file ${String(file)}: ${(err as Error).message}`);
  }
  // Named: "no operator token: set WARDEN_ADMIN_TOKEN" would send the operator who set the file variable elsewhere.
  if (!text) throw new CommandError("config", `the operator token file ${file instanceof URL ? file.pathname : file} is empty`);
  return text;
}

try {
  const out = await run(
    process.argv.slice(2),
    {
      gatewayAdminUrl: process.env[ENV.gateway] ?? DEFAULTS.gatewayAdminUrl,
      groupsConfigUrl: process.env[ENV.groups] ?? DEFAULTS.groupsConfigUrl,
      get token() {
        return token();
      },
      baseUrl: process.env[ENV.baseUrl] ?? DEFAULTS.baseUrl,
    },
    pkg.version,
  );
  process.stdout.write(out.kind === "text" ? `${out.text}\n` : `${JSON.stringify(out.value, null, 2)}\n`);
  process.exit(0);
} catch (err) {
  if (err instanceof UsageError) {
    process.stderr.write(`warden: ${err.message}\n`);
    process.exit(2);
  }
  const code = err instanceof CommandError ? err.code : "error";
  const details = err instanceof CommandError && err.details !== undefined ? { details: err.details } : {};
  // The request id of the gateway call (the CLI's own `cli_…`, which the gateway logs and echoes): what to look for in
  // its `admin request` log line, whether it answered `internal` or its answer never came.
  const requestId = err instanceof CommandError && err.requestId !== undefined ? { request_id: err.requestId } : {};
  process.stderr.write(`${JSON.stringify({ error: { code, message: (err as Error).message, ...details, ...requestId } })}\n`);
  process.exit(1);
}
