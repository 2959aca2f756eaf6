import { randomInt } from "node:crypto";

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A minted id: its type prefix + 20 base62 characters from the CSPRNG. */
export function mintId(prefix: "rule_" | "rpt_"): string {
  let s = prefix;
  for (let i = 0; i < 20; i++) s += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return s;
}
