import { describe, expect, it } from "vitest";
import { nextUtcMidnight, utcDay } from "../src/limiter.js";

describe("the limiter's UTC day", () => {
  it("names the day and its end at and around midnight, also when calls go back in time", () => {
    const midnight = Date.parse("2026-11-24T00:00:00.000Z");
    expect(utcDay(midnight - 1)).toBe("2026-11-23");
    expect(nextUtcMidnight(midnight - 1).toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(utcDay(midnight)).toBe("2026-11-24");
    expect(nextUtcMidnight(midnight).toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(utcDay(midnight + 86_400_000 - 1)).toBe("2026-11-24");
    expect(utcDay(midnight - 86_400_000)).toBe("2026-11-23");
    expect(nextUtcMidnight(Date.parse("2026-12-31T23:59:59.999Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
