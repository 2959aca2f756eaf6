import { z } from "zod";

/**
 * Body of PATCH /groups/{id}/settings: any JSON object. Keys and values are validated against the
 * catalog by groups-config (unknown_setting, invalid_setting_value); the object is passed on
 * as it was parsed (no key is dropped, `__proto__` included), so nothing escapes that check.
 */
export const settingsPatchBody = z.custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), {
  error: "must be a JSON object",
});
