import { RE2JS, RE2Set } from "re2js";
function t(f: () => void) { const t0 = performance.now(); f(); return performance.now() - t0; }
for (const p of ["a[^%]{996}%", "(?:[a-z]{0,20}){45}x", "(?:ab|cd|ef|gh|ij|kl|mn|op|qr|st|uv|wx){80}", "\\p{L}{300}x"]) {
  let re!: RE2JS; const c = t(() => { re = RE2JS.compile(p, RE2JS.CASE_INSENSITIVE); });
  const c2 = t(() => { RE2JS.compile(p, RE2JS.CASE_INSENSITIVE); });
  const e = t(() => re.test(""));
  console.log(p.padEnd(48), "prog", re.programSize(), "compile", c.toFixed(2), c2.toFixed(2), "test('')", e.toFixed(2), "len", p.length);
}
for (const [p, n] of [["a[^%]{996}%", 10], ["(?:ab|cd|ef|gh|ij|kl|mn|op|qr|st|uv|wx){80}", 10], ["a[^%]{196}%", 50]] as const) {
  for (let r = 0; r < 2; r++) {
  const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE, 1 << 20);
  const ta = t(() => { for (let i = 0; i < n; i++) set.add(p + i); });
  const tc = t(() => set.compile());
  console.log(`set ${p} x${n} add ${ta.toFixed(1)} compile ${tc.toFixed(1)} prog ${(set as any).prog.numInst()}`);
  }
}
