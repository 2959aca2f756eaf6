import { Code, ConnectError, domainDetail } from "@warden/errors";
import { expect } from "vitest";

/** Awaits a call that must fail with InvalidArgument and a validation detail; returns its {path, message} list. */
export async function violations(call: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the call should have failed").toBeInstanceOf(ConnectError);
  const ce = ConnectError.from(err);
  expect(ce.code).toBe(Code.InvalidArgument);
  const d = domainDetail(ce);
  expect(d?.kind).toBe("validation");
  return d?.kind === "validation" ? d.errors : [];
}
