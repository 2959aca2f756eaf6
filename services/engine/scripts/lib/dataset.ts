/**
 * Data loading and the recorded, deterministic train/validation/test split.
 *
 * Files: <repo root>/../shared/data/spam/*.jsonl (never ../shared/data/.heldout).
 * Split, per file and per label (stratified): every example gets the key
 * sha256(`${SEED}\0${text}`); examples are sorted by key; the first 70% are
 * train, the next 15% validation, the rest test. The split is therefore stable
 * (an example's split depends only on its text and the seed) and reproducible.
 * Cross-validation folds inside train+validation: rank in the same order mod 5.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const SEED = 20240917;
export const SPLIT = { train: 0.7, validation: 0.15, test: 0.15 } as const;
export const CV_FOLDS = 5;
export const SPLIT_METHOD = "per file and label: sort by sha256(seed + '\\0' + text); first 70% train, next 15% validation, rest test";

export type Label = "spam" | "ham";
export type SplitName = "train" | "validation" | "test";

export interface Example {
  file: string;
  text: string;
  label: Label;
  lang: string;
  source: string;
  split: SplitName;
  /** cross-validation fold (0..CV_FOLDS-1) for train+validation examples, -1 for test */
  fold: number;
  key: string;
}

export interface DataFile {
  file: string;
  path: string;
  sha256: string;
  lines: number;
  examples: Example[];
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

export function dataDir(): string {
  return process.env.WARDEN_SPAM_DATA ?? resolve(REPO_ROOT, "../shared/data/spam");
}

export function dataAvailable(): boolean {
  const d = dataDir();
  return existsSync(d) && readdirSync(d).some((f) => f.endsWith(".jsonl"));
}

export function splitFile(file: string, rows: Array<Omit<Example, "split" | "fold" | "key" | "file">>): Example[] {
  const out: Example[] = [];
  for (const label of ["spam", "ham"] as const) {
    const group = rows.filter((r) => r.label === label).map((r) => ({ ...r, file, key: createHash("sha256").update(`${SEED}\0${r.text}`).digest("hex") }));
    group.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const n = group.length;
    const nTrain = Math.round(n * SPLIT.train);
    const nVal = Math.round(n * SPLIT.validation);
    group.forEach((r, i) => {
      const split: SplitName = i < nTrain ? "train" : i < nTrain + nVal ? "validation" : "test";
      out.push({ ...r, split, fold: split === "test" ? -1 : i % CV_FOLDS });
    });
  }
  return out;
}

export function loadDataset(dir = dataDir()): DataFile[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort();
  return files.map((f) => {
    const path = join(dir, f);
    const raw = readFileSync(path);
    const sha256 = createHash("sha256").update(raw).digest("hex");
    const rows: Array<Omit<Example, "split" | "fold" | "key" | "file">> = [];
    const lines = raw
      .toString("utf8")
      .split("\n")
      .filter((l) => l.trim().length > 0);
    for (const line of lines) {
      const o = JSON.parse(line) as { text: string; label: string; lang?: string; source?: string };
      if (o.label !== "spam" && o.label !== "ham") continue;
      rows.push({ text: flattenTelegramExport(String(o.text)), label: o.label, lang: o.lang ?? "und", source: o.source ?? "" });
    }
    return { file: basename(f), path, sha256, lines: lines.length, examples: splitFile(basename(f), rows) };
  });
}

/**
 * Some chat exports (Telegram Desktop's JSON, stringified by Python) store a formatted message as the repr of a list of
 * plain strings and entity objects, e.g. `['Hi ', {'type': 'bold', 'text': 'there'}, '']`. The bot never sees that: the Bot
 * API delivers `message.text` as one string with the entities beside it, and the engine checks the string. So such a
 * line is turned back into the text a check would get (each string, and each entity's `text`, in order). A line that is
 * not exactly such a list is returned unchanged.
 */
export function flattenTelegramExport(text: string): string {
  if (!text.startsWith("[") || !text.endsWith("]") || !text.includes("'type': '")) return text;
  try {
    const value = new PyLiteral(text).parseAll();
    if (!Array.isArray(value)) return text;
    let out = "";
    for (const part of value) {
      if (typeof part === "string") out += part;
      else if (part !== null && typeof part === "object" && !Array.isArray(part) && typeof part.text === "string") out += part.text;
      else return text;
    }
    return out;
  } catch {
    return text;
  }
}

type PyValue = string | number | boolean | null | PyValue[] | { [k: string]: PyValue };

/** A parser for the Python literals of a repr: strings, numbers, True/False/None, lists and dicts. */
class PyLiteral {
  private i = 0;
  constructor(private readonly s: string) {}

