import { z } from "zod";
import { apiErrors } from "./errors.js";

export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

/** Parses with a zod schema; failures become 422 validation_failed listing {path, message}. */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown, root = ""): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw apiErrors.validation(
    r.error.issues.map((i) => {
      const path = formatPath([...(root ? [root] : []), ...i.path]);
      if (i.code === "unrecognized_keys") {
        return { path: formatPath([...(root ? [root] : []), ...i.path, ...(i.keys.length === 1 ? [i.keys[0]!] : [])]), message: i.keys.length === 1 ? "is not a known field" : `unknown fields: ${i.keys.join(", ")}` };
      }
      return { path: path || (root || "body"), message: i.message };
    }),
  );
}

/** Telegram ids: integers within JSON's safe range. */
export const telegramId = () =>
  z
    .number({ error: "must be an integer" })
    .int({ error: "must be an integer" })
    .refine((n) => Number.isSafeInteger(n), { error: "must be a safe integer" });

/** A group chat id: negative (supergroups are -100...). */
export const groupId = () => telegramId().refine((n) => n < 0, { error: "must be a negative group chat id" });

/** Query-string integer. */
export const queryInt = () =>
  z
    .string()
    .regex(/^-?\d{1,16}$/, { error: "must be an integer" })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n), { error: "must be a safe integer" });
