import { sign, verifyWebhook, WebhookVerificationError } from "@warden/webhook-verify";
import { Webhook, WebhookVerificationError as StandardVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryTransport, RESPONSE_BODY_KEPT_BYTES, USER_AGENT } from "../src/deliver.js";
import { DestinationPolicy, NAME_NOT_PUBLIC, type Resolver } from "../src/url-safety.js";
import { answerStatus, makeCertificates, startReceiver, type Receiver } from "@warden/testing";
import { REFUSED_ADDRESSES } from "./support/addresses.js";

// One attempt against real sockets: signing, headers, outcomes, the deadline, and the address
// rules applied at delivery time (with a resolver the test controls).
const SECRET = "whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=";
const OLD_SECRET = "whsec_AAAAk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=";
const BODY = JSON.stringify({ id: "evt_T1", type: "user.left", created_at: "2026-03-01T12:00:00.000Z", group_id: -1001, data: { user_id: 5 } });
const local = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8"] });

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(async () => {
  await rx?.close();
});

function transport(opts: Partial<ConstructorParameters<typeof DeliveryTransport>[0]> = {}) {
  return new DeliveryTransport({ policy: local, resolver: async () => [{ address: "127.0.0.1", family: 4 }], timeoutMs: 2_000, ...opts });
}
const attempt = (t: DeliveryTransport, url = rx.url, secrets = [SECRET]) => t.post({ url, body: BODY, eventId: "evt_T1", eventType: "user.left", secrets });

describe("a signed delivery", () => {
  it("carries the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) and a signature that verifyWebhook accepts over the raw body", async () => {
    rx.received.length = 0;
    rx.answer = answerStatus(200, "thanks");
    const r = await attempt(transport());
    expect(r).toMatchObject({ ok: true, outcome: "succeeded", statusCode: 200, responseBody: "thanks" });
    const got = rx.received[0]!;
    expect(got.method).toBe("POST");
    expect(got.path).toBe("/hooks");
    expect(got.body).toBe(BODY);
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["user-agent"]).toBe(USER_AGENT);
    expect(got.headers["x-svc-delivery"]).toBe("evt_T1");
    expect(got.headers["x-svc-event"]).toBe("user.left");
    expect(got.headers["x-svc-timestamp"]).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(got.headers["x-svc-timestamp"]) - Date.now() / 1000)).toBeLessThan(5);
    expect(got.headers["x-svc-signature"]).toMatch(/^v1=[0-9a-f]{64}$/);
    const v = verifyWebhook(SECRET, got.headers as Record<string, string>, got.body);
    expect(v).toMatchObject({ id: "evt_T1", type: "user.left" });
    expect(() => verifyWebhook(OLD_SECRET, got.headers as Record<string, string>, got.body)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(SECRET, got.headers as Record<string, string>, got.body.replace("5", "6"))).toThrow(WebhookVerificationError);
    // Standard Webhooks: the event id, the same instant, and a signature the standardwebhooks package accepts.
    expect(got.headers["webhook-id"]).toBe("evt_T1");
    expect(got.headers["webhook-timestamp"]).toBe(got.headers["x-svc-timestamp"]);
    expect(got.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const standard = got.headers as Record<string, string>;
    expect(new Webhook(SECRET).verify(got.body, standard)).toEqual(JSON.parse(BODY));
    expect(() => new Webhook(OLD_SECRET).verify(got.body, standard)).toThrow(StandardVerificationError);
    expect(() => new Webhook(SECRET).verify(got.body.replace("5", "6"), standard)).toThrow(StandardVerificationError);
  });

  it("signs each attempt afresh: a new timestamp and signature, the same delivery id and body", async () => {
    rx.received.length = 0;
    let clock = Date.parse("2026-03-01T12:00:00.000Z");
    const t = transport({ now: () => clock });
    await attempt(t);
    clock += 61_000;
    await attempt(t);
    const [a, b] = rx.received;
    expect(Number(b!.headers["x-svc-timestamp"]) - Number(a!.headers["x-svc-timestamp"])).toBe(61);
    expect(a!.headers["x-svc-signature"]).not.toBe(b!.headers["x-svc-signature"]);
    expect(a!.headers["x-svc-delivery"]).toBe(b!.headers["x-svc-delivery"]);
    expect(a!.body).toBe(b!.body);
    expect(a!.headers["x-svc-signature"]).toBe(sign(SECRET, Number(a!.headers["x-svc-timestamp"]), BODY));
    // Each verifies at its own time and not 301 s later.
    verifyWebhook(SECRET, a!.headers as Record<string, string>, a!.body, { now: Date.parse("2026-03-01T12:00:00.000Z") });
    expect(() => verifyWebhook(SECRET, a!.headers as Record<string, string>, a!.body, { now: Date.parse("2026-03-01T12:05:01.000Z") })).toThrow(
      /tolerance|away/,
    );
  });

  it("sends both signatures, space-separated, while a replaced secret is honoured; each verifies alone", async () => {
    rx.received.length = 0;
    await attempt(transport(), rx.url, [SECRET, OLD_SECRET]);
    const got = rx.received[0]!;
    const sigs = String(got.headers["x-svc-signature"]).split(" ");
    expect(sigs).toHaveLength(2);
    const ts = Number(got.headers["x-svc-timestamp"]);
    expect(sigs).toEqual([sign(SECRET, ts, BODY), sign(OLD_SECRET, ts, BODY)]);
    expect(verifyWebhook(SECRET, got.headers as Record<string, string>, got.body).id).toBe("evt_T1");
    expect(verifyWebhook(OLD_SECRET, got.headers as Record<string, string>, got.body).id).toBe("evt_T1");
    expect(String(got.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const secret of [SECRET, OLD_SECRET]) expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toEqual(JSON.parse(BODY));
  });
});

