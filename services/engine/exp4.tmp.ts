import { RE2JS, RE2Set } from "re2js";
class Deadline extends Error {}
const DEADLINE = new Deadline("deadline");
class TimedText extends String {
  n = 0; next = 0; interval = 64; deadline = Infinity; max = 0; last = 0;
  constructor(private readonly s: string) { super(s); }
  override charCodeAt(i: number): number {
    if (++this.n >= this.next) {
      this.next = this.n + this.interval;
      const now = performance.now();
      if (now > this.deadline) throw DEADLINE;
    }
    return this.s.charCodeAt(i);
  }
}
const N = 10000;
const gen = (alpha: string) => Array.from({length:N},()=>alpha[Math.floor(Math.random()*alpha.length)]).join("");
const legit = ["\\bfree\\s+(?:crypto|btc|usdt)\\b", "(?:https?://)?t\\.me/[a-z0-9_]{5,32}", "\\$\\d{2,5}\\s*(?:a|per)\\s*day", "dm\\s+me", "earn\\s+\\$?\\d+", "(?:casino|slots|jackpot)", "whats?app\\s*\\+?\\d{7,15}", "\\b[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}\\b", "заработ\\w*\\s+от\\s+\\d+", "(?:airdrop|giveaway).{0,40}(?:claim|connect)\\s+wallet"];
for (const p of legit) console.log(p.padEnd(50), RE2JS.compile(p, RE2JS.CASE_INSENSITIVE).programSize());
const hay = gen("abcdefghijklmnopqrstuvwxyz      $0123456789.,");
// plain vs wrapper on a legit set
for (const n of [10, 50, 200]) {
  const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE, 2 << 20);
  for (let i = 0; i < n; i++) set.add(legit[i % legit.length]! + (i >= legit.length ? `x${i}` : ""));
  let t0 = performance.now(); set.compile(); const tc = performance.now() - t0;
  for (let k = 0; k < 3; k++) { t0 = performance.now(); set.match(gen("abcdefghijklmnopqrstuvwxyz      $0123456789.,")); }
  const tp = performance.now() - t0;
  t0 = performance.now(); const r = set.match(new TimedText(hay) as unknown as string); const tw = performance.now() - t0;
  console.log(`set n=${n} prog=${(set as any).prog.numInst()} compile ${tc.toFixed(1)}ms plain ${tp.toFixed(2)}ms wrapped ${tw.toFixed(2)}ms matches ${r.length}`);
}
// adversarial
for (const [p, count] of [["a.{200}%", 20], ["a[^%]{400}%", 10], ["[a-q][^u-z]{13}x", 50]] as const) {
  const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE, 2 << 20);
  for (let i = 0; i < count; i++) set.add(p + `${i}`);
  set.compile();
  const prog = (set as any).prog.numInst();
  for (const alpha of ["ab", "abcdefghijklmnopqrstuvwxyz %"]) {
    const t = new TimedText(gen(alpha)); t.interval = Math.max(1, Math.floor(8192 / prog)); t.deadline = performance.now() + 5;
    const t0 = performance.now(); let out = "done";
    try { set.match(t as unknown as string); } catch (e) { out = e === DEADLINE ? "DEADLINE" : String(e); }
    console.log(`adv ${p} x${count} prog=${prog} alpha=${alpha.length} ${out} after ${(performance.now()-t0).toFixed(2)}ms at char ${t.n}`);
  }
}
