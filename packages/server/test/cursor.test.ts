import { createLogger } from "@warden/telemetry";
import { describe, expect, it } from "vitest";
import { CursorSigner, cursorSignerFrom } from "../src/index.js";

describe("CursorSigner", () => {
  const signer = new CursorSigner("a-cursor-secret-with-32-characters");

  it("opens what it sealed, for the same purpose only", () => {
    const token = signer.seal("journal.v1", '["2026-11-01T12:00:00.000000Z","evt_1","fp"]');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.open("journal.v1", token)).toBe('["2026-11-01T12:00:00.000000Z","evt_1","fp"]');
    expect(signer.open("deliveries.v1", token)).toBeNull();
  });

  it("refuses forged, altered and malformed tokens, and tokens of another key", () => {
    const token = signer.seal("p", "payload");
    const [body, mac] = token.split(".") as [string, string];
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    for (const bad of [
      "",
      ".",
      body,
      `${body}.`,
      `.${mac}`,
      `${flip(body)}.${mac}`,
      `${body}.${flip(mac)}`,
      `${body}.${mac.slice(0, 20)}`,
      `${body}.${mac}.${mac}`,
      `${body}.${mac}=`,
      `${Buffer.from("payload").toString("base64url")}.${"A".repeat(43)}`,
      `${"A".repeat(2_000)}.${mac}`,
      new CursorSigner("another-secret-also-32-characters!").seal("p", "payload"),
    ]) {
      expect(signer.open("p", bad), bad).toBeNull();
    }
  });

  it("needs a key of at least 32 bytes; without a configured one it generates a per-process key", () => {
    expect(() => new CursorSigner("short")).toThrow(/32/);
    const logger = createLogger("test", "silent");
    const a = cursorSignerFrom(undefined, logger);
    const b = cursorSignerFrom(undefined, logger);
    expect(b.open("p", a.seal("p", "x"))).toBeNull();
    const c = cursorSignerFrom("a-cursor-secret-with-32-characters", logger);
    expect(c.open("p", signer.seal("p", "x"))).toBe("x");
  });
});