describe("the documented example (docs/webhooks.md)", () => {
  it("is signed to its known answer", async () => {
    const body =
      '{"id":"evt_0HZx8c2Lq7Tn","type":"spam.detected","created_at":"2026-01-01T00:00:00.000Z","group_id":-1001234567890,"data":{"message_id":4211,"user_id":123456789,"text":"Earn $500 a day, DM me","action":"deleted","category":"contact_flow","confidence":0.97}}';
    rx.received.length = 0;
    rx.answer = answerStatus(200);
    const t = transport({ now: () => 1767225600_000 });
    await t.post({ url: rx.url, body, eventId: "evt_0HZx8c2Lq7Tn", eventType: "spam.detected", secrets: [SECRET] });
    const got = rx.received[0]!;
    expect(got.headers["x-svc-timestamp"]).toBe("1767225600");
    expect(got.headers["x-svc-signature"]).toBe("v1=a71e2cb04cf436a7a2123f2ae1d2fd037c782372c19e20170c4acb81fd8bd4b2");
    expect(got.headers["webhook-id"]).toBe("evt_0HZx8c2Lq7Tn");
    expect(got.headers["webhook-timestamp"]).toBe("1767225600");
    // Computed with the standardwebhooks package: new Webhook(SECRET).sign(id, new Date(1767225600000), body).
    expect(got.headers["webhook-signature"]).toBe("v1,vj+ZAuKOK3edDXNIydRxQS8sspeGgNtKeri0HI6ycXk=");
  });
});

