/** Minimal argv parser: positionals, --flag value, repeated flags, boolean switches. */
export interface Parsed {
  positionals: string[];
  flags: Map<string, string[]>;
}

export function parseArgs(argv: string[], booleans: string[] = []): Parsed {
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      let value: string;
      if (eq > 0) value = a.slice(eq + 1);
      else if (booleans.includes(name)) value = "true";
      else {
        const next = argv[i + 1];
        if (next === undefined || next.startsWith("--")) throw new UsageError(`--${name} needs a value`);
        value = next;
        i++;
      }
      flags.set(name, [...(flags.get(name) ?? []), value]);
    } else positionals.push(a);
  }
  return { positionals, flags };
}

export class UsageError extends Error {}

export function flag(p: Parsed, name: string): string | undefined {
  return p.flags.get(name)?.at(-1);
}

export function requireFlag(p: Parsed, name: string): string {
  const v = flag(p, name);
  if (v === undefined) throw new UsageError(`--${name} is required`);
  return v;
}

export function intFlag(p: Parsed, name: string, opts: { min?: number } = {}): number | undefined {
  const v = flag(p, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v))) throw new UsageError(`--${name} must be an integer`);
  const n = Number(v);
  if (opts.min !== undefined && n < opts.min) throw new UsageError(`--${name} must be at least ${opts.min}`);
  return n;
}

export function positional(p: Parsed, index: number, name: string): string {
  const v = p.positionals[index];
  if (v === undefined) throw new UsageError(`${name} is required`);
  return v;
}
