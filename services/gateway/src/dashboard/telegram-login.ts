import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** A Telegram Login Widget answer older than this is refused (the issue: "older than 1 day"). */
export const TELEGRAM_LOGIN_MAX_AGE_S = 86_400;
/** How far in the future an auth_date may be (clock skew between Telegram and us). */
export const TELEGRAM_LOGIN_MAX_SKEW_S = 60;

/**
 * The fields the Telegram Login Widget hands to its callback (https://core.telegram.org/widgets/login).
 * Unknown fields are refused rather than dropped: every field the widget sends is covered by the
 * hash, so a field we dropped would change the data-check-string.
 */
export const telegramLoginBody = z.strictObject({
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().min(1).max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(2048).optional(),
  auth_date: z.number().int().min(0),
  hash: z.string().regex(/^[0-9a-f]{64}$/, "must be 64 lower-case hex digits"),
});
export type TelegramLogin = z.infer<typeof telegramLoginBody>;

/** The data-check-string: every field but `hash`, as `key=value`, sorted by key, joined by "\n". */
export function dataCheckString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((k) => k !== "hash" && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join("\n");
}

/** The widget's hash of `fields`: hex HMAC-SHA256 of the data-check-string keyed with SHA-256(bot token). */
export function telegramLoginHash(fields: Record<string, unknown>, botToken: string): string {
  const secret = createHash("sha256").update(botToken, "utf8").digest();
  return createHmac("sha256", secret).update(dataCheckString(fields), "utf8").digest("hex");
}

export type LoginVerdict = { ok: true; telegramUserId: number } | { ok: false; reason: "bad_hash" | "stale" | "future" };

/**
 * Verifies a widget answer: the hash in constant time, then its age. `signedFields` are the fields
 * exactly as received when they came as strings (the widget's redirect mode); default: `login`.
 */
export function verifyTelegramLogin(
  login: TelegramLogin,
  botToken: string,
  opts: { nowS?: number; signedFields?: Record<string, unknown> } = {},
): LoginVerdict {
  const nowS = opts.nowS ?? Math.floor(Date.now() / 1000);
  const expected = Buffer.from(telegramLoginHash(opts.signedFields ?? login, botToken), "hex");
  const given = Buffer.from(login.hash, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_hash" };
  if (nowS - login.auth_date > TELEGRAM_LOGIN_MAX_AGE_S) return { ok: false, reason: "stale" };
  if (login.auth_date - nowS > TELEGRAM_LOGIN_MAX_SKEW_S) return { ok: false, reason: "future" };
  return { ok: true, telegramUserId: login.id };
}
