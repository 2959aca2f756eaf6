/**
 * The sender's side, in one place: every header that authenticates a delivery, for both schemes.
 * webhook-dispatcher calls it for each attempt; receivers never need it (tests and examples do).
 */
import type { RawBody } from "./checks.js";
import { SVC_HEADERS, STANDARD_HEADERS } from "./headers.js";
import { signStandard } from "./standard.js";
import { sign } from "./svc.js";

export interface DeliveryToSign {
  /** The envelope id (`evt_…`): `X-Svc-Delivery` and `webhook-id`, the same on every attempt. */
  id: string;
  /** The envelope type: `X-Svc-Event` (not signed). */
  type: string;
  /** Unix seconds of this attempt: `X-Svc-Timestamp` and `webhook-timestamp`. */
  timestamp: number;
  /** The exact bytes that are sent. */
  body: RawBody;
  /** The current secret first, then a replaced one while it is still honoured: each as Warden mints it. */
  secrets: readonly string[];
}

/**
 * The `X-Svc-*` headers and the Standard Webhooks headers, each with one signature per secret,
 * space-separated. A secret not of Warden's form (`whsec_` + base64 of 24 to 64 bytes, which
 * every secret Warden mints is) throws `bad_secret`: nothing is signed with it, in either scheme.
 */
export function signDelivery(d: DeliveryToSign): Record<string, string> {
  const headers: Record<string, string> = {
    [SVC_HEADERS.timestamp]: String(d.timestamp),
    [SVC_HEADERS.signature]: d.secrets.map((s) => sign(s, d.timestamp, d.body)).join(" "),
    [SVC_HEADERS.delivery]: d.id,
    [SVC_HEADERS.event]: d.type,
  };
  const standard = d.secrets.map((s) => signStandard(s, d.id, d.timestamp, d.body));
  if (standard.length > 0) {
    headers[STANDARD_HEADERS.id] = d.id;
    headers[STANDARD_HEADERS.timestamp] = String(d.timestamp);
    headers[STANDARD_HEADERS.signature] = standard.join(" ");
  }
  return headers;
}
