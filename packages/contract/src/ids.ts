/** Type prefixes of ids minted by the service. */
export const ID_PREFIXES = {
  rule: "rule_",
  webhook: "wh_",
  delivery: "dlv_",
  event: "evt_",
  key: "key_",
  account: "acc_",
  report: "rpt_",
} as const;
export type IdKind = keyof typeof ID_PREFIXES;

/** Body of a minted id after its prefix. */
const MINTED_ID_BODY = "[A-Za-z0-9_-]{1,64}";
export const mintedIdPattern = (prefix: string): string => `^${prefix}${MINTED_ID_BODY}$`;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Random characters of a minted id: 20 base62 characters from the CSPRNG (~119 bits). */
const MINTED_ID_RANDOM_CHARS = 20;

/**
 * CSPRNG bytes drawn 4 KiB at a time and each used once (as Node's randomUUID does): one
 * getRandomValues call per id was 1.7% of the gateway's CPU per check.
 */
const pool = new Uint8Array(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

/** A new id of a kind: its type prefix (`rule_`, `wh_`, ...) + 20 random base62 characters. */
export function mintId(kind: IdKind): string {
  let s: string = ID_PREFIXES[kind];
  for (let n = 0; n < MINTED_ID_RANDOM_CHARS; ) {
    const b = randomByte();
    // 248 = 4 * 62: bytes above it are dropped so every character is equally likely
    if (b < 248) {
      s += ALPHABET[b % 62];
      n++;
    }
  }
  return s;
}
