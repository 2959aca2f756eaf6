import { groupScope } from "../../http/route.js";
import { WhitelistKind, type AddWhitelistEntryRequest, type WhitelistEntry } from "@warden/proto";
import type { Context } from "koa";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import { isoAt } from "../render.js";
import { parseWhitelistEntry, type RESPONSE_SCHEMAS, WHITELIST_ENTRY_PROBLEM, type whitelistAddBody } from "@warden/contract";
import { apiErrors } from "../../http/errors.js";

type AddBody = z.infer<typeof whitelistAddBody>;

/** A user entry ({user_id?, username?, added_at}) or a channel entry ({chat_id?, username?, added_at}). */
export function renderWhitelistEntry(e: WhitelistEntry) {
  const idField = e.kind === WhitelistKind.CHANNEL ? "chat_id" : "user_id";
  return {
    ...(e.id !== undefined ? { [idField]: Number(e.id) } : {}),
    ...(e.username !== undefined ? { username: e.username } : {}),
    added_at: isoAt(e.addedAt),
  };
}

const listOf = (e: WhitelistEntry) => (e.kind === WhitelistKind.CHANNEL ? "channels" : "users");

function target(b: AddBody): AddWhitelistEntryRequest["target"] {
  if (b.user_id !== undefined) return { case: "userId", value: BigInt(b.user_id) };
  if (b.username !== undefined) return { case: "username", value: b.username };
  if (typeof b.channel === "number") return { case: "channelChatId", value: BigInt(b.channel) };
  return { case: "channel", value: b.channel! };
}

export function listWhitelist(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Whitelist>, input: RouteInput<unknown, unknown>) => {
    const res = await deps.groups.listWhitelist(groupScope(ctx, input));
    ctx.body = {
      users: res.entries.filter((e) => listOf(e) === "users").map(renderWhitelistEntry),
      channels: res.entries.filter((e) => listOf(e) === "channels").map(renderWhitelistEntry),
    };
  };
}

export function addWhitelistEntry(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WhitelistAddResult>, input: RouteInput<AddBody, unknown>) => {
    const res = await deps.groups.addWhitelistEntry({
      ...groupScope(ctx, input),
      target: target(input.body),
    });
    ctx.status = res.created ? 201 : 200;
    ctx.body = { list: listOf(res.entry!), entry: renderWhitelistEntry(res.entry!) };
  };
}

/** An `{entry}` of none of the three forms is refused before admission: the refusal costs no quota unit. */
export const whitelistEntryPreflight = () => async (_ctx: Context, input: RouteInput<unknown, unknown>) => {
  if (!parseWhitelistEntry(input.params.entry ?? "")) throw apiErrors.validation([{ path: "entry", message: WHITELIST_ENTRY_PROBLEM }]);
};

export function removeWhitelistEntry(deps: GatewayDeps) {
  return async (ctx: Context, input: RouteInput<unknown, unknown>) => {
    await deps.groups.removeWhitelistEntry({
      ...groupScope(ctx, input),
      entry: input.params.entry ?? "",
    });
    ctx.status = 204;
  };
}
