import type { MessageInitShape } from "@bufbuild/protobuf";
import { errors } from "@warden/errors";
import type { RecordReportRequest, RecordReportResponseSchema } from "@warden/proto";
import { REPORT_LABEL_NAMES } from "../convert.js";
import type { JournalStore } from "../store.js";
import { checkedEntryId } from "./get-journal-entry.js";
import { groupIdOf } from "./group-id.js";
import { entryToProto } from "./list-journal.js";

/** RecordReport: a moderator's report of one entry of a group, kept with the entry (the latest wins); the entry as it now reads. */
export async function recordReport(store: JournalStore, req: RecordReportRequest, now: Date): Promise<MessageInitShape<typeof RecordReportResponseSchema>> {
  const groupId = groupIdOf(req.groupId);
  const entryId = checkedEntryId(req.entryId);
  const label = REPORT_LABEL_NAMES.name(req.label);
  if (!label) throw errors.validation([{ path: "label", message: "must be spam or ham" }]);
  if (!(await store.recordReport(groupId, entryId, label, now))) throw errors.notFound("journal_entry", entryId, "journal entry not found");
  const row = await store.getEntry(groupId, entryId);
  if (!row) throw errors.notFound("journal_entry", entryId, "journal entry not found");
  return { entry: entryToProto(row) };
}
