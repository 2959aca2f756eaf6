import { describe, expect, it } from "vitest";
import { ApiError } from "../src/http/errors.js";
import { parseOr422 } from "../src/http/validate.js";
import { analyticsQuery, journalQuery, parseDateTime } from "@warden/contract";

// The query schemas run in the gateway's pipeline exactly like this (root "query"), before admission.
function errorsOf(schema: Parameters<typeof parseOr422>[0], query: Record<string, unknown>) {
  try {
    parseOr422(schema, query, "query");
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    return ((err as ApiError).details as { errors: { path: string; message: string }[] }).errors;
  }
  throw new Error("expected a 422");
}

describe("journal query", () => {
  it("accepts the documented parameters and ignores unknown ones", () => {
    const q = parseOr422(
      journalQuery,
      {
        limit: "100",
        cursor: "abc",
        verdict: "spam",
        action: "delete_and_ban",
        user_id: "4503599627370496",
        source: "bot",
        from: "2026-03-01T00:00:00Z",
        to: "2026-03-01T00:00:00.000000001+00:00",
        utm: "x",
      },
      "",
    );
    expect(q).toEqual({
      limit: 100,
      cursor: "abc",
      verdict: "spam",
      action: "delete_and_ban",
      user_id: 4503599627370496,
      source: "bot",
      from: { seconds: 1772323200n, nanos: 0 },
      to: { seconds: 1772323200n, nanos: 1 },
    });
    expect(parseOr422(journalQuery, {}, "")).toEqual({});
    expect(parseOr422(journalQuery, { limit: "1" }, "").limit).toBe(1);
  });

  it("names every bad value under query.<name>", () => {
    expect(errorsOf(journalQuery, { limit: "0" })).toEqual([{ path: "query.limit", message: "must be an integer from 1 to 100" }]);
    expect(errorsOf(journalQuery, { limit: "101" })).toEqual([{ path: "query.limit", message: "must be an integer from 1 to 100" }]);
    expect(errorsOf(journalQuery, { limit: "ten" })[0]!.path).toBe("query.limit");
    expect(errorsOf(journalQuery, { limit: ["1", "2"] })).toEqual([{ path: "query.limit", message: "must be given once, as a string" }]);
    expect(errorsOf(journalQuery, { verdict: "ham" })).toEqual([{ path: "query.verdict", message: "must be one of spam, suspicious, clean" }]);
    expect(errorsOf(journalQuery, { action: "kick" })[0]!.path).toBe("query.action");
    expect(errorsOf(journalQuery, { source: "dashboard" })[0]!.path).toBe("query.source");
    expect(errorsOf(journalQuery, { user_id: "0" })[0]!.path).toBe("query.user_id");
    expect(errorsOf(journalQuery, { user_id: "4503599627370497" })[0]!.path).toBe("query.user_id");
    expect(errorsOf(journalQuery, { user_id: "-5" })[0]!.path).toBe("query.user_id");
    expect(errorsOf(journalQuery, { cursor: "" })[0]!.path).toBe("query.cursor");
    expect(errorsOf(journalQuery, { cursor: "x".repeat(513) })[0]!.path).toBe("query.cursor");
    expect(errorsOf(journalQuery, { from: "yesterday", to: "2026-02-30T00:00:00Z" })).toEqual([
      { path: "query.from", message: "must be an RFC 3339 date-time, e.g. 2026-03-01T12:00:00Z" },
      { path: "query.to", message: "must be an RFC 3339 date-time, e.g. 2026-03-01T12:00:00Z" },
    ]);
    expect(errorsOf(journalQuery, { from: "2026-03-01T00:00:00Z", to: "2026-03-01T01:00:00+01:00" })).toEqual([
      { path: "query.to", message: "must be after from" },
    ]);
  });

  it("reads RFC 3339 offsets and fractions exactly", () => {
    expect(parseDateTime("2026-03-01T01:30:00+01:30")).toEqual({ seconds: 1772323200n, nanos: 0 });
    expect(parseDateTime("2026-02-28T23:00:00.5-01:00")).toEqual({ seconds: 1772323200n, nanos: 500_000_000 });
    expect(parseDateTime("2028-02-29t00:00:00z")).toBeDefined();
    for (const bad of [
      "2026-03-01",
      "2026-03-01T24:00:00Z",
      "2026-03-01T00:00:00",
      "2026-03-01T00:00:00+24:00",
      "2027-02-29T00:00:00Z",
      "2026-03-01T00:00:00.1234567890Z",
    ]) {
      expect(parseDateTime(bad), bad).toBeUndefined();
    }
  });

  it("reads an offset's `+` sent unencoded (a space once form-decoded) as `+`, and nothing else a space could mean", () => {
    const q = parseOr422(journalQuery, { from: "2026-03-01T01:30:00 01:30", to: "2026-03-01T02:00:00.5 00:00" }, "query");
    expect(q.from).toEqual(parseDateTime("2026-03-01T01:30:00+01:30"));
    expect(q.to).toEqual(parseDateTime("2026-03-01T02:00:00.5+00:00"));
    for (const bad of [
      "2026-03-01T00:00:00  01:30",
      "2026-03-01 00:00:00Z",
      "2026-03-01 00:00:00 01:30",
      "2026-03-01T00:00:00 0130",
      "2026-03-01T00:00:00 01:30 ",
    ]) {
      expect(errorsOf(journalQuery, { from: bad }), bad).toEqual([{ path: "query.from", message: "must be an RFC 3339 date-time, e.g. 2026-03-01T12:00:00Z" }]);
    }
  });
});

