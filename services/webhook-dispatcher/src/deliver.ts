/**
 * One delivery attempt: a signed POST of the envelope to the endpoint (the `X-Svc-*` and the
 * Standard Webhooks headers, both from @warden/webhook-verify's signDelivery), to the address that was
 * checked, with one deadline for the whole response. Redirects are failures and never followed.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { storableText } from "@warden/contract";
import { signDelivery } from "@warden/webhook-verify";
import { type Destination, DestinationRefused, type DestinationPolicy, type Resolver } from "./url-safety.js";

export const USER_AGENT = "Warden-Webhooks/1";
/** Bytes of the receiver's answer kept on the attempt record. */
export const RESPONSE_BODY_KEPT_BYTES = 1024;
/** Bytes of the answer read at most; the rest is not awaited (the status decides). */
const RESPONSE_BODY_READ_BYTES = 64 * 1024;
const ERROR_MAX_CHARS = 500;

export interface AttemptRequest {
  url: string;
  /** The envelope JSON: the same bytes on every attempt. */
  body: string;
  eventId: string;
  eventType: string;
  /** Current secret first; the replaced one while it is still honoured. */
  secrets: string[];
}

export interface AttemptResult {
  ok: boolean;
  statusCode?: number;
  durationMs: number;
  /** Why it failed (absent on success). */
  error?: string;
  /** Class of the outcome, for metrics. */
  outcome: "succeeded" | "http_error" | "redirect" | "timeout" | "network_error" | "refused";
  responseBody?: string;
  /** Headers as sent (tests inspect them). */
  sentHeaders?: Record<string, string>;
}

export interface DeliveryTransportOptions {
  policy: DestinationPolicy;
  resolver: Resolver;
  /** Deadline of the whole attempt (10 s). */
  timeoutMs: number;
  /** Extra trusted CA certificates (tests with a self-signed receiver). */
  ca?: string | Buffer;
  now?: () => number;
}

/** A lookup that answers with the address that was checked, whatever DNS says now. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

/** An error message, short and storable (it can quote what the receiver sent). */
function truncate(s: string, max = ERROR_MAX_CHARS): string {
  return storableText(s.length <= max ? s : `${s.slice(0, max - 1)}…`);
}

/** The failures of a connection an owner meets most, by their code, as the text of the attempt. */
const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: "connection refused by",
  ECONNRESET: "connection reset by",
  ETIMEDOUT: "connection timed out to",
  EHOSTUNREACH: "no route to",
  ENETUNREACH: "network unreachable for",
  EPIPE: "connection closed by",
};

/**
 * A socket or TLS error as the endpoint's owner sees it (the attempt's `error`, the test delivery's answer): its code
 * and the host of the URL, never the address the host resolved to. Node's texts name it ("connect ECONNREFUSED
 * 10.0.0.5:443"): inside a cluster that would tell the owner what its DNS answers for a name, which the address rules
 * take care never to say (see DestinationRefused).
 */
function connectionFailure(err: NodeJS.ErrnoException, dest: Destination, prefix = ""): string {
  const where = `${dest.url.hostname}:${dest.port}`;
  const known = err.code ? CONNECTION_FAILURES[err.code] : undefined;
  if (known) return truncate(`${prefix}${err.code}: ${known} ${where}`);
  // Other texts (TLS: "certificate has expired", the altnames of a wrong certificate) are worth reading; the address
  // they may quote becomes the host.
  const message = (err.message || "connection failed").split(dest.address).join(dest.url.hostname);
  return truncate(`${prefix}${err.code ? `${err.code}: ` : ""}${message}`);
}

export class DeliveryTransport {
  constructor(private readonly opts: DeliveryTransportOptions) {}

  get timeoutMs(): number {
    return this.opts.timeoutMs;
  }

