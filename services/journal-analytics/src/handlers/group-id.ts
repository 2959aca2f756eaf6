import { errors } from "@warden/errors";
import { MAX_EXACT_ID } from "../convert.js";

/**
 * A request's group id as the number the store binds. Beyond the safe integer range Number() rounds it: to another id
 * (never a stored one, as the consumers refuse such ids), or for ±(2^63 − 1) past PostgreSQL's bigint, whose "value out
 * of range" would answer Internal. Refused as the contract's Telegram ids are, before any statement runs.
 */
export function groupIdOf(id: bigint): number {
  if (id === 0n) throw errors.validation([{ path: "group_id", message: "is required" }]);
  if (id < -MAX_EXACT_ID || id > MAX_EXACT_ID) throw errors.validation([{ path: "group_id", message: "must be a safe integer" }]);
  return Number(id);
}
