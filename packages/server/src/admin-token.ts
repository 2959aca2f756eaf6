import { createHash, timingSafeEqual } from "node:crypto";
import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
import type { DescService } from "@bufbuild/protobuf";

/**
 * The token of an `Authorization: Bearer <token>` header value, or undefined when the header is
 * missing or has another scheme.
 */
export function bearerToken(header: string | null | undefined): string | undefined {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  return m ? m[1] : undefined;
}

/**
 * Whether a presented secret (the operator token, a dashboard CSRF token) is the expected one, in
 * constant time: both are hashed first, so neither their content nor their length shows in the time taken.
 */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = createHash("sha256").update(presented, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

/**
 * Server interceptor: calls to the given (operator) services need `authorization: Bearer <token>`
 * with the configured token; UNAUTHENTICATED otherwise, and always when no token is configured
 * (the admin RPCs are then off). Other services pass untouched.
 */
export function requireAdminToken(services: DescService[], token: string | undefined): Interceptor {
  const guarded = new Set(services.map((s) => s.typeName));
  return (next) => async (req) => {
    if (!guarded.has(req.service.typeName)) return next(req);
    if (token === undefined) throw new ConnectError("admin RPCs are off: ADMIN_TOKEN is not set on this service", Code.Unauthenticated);
    if (!secretMatches(bearerToken(req.header.get("authorization")), token)) {
      throw new ConnectError("the operator token is missing or wrong", Code.Unauthenticated);
    }
    return next(req);
  };
}
