import { z } from "zod";
import { DELIVERY_STATUSES, LIMITS, SUBSCRIBABLE_EVENT_TYPES, WEBHOOK_STATUSES, WEBHOOK_URL_PATTERN } from "../api.js";
import { ID_PREFIXES, mintedIdPattern } from "../ids.js";
import { codePointLength } from "../text.js";
import { groupId, lengthFirst } from "./fields.js";

const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;

/**
 * The form only; the scheme (https://, or http:// too where the operator allows it), the port and
 * the addresses the host resolves to are judged by webhook-dispatcher, whose rules they are. The
 * URL is stored and returned as sent, so it must already have the form the responses promise
 * (WEBHOOK_URL_PATTERN) and no whitespace: `URL` parsing lowercases the scheme, reads `https:host`
 * as `https://host`, trims the ends and drops tabs and newlines anywhere, so it would deliver to a
 * URL other than the one shown.
 */
const webhookUrl = () =>
  z
    .string({ error: "must be a string" })
    // Characters are code points, as the document's maxLength counts them (not UTF-16 units: an emoji is one).
    .refine((s) => codePointLength(s) <= LIMITS.webhookUrlMaxChars, { error: `must be at most ${LIMITS.webhookUrlMaxChars} characters` })
    .regex(new RegExp(WEBHOOK_URL_PATTERN), { error: "must start with https://" })
    .refine((s) => !/\s/.test(s), { error: "must not contain whitespace" })
    .refine((s) => URL.canParse(s), { error: "must be an absolute URL" });

/** Event kinds, distinct; the list's length is checked before its items (`lengthFirst`). */
const events = () =>
  lengthFirst(
    z
      .array(z.enum(SUBSCRIBABLE_EVENT_TYPES, { error: `must be one of ${SUBSCRIBABLE_EVENT_TYPES.join(", ")}` }), { error: "must be an array of event kinds" })
      .refine(unique, { error: "must not repeat an event kind" }),
    { min: 1, max: LIMITS.webhookEventsMax },
    { type: "must be an array of event kinds", min: "must list at least one event kind", max: `must list at most ${LIMITS.webhookEventsMax} event kinds` },
  );

/** Group ids, distinct, or null for every group; the list's length is checked before its items (`lengthFirst`). */
const groupIds = () =>
  lengthFirst(
    z.array(groupId(), { error: "must be an array of group ids or null" }).refine(unique, { error: "must not repeat a group" }),
    { min: 1, max: LIMITS.webhookGroupIdsMax },
    {
      type: "must be an array of group ids or null",
      min: "must list at least one group, or be null for every group",
      max: `must list at most ${LIMITS.webhookGroupIdsMax} groups, or be null for every group`,
    },
  ).nullable();

const description = () =>
  z
    .string({ error: "must be a string" })
    .refine((s) => codePointLength(s) <= LIMITS.webhookDescriptionMaxChars, { error: `must be at most ${LIMITS.webhookDescriptionMaxChars} characters` });

export const createWebhookBody = z
  .object({
    url: webhookUrl(),
    events: events().optional(),
    group_ids: groupIds().optional(),
    description: description().optional(),
  })
  .strict();

export const patchWebhookBody = z
  .object({
    url: webhookUrl().optional(),
    events: events().optional(),
    group_ids: groupIds().optional(),
    description: description().optional(),
    status: z.enum(WEBHOOK_STATUSES, { error: `must be ${WEBHOOK_STATUSES.join(" or ")}` }).optional(),
  })
  .strict();

/**
 * Query of `GET /webhooks/{id}/deliveries`, validated before admission (a bad value is a free 422,
 * reported under `query.<name>`). Unknown query parameters are ignored (OpenAPI decision 2).
 */
const one = () => z.string({ error: "must be given once, as a string" });
export const deliveriesQuery = z.object({
  limit: one()
    .regex(/^\d{1,4}$/, { error: `must be an integer from 1 to ${LIMITS.pageSizeMax}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `must be 1 to ${LIMITS.pageSizeMax}` })
        .max(LIMITS.pageSizeMax, { error: `must be 1 to ${LIMITS.pageSizeMax}` }),
    )
    .optional(),
  cursor: one().min(1, { error: "must not be empty" }).max(512, { error: "is not a cursor this list issued" }).optional(),
  status: z.enum(DELIVERY_STATUSES, { error: `must be ${DELIVERY_STATUSES.slice(0, -1).join(", ")} or ${DELIVERY_STATUSES.at(-1)}` }).optional(),
});

export const WEBHOOK_ID = new RegExp(mintedIdPattern(ID_PREFIXES.webhook));
