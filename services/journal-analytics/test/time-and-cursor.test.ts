import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { CursorSigner } from "@warden/server";
import { decodeCursor, encodeCursor, filterFingerprint } from "../src/handlers/cursor.js";
import { timestampLiteral } from "../src/handlers/list-journal.js";
import { addUtcMonths, dayOfYear, daysInclusive, monthStart, parseUtcDay } from "../src/time.js";

describe("UTC calendar", () => {
  it("moves by months, clamping the day to the target month", () => {
    expect(addUtcMonths(new Date("2026-03-31T10:20:30.400Z"), -1).toISOString()).toBe("2026-02-28T10:20:30.400Z");
    expect(addUtcMonths(new Date("2028-03-31T00:00:00.000Z"), -1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addUtcMonths(new Date("2026-11-22T01:00:00.000Z"), -13).toISOString()).toBe("2025-10-22T01:00:00.000Z");
    expect(addUtcMonths(new Date("2026-12-15T00:00:00.000Z"), 1).toISOString()).toBe("2027-01-15T00:00:00.000Z");
    expect(monthStart(new Date("2026-11-30T23:59:59.999Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("accepts real days only", () => {
    expect(parseUtcDay("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    for (const bad of ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-01-01", "2026-1-01", "20260101", " 2026-01-01"]) {
      expect(parseUtcDay(bad), bad).toBeUndefined();
    }
    expect(daysInclusive(parseUtcDay("2025-01-01")!, parseUtcDay("2025-12-31")!)).toBe(365);
    expect(daysInclusive(parseUtcDay("2028-01-01")!, parseUtcDay("2028-12-31")!)).toBe(366);
    expect(dayOfYear(parseUtcDay("2026-01-01")!)).toBe(0);
    expect(dayOfYear(parseUtcDay("2026-12-31")!)).toBe(364);
    expect(dayOfYear(parseUtcDay("2028-12-31")!)).toBe(365);
    expect(dayOfYear(new Date("2026-03-01T23:59:59.999Z"))).toBe(59);
  });
});

describe("journal cursor", () => {
  const fp = filterFingerprint(-100123, { verdict: "spam" });
  const signer = new CursorSigner("a-test-cursor-secret-of-32-chars!!");

  it("round-trips a position bound to its group and filters", () => {
    const c = encodeCursor({ position: "2026-11-01T12:00:00.123456Z", eventId: "evt_abc" }, fp, signer);
    expect(decodeCursor(c, fp, signer)).toEqual({ position: "2026-11-01T12:00:00.123456Z", eventId: "evt_abc" });
    expect(() => decodeCursor(c, filterFingerprint(-100123, {}), signer)).toThrow(/validation failed/);
    expect(() => decodeCursor(c, filterFingerprint(-100124, { verdict: "spam" }), signer)).toThrow(/validation failed/);
  });

  it("refuses what it did not issue, so no forged value reaches the database", () => {
    // Well-formed payloads, even ones whose fields pass every check, are refused unless this
    // secret signed them: unsigned, signed by another key, or with the MAC of another payload.
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const other = new CursorSigner("another-cursor-secret-of-32-chars!");
    const good = JSON.stringify(["2026-11-01T12:00:00.000000Z", "evt_x", fp]);
    const mac = signer.seal("journal.v1", good).split(".")[1];
    for (const bad of [
      enc(JSON.parse(good)),
      other.seal("journal.v1", good),
      signer.seal("deliveries.v1", good),
      `${enc(["2026-11-01T12:00:00.000000Z", "evt_\u0000", fp])}.${mac}`,
      `${signer.seal("journal.v1", good)}x`,
    ]) {
      expect(() => decodeCursor(bad, fp, signer), bad).toThrow(/validation failed/);
    }
    expect(decodeCursor(signer.seal("journal.v1", good), fp, signer)).toEqual({ position: "2026-11-01T12:00:00.000000Z", eventId: "evt_x" });
    // Signed yet unusable (a NUL in the event id): still refused, checked after the MAC.
    expect(() => decodeCursor(signer.seal("journal.v1", JSON.stringify(["2026-11-01T12:00:00.000000Z", "evt_\u0000", fp])), fp, signer)).toThrow(
      /validation failed/,
    );
    for (const bad of [
      "",
      "not base64!",
      enc({}),
      enc(["2026-11-01T12:00:00.123456Z", "evt_x"]),
      enc(["2026-02-29T12:00:00.000000Z", "evt_x", fp]),
      enc(["2026-11-01T24:00:00.000000Z", "evt_x", fp]),
      enc(["2026-11-01 12:00:00+00", "evt_x", fp]),
      enc(["2026-11-01T12:00:00.000000Z", "", fp]),
      enc(["2026-11-01T12:00:00.000000Z", 5, fp]),
    ]) {
      expect(() => decodeCursor(signer.seal("journal.v1", Buffer.from(bad, "base64url").toString("utf8")), fp, signer), bad).toThrow(/validation failed/);
      expect(() => decodeCursor(bad, fp, signer), bad).toThrow(/validation failed/);
    }
  });

  it("rounds a nanosecond bound up to PostgreSQL's microseconds", () => {
    expect(timestampLiteral(timestampFromDate(new Date("2026-11-01T12:00:00.123Z")), "from")).toBe("2026-11-01T12:00:00.123000Z");
    expect(timestampLiteral({ seconds: 0n, nanos: 1 } as never, "from")).toBe("1970-01-01T00:00:00.000001Z");
    expect(timestampLiteral({ seconds: 59n, nanos: 999_999_999 } as never, "from")).toBe("1970-01-01T00:01:00.000000Z");
  });

  it("clamps a bound an offset moved past years 0001..9999 to their ends, and refuses one further out", () => {
    // The gateway's largest and smallest: 9999-12-31T23:59:59.999999999-23:59 and 0001-01-01T00:00:00+23:59.
    expect(timestampLiteral({ seconds: 253402300799n, nanos: 999_999_900 } as never, "to")).toBe("9999-12-31T23:59:59.999999Z");
    expect(timestampLiteral({ seconds: 253402300799n + 86_340n, nanos: 999_999_999 } as never, "to")).toBe("9999-12-31T23:59:59.999999Z");
    expect(timestampLiteral({ seconds: -62135596800n - 86_340n, nanos: 0 } as never, "from")).toBe("0001-01-01T00:00:00.000000Z");
    expect(() => timestampLiteral({ seconds: 253402300800n + 86_400n, nanos: 0 } as never, "to")).toThrow(/validation failed/);
    expect(() => timestampLiteral({ seconds: -62135596800n - 86_401n, nanos: 0 } as never, "from")).toThrow(/validation failed/);
    expect(() => timestampLiteral({ seconds: 0n, nanos: 1_000_000_000 } as never, "from")).toThrow(/validation failed/);
  });
});
