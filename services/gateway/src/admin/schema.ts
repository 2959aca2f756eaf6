import { z } from "zod";
import { ID_PREFIXES, KEY_SCOPES, MAX_TELEGRAM_USER_ID, mintedIdPattern, PLANS } from "@warden/contract";

/** The admin surface's paths start here (its own port: see ADMIN_PORT). */
export const ADMIN_BASE_PATH = "/admin/v1";
/** Largest body the admin surface reads. */
export const ADMIN_BODY_LIMIT = 4 * 1024;
/** An account's name, as the operator types it. */
export const ACCOUNT_NAME_MAX = 200;
/** The limit columns are PostgreSQL INTEGERs. */
const LIMIT_MAX = 2_147_483_647;

export const accountIdPattern = new RegExp(mintedIdPattern(ID_PREFIXES.account));
export const keyIdPattern = new RegExp(mintedIdPattern(ID_PREFIXES.key));

const plan = z.enum(PLANS);
const name = z.string().trim().min(1, "is required").max(ACCOUNT_NAME_MAX, `must be at most ${ACCOUNT_NAME_MAX} characters`);

const telegramUserId = z.number().int().min(1).max(MAX_TELEGRAM_USER_ID);

export const createAccountBody = z.strictObject({
  name,
  plan,
  telegram_user_id: telegramUserId.optional(),
});

export const findAccountQuery = z.strictObject({ name });

export const updateAccountBody = z
  .strictObject({
    plan: plan.optional(),
    frozen: z.boolean().optional(),
    /** The Telegram user who owns the account (`warden account link`, after groups-config's link). */
    telegram_user_id: telegramUserId.optional(),
  })
  .refine((b) => b.plan !== undefined || b.frozen !== undefined || b.telegram_user_id !== undefined, {
    message: "give plan, frozen or telegram_user_id",
  });

export const limitsBody = z
  .strictObject({
    daily: z.number().int().min(0).max(LIMIT_MAX).optional(),
    per_minute: z.number().int().min(1).max(LIMIT_MAX).optional(),
    ai_daily: z.number().int().min(0).max(LIMIT_MAX).optional(),
  })
  .refine((b) => b.daily !== undefined || b.per_minute !== undefined || b.ai_daily !== undefined, {
    message: "give at least one of daily, per_minute, ai_daily (DELETE resets them)",
  });

export const createKeyBody = z.strictObject({ scope: z.enum(KEY_SCOPES) });