  parseAll(): PyValue {
    const v = this.value();
    this.ws();
    if (this.i !== this.s.length) throw new Error("trailing input");
    return v;
  }

  private ws(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }

  private value(): PyValue {
    this.ws();
    const c = this.s[this.i];
    if (c === "[") return this.seq("]");
    if (c === "{") return this.dict();
    if (c === "'" || c === '"') return this.str();
    for (const [word, v] of [
      ["True", true],
      ["False", false],
      ["None", null],
    ] as const) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    const m = /^-?\d+(\.\d+)?/.exec(this.s.slice(this.i, this.i + 32));
    if (!m) throw new Error(`unexpected ${c}`);
    this.i += m[0].length;
    return Number(m[0]);
  }

  private seq(close: string): PyValue[] {
    this.i++;
    const out: PyValue[] = [];
    for (;;) {
      this.ws();
      if (this.s[this.i] === close) {
        this.i++;
        return out;
      }
      out.push(this.value());
      this.ws();
      if (this.s[this.i] === ",") this.i++;
      else if (this.s[this.i] !== close) throw new Error("expected , or close");
    }
  }

  private dict(): { [k: string]: PyValue } {
    this.i++;
    const out: { [k: string]: PyValue } = {};
    for (;;) {
      this.ws();
      if (this.s[this.i] === "}") {
        this.i++;
        return out;
      }
      const k = this.value();
      if (typeof k !== "string") throw new Error("non-string key");
      this.ws();
      if (this.s[this.i++] !== ":") throw new Error("expected :");
      out[k] = this.value();
      this.ws();
      if (this.s[this.i] === ",") this.i++;
      else if (this.s[this.i] !== "}") throw new Error("expected , or }");
    }
  }

  private str(): string {
    const q = this.s[this.i++];
    let out = "";
    for (;;) {
      const c = this.s[this.i++];
      if (c === undefined) throw new Error("unterminated string");
      if (c === q) return out;
      if (c !== "\\") {
        out += c;
        continue;
      }
      const e = this.s[this.i++];
      const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0", a: "\x07", b: "\b", f: "\f", v: "\v" };
      if (e !== undefined && e in simple) out += simple[e];
      else if (e === "x" || e === "u" || e === "U") {
        const n = e === "x" ? 2 : e === "u" ? 4 : 8;
        const hex = this.s.slice(this.i, this.i + n);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== n) throw new Error("bad escape");
        out += String.fromCodePoint(Number.parseInt(hex, 16));
        this.i += n;
      } else throw new Error("unknown escape");
    }
  }
}

export function counts(ex: Example[], split: SplitName): { spam: number; ham: number } {
  let spam = 0;
  let ham = 0;
  for (const e of ex) if (e.split === split) e.label === "spam" ? spam++ : ham++;
  return { spam, ham };
}

/** Deterministic PRNG (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TELEGRAM_FILES = ["tgspam_umputun.jsonl", "tgspam_umputun_early.jsonl"];
export const SMS_FILE = "sms_spam_collection.jsonl";

/**
 * The benchmark's long texts: `count` texts of exactly `length` characters,
 * each made by concatenating messages of `source` (one per line), starting at
 * a different message. Deterministic; shared by bench, fingerprint and probes.
 */
export function longTexts(source: string[], count = 50, length = 10000): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let s = "";
    let j = (k * 7919) % source.length;
    while (s.length < length) {
      s += `${source[j % source.length]!}\n`;
      j += 13;
    }
    out.push(s.slice(0, length));
  }
  return out;
}
