import { LIMITS, MAX_TELEGRAM_USER_ID } from "@warden/contract";
import { unstorableStrings } from "@warden/errors";
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

/**
 * Refuses, as 422 validation_failed naming each field, strings no service could store: U+0000 and
 * unpaired surrogates, anywhere in a body, a query or a path (object keys included).
 */
export function refuseUnstorable(value: unknown, root = ""): void {
  const bad = unstorableStrings(value, root);
  if (bad.length) throw apiErrors.validation(bad);
}

/**
 * Parses with a zod schema; failures become 422 validation_failed listing {path, message}.
 * Every string in the value is checked first (refuseUnstorable), whatever the schema says.
 */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown, root = ""): z.infer<S> {
  refuseUnstorable(value, root);
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

/** A Telegram user id: 1 .. 2^52. */
export const telegramUserId = () =>
  telegramId().refine((n) => n >= 1 && n <= MAX_TELEGRAM_USER_ID, { error: `must be a Telegram user id from 1 to ${MAX_TELEGRAM_USER_ID}` });

/** A group chat id: negative (supergroups are -100...). */
export const groupId = () => telegramId().refine((n) => n < 0, { error: "must be a negative group chat id" });

/** One value of a query parameter (a repeated parameter arrives as an array). */
export const queryParam = () => z.string({ error: "must be given once, as a string" });

/** `limit` of a paginated list: 1..LIMITS.pageSizeMax. */
export const pageLimit = () =>
  queryParam()
    .regex(/^\d{1,3}$/, { error: `must be an integer from 1 to ${LIMITS.pageSizeMax}` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIMITS.pageSizeMax, { error: `must be an integer from 1 to ${LIMITS.pageSizeMax}` });

/** `cursor` of a paginated list, opaque; its signature is checked by the service that issued it. */
export const pageCursor = () =>
  queryParam().min(1, { error: "must not be empty; omit it for the first page" }).max(512, { error: "is not a cursor this API issued" });
