import {
  CHANNEL_CHAT_ID_BODY,
  LIMITS,
  MAX_TELEGRAM_USER_ID,
  parseWhitelistEntry,
  USERNAME_BODY,
  USERNAME_RE,
  WHITELIST_ENTRY_PROBLEM,
  type WhitelistRemoval,
} from "@warden/contract";
import { errors } from "@warden/errors";
import type { AddWhitelistEntryRequest } from "@warden/proto";

/** At most this many whitelist entries (users and channels together) a group. */
export const WHITELIST_PER_GROUP = LIMITS.whitelistEntriesPerGroup;
export { MAX_TELEGRAM_USER_ID };
const CHANNEL_NAME_RE = new RegExp(`^(?:@|https://t\\.me/|t\\.me/)(${USERNAME_BODY})$`);
const CHANNEL_ID_RE = new RegExp(`^${CHANNEL_CHAT_ID_BODY}$`);

/** One whitelist entry to add or to look up: by id, or by lower-case username without `@`. */
export type WhitelistTarget =
  | { kind: "user"; entityId: number; username: null }
  | { kind: "user"; entityId: null; username: string }
  | { kind: "channel"; entityId: number; username: null }
  | { kind: "channel"; entityId: null; username: string };

const isChannelId = (n: number) => Number.isSafeInteger(n) && CHANNEL_ID_RE.test(String(n));

/** Parses the one target of an add request (user_id, username or channel), 422 otherwise. */
export function parseWhitelistTarget(target: AddWhitelistEntryRequest["target"]): WhitelistTarget {
  switch (target.case) {
    case "userId": {
      const id = Number(target.value);
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_TELEGRAM_USER_ID) {
        throw errors.validation([{ path: "user_id", message: `must be a Telegram user id from 1 to ${MAX_TELEGRAM_USER_ID}` }]);
      }
      return { kind: "user", entityId: id, username: null };
    }
    case "username": {
      const name = target.value.startsWith("@") ? target.value.slice(1) : target.value;
      if (!USERNAME_RE.test(name)) {
        throw errors.validation([
          { path: "username", message: "must be a Telegram username, @name or name: 4 to 32 letters, digits or _, starting with a letter" },
        ]);
      }
      return { kind: "user", entityId: null, username: name.toLowerCase() };
    }
    case "channel": {
      const m = CHANNEL_NAME_RE.exec(target.value);
      if (m) return { kind: "channel", entityId: null, username: m[1]!.toLowerCase() };
      if (CHANNEL_ID_RE.test(target.value) && isChannelId(Number(target.value))) {
        return { kind: "channel", entityId: Number(target.value), username: null };
      }
      throw errors.validation([{ path: "channel", message: "must be @name, https://t.me/name or a -100… channel chat id" }]);
    }
    case "channelChatId": {
      const id = Number(target.value);
      if (!isChannelId(id)) throw errors.validation([{ path: "channel", message: "must be @name, https://t.me/name or a -100… channel chat id" }]);
      return { kind: "channel", entityId: id, username: null };
    }
    default:
      throw errors.validation([{ path: "body", message: "must have exactly one of user_id, username, channel" }]);
  }
}

/** Parses the path entry of a removal (the contract's parseWhitelistEntry); 422 otherwise. */
export function parseWhitelistRemoval(entry: string): WhitelistRemoval {
  const removal = parseWhitelistEntry(entry);
  if (!removal) throw errors.validation([{ path: "entry", message: WHITELIST_ENTRY_PROBLEM }]);
  return removal;
}
