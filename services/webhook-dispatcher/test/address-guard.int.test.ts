import { Code } from "@connectrpc/connect";
import { domainDetail } from "@warden/errors";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryTransport } from "../src/deliver.js";
import { DestinationPolicy, NAME_NOT_PUBLIC, type Resolver } from "../src/url-safety.js";
import { endpointOfNewAccount } from "./support/holding-receiver.js";
import { rpcError, startHarness, type Harness } from "./support/harness.js";

// The address rules, at registration (the API) and again before every attempt, for the forms an attacker tries: each
// is refused in both places, with a 422 on `url` (never an internal error), and no connection is made.
const GROUP = -1001000000777;
let h: Harness;
let rx: Receiver;
beforeAll(async () => {
  // Only the receiver's address is allowed, as in endpoints.int.test.ts: every other loopback address stays refused.
  h = await startHarness("dispatcher_address_guard", { allowedNetworks: ["127.0.0.2/32"] });
  rx = await startReceiver({ listen: "127.0.0.2" });
  rx.answer = answerStatus(200);
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

/** Host names and what they resolve to. */
const NAMES: Record<string, string> = {
  "mapped-loop.example.com": "::ffff:127.0.0.1",
  "mapped-private.example.com": "::ffff:10.0.0.1",
  "nat64-private.example.com": "64:ff9b::10.0.0.1",
  "nat64-metadata.example.com": "64:ff9b::a9fe:a9fe",
  "zero.example.com": "0.0.0.0",
  "unspecified6.example.com": "::",
  "cgnat.example.com": "100.64.0.1",
  "metadata.example.com": "169.254.169.254",
  "ula.example.com": "fc00::1",
  "ula-fd.example.com": "fd00::1",
};

const REFUSED_URLS = [
  ...Object.keys(NAMES).map((name) => `http://${name}/hook`),
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:10.0.0.1]/",
  "http://[64:ff9b::10.0.0.1]/",
  "http://0.0.0.0/",
  "http://[::]/",
  "http://100.64.0.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://[fc00::1]/",
  "http://2130706433/",
  "http://0x7f.1/",
  "http://017700000001/",
  "http://0xa.0.0.1/",
  "http://user:pass@public.example.com/",
  "http://user@public.example.com/",
  "http://public.example.com:0/",
  "http://public.example.com:65536/",
  "http://public.example.com:99999/",
];

describe("the address guard", () => {
  beforeAll(() => {
    for (const [name, address] of Object.entries(NAMES)) h.resolver.table.set(name, [address]);
    h.resolver.table.set("public.example.com", ["127.0.0.2"]);
  });

  it.each(REFUSED_URLS)("refuses %s at registration: 422 on url", async (url) => {
    const err = await rpcError(h.client.createEndpoint({ accountId: "acc_guard", url, allGroups: true, description: "" }));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(domainDetail(err)).toMatchObject({ kind: "validation", errors: [{ path: "url" }] });
  });

  it.each(REFUSED_URLS)("refuses %s at delivery time, without connecting", async (url) => {
    rx.received.length = 0;
    const resolver: Resolver = async (name) => {
      const address = NAMES[name] ?? "127.0.0.2";
      return [{ address, family: address.includes(":") ? 6 : 4 }];
    };
    const policy = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.2/32"] });
    const t = new DeliveryTransport({ policy, resolver, timeoutMs: 2_000 });
    const r = await t.post({ url, body: "{}", eventId: "evt_G", eventType: "user.left", secrets: ["whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q="] });
    expect(r).toMatchObject({ ok: false, outcome: "refused" });
    expect(rx.received).toHaveLength(0);
  });

  it("DNS rebinding after registration: the attempt is refused and recorded as failed; nothing reaches the new address", async () => {
    const name = "rebind.example.com";
    h.resolver.table.set(name, ["127.0.0.2"]); // acceptable at registration
    const endpointId = await endpointOfNewAccount(h, GROUP, "acc_rebind", `http://${name}:${rx.port}/hook`);
    h.resolver.table.set(name, ["127.0.0.1"]); // now a refused (loopback) address: the receiver listens on 127.0.0.2 only
    rx.received.length = 0;
    const eventId = "evt_rebind_1";
    await h.dispatcher.fanOut({ id: eventId, type: "user.joined", groupId: GROUP, createdAt: new Date(), data: { user_id: 1 } });
    const [a] = await h.deliveries.attemptsOf(endpointId, eventId);
    expect(a).toMatchObject({ attempt: 1, status: "failed" });
    expect(a!.error).toBe(`destination refused: ${NAME_NOT_PUBLIC}`);
    expect(rx.received).toHaveLength(0);
  });

  it("DNS rebinding between the check and the connection: the connection goes to the checked address", async () => {
    rx.received.length = 0;
    let calls = 0;
    const resolver: Resolver = async () => [{ address: calls++ === 0 ? "127.0.0.2" : "10.0.0.1", family: 4 }];
    const policy = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.2/32"] });
    const t = new DeliveryTransport({ policy, resolver, timeoutMs: 2_000 });
    const r = await t.post({
      url: `http://rebind2.example.com:${rx.port}/`,
      body: "{}",
      eventId: "evt_G",
      eventType: "user.left",
      secrets: ["whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q="],
    });
    expect(r).toMatchObject({ ok: true, statusCode: 200 });
    expect(calls).toBe(1);
    expect(rx.received).toHaveLength(1);
  });
});
