import { parseArgs as parseNodeArgs, type ParseArgsConfig } from "node:util";

/** A mistake in how the command was called: exit 2, with the command's usage. */
export class UsageError extends Error {}

export type OptionSpec = NonNullable<ParseArgsConfig["options"]>;

export interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

/**
 * node:util parseArgs in strict mode: unknown flags, a missing value and a stray value are refused
 * (UsageError). One addition: a negative number after a string option is its value
 * (`--id -1001234567890`), never an option of its own.
 */
export function parseArgs(argv: string[], options: OptionSpec, maxPositionals: number): Parsed {
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
  let parsed;
  try {
    parsed = parseNodeArgs({ args, options, strict: true, allowPositionals: true });
  } catch (err) {
    const e = err as Error & { code?: string };
    const option = /'(-[^']*)'/.exec(e.message)?.[1];
    if (e.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(`unknown option ${option ?? e.message}`);
    if (e.code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") throw new UsageError(`unexpected argument: ${e.message.split("'")[1] ?? e.message}`);
    // One line, all of it: a value starting with a dash (`--title -=Crypto=-`) is "ambiguous", and only the
    // message's last line says how to give it (`--title=-XYZ`).
    throw new UsageError(e.message.replace(/\s*\n\s*/g, " "));
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
