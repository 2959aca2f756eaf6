// The ceiling of bench:gateway: a plain Koa JSON route with no I/O. It reads and parses the same
// request body the gateway gets and answers a JSON body of the same size (BENCH_ANSWER, the
// gateway's own answer to the same check), so the difference is what the gateway's path costs.
import http from "node:http";
import Koa from "koa";

const answer = JSON.parse(process.env.BENCH_ANSWER ?? "{}");
const app = new Koa();
app.use(async (ctx) => {
  const chunks = [];
  for await (const c of ctx.req) chunks.push(c);
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
  if (body !== undefined && typeof body !== "object") ctx.throw(400);
  ctx.body = answer;
});
const server = http.createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
