import { describe, expect, it } from "vitest";
import { createDetector, DEFAULT_SETTINGS } from "../src/detection/index.js";
import { ORDINARY_CHAT } from "./support/ordinary-chat.js";

const detector = createDetector();

describe("ordinary chat in a default group", () => {
  for (const text of ORDINARY_CHAT) {
    it(`is clean: ${text}`, () => {
      const d = detector.detect(text, { version: 1, settings: DEFAULT_SETTINGS, rules: [], whitelist: [] });
      expect(d.verdict, JSON.stringify(d.signals)).toBe("clean");
      expect(d.score).toBeLessThan(DEFAULT_SETTINGS.suspicious_threshold);
    });
  }
});
