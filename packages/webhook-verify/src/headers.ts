/**
 * The headers of a Warden webhook delivery, declared once: the dispatcher sends them, this
 * package reads them, and the OpenAPI document describes them.
 */

/** The seed contract's scheme: `v1=` + hex HMAC-SHA256 over `${timestamp}.${body}`, keyed with the whole secret string. */
export const SVC_HEADERS = {
  timestamp: "X-Svc-Timestamp",
  signature: "X-Svc-Signature",
  delivery: "X-Svc-Delivery",
  event: "X-Svc-Event",
} as const;

/**
 * Standard Webhooks (https://www.standardwebhooks.com): `v1,` + base64 HMAC-SHA256 over
 * `${id}.${timestamp}.${body}`, keyed with the base64-decoded part of the secret after `whsec_`.
 */
export const STANDARD_HEADERS = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;

/** Node's `IncomingHttpHeaders`, a fetch `Headers`, or any plain object of header values. */
export type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/** A header's value, its name matched case-insensitively (the first value of a repeated header). */
export function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : bag[key];
  return Array.isArray(v) ? v[0] : v;
}
