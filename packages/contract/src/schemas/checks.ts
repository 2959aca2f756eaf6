import { z } from "zod";
import { LIMITS } from "../api.js";
import { checkText, documentedAs, groupId, lengthFirst, TEXT_MAX_SHOWN, telegramUserId } from "./fields.js";

/** POST /spam/check */
export const spamCheckBody = z
  .object({
    text: checkText().meta({ description: `Text to check, 1 to ${TEXT_MAX_SHOWN} characters (Unicode code points).` }),
    include_ai: z
      .boolean({ error: "must be a boolean" })
      .meta({
        default: false,
        description:
          'Also ask the AI provider (account on Pro or Business, else `403 plan_required`). Draws 1 from the daily AI allowance; when it is spent the check still answers, with `ai.status = "quota_exceeded"`.',
      })
      .optional(),
    group_id: groupId()
      .meta(
        documentedAs(
          "GroupId",
          "Check in the context of this group: its settings, custom rules and whitelist apply. The group must be one the account administers (else `404 group_not_found`), and the account and the group must be on Pro or Business (else `403 plan_required`).",
        ),
      )
      .optional(),
    user_id: telegramUserId()
      .meta(
        documentedAs(
          "UserId",
          "Sender of the text. With `group_id`, the group's whitelist applies to this user. New-member probation does not: it counts the messages the bot sees a member send, which an API check does not know, so a text is judged as from a member past probation. A text check does not look the sender up on the external ban list: `POST /users/check` does (and the bot, when a user joins a group with `external_ban_list` on).",
        ),
      )
      .optional(),
  })
  .strict()
  .meta({
    description: "Body of `POST /spam/check`. Unknown fields are refused with `422 validation_failed`.",
    examples: [{ text: "Earn $500 a day from home! DM me", include_ai: true, group_id: -1001234567890 }],
  });

/** POST /spam/check-batch */
export const batchCheckBody = z
  .object({
    texts: lengthFirst(
      z.array(checkText(), { error: "must be an array of strings" }),
      { min: 1, max: LIMITS.batchMaxTexts },
      { type: "must be an array of strings", min: "must hold at least 1 text", max: `must hold at most ${LIMITS.batchMaxTexts} texts` },
    ).meta({ description: `1 to ${LIMITS.batchMaxTexts} texts, each 1 to ${TEXT_MAX_SHOWN} characters. Each text costs one quota unit.` }),
    group_id: groupId().meta(documentedAs("GroupId", "Check in the context of this group (as in `POST /spam/check`).")).optional(),
  })
  .strict()
  .meta({ description: "Body of `POST /spam/check-batch`. Rules only: the AI provider is never asked." });

/** POST /users/check */
export const userCheckBody = z
  .object({
    user_id: telegramUserId().meta(documentedAs("UserId", "User to screen.")),
    group_id: groupId()
      .meta(documentedAs("GroupId", "Screen in the context of this group (account and group on Pro+): a user on the group's whitelist is `low` risk."))
      .optional(),
  })
  .strict()
  .meta({ description: "Body of `POST /users/check`." });
