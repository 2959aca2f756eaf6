import { RE2JS } from "re2js";
const N = 10000;
const gen = (alpha: string) => Array.from({length:N},()=>alpha[Math.floor(Math.random()*alpha.length)]).join("");
const alphas: Record<string,string> = { ab: "ab", low: "abcdefghijklmnopqrstuvwxyz", lowsp: "abcdefghijklmnopqrstuvwxyz    ", any: "abcdefghijklmnopqrstuvwxyz0123456789 .,!?ABCXYZабвгдежз" };
const pats: string[] = process.argv.slice(2);
for (const p of pats) {
  let re: RE2JS;
  try { re = RE2JS.compile(p, RE2JS.CASE_INSENSITIVE); } catch (e) { console.log(p, "ERR", (e as Error).message); continue; }
  const row: string[] = [];
  for (const [k, a] of Object.entries(alphas)) {
    const ts: number[] = []; let m = false;
    for (let i = 0; i < 6; i++) { const t = gen(a); const t0 = performance.now(); m = re.test(t) || m; ts.push(performance.now() - t0); }
    row.push(`${k}:max ${Math.max(...ts).toFixed(1)} last ${ts[5].toFixed(1)}${m?"M":""}`);
  }
  console.log(p.slice(0,40).padEnd(40), "prog", re.programSize(), row.join(" | "));
}
