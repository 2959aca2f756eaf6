import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dataCheckString, TELEGRAM_LOGIN_MAX_AGE_S, telegramLoginBody, verifyTelegramLogin } from "../src/dashboard/telegram-login.js";

const TOKEN = "123456:TEST-bot-token-for-the-login-widget-0";
const NOW = 1_790_000_000;

/** Signs like Telegram does, written out independently of the code under test. */
function sign(fields: Record<string, string | number>) {
  const dcs = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
  const key = createHash("sha256").update(TOKEN).digest();
  return { ...fields, hash: createHmac("sha256", key).update(dcs).digest("hex") };
}
const login = (over: Record<string, string | number> = {}) =>
  telegramLoginBody.parse(sign({ id: 42, first_name: "Ann", username: "ann", auth_date: NOW - 10, ...over }));

describe("Telegram Login Widget verification", () => {
  it("builds the data-check-string from every field but hash, sorted, newline-joined", () => {
    expect(dataCheckString({ username: "a", id: 1, hash: "x", auth_date: 5, first_name: "B" })).toBe("auth_date=5\nfirst_name=B\nid=1\nusername=a");
  });

  it("accepts a payload signed with the bot token", () => {
    expect(verifyTelegramLogin(login(), TOKEN, { nowS: NOW })).toEqual({ ok: true, telegramUserId: 42 });
  });

  it("refuses a tampered field, another bot's signature and a tampered hash", () => {
    expect(verifyTelegramLogin({ ...login(), id: 43 }, TOKEN, { nowS: NOW })).toEqual({ ok: false, reason: "bad_hash" });
    expect(verifyTelegramLogin(login(), "654321:another-bot-token-xxxxxxxxxxxxxxxxx", { nowS: NOW })).toEqual({ ok: false, reason: "bad_hash" });
    const l = login();
    const flipped = (l.hash[0] === "0" ? "1" : "0") + l.hash.slice(1);
    expect(verifyTelegramLogin({ ...l, hash: flipped }, TOKEN, { nowS: NOW })).toEqual({ ok: false, reason: "bad_hash" });
  });

  it("refuses an auth_date older than one day, accepts one just inside", () => {
    expect(verifyTelegramLogin(login({ auth_date: NOW - TELEGRAM_LOGIN_MAX_AGE_S }), TOKEN, { nowS: NOW }).ok).toBe(true);
    expect(verifyTelegramLogin(login({ auth_date: NOW - TELEGRAM_LOGIN_MAX_AGE_S - 1 }), TOKEN, { nowS: NOW })).toEqual({ ok: false, reason: "stale" });
  });

  it("refuses an auth_date from the future beyond the skew", () => {
    expect(verifyTelegramLogin(login({ auth_date: NOW + 3600 }), TOKEN, { nowS: NOW })).toEqual({ ok: false, reason: "future" });
  });

  it("verifies redirect-mode fields exactly as sent (strings)", () => {
    const signed = sign({ id: "42", first_name: "Ann", auth_date: String(NOW) });
    const parsed = telegramLoginBody.parse({ ...signed, id: 42, auth_date: NOW });
    expect(verifyTelegramLogin(parsed, TOKEN, { nowS: NOW, signedFields: signed }).ok).toBe(true);
  });
});
