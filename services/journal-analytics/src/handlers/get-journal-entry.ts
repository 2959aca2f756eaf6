import type { MessageInitShape } from "@bufbuild/protobuf";
import { errors, unstorableStringProblem } from "@warden/errors";
import type { GetJournalEntryRequest, GetJournalEntryResponseSchema } from "@warden/proto";
import type { JournalStore } from "../store.js";
import { groupIdOf } from "./group-id.js";
import { entryToProto } from "./list-journal.js";

const ENTRY_ID_MAX = 128;

/** An entry id as a request names it, checked: 1..ENTRY_ID_MAX characters PostgreSQL text can hold. */
export function checkedEntryId(entryId: string): string {
  if (!entryId || entryId.length > ENTRY_ID_MAX) throw errors.validation([{ path: "entry_id", message: `must be 1..${ENTRY_ID_MAX} characters` }]);
  // No stored id holds what PostgreSQL text cannot (a NUL would fail the statement: Internal, not "no such entry").
  const unstorable = unstorableStringProblem(entryId);
  if (unstorable) throw errors.validation([{ path: "entry_id", message: unstorable }]);
  return entryId;
}

/** GetJournalEntry: one entry of a group with the full text it was decided on (a moderator's report teaches on it). */
export async function getJournalEntry(store: JournalStore, req: GetJournalEntryRequest): Promise<MessageInitShape<typeof GetJournalEntryResponseSchema>> {
  const groupId = groupIdOf(req.groupId);
  const entryId = checkedEntryId(req.entryId);
  const row = await store.getEntry(groupId, entryId);
  if (!row) throw errors.notFound("journal_entry", entryId, "journal entry not found");
  return { entry: entryToProto(row), text: row.text };
}
