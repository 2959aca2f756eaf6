import { z } from "zod";
import { ACTIONS, JOURNAL_SOURCES, LIMITS, MAX_TELEGRAM_USER_ID, VERDICTS } from "../api.js";
import { pageCursor, pageLimit, queryParam } from "./fields.js";

/**
 * Query schemas of the journal and analytics. The gateway's pipeline validates the query before
 * admission, so a bad value is a free 422, reported under `query.<name>`.
 */

const param = queryParam;

const DAY_MS = 86_400_000;

/** An RFC 3339 date-time (`Z` or a numeric offset, any fraction) as a protobuf Timestamp init. */
export function parseDateTime(s: string): { seconds: bigint; nanos: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number];
  if (!realDay(y, mo, d) || h > 23 || mi > 59 || sec > 59) return undefined;
  let offsetMinutes = 0;
  if (!m[8]) {
    const [oh, om] = [Number(m[10]), Number(m[11])];
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (m[9] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  const local = new Date(Date.UTC(2000, mo - 1, d, h, mi, sec));
  local.setUTCFullYear(y);
  return {
    seconds: BigInt(local.getTime() / 1000 - offsetMinutes * 60),
    nanos: Number((m[7] ?? "").padEnd(9, "0")),
  };
}

function realDay(y: number, mo: number, d: number): boolean {
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= lengths[mo - 1]!;
}

/** A `YYYY-MM-DD` UTC day as its midnight in ms, or undefined. */
export function parseDay(s: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!realDay(y, mo, d)) return undefined;
  const t = new Date(Date.UTC(2000, mo - 1, d));
  t.setUTCFullYear(y);
  return t.getTime();
}

const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day a `YYYY-MM-DD` can name: a default range that would reach before it starts there. */
const FIRST_DAY = parseDay("0001-01-01")!;

/**
 * A `+` typed unencoded into a query string arrives as a space (form decoding), so a space where an offset's sign goes
 * (`2026-12-01T00:00:00 02:00`) is read as `+`: nothing else can stand there, and the date-time is otherwise exact.
 */
const withUnencodedPlus = (s: string): string => (s.indexOf(" ") === s.length - 6 && / \d{2}:\d{2}$/.test(s) ? `${s.slice(0, -6)}+${s.slice(-5)}` : s);

const dateTime = () =>
  param().transform((s, ctx) => {
    const t = parseDateTime(withUnencodedPlus(s));
    if (!t) {
      ctx.addIssue({ code: "custom", message: "must be an RFC 3339 date-time, e.g. 2026-03-01T12:00:00Z" });
      return z.NEVER;
    }
    return t;
  });

export const journalQuery = z
  .object({
    limit: pageLimit().optional(),
    cursor: pageCursor().optional(),
    verdict: z.enum(VERDICTS, { error: `must be one of ${VERDICTS.join(", ")}` }).optional(),
    action: z.enum(ACTIONS, { error: `must be one of ${ACTIONS.join(", ")}` }).optional(),
    user_id: param()
      .regex(/^[1-9]\d{0,15}$/, { error: "must be a positive integer user id" })
      .transform(Number)
      .refine((n) => n <= MAX_TELEGRAM_USER_ID, { error: "must be a positive integer user id" })
      .optional(),
    source: z.enum(JOURNAL_SOURCES, { error: `must be one of ${JOURNAL_SOURCES.join(", ")}` }).optional(),
    from: dateTime().optional(),
    to: dateTime().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && (q.from.seconds > q.to.seconds || (q.from.seconds === q.to.seconds && q.from.nanos >= q.to.nanos))) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
    }
  });

/** Analytics range: inclusive UTC days, default the 30 days ending today, at most 366, not after today. */
export const analyticsQuery = (today: () => number = () => Date.now()) =>
  z
    .object({
      from: param().optional(),
      to: param().optional(),
    })
    .transform((q, ctx) => {
      const todayMs = Math.floor(today() / DAY_MS) * DAY_MS;
      const from = q.from === undefined ? undefined : parseDay(q.from);
      const to = q.to === undefined ? todayMs : parseDay(q.to);
      if (q.from !== undefined && from === undefined) ctx.addIssue({ code: "custom", path: ["from"], message: "must be a date YYYY-MM-DD" });
      if (to === undefined) ctx.addIssue({ code: "custom", path: ["to"], message: "must be a date YYYY-MM-DD" });
      if (to === undefined || (q.from !== undefined && from === undefined)) return z.NEVER;
      if (to > todayMs) {
        ctx.addIssue({ code: "custom", path: ["to"], message: `must not be after today (${formatDay(todayMs)}, UTC)` });
        return z.NEVER;
      }
      const start = from ?? Math.max(FIRST_DAY, to - (LIMITS.analyticsDefaultDays - 1) * DAY_MS);
      if (start > to) {
        ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
        return z.NEVER;
      }
      if ((to - start) / DAY_MS + 1 > LIMITS.analyticsMaxDays) {
        ctx.addIssue({ code: "custom", path: ["from"], message: `the range covers at most ${LIMITS.analyticsMaxDays} days` });
        return z.NEVER;
      }
      return { from: formatDay(start), to: formatDay(to) };
    });
