import { z } from "zod";
import { LIMITS, MAX_TELEGRAM_USER_ID } from "../api.js";
import { MAX_TEXT_CHARS, textProblem } from "../text.js";

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

/** The longest text, as the documentation prints it (10,000). */
export const TEXT_MAX_SHOWN = MAX_TEXT_CHARS.toLocaleString("en-US");

/**
 * A text to check (or report): 1..MAX_TEXT_CHARS code points of storable Unicode. The length is
 * checked in code points by `textProblem`; the meta says the same in JSON Schema (whose
 * `maxLength` counts code points too).
 */
export const checkText = () =>
  z
    .string({ error: "must be a string" })
    .superRefine((s, ctx) => {
      const problem = textProblem(s, MAX_TEXT_CHARS);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ minLength: 1, maxLength: MAX_TEXT_CHARS });

/**
 * A list whose length is checked before its items. zod checks an array's bounds only after every
 * item, so a 256 KiB batch of 130,000 bad items was 130,000 issues (an 11 MB answer and seconds of
 * CPU); here a list out of bounds is one issue at the list, and its items are not looked at.
 * `list` checks the items (and what else concerns them, such as distinctness) once the length
 * is right. The OpenAPI document shows it as one array: `list`'s items within these bounds.
 */
export const lengthFirst = <L extends z.ZodArray>(list: L, bounds: { min: number; max: number }, errors: { type: string; min: string; max: string }) =>
  z
    .array(z.unknown(), { error: errors.type })
    .check(
      new z.core.$ZodCheckMinLength({ check: "min_length", minimum: bounds.min, error: () => errors.min, when: isArray }),
      new z.core.$ZodCheckMaxLength({ check: "max_length", maximum: bounds.max, error: () => errors.max, when: isArray }),
    )
    .pipe(list);
/**
 * When a list's bounds are checked: on an array only (`.min()`/`.max()` measure anything with a
 * `length` even after the type was refused, so `"texts": "abc"` also got a length complaint).
 */
const isArray = (payload: z.core.ParsePayload) => Array.isArray(payload.value);

/**
 * What an operation that takes no body (`POST /webhooks/{id}/test`, the DELETEs) accepts when a
 * body is sent anyway: `{}`, which some clients send with every POST. A field is unknown there
 * (422 validation_failed naming it), as in every other body.
 */
export const emptyBody = z.strictObject({}, { error: "must be {} or absent: this operation takes no body" });

/**
 * A request field documented as a named component of the OpenAPI document (GroupId, UserId, ...)
 * with this description: the request fields check with their own messages what the component says.
 */
export const documentedAs = (component: string, description?: string) => ({ component, ...(description === undefined ? {} : { description }) });

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