describe("outcomes", () => {
  it.each([200, 201, 202, 204, 299])("any 2xx (%s) is a success", async (status) => {
    rx.answer = answerStatus(status);
    expect((await attempt(transport())).ok).toBe(true);
  });

  it.each([400, 404, 410, 429, 500, 503])("status %s is a failure that keeps the code and the body", async (status) => {
    rx.answer = answerStatus(status, "nope");
    const r = await attempt(transport());
    expect(r).toMatchObject({ ok: false, outcome: "http_error", statusCode: status, error: `HTTP ${status}`, responseBody: "nope" });
  });

  it.each([0, 99, 600, 999])("an answer with status %s (three digits, but not 100 to 599) is a failure that records no status code", async (status) => {
    // Node's parser takes any three digits; the API documents status_code as 100..599.
    rx.answer = (_r, res) => {
      res.socket!.end(`HTTP/1.1 ${String(status).padStart(3, "0")} Odd\r\nContent-Length: 4\r\nConnection: close\r\n\r\nnope`);
    };
    const r = await attempt(transport());
    expect(r).toMatchObject({ ok: false, outcome: "http_error", error: `invalid HTTP status ${status} (not 100 to 599)` });
    expect(r.statusCode).toBeUndefined();
  });

  it("keeps at most 1 KiB of the answer", async () => {
    rx.answer = answerStatus(500, "x".repeat(5000));
    const r = await attempt(transport());
    expect(r.responseBody).toHaveLength(RESPONSE_BODY_KEPT_BYTES);
  });

  it("a redirect is a failure and is never followed", async () => {
    const target = await startReceiver();
    try {
      for (const status of [301, 302, 303, 307, 308]) {
        rx.answer = (_r, res) => {
          res.writeHead(status, { location: target.url });
          res.end();
        };
        const r = await attempt(transport());
        expect(r).toMatchObject({ ok: false, outcome: "redirect", statusCode: status });
        expect(r.error).toMatch(/not followed/);
      }
      expect(target.received).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it("the deadline covers the whole response: headers in time but a slow body is a timeout", async () => {
    rx.answer = (_r, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("partial");
      setTimeout(() => res.end("late"), 1_500);
    };
    const r = await attempt(transport({ timeoutMs: 400 }));
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
    expect(r.durationMs).toBeGreaterThanOrEqual(390);
    expect(r.durationMs).toBeLessThan(1_400);
  });

  it("a DNS lookup that hangs is cut at its own deadline, without connecting: a timeout, retried like one", async () => {
    rx.received.length = 0;
    const policy = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8"], dnsTimeoutMs: 200 });
    const r = await attempt(transport({ policy, resolver: () => new Promise(() => {}), timeoutMs: 2_000 }), `http://hooks.warden.test:${rx.port}/hooks`);
    expect(r).toMatchObject({ ok: false, outcome: "timeout", error: "the host did not resolve within 200 ms" });
    expect(r.durationMs).toBeGreaterThanOrEqual(190);
    expect(r.durationMs).toBeLessThan(1_000);
    expect(rx.received).toHaveLength(0);
  });

  it("the lookup's time counts against the attempt's deadline (one budget, not two)", async () => {
    rx.answer = () => undefined; // never answers
    const policy = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8"], dnsTimeoutMs: 3_000 });
    const slowDns: Resolver = () => new Promise((resolve) => setTimeout(() => resolve([{ address: "127.0.0.1", family: 4 }]), 1_000));
    const r = await attempt(transport({ policy, resolver: slowDns, timeoutMs: 1_200 }), `http://hooks.warden.test:${rx.port}/hooks`);
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
    expect(r.durationMs).toBeGreaterThanOrEqual(1_190);
    // two budgets would end at 1,000 + 1,200 ms: the margin below that is for a loaded machine's own delay
    expect(r.durationMs).toBeLessThan(1_900);
  });

  it("no answer at all within the deadline is a timeout", async () => {
    rx.answer = () => undefined; // never answers
    const r = await attempt(transport({ timeoutMs: 300 }));
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
    expect(r.error).toMatch(/300 ms/);
  });

  it("a refused connection is a network error", async () => {
    const gone = await startReceiver();
    const url = gone.url;
    await gone.close();
    const r = await attempt(transport(), url);
    expect(r).toMatchObject({ ok: false, outcome: "network_error" });
    expect(r.error).toMatch(/ECONNREFUSED/);
  });

  it("a network error names the failure and the host the owner gave, never the address the host resolved to", async () => {
    const gone = await startReceiver();
    const port = gone.port;
    await gone.close();
    // Inside a cluster the address would tell the owner what its DNS answers for a name (see DestinationRefused).
    const resolver: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const r = await attempt(transport({ resolver }), `http://hooks.warden.invalid:${port}/hooks`);
    expect(r).toMatchObject({ ok: false, outcome: "network_error" });
    expect(r.error).toBe(`ECONNREFUSED: connection refused by hooks.warden.invalid:${port}`);
    expect(r.error).not.toContain("127.0.0.1");
  });
});

describe("address rules at delivery time", () => {
  const strict = new DestinationPolicy({ allowHttp: true });

  it.each(REFUSED_ADDRESSES)("refuses a host that now resolves to $address, without connecting", async ({ address, why }) => {
    rx.received.length = 0;
    const resolver: Resolver = async () => [{ address, family: address.includes(":") ? 6 : 4 }];
    const r = await attempt(transport({ policy: strict, resolver }), `http://hooks.example.com:${rx.port}/hooks`);
    expect(r).toMatchObject({ ok: false, outcome: "refused" });
    expect(r.error).toBe(`destination refused: ${NAME_NOT_PUBLIC}`);
    expect(strict.judgeAddress(address)).toEqual({ allowed: false, reason: expect.stringMatching(why) });
    expect(rx.received).toHaveLength(0);
  });

  it("refuses address literals in odd notations, without connecting", async () => {
    rx.received.length = 0;
    for (const host of ["2130706433", "0x7f000001", "0177.0.0.1", "127.1", "[::ffff:127.0.0.1]", "[::1]"]) {
      const r = await attempt(transport({ policy: strict }), `http://${host}:${rx.port}/hooks`);
      expect(r.outcome, host).toBe("refused");
    }
    expect(rx.received).toHaveLength(0);
  });

  it("resolves once and connects to the checked address (the system resolver is never asked)", async () => {
    rx.received.length = 0;
    rx.answer = answerStatus(200);
    let calls = 0;
    // Rebinding: the first answer is the checked one; any later lookup would point elsewhere.
    const resolver: Resolver = async () => (calls++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.9.9.9", family: 4 }]);
    // "hooks.warden.invalid" exists in no DNS: a lookup of Node's own would fail.
    const r = await attempt(transport({ resolver }), `http://hooks.warden.invalid:${rx.port}/hooks`);
    expect(r.ok).toBe(true);
    expect(calls).toBe(1);
    expect(rx.received[0]!.headers.host).toBe(`hooks.warden.invalid:${rx.port}`);
  });

  it("HTTPS: TLS and the certificate check use the host name while the connection goes to the checked address", async () => {
    const host = "hooks.warden.test";
    const certs = makeCertificates(host);
    const tlsRx = await startReceiver({ tls: certs, host });
    try {
      const t = transport({ policy: new DestinationPolicy({ allowedNetworks: ["127.0.0.0/8"] }), ca: certs.ca });
      const r = await attempt(t, tlsRx.url);
      expect(r).toMatchObject({ ok: true, statusCode: 200 });
      expect(tlsRx.received[0]!.servername).toBe(host);
      expect(tlsRx.received[0]!.headers.host).toBe(`${host}:${tlsRx.port}`);
      // Without trusting the CA the certificate check fails: TLS is verified, not skipped.
      const untrusted = await attempt(transport({ policy: new DestinationPolicy({ allowedNetworks: ["127.0.0.0/8"] }) }), tlsRx.url);
      expect(untrusted).toMatchObject({ ok: false, outcome: "network_error" });
      // A certificate for another name is refused too.
      const wrongName = await attempt(
        transport({ policy: new DestinationPolicy({ allowedNetworks: ["127.0.0.0/8"] }), ca: certs.ca }),
        `https://other.warden.test:${tlsRx.port}/hooks`,
      );
      expect(wrongName).toMatchObject({ ok: false, outcome: "network_error" });
      expect(wrongName.error).toMatch(/altnames|certificate|ERR_TLS/i);
    } finally {
      await tlsRx.close();
    }
  });
});
