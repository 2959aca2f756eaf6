import type { Interceptor } from "@connectrpc/connect";
import { errors } from "./index.js";
import { jsonPath, unstorableStringProblem } from "./text.js";

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Every string field of a protobuf-es message (nested messages, lists, maps and oneofs included)
 * that cannot be stored: U+0000 or an unpaired surrogate. Paths use the proto field names.
 */
export function unstorableFields(message: unknown, max = 20): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const stack: [unknown, string][] = [[message, ""]];
  while (stack.length && out.length < max) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      const problem = unstorableStringProblem(v);
      if (problem) out.push({ path: path || "request", message: problem });
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => {
        stack.push([x, jsonPath(path, i)]);
      });
    } else if (typeof v === "object" && v !== null && !(v instanceof Uint8Array)) {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.length === 2 && typeof o.case === "string" && "value" in o) {
        stack.push([o.value, jsonPath(path, snake(o.case))]);
        continue;
      }
      for (const k of keys) {
        if (k.startsWith("$")) continue;
        const problem = unstorableStringProblem(k);
        if (problem) out.push({ path: path || "request", message: `has a map key that ${problem}` });
        stack.push([o[k], jsonPath(path, snake(k))]);
      }
    }
  }
  return out;
}

/**
 * Server interceptor of the services that store strings they receive over RPC: a request with a
 * string PostgreSQL cannot hold (U+0000, an unpaired surrogate) is refused as InvalidArgument
 * with a validation detail naming the field, before any handler runs - never a 22021 as Internal.
 */
export function refuseUnstorableStrings(): Interceptor {
  return (next) => async (req) => {
    if (!req.stream) {
      const bad = unstorableFields(req.message);
      if (bad.length) throw errors.validation(bad, "request holds strings that cannot be stored");
    }
    return next(req);
  };
}
