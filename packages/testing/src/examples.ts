/**
 * A spam text that the shipped engine deletes at the default thresholds (earnings promise, a job
 * offer and a DM invitation: three kinds). Tests of plumbing (journal, bot actions, webhooks) use it
 * so that they do not depend on where a borderline text falls. The README's older, shorter example
 * ("Earn $500 a day from home, DM me") scores 68 under the leave-one-file-out-chosen weights:
 * suspicious, sent to review (docs/quality.md).
 */
export const SPAM_TEXT = "Earn $500 a day from home, no experience needed, DM me";