  /** Checks the destination (resolving it once) and POSTs; never throws. */
  async post(req: AttemptRequest): Promise<AttemptResult> {
    const now = this.opts.now ?? Date.now;
    const started = performance.now();
    const elapsed = () => Math.max(0, Math.round(performance.now() - started));
    let dest: Destination;
    try {
      // The lookup has its own deadline, inside the attempt's budget (never the whole of it).
      dest = await this.opts.policy.resolve(req.url, this.opts.resolver, { dnsTimeoutMs: Math.min(this.opts.policy.dnsTimeoutMs, this.opts.timeoutMs) });
    } catch (err) {
      if (err instanceof DestinationRefused && err.kind === "dns_timeout") {
        return { ok: false, outcome: "timeout", durationMs: elapsed(), error: truncate(err.reason) };
      }
      const reason = err instanceof DestinationRefused ? err.reason : (err as Error).message;
      return { ok: false, outcome: "refused", durationMs: elapsed(), error: truncate(`destination refused: ${reason}`) };
    }
    // What is left of the attempt's deadline after the lookup.
    const remainingMs = Math.max(1, this.opts.timeoutMs - elapsed());
    const timestamp = Math.floor(now() / 1000);
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(req.body)),
      "User-Agent": USER_AGENT,
      // X-Svc-* and the Standard Webhooks headers, one signature per secret in each.
      ...signDelivery({ id: req.eventId, type: req.eventType, timestamp, body: req.body, secrets: req.secrets }),
    };
    const isHttps = dest.url.protocol === "https:";
    const options: https.RequestOptions = {
      protocol: dest.url.protocol,
      hostname: dest.hostname,
      port: dest.port,
      path: dest.url.pathname + dest.url.search,
      method: "POST",
      headers,
      // A fresh connection per attempt: a pooled socket could lead to an address not checked now.
      agent: false,
      lookup: pinnedLookup(dest.address, dest.family),
      ...(isHttps ? { servername: dest.isLiteral ? undefined : dest.hostname, ca: this.opts.ca } : {}),
    };

    return await new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (r: Omit<AttemptResult, "durationMs" | "sentHeaders">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...r, durationMs: elapsed(), sentHeaders: headers });
      };
      const request = (isHttps ? https : http).request(options, (res) => {
        const answered = res.statusCode ?? 0;
        // Node's parser takes any three digits as the status ("000", "999"); a status code is 100 to 599 (RFC 9110
        // §15), and the API documents status_code so. Any other is a failure, recorded without a status code.
        const status = answered >= 100 && answered <= 599 ? answered : undefined;
        const kept: Buffer[] = [];
        let keptBytes = 0;
        let readBytes = 0;
        const complete = () => {
          // Whatever the receiver sent, as text PostgreSQL can store (a NUL would fail the attempt's record).
          const responseBody = storableText(Buffer.concat(kept).toString("utf8"));
          if (status === undefined) finish({ ok: false, outcome: "http_error", responseBody, error: `invalid HTTP status ${answered} (not 100 to 599)` });
          else if (status >= 200 && status < 300) finish({ ok: true, outcome: "succeeded", statusCode: status, responseBody });
          else if (status >= 300 && status < 400) {
            const location = res.headers.location ? ` to ${truncate(res.headers.location, 200)}` : "";
            finish({ ok: false, outcome: "redirect", statusCode: status, responseBody, error: truncate(`redirect${location} (HTTP ${status}) not followed`) });
          } else finish({ ok: false, outcome: "http_error", statusCode: status, responseBody, error: `HTTP ${status}` });
        };
        res.on("data", (chunk: Buffer) => {
          readBytes += chunk.length;
          if (keptBytes < RESPONSE_BODY_KEPT_BYTES) {
            const part = chunk.subarray(0, RESPONSE_BODY_KEPT_BYTES - keptBytes);
            kept.push(part);
            keptBytes += part.length;
          }
          if (readBytes >= RESPONSE_BODY_READ_BYTES) {
            complete();
            request.destroy();
          }
        });
        res.on("end", complete);
        res.on("error", (err) =>
          finish({ ok: false, outcome: "network_error", statusCode: status, error: connectionFailure(err, dest, "response aborted: ") }),
        );
        res.on("aborted", () => finish({ ok: false, outcome: "network_error", statusCode: status, error: "response aborted" }));
      });
      const timer = setTimeout(() => {
        finish({ ok: false, outcome: "timeout", error: `no complete response within ${this.opts.timeoutMs} ms` });
        request.destroy();
      }, remainingMs);
      // Interim answers (1xx, e.g. 103 Early Hints) come before the status that counts, any number of them: their bytes
      // count against the same bound as the body, or a receiver could keep the parser busy for the whole deadline.
      request.on("information", () => {
        if ((request.socket?.bytesRead ?? 0) <= RESPONSE_BODY_READ_BYTES) return;
        finish({ ok: false, outcome: "http_error", error: `more than ${RESPONSE_BODY_READ_BYTES} bytes of interim (1xx) responses` });
        request.destroy();
      });
      request.on("error", (err: NodeJS.ErrnoException) => {
        finish({ ok: false, outcome: "network_error", error: connectionFailure(err, dest) });
      });
      request.end(req.body);
    });
  }
}
