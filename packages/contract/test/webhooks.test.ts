import { describe, expect, it } from "vitest";
import { createWebhookBody, LIMITS, patchWebhookBody, WEBHOOK_URL_PATTERN, webhookFields } from "../src/index.js";

/** The `{path, message}` of each issue, as the gateway's 422 validation_failed lists them. */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => ({ path: i.path.join("."), message: i.message }));

// Forms `URL` parsing takes (it lowercases the scheme, trims the ends, reads `https:host` as
// `https://host`) but that would be stored and returned as sent, breaking the response schema.
const BAD_FORMS: [string, string][] = [
  ["HTTPS://example.com/h", "must start with https://"],
  [" https://example.com/h", "must start with https://"],
  ["https:example.com/h", "must start with https://"],
  ["https://example.com/h ", "must not contain whitespace"],
  ["https://exam\tple.com/h", "must not contain whitespace"],
];

const GOOD = ["https://example.com/hooks/warden", "https://example.com:8443/h?a=1&b=%20#frag", "http://127.0.0.1:8080/hook"];

describe("webhook URLs in requests", () => {
  it.each(BAD_FORMS)("refuse %j on url: %s", (url, message) => {
    expect(URL.canParse(url)).toBe(true);
    for (const r of [createWebhookBody.safeParse({ url }), patchWebhookBody.safeParse({ url })]) {
      expect(r.success).toBe(false);
      expect(issues(r)).toContainEqual({ path: "url", message });
      expect(issues(r).every((i) => i.path === "url")).toBe(true);
    }
  });

  it("accept https:// URLs (and http:// ones, whose scheme the dispatcher judges) as they are", () => {
    for (const url of GOOD) {
      expect(createWebhookBody.safeParse({ url })).toEqual({ success: true, data: { url } });
      expect(patchWebhookBody.safeParse({ url }).success).toBe(true);
    }
  });

  it("count the url's length in characters (code points), as the document's maxLength does: an emoji is one", () => {
    const base = "https://example.com/";
    const atLimit = base + "😀".repeat(LIMITS.webhookUrlMaxChars - base.length);
    expect([...atLimit].length).toBe(LIMITS.webhookUrlMaxChars);
    for (const schema of [createWebhookBody, patchWebhookBody]) expect(schema.safeParse({ url: atLimit }).success).toBe(true);
    expect(webhookFields().url.safeParse(atLimit).success).toBe(true);
    for (const schema of [createWebhookBody, patchWebhookBody]) {
      expect(issues(schema.safeParse({ url: `${atLimit}😀` }))).toEqual([{ path: "url", message: `must be at most ${LIMITS.webhookUrlMaxChars} characters` }]);
    }
    expect(webhookFields().url.safeParse(`${atLimit}😀`).success).toBe(false);
    const description = "😀".repeat(LIMITS.webhookDescriptionMaxChars);
    expect(createWebhookBody.safeParse({ url: GOOD[0], description }).success).toBe(true);
    expect(webhookFields().description.safeParse(description).success).toBe(true);
    expect(webhookFields().description.safeParse(`${description}😀`).success).toBe(false);
  });

  it("still refuse what is not a URL at all, or not a web one", () => {
    expect(issues(createWebhookBody.safeParse({ url: "https://" }))).toEqual([{ path: "url", message: "must be an absolute URL" }]);
    expect(issues(createWebhookBody.safeParse({ url: "ftp://example.com/h" }))).toEqual([{ path: "url", message: "must start with https://" }]);
  });

  it("accept exactly what the response schema accepts, by the one pattern both use", () => {
    const response = webhookFields().url;
    expect(WEBHOOK_URL_PATTERN).toBe("^https?://");
    for (const [url] of BAD_FORMS.filter(([, message]) => message === "must start with https://")) expect(response.safeParse(url).success).toBe(false);
    for (const url of GOOD) expect(response.safeParse(url).success).toBe(true);
  });
});
