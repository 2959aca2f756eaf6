#!/usr/bin/env node
// The first calls of a group owner, with @warden/sdk: list the account's groups, then check a text
// (in the context of the first group that can use the API) and print the verdict.
//
//   export WARDEN_API_KEY=tk_live_...        # from the operator (`warden key create`); never on a command line
//   export WARDEN_BASE_URL=http://127.0.0.1:8080/api/public/v1   # the default: the local stack
//   node examples/node/check.mjs "Earn $500 a day from home, DM me"
import { createWardenClient, WardenApiError, WardenUnexpectedResponseError } from "@warden/sdk";

const apiKey = process.env.WARDEN_API_KEY;
if (!apiKey) {
  console.error("set WARDEN_API_KEY to your API key (tk_live_...)");
  process.exit(2);
}
const text = process.argv[2] ?? "Earn $500 a day from home, no experience needed, DM me";

// 429 (and 503 on reads and checks) are retried after the Retry-After the API sends; say so on stderr.
const warden = createWardenClient({
  apiKey,
  baseUrl: process.env.WARDEN_BASE_URL || undefined,
  retries: { onRetry: (r) => console.error(`HTTP ${r.status}: retrying in ${r.delayMs} ms`) },
});

try {
  const { data: list } = await warden.GET("/groups");
  console.log(`groups: ${list.groups.length}`);
  for (const g of list.groups) console.log(`  ${g.id} ${g.title} (plan ${g.plan}, api ${g.api_available ? "yes" : "no"})`);

  // A check with group_id applies that group's settings, rules and whitelist (the group and the account on Pro+).
  const group = list.groups.find((g) => g.api_available);
  const { data: result } = await warden.POST("/spam/check", { body: { text, ...(group ? { group_id: group.id } : {}) } });
  console.log(`checked in: ${group ? group.id : "no group"}`);
  console.log(`verdict: ${result.verdict}`);
  console.log(`score: ${result.score}`);
  console.log(`action: ${result.recommended_action}`);
  console.log(`matched rules: ${result.matched_rules.join(", ") || "none"}`);
} catch (err) {
  if (err instanceof WardenApiError) {
    // err.code is one of the contract's codes; err.requestId identifies the request to the operator.
    console.error(`error: ${err.code} (HTTP ${err.status}): ${err.message} [request ${err.requestId}]`);
    process.exit(1);
  }
  if (err instanceof WardenUnexpectedResponseError) {
    // Something answered, but not the API: a proxy or load balancer in front of it (an HTML 502, an empty 504).
    const request = err.requestId ? ` [request ${err.requestId}]` : "";
    console.error(`error: an answer that is not the API's (HTTP ${err.status}), from a proxy or load balancer at ${warden.baseUrl}?${request}`);
    // A redirect is never followed (the API sends none): WARDEN_BASE_URL is probably meant to be its Location.
    if (err.location) console.error(`redirected to ${err.location}: check WARDEN_BASE_URL`);
    if (err.bodyExcerpt) console.error(err.bodyExcerpt.slice(0, 200));
    process.exit(1);
  }
  if (err?.name === "WardenTimeoutError") {
    // An attempt got no answer within the client's timeoutMs (default 30 s): a stalled proxy or network.
    console.error(`error: no answer from the API at ${warden.baseUrl} within ${err.timeoutMs} ms`);
    process.exit(1);
  }
  // Nothing answered: the stack is not running, or WARDEN_BASE_URL points elsewhere.
  console.error(`error: cannot reach the API at ${warden.baseUrl}: ${err.cause?.code ?? err.message}`);
  process.exit(1);
}
