import { errors, unstorableStringProblem } from "@warden/errors";
import { type CursorSigner, filterFingerprint as fingerprintOf } from "@warden/server";

/**
 * The journal's opaque cursor: [position, event id, filter fingerprint] sealed with the service's
 * cursor secret (HMAC-SHA256, see CursorSigner), where position is the exact created_at
 * (microseconds, UTC) of the last entry of the previous page. Only cursors this deployment minted
 * are opened; their fields are checked again before use. The fingerprint binds the cursor to the
 * group and filters it was issued for: a cursor replayed with another group or other filters is
 * refused rather than silently positioning a different list.
 */
export interface JournalFilters {
  verdict?: string;
  action?: string;
  source?: string;
  userId?: number;
  from?: string;
  to?: string;
}

export interface CursorPosition {
  position: string;
  eventId: string;
}

const POSITION = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const MAX_EVENT_ID_CHARS = 200;

export function filterFingerprint(groupId: number, f: JournalFilters): string {
  return fingerprintOf([groupId, f.verdict ?? null, f.action ?? null, f.source ?? null, f.userId ?? null, f.from ?? null, f.to ?? null]);
}

/** What the MAC binds a journal cursor to (a deliveries cursor never opens here). */
const PURPOSE = "journal.v1";

export function encodeCursor(p: CursorPosition, fingerprint: string, signer: CursorSigner): string {
  return signer.seal(PURPOSE, JSON.stringify([p.position, p.eventId, fingerprint]));
}

const invalid = (message: string) => errors.validation([{ path: "cursor", message }]);

/** The position of a cursor issued for these filters; InvalidArgument (path cursor) otherwise. */
export function decodeCursor(cursor: string, fingerprint: string, signer: CursorSigner): CursorPosition {
  const parsed = signer.openJson(PURPOSE, cursor);
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid("is not a cursor this API issued");
  const [position, eventId, fp] = parsed as unknown[];
  if (
    typeof position !== "string" ||
    !isRealPosition(position) ||
    typeof eventId !== "string" ||
    eventId.length === 0 ||
    eventId.length > MAX_EVENT_ID_CHARS ||
    unstorableStringProblem(eventId) !== null ||
    typeof fp !== "string"
  ) {
    throw invalid("is not a cursor this API issued");
  }
  if (fp !== fingerprint) throw invalid("was issued for another group or other filters; start again without a cursor");
  return { position, eventId };
}

function isRealPosition(s: string): boolean {
  const m = POSITION.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, sec] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59) return false;
  const t = new Date(Date.UTC(2000, mo - 1, d)); // a leap year: day validity apart from Feb 29
  if (t.getUTCMonth() !== mo - 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return !(mo === 2 && d === 29 && !leap);
}