describe("analytics query", () => {
  const today = Date.UTC(2026, 10, 22, 15, 30); // 2026-11-22
  const schema = analyticsQuery(() => today);

  it("defaults to the 30 days ending today, or ending at to", () => {
    expect(parseOr422(schema, {}, "")).toEqual({ from: "2026-10-24", to: "2026-11-22" });
    expect(parseOr422(schema, { to: "2026-02-10" }, "")).toEqual({ from: "2026-01-12", to: "2026-02-10" });
    expect(parseOr422(schema, { from: "2026-11-22" }, "")).toEqual({ from: "2026-11-22", to: "2026-11-22" });
  });

  it("starts a default range no earlier than 0001-01-01, the first day a date can name", () => {
    expect(parseOr422(schema, { to: "0001-01-15" }, "")).toEqual({ from: "0001-01-01", to: "0001-01-15" });
    expect(parseOr422(schema, { to: "0001-01-30" }, "")).toEqual({ from: "0001-01-01", to: "0001-01-30" });
    expect(parseOr422(schema, { to: "0001-01-31" }, "")).toEqual({ from: "0001-01-02", to: "0001-01-31" });
  });

  it("takes 366 days and refuses 367, a day after today, from after to, and non-dates", () => {
    expect(parseOr422(schema, { from: "2025-11-22", to: "2026-11-22" }, "")).toEqual({ from: "2025-11-22", to: "2026-11-22" });
    expect(errorsOf(schema, { from: "2025-11-21", to: "2026-11-22" })).toEqual([{ path: "query.from", message: "the range covers at most 366 days" }]);
    expect(errorsOf(schema, { to: "2026-11-23" })).toEqual([{ path: "query.to", message: "must not be after today (2026-11-22, UTC)" }]);
    expect(errorsOf(schema, { from: "2026-11-23" })).toEqual([{ path: "query.from", message: "must not be after to" }]);
    expect(errorsOf(schema, { from: "2026-11-10", to: "2026-11-09" })).toEqual([{ path: "query.from", message: "must not be after to" }]);
    expect(errorsOf(schema, { from: "2026-02-29", to: "11/22/2026" })).toEqual([
      { path: "query.from", message: "must be a date YYYY-MM-DD" },
      { path: "query.to", message: "must be a date YYYY-MM-DD" },
    ]);
    expect(errorsOf(schema, { from: ["2026-11-01", "2026-11-02"] })[0]!.path).toBe("query.from");
  });
});
