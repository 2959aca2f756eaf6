import { create } from "@bufbuild/protobuf";
import { GetPolicyResponseSchema, type GetPolicyResponse } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { PolicyCache } from "../src/policy-cache.js";

/** A groups-config whose answers the test releases in any order. */
function heldAnswers() {
  const pending: { knownVersion: bigint; answer: (res: GetPolicyResponse) => void }[] = [];
  const groups = {
    getPolicy: (req: { groupId: bigint; knownVersion: bigint }) =>
      new Promise<GetPolicyResponse>((resolve) => pending.push({ knownVersion: req.knownVersion, answer: resolve })),
  };
  return { groups, pending };
}

const policy = (version: bigint, feedbackSeq = 0n) => create(GetPolicyResponseSchema, { version, changed: true, feedbackSeq });

/** Lets the coalescing turn pass so that a get() has sent its call. */
const sent = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("PolicyCache", () => {
  it("keeps the newer version when an older answer arrives after it", async () => {
    const { groups, pending } = heldAnswers();
    const compiled: bigint[] = [];
    const cache = new PolicyCache(groups as never, (p) => {
      compiled.push(BigInt(p.version));
      return p.version;
    });

    const first = cache.get(7); // sent before the write: groups-config reads version 1
    await sent();
    const second = cache.get(7); // a later turn, a call of its own: it reads version 2
    await sent();
    expect(pending).toHaveLength(2);

    pending[1]!.answer(policy(2n, 5n));
    expect(await second).toBe(2);
    pending[0]!.answer(policy(1n, 3n)); // the slow, older answer comes last
    // Its check was in flight across the write: the newer policy serves it, without compiling the old one.
    expect(await first).toBe(2);

    // The next check asks with the version it holds: the newer one, so groups-config answers "unchanged".
    const third = cache.get(7);
    await sent();
    expect(pending[2]!.knownVersion).toBe(2n);
    pending[2]!.answer(create(GetPolicyResponseSchema, { version: 2n, changed: false, feedbackSeq: 5n }));
    expect(await third).toBe(2);
    expect(cache.feedbackSeq(7)).toBe(5);
    expect(compiled).toEqual([2n]);
  });

  it("a lower version asked for later replaces the held one: versions only have to differ", async () => {
    const { groups, pending } = heldAnswers();
    const cache = new PolicyCache(groups as never, (p) => p.version);
    const first = cache.get(3);
    await sent();
    pending[0]!.answer(policy(6n));
    expect(await first).toBe(6);
    const second = cache.get(3); // the group was registered anew (its version starts again at 1)
    await sent();
    expect(pending[1]!.knownVersion).toBe(6n);
    pending[1]!.answer(policy(1n));
    expect(await second).toBe(1);
    void cache.get(3); // the next check asks with the version it now holds
    await sent();
    expect(pending[2]!.knownVersion).toBe(1n);
  });

  it("keeps the group's owner of the latest answer, changed or not; a slow answer does not bring back the owner it read", async () => {
    // The owner changes with no version bump (groups-config answers it on every version check): the engine's
    // AI asks of the group count toward the provider's shared circuit as that owner's.
    const { groups, pending } = heldAnswers();
    const cache = new PolicyCache(groups as never, (p) => p.version);
    const unchanged = (ownerTelegramUserId?: bigint) => create(GetPolicyResponseSchema, { version: 1n, changed: false, ownerTelegramUserId });
    const first = cache.get(5);
    await sent();
    expect(cache.owner(5)).toBeUndefined();
    pending[0]!.answer(create(GetPolicyResponseSchema, { version: 1n, changed: true, ownerTelegramUserId: 10n }));
    await first;
    expect(cache.owner(5)).toBe(10n);

    const slow = cache.get(5); // asked first, answered last
    await sent();
    const fast = cache.get(5);
    await sent();
    expect(pending.slice(1).map((p) => p.knownVersion)).toEqual([1n, 1n]);
    pending[2]!.answer(unchanged(12n));
    await fast;
    expect(cache.owner(5)).toBe(12n);
    pending[1]!.answer(unchanged(11n));
    await slow;
    expect(cache.owner(5)).toBe(12n);

    const next = cache.get(5);
    await sent();
    pending[3]!.answer(unchanged());
    await next;
    expect(cache.owner(5)).toBeUndefined();
  });
});
