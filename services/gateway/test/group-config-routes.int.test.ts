import { CATALOG_BY_KEY, DEFAULTS, settingRule } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// The group-scoped routes that groups-config serves (settings, rules, whitelist), through the gateway: what a client
// sends that the gateway has to carry to groups-config faithfully, and what comes back.
const API = "/api/public/v1";
const GROUP = -1001000007001;
const SETTINGS = `${API}/groups/${GROUP}/settings`;

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await startHarness("gwgrouproutes");
  const acc = await h.account("pro");
  key = acc.key;
  await h.group(GROUP, "pro", [acc.id]);
});
afterAll(() => h?.close());

const patchRaw = (raw: string) => h.request("PATCH", SETTINGS, { key, raw, headers: { "content-type": "application/json" } });
const rule = (k: string) => settingRule(CATALOG_BY_KEY.get(k)!);

describe("PATCH /groups/{id}/settings", () => {
  it("a number JSON text cannot carry (1e400) is refused with the setting's own rule, not as a null it never was", async () => {
    for (const [raw, setting] of [
      ['{"spam_threshold": 1e400}', "spam_threshold"],
      ['{"mute_minutes": -1e400}', "mute_minutes"],
      ['{"spam_threshold": 80, "action_on_spam": 1e999}', "action_on_spam"],
    ] as const) {
      const r = await patchRaw(raw);
      expect(r.status, raw).toBe(422);
      expect(r.body.error, raw).toMatchObject({ code: "invalid_setting_value", details: { key: setting, rule: rule(setting) } });
    }
    // An unknown key is still refused first, whatever its value.
    const unknown = await patchRaw('{"spam_threshold": 1e400, "no_such_setting": 1e400}');
    expect(unknown.body.error).toMatchObject({ code: "unknown_setting", details: { key: "no_such_setting" } });
    // Nothing was applied.
    const now = await h.request("GET", SETTINGS, { key });
    expect([now.body.spam_threshold, now.body.mute_minutes]).toEqual([DEFAULTS.spam_threshold, DEFAULTS.mute_minutes]);
  });
});
