import { z } from "zod";
import { telegramId, telegramUserId } from "./fields.js";

/**
 * Body of POST /groups/{id}/whitelist (WhitelistAddRequest): exactly one of user_id, username,
 * channel. Types are checked here; the forms of username and channel by groups-config, which owns
 * the whitelist.
 */
export const whitelistAddBody = z
  .object({
    user_id: telegramUserId().optional(),
    username: z.string({ error: "must be a string" }).optional(),
    channel: z.union([z.string(), telegramId()], { error: "must be a string (@name, https://t.me/name, -100…) or an integer chat id" }).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const given = [b.user_id, b.username, b.channel].filter((v) => v !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: "custom", path: [], message: "must have exactly one of user_id, username, channel" });
  });
