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

/** A new id of a kind: its type prefix (`rule_`, `wh_`, ...) + 20 random base62 characters. */
export function mintId(kind: IdKind): string {
  let s: string = ID_PREFIXES[kind];
  const bytes = new Uint8Array(MINTED_ID_RANDOM_CHARS * 2);
  while (s.length < ID_PREFIXES[kind].length + MINTED_ID_RANDOM_CHARS) {
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // 248 = 4 * 62: bytes above it are dropped so every character is equally likely
      if (b < 248 && s.length < ID_PREFIXES[kind].length + MINTED_ID_RANDOM_CHARS) s += ALPHABET[b % 62];
    }
  }
  return s;
}
