import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// scripts/stack.sh (make up / make down) on the pid files and markers it keeps: sourced into bash with its run
// directory, PostgreSQL's pid directory and the commands that would reach a real server (redis-cli, pg_ctlcluster)
// replaced by ones in a temporary directory, so nothing shared is started or stopped.
const ROOT = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const STACK = join(ROOT, "scripts/stack.sh");

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A process whose command line reads `argv0 …` (bash's exec -a), in cwd; the test process reaps it when it ends. */
function fakeProcess(argv0: string, cwd = ROOT): ChildProcess {
  const c = spawn("bash", ["-c", `exec -a '${argv0}' sleep 30`], { cwd, stdio: "ignore" });
  children.push(c);
  return c;
}
const alive = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;
const exited = (c: ChildProcess) => (alive(c) ? new Promise((resolve) => c.once("exit", resolve)) : Promise.resolve());

function sandbox(stubs: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "warden-stack-"));
  dirs.push(dir);
  const run = join(dir, "run");
  const pgRun = join(dir, "pg");
  const bin = join(dir, "bin");
  const calls = join(dir, "calls");
  mkdirSync(run);
  mkdirSync(pgRun);
  mkdirSync(bin);
  writeFileSync(calls, "");
  // Every stub records its command line; pg_ctlcluster and redis-cli never reach a real server.
  for (const cmd of ["redis-cli", "pg_ctlcluster", ...Object.keys(stubs)]) {
    writeFileSync(join(bin, cmd), `#!/bin/sh\necho "${cmd} $*" >> '${calls}'\n${stubs[cmd] ?? ""}\n`);
    chmodSync(join(bin, cmd), 0o755);
  }
  /** Runs bash code with stack.sh's functions (as_root runs the command as is: no sudo, which would skip the stubs). */
  const sh = (code: string, env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        "bash",
        ["-c", `source '${STACK}'; as_root() { "$@"; }; ${code}`],
        { env: { ...process.env, STACK_RUN_DIR: run, PG_RUN_DIR: pgRun, PATH: `${bin}:${process.env.PATH}`, REDIS_URL: "", ...env } },
        (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  const write = (name: string, text: string) => writeFileSync(join(run, name), text);
  return { run, pgRun, sh, write, calls: () => readFileSync(calls, "utf8"), has: (name: string) => existsSync(join(run, name)) };
}

describe("stack.sh: make down stops what make up started, and only that", () => {
  it("stops a service it started, and only forgets a pid file whose number now names another process", async () => {
    const s = sandbox();
    const gateway = fakeProcess("node dist/main.js", join(ROOT, "services/gateway"));
    const unrelated = fakeProcess("sshd: /usr/sbin/sshd -D"); // the engine's pid, reused after a reboot
    const elsewhere = fakeProcess("node dist/main.js", join(ROOT, "services/engine")); // a service, but in another directory
    s.write("gateway.pid", String(gateway.pid));
    s.write("engine.pid", String(unrelated.pid));
    s.write("groups-config.pid", String(elsewhere.pid));
    const r = await s.sh("down");
    expect(r.code).toBe(0);
    await exited(gateway);
    expect(alive(gateway)).toBe(false);
    expect(alive(unrelated)).toBe(true);
    expect(alive(elsewhere)).toBe(true);
    expect(["gateway.pid", "engine.pid", "groups-config.pid"].filter(s.has)).toEqual([]);
  });

  it("stops its Redis by its pid, and leaves 127.0.0.1:6379 alone when that Redis is gone (a crash or a reboot)", async () => {
    const s = sandbox();
    const other = fakeProcess("cron -f");
    s.write("redis.started", "");
    s.write("redis.pid", String(other.pid));
    expect((await s.sh("down")).code).toBe(0);
    expect(s.calls()).toBe(""); // no redis-cli shutdown to whatever Redis listens now
    expect(alive(other)).toBe(true);
    expect(s.has("redis.started")).toBe(false);

    const ours = fakeProcess("redis-server 127.0.0.1:6379");
    s.write("redis.started", "");
    s.write("redis.pid", String(ours.pid));
    expect((await s.sh("down")).code).toBe(0);
    await exited(ours);
    expect(alive(ours)).toBe(false);
    expect(s.has("redis.started")).toBe(false);
  });

  it("stops PostgreSQL only while the postmaster running is the one it started", async () => {
    const s = sandbox();
    const started = fakeProcess("postgres -D /var/lib/postgresql/15/main");
    const now = fakeProcess("postgres -D /var/lib/postgresql/15/main");
    // After a reboot the cluster runs again, started by the system: another postmaster pid.
    s.write("postgres.started", `15 ${started.pid}`);
    writeFileSync(join(s.pgRun, "15-main.pid"), `${now.pid}\n`);
    expect((await s.sh("down")).code).toBe(0);
    expect(s.calls()).toBe("");
    expect(s.has("postgres.started")).toBe(false);

    s.write("postgres.started", `15 ${now.pid}`);
    expect((await s.sh("down")).code).toBe(0);
    expect(s.calls()).toBe("pg_ctlcluster 15 main stop\n");
    expect(s.has("postgres.started")).toBe(false);
  });

  it("make up on a Redis already running drops the marker its own, now gone, Redis left", async () => {
    const s = sandbox({ "redis-cli": 'case "$*" in *ping*) echo PONG ;; esac' });
    const other = fakeProcess("sleep");
    s.write("redis.started", "");
    s.write("redis.pid", String(other.pid));
    const r = await s.sh("start_redis");
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("Redis already running on 6379: using it");
    expect(s.has("redis.started")).toBe(false); // make down will not stop the Redis that runs now
  });
});

describe("stack.sh: PostgreSQL and Redis", () => {
  it("uses a DATABASE_URL and a REDIS_URL on another host as they are: nothing installed, started or created", async () => {
    const s = sandbox({ pg_isready: "exit 1", psql: "exit 1", "redis-server": "exit 1" });
    const r = await s.sh("start_postgres; start_redis", {
      DATABASE_URL: "postgres://app:secret@db.internal:5432/warden",
      REDIS_URL: "redis://cache.internal:6379",
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("PostgreSQL: using the server in DATABASE_URL (db.internal)");
    expect(r.stderr).toContain("Redis: using the server in REDIS_URL (cache.internal)");
    expect(r.stderr).not.toContain("secret");
    expect(s.calls()).toBe("");
  });

  it("creates the stack's role with its password on psql's stdin, never on a command line", async () => {
    // PostgreSQL runs; the role cannot sign in yet; psql records its arguments and the SQL it reads.
    const s = sandbox({
      pg_isready: "exit 0",
      psql: 'case "$*" in *"-U warden"*) exit 2 ;; esac; sql=$(cat); echo "sql: $sql" >> "$(dirname "$0")/../calls"',
    });
    const r = await s.sh("start_postgres", { DATABASE_URL: "" });
    expect(r.code).toBe(0);
    const calls = s.calls().split("\n");
    expect(calls.filter((l) => l.startsWith("psql ")).every((l) => !/password/i.test(l))).toBe(true);
    expect(calls).toContain("sql: CREATE ROLE warden LOGIN PASSWORD 'warden' CREATEDB");
    expect(calls).toContain("sql: CREATE DATABASE warden OWNER warden");
  });
});

describe("stack.sh: starting the services", () => {
  it("refuses a port another program holds, naming the port and the service", async () => {
    const s = sandbox();
    const server = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const r = await s.sh(`SERVICES=("engine ${port}"); check_ports`);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`port ${port} (engine) is in use by a program this stack did not start`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect((await s.sh(`SERVICES=("engine ${port}"); check_ports`)).code).toBe(0);
  });

  it("hands the services their settings through the environment, a password with a quote, a space and a star intact", async () => {
    const s = sandbox();
    const url = "postgres://warden:p'a s*@127.0.0.1:5432/warden";
    const r = await s.sh(
      `KAFKA_BROKERS=127.0.0.1:1; (in_service_env node -e 'process.stdout.write(JSON.stringify([process.env.DATABASE_URL, process.env.KAFKA_BROKERS, process.env.ENGINE_URL]))')`,
      { DATABASE_URL: url },
    );
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual([url, "127.0.0.1:1", "http://127.0.0.1:50051"]);
  });
});
