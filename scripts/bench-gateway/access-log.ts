/**
 * The gateway's access log line, with and without pino's redaction pass, in one run (alternating blocks), written to
 * a sink that drops them: what `accessLog` in services/gateway/src/app.ts saves on every request.
 *
 *   npm run bench:access-log -- [LINES=200000]
 *
 * Both loggers are @warden/telemetry's createLogger (the redacting one every service uses) and its child with
 * `redact: []` (the access log's). Prints microseconds per line (median of the blocks) and the ratio.
 */
import { createLogger } from "@warden/telemetry";

const lines = Number(process.argv[2] ?? 200_000);
const BLOCK = 5_000;
/** the lines go nowhere: what is measured is building and serialising them, the redaction pass included */
const sink = { write: (_line: string) => undefined };
const redacting = createLogger("gateway", "info", {}, sink);
const access = redacting.child({}, { redact: [] });
const line = (i: number) => ({ request_id: `req_${i.toString(16).padStart(32, "0")}`, method: "POST", route: "/spam/check", status: 200, duration_ms: 1.2 });

function block(logger: typeof redacting, from: number): number {
  const t0 = process.hrtime.bigint();
  for (let i = from; i < from + BLOCK; i++) logger.info(line(i), "request");
  return Number(process.hrtime.bigint() - t0) / 1e3 / BLOCK;
}

const subjects = [
  { name: "createLogger (redaction paths)", logger: redacting, us: [] as number[] },
  { name: "access log (child, redact: [])", logger: access, us: [] as number[] },
];
for (const s of subjects) block(s.logger, 0); // warm-up
for (let n = 0; n < lines; n += BLOCK) for (const s of subjects) s.us.push(block(s.logger, n));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`access log line, ${lines} lines each, blocks of ${BLOCK} alternating, node ${process.version}`);
for (const s of subjects) console.log(`${s.name.padEnd(34)} ${median(s.us).toFixed(2)} us/line (median block)`);
console.log(`ratio: ${(median(subjects[1]!.us) / median(subjects[0]!.us)).toFixed(2)}`);
