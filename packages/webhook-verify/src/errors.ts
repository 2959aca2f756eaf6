export type WebhookVerificationReason =
  | "missing_header"
  | "bad_timestamp"
  | "timestamp_out_of_tolerance"
  | "no_valid_signature"
  | "bad_secret"
  | "bad_body"
  | "unknown_event_type";

/**
 * A delivery that must not be trusted (every reason but `unknown_event_type`: answer it with a
 * 4xx), or a genuine one of a kind this version of the package does not know
 * (`unknown_event_type`: the signature matched; answer 2xx and ignore it, or upgrade).
 */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
    /** For `unknown_event_type`: the verified, parsed body. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}
