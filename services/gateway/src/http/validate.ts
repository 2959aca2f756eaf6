import { LIMITS } from "@warden/contract";
import { unstorableStrings } from "@warden/errors";
import type { z } from "zod";
import { apiErrors } from "./errors.js";

export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

/**
 * Refuses, as 422 validation_failed naming each field, strings no service could store: U+0000 and
 * unpaired surrogates, anywhere in a body, a query or a path (object keys included).
 */
export function refuseUnstorable(value: unknown, root = ""): void {
  const bad = unstorableStrings(value, root);
  if (bad.length) throw apiErrors.validation(bad);
}

/**
 * Parses with a zod schema; failures become 422 validation_failed listing {path, message} (the
 * first LIMITS.validationErrorsMax of them; apiErrors.validation says how many more).
 * Every string in the value is checked first (refuseUnstorable), whatever the schema says.
 */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown, root = ""): z.infer<S> {
  refuseUnstorable(value, root);
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const { issues } = r.error;
  throw apiErrors.validation(
    issues.slice(0, LIMITS.validationErrorsMax).map((i) => {
      const path = formatPath([...(root ? [root] : []), ...i.path]);
      if (i.code === "unrecognized_keys") {
        return {
          path: formatPath([...(root ? [root] : []), ...i.path, ...(i.keys.length === 1 ? [i.keys[0]!] : [])]),
          message: i.keys.length === 1 ? "is not a known field" : `unknown fields: ${i.keys.join(", ")}`,
        };
      }
      return { path: path || root || "body", message: i.message };
    }),
    issues.length,
  );
}
