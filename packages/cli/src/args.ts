import { parseArgs as parseNodeArgs, type ParseArgsConfig } from "node:util";

/** A mistake in how the command was called: exit 2, with the command's usage. */
export class UsageError extends Error {}

export type OptionSpec = NonNullable<ParseArgsConfig["options"]>;

export interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

/** A negative number after a string option is its value (`--id -1001234567890`), never an option of its own. */
function joinNegativeValues(argv: string[], options: OptionSpec): string[] {
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = argv[i + 1];
    const name = a.startsWith("--") && !a.includes("=") ? a.slice(2) : undefined;
    if (name !== undefined && options[name]?.type === "string" && next !== undefined && /^-\d+$/.test(next)) {
      args.push(`${a}=${next}`);
      i++;
    } else args.push(a);
  }
  return args;
}

/**
 * Whether `--help` or `-h` is given as a flag: not as a flag's value (`--title -h`, refused by parseArgs as
 * ambiguous) and not after `--`. Read leniently, so that help is printed even beside a mistake.
 */
export function asksForHelp(argv: string[], options: OptionSpec): boolean {
  const withHelp: OptionSpec = { ...options, help: { type: "boolean", short: "h" } };
  const { tokens } = parseNodeArgs({ args: joinNegativeValues(argv, options), options: withHelp, strict: false, allowPositionals: true, tokens: true });
  return tokens.some((t) => t.kind === "option" && t.name === "help");
}

/**
 * node:util parseArgs in strict mode: unknown flags, a missing value and a stray value are refused
 * (UsageError). Additions: a negative number after a string option is its value
 * (`--id -1001234567890`), and a flag that is not `multiple` given twice is refused (node:util would keep
 * the last one: `group revoke --admin A --admin B` revoking B alone).
 */
export function parseArgs(argv: string[], options: OptionSpec, maxPositionals: number): Parsed {
  const args = joinNegativeValues(argv, options);
  let parsed;
  try {
    parsed = parseNodeArgs({ args, options, strict: true, allowPositionals: true, tokens: true });
  } catch (err) {
    const e = err as Error & { code?: string };
    const option = /'(-[^']*)'/.exec(e.message)?.[1];
    if (e.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(`unknown option ${option ?? e.message}`);
    if (e.code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") throw new UsageError(`unexpected argument: ${e.message.split("'")[1] ?? e.message}`);
    // One line, all of it: a value starting with a dash (`--title -=Crypto=-`) is "ambiguous", and only the
    // message's last line says how to give it (`--title=-XYZ`).
    throw new UsageError(e.message.replace(/\s*\n\s*/g, " "));
  }
  const seen = new Set<string>();
  for (const t of parsed.tokens) {
    if (t.kind !== "option") continue;
    if (seen.has(t.name) && !options[t.name]?.multiple) throw new UsageError(`--${t.name} given more than once`);
    seen.add(t.name);
  }
  if (parsed.positionals.length > maxPositionals) throw new UsageError(`unexpected argument: ${parsed.positionals[maxPositionals]}`);
  return { positionals: parsed.positionals, values: parsed.values as Parsed["values"] };
}

export function str(p: Parsed, name: string): string | undefined {
  const v = p.values[name];
  return typeof v === "string" ? v : undefined;
}

export function requireStr(p: Parsed, name: string): string {
  const v = str(p, name);
  if (v === undefined) throw new UsageError(`--${name} is required`);
  return v;
}

export function intFlag(p: Parsed, name: string, opts: { min?: number; max?: number } = {}): number | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v))) throw new UsageError(`--${name} must be an integer`);
  const n = Number(v);
  if (opts.min !== undefined && n < opts.min) throw new UsageError(`--${name} must be at least ${opts.min}`);
  if (opts.max !== undefined && n > opts.max) throw new UsageError(`--${name} must be at most ${opts.max}`);
  return n;
}

export function positional(p: Parsed, index: number, name: string): string {
  const v = p.positionals[index];
  if (v === undefined) throw new UsageError(`${name} is required`);
  return v;
}
