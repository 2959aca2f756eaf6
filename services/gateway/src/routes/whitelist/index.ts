import { declareRoute, PRO_GROUP_ROUTE } from "../../http/route.js";
import { addWhitelistEntry, listWhitelist, removeWhitelistEntry, whitelistEntryPreflight } from "./handlers.js";
import { LIMITS, RESPONSE_SCHEMAS, whitelistAddBody } from "@warden/contract";

export const whitelistRoutes = [
  declareRoute({
    method: "GET",
    path: "/groups/{id}/whitelist",
    scope: "read",
    ...PRO_GROUP_ROUTE,
    response: RESPONSE_SCHEMAS.Whitelist,
    handler: listWhitelist,
    doc: {
      operationId: "getWhitelist",
      summary: "Read a group's whitelist",
      description: "Whitelisted users and channels. A whitelisted sender's messages are always `clean`.",
      tag: "Whitelist",
      parameters: ["GroupIdPath"],
      success: [{ status: 200, description: "The whitelist." }],
      notFound: "GroupNotFound",
    },
  }),
  declareRoute({
    method: "POST",
    path: "/groups/{id}/whitelist",
    scope: "write",
    ...PRO_GROUP_ROUTE,
    body: whitelistAddBody,
    response: RESPONSE_SCHEMAS.WhitelistAddResult,
    handler: addWhitelistEntry,
    doc: {
      operationId: "addWhitelistEntry",
      summary: "Add a whitelist entry",
      description: `Adds a user (by \`user_id\` or \`username\`) or a channel. Idempotent: an entry that is already there is returned with \`200\`. At most ${LIMITS.whitelistEntriesPerGroup} entries a group.`,
      tag: "Whitelist",
      parameters: ["GroupIdPath"],
      bodySchema: "WhitelistAddRequest",
      success: [
        { status: 201, description: "The entry was added." },
        {
          status: 200,
          description: "The entry was already there; nothing changed.",
        },
      ],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
      limitReached: true,
    },
  }),
  declareRoute({
    method: "DELETE",
    path: "/groups/{id}/whitelist/{entry}",
    scope: "write",
    ...PRO_GROUP_ROUTE,
    preflight: whitelistEntryPreflight,
    handler: removeWhitelistEntry,
    doc: {
      operationId: "removeWhitelistEntry",
      summary: "Remove a whitelist entry",
      description: "Removes a user entry (by user id), a channel entry (by chat id) or every entry with a username (`@name`).",
      tag: "Whitelist",
      parameters: ["GroupIdPath", "WhitelistEntryPath"],
      success: [{ status: 204, description: "Removed." }],
      notFound: "GroupOrResourceNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
];
