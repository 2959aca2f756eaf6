/**
 * Wrapper around tools/kafka-mock (librdkafka's mock cluster) for integration
 * tests: start a throw-away Kafka-protocol cluster on 127.0.0.1, inject faults
 * (broker down/up, leader moves, request errors), stop it.
 *
 * The launcher speaks a line protocol on stdin/stdout: it prints
 * `BOOTSTRAP host:port,...` once, then answers each command line with `OK` or
 * `ERR <reason>`. Closing its stdin makes it exit, so a cluster never outlives
 * the process that started it.
 *
 * Only node built-ins are used here.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { accessSync, constants as fsConstants, existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export interface KafkaMockOptions {
  /** Number of brokers (ids 1..N). Default 1. */
  brokers?: number;
  /** Topics to create at startup (the mock has no CreateTopics handler). */
  topics?: { name: string; partitions: number; replication?: number }[];
  /** Path to the launcher binary. Default: kafkaMockBinary(). */
  binary?: string;
}

export interface KafkaProjectTopic {
  name: string;
  partitions: number;
  retentionMs: number;
}

/**
 * How long the mock may take to print its bootstrap list. It starts in well under a second alone; on a 2-core machine
 * with two test files starting services at once it took over 10 s (21 topics), and a start given up on fails a
 * whole file.
 */
const START_TIMEOUT_MS = 30_000;
const COMMAND_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 3_000;
const STDERR_LIMIT = 16 * 1024;
const TOPIC_NAME = /^[A-Za-z0-9._-]{1,249}$/;

let cachedRepoRoot: string | undefined;

/** Repository root: the nearest ancestor directory containing turbo.json. */
function repoRoot(): string {
  if (cachedRepoRoot !== undefined) return cachedRepoRoot;
  // Works both from packages/testing/src (tsx/vitest) and packages/testing/dist.
  const starts = [dirname(fileURLToPath(new URL(import.meta.url))), process.cwd()];
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, "turbo.json"))) {
        cachedRepoRoot = dir;
        return dir;
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`kafka-mock: could not find the repository root (a directory containing turbo.json) above ${starts.join(" or ")}`);
}

/** Default location of the launcher binary built by `make -C tools/kafka-mock`. */
export function kafkaMockBinary(): string {
  return join(repoRoot(), "tools", "kafka-mock", "bin", "kafka-mock");
}

/** The project's topics, from config/kafka-topics.json (the single source of truth). */
export function projectTopics(): KafkaProjectTopic[] {
  const file = join(repoRoot(), "config", "kafka-topics.json");
  const raw: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array`);
  return raw.map((entry: unknown, i): KafkaProjectTopic => {
    const t = entry as Partial<Record<keyof KafkaProjectTopic, unknown>> | null;
    if (
      t === null ||
      typeof t !== "object" ||
      typeof t.name !== "string" ||
      !TOPIC_NAME.test(t.name) ||
      !isPositiveInt(t.partitions) ||
      !isPositiveInt(t.retentionMs)
    ) {
      throw new Error(`${file}: entry ${i} must be {name, partitions, retentionMs} with a valid topic name and positive integers`);
    }
    return { name: t.name, partitions: t.partitions, retentionMs: t.retentionMs };
  });
}

function isPositiveInt(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0;
}

function checkInt(what: string, v: number, min: number): void {
  if (!Number.isSafeInteger(v) || v < min) {
    throw new RangeError(`kafka-mock: ${what} must be an integer >= ${min}, got ${String(v)}`);
  }
}

function checkTopic(name: string): void {
  if (!TOPIC_NAME.test(name)) throw new RangeError(`kafka-mock: invalid topic name ${JSON.stringify(name)}`);
}

interface Pending {
  command: string;
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

export class KafkaMockCluster {
  /** Bootstrap addresses, e.g. ["127.0.0.1:40123", ...]; index i is broker id i+1. */
  readonly brokers: string[];

  readonly #child: ChildProcessWithoutNullStreams;
  readonly #exited: Promise<void>;
  readonly #stderr: () => string;
  #queue: Promise<unknown> = Promise.resolve();
  #pending: Pending | undefined;
  #exitInfo: string | undefined;
  #stopping = false;

  private constructor(
    child: ChildProcessWithoutNullStreams,
    brokers: string[],
    onLine: (handler: (line: string) => void) => void,
    exited: Promise<string>,
    stderr: () => string,
  ) {
    this.#child = child;
    this.brokers = brokers;
    this.#stderr = stderr;
    onLine((line) => this.#onLine(line));
    this.#exited = exited.then((info) => {
      this.#exitInfo = info;
      const p = this.#pending;
      this.#pending = undefined;
      if (p) {
        clearTimeout(p.timer);
        p.reject(this.#error(`exited (${info}) while running "${p.command}"`));
      }
    });
  }

  /** Spawns the launcher and waits for its BOOTSTRAP line (10 s timeout). */
  static async start(opts: KafkaMockOptions = {}): Promise<KafkaMockCluster> {
    const brokerCount = opts.brokers ?? 1;
    checkInt("brokers", brokerCount, 1);
    const args = ["--brokers", String(brokerCount)];
    for (const t of opts.topics ?? []) {
      checkTopic(t.name);
      checkInt(`partitions of ${t.name}`, t.partitions, 1);
      const replication = t.replication ?? Math.min(brokerCount, 3);
      checkInt(`replication of ${t.name}`, replication, 1);
      args.push("--topic", `${t.name}:${t.partitions}:${replication}`);
    }

    const binary = opts.binary ?? kafkaMockBinary();
    try {
      accessSync(binary, fsConstants.X_OK);
    } catch {
      throw new Error(`kafka-mock: launcher binary not found or not executable at ${binary}; run make -C tools/kafka-mock`);
    }

    const child = spawn(binary, args, { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_LIMIT);
    });
    // The launcher exits on its own if this pipe breaks; never crash on EPIPE.
    child.stdin.on("error", () => {});

    const exited = new Promise<string>((resolveExit) => {
      let spawnError: Error | undefined;
      child.once("error", (err) => {
        spawnError = err;
        // 'close' is not guaranteed after a failed spawn.
        if (child.pid === undefined) resolveExit(`spawn failed: ${err.message}`);
      });
      child.once("close", (code, signal) => {
        resolveExit(spawnError && child.pid === undefined ? `spawn failed: ${spawnError.message}` : signal ? `signal ${signal}` : `exit code ${String(code)}`);
      });
    });

    const rl = createInterface({ input: child.stdout, crlfDelay: Infinity });
    let lineHandler: ((line: string) => void) | undefined;
    const early: string[] = [];

    const bootstrap = await new Promise<string>((resolveStart, rejectStart) => {
      let settled = false;
      const fail = (why: string): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        // Give stderr a moment to drain so the message includes it.
        setTimeout(() => {
          const err = stderr.trim();
          rejectStart(
            new Error(
              `kafka-mock: failed to start ${binary} ${args.join(" ")}: ${why}` +
                (err ? `\n--- stderr ---\n${err}` : "") +
                `\n(if the binary is missing or stale, run make -C tools/kafka-mock)`,
            ),
          );
        }, 50);
      };
      const timer = setTimeout(() => fail(`no BOOTSTRAP line within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
      rl.on("line", (line) => {
        if (!settled) {
          if (line.startsWith("BOOTSTRAP ")) {
            settled = true;
            clearTimeout(timer);
            resolveStart(line.slice("BOOTSTRAP ".length).trim());
          } else {
            fail(`unexpected output before BOOTSTRAP: ${JSON.stringify(line)}`);
          }
          return;
        }
        if (lineHandler) lineHandler(line);
        else early.push(line);
      });
      void exited.then((info) => fail(`launcher exited (${info}) before printing BOOTSTRAP`));
    });

    const brokers = bootstrap
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    if (brokers.length !== brokerCount) {
      child.kill("SIGKILL");
      throw new Error(`kafka-mock: expected ${brokerCount} bootstrap addresses, got ${JSON.stringify(bootstrap)}`);
    }

    return new KafkaMockCluster(
      child,
      brokers,
      (handler) => {
        lineHandler = handler;
        for (const line of early.splice(0)) handler(line);
      },
      exited,
      () => stderr,
    );
  }

  /** PID of the launcher process. */
  get pid(): number {
    // spawn succeeded (we got BOOTSTRAP), so pid is set.
    return this.#child.pid ?? -1;
  }

  /** Bootstrap list as one comma-separated string (for KAFKA_BROKERS etc.). */
  get bootstrap(): string {
    return this.brokers.join(",");
  }

  /** Resolves once the launcher process has exited. */
  get exited(): Promise<void> {
    return this.#exited;
  }

  /** Disconnects the broker and refuses new connections. Does NOT move partition leaders. */
  brokerDown(id: number): Promise<void> {
    return this.#brokerCommand("down", id);
  }

  /** Makes a downed broker accept connections again. */
  brokerUp(id: number): Promise<void> {
    return this.#brokerCommand("up", id);
  }

  /** Makes brokerId the leader of topic/partition. */
  moveLeader(topic: string, partition: number, brokerId: number): Promise<void> {
    return this.#guard(() => {
      checkTopic(topic);
      checkInt("partition", partition, 0);
      this.#checkBroker(brokerId);
      return `leader ${topic} ${partition} ${brokerId}`;
    });
  }

  /**
   * The next codes.length requests with this API key (cluster-wide) fail with the
   * given Kafka error codes, in order (e.g. apiKey 0 = Produce, code 6 = NOT_LEADER_FOR_PARTITION).
   */
  pushRequestErrors(apiKey: number, codes: number[]): Promise<void> {
    return this.#guard(() => {
      checkInt("apiKey", apiKey, 0);
      if (codes.length === 0) throw new RangeError("kafka-mock: pushRequestErrors needs at least one error code");
      for (const c of codes) {
        if (!Number.isSafeInteger(c)) throw new RangeError(`kafka-mock: invalid error code ${String(c)}`);
      }
      return `errors ${apiKey} ${codes.join(",")}`;
    });
  }

  /**
   * Pins the coordinator of a consumer group (or transactional id) to a broker. The mock
   * otherwise picks it by hashing the id and never moves it, not even off a downed broker.
   */
  setCoordinator(keyType: "group" | "transaction", key: string, brokerId: number): Promise<void> {
    return this.#guard(() => {
      if (keyType !== "group" && keyType !== "transaction") {
        throw new RangeError(`kafka-mock: coordinator key type must be "group" or "transaction"`);
      }
      if (!/^[^\s]{1,249}$/.test(key)) throw new RangeError(`kafka-mock: invalid coordinator key ${JSON.stringify(key)}`);
      this.#checkBroker(brokerId);
      return `coordinator ${keyType} ${key} ${brokerId}`;
    });
  }

  /** Adds a round-trip delay to every response of a broker. */
  setRtt(brokerId: number, ms: number): Promise<void> {
    return this.#guard(() => {
      this.#checkBroker(brokerId);
      checkInt("rtt ms", ms, 0);
      return `rtt ${brokerId} ${ms}`;
    });
  }

  /** Creates a topic (the mock does not implement the CreateTopics API). */
  createTopic(name: string, partitions: number, replication?: number): Promise<void> {
    return this.#guard(() => {
      checkTopic(name);
      checkInt("partitions", partitions, 1);
      const rf = replication ?? Math.min(this.brokers.length, 3);
      checkInt("replication", rf, 1);
      return `topic ${name} ${partitions} ${rf}`;
    });
  }

  /** Asks the launcher to quit and waits for it to exit; SIGKILLs it after 3 s. Idempotent. */
  async stop(): Promise<void> {
    if (this.#exitInfo !== undefined) return;
    this.#stopping = true;
    const child = this.#child;
    if (child.stdin.writable) {
      child.stdin.write("quit\n");
      child.stdin.end();
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      this.#exited.then(() => false),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(true), STOP_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      child.kill("SIGKILL");
      await this.#exited;
    }
  }

  #brokerCommand(cmd: "down" | "up", id: number): Promise<void> {
    return this.#guard(() => {
      this.#checkBroker(id);
      return `${cmd} ${id}`;
    });
  }

  #checkBroker(id: number): void {
    if (!Number.isSafeInteger(id) || id < 1 || id > this.brokers.length) {
      throw new RangeError(`kafka-mock: broker id must be 1..${this.brokers.length}, got ${String(id)}`);
    }
  }

  /** Validates synchronously-built command text, then queues it. */
  #guard(build: () => string): Promise<void> {
    let command: string;
    try {
      command = build();
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    return this.#enqueue(command);
  }

  /** Runs commands strictly one at a time, in call order. */
  #enqueue(command: string): Promise<void> {
    const run = this.#queue.then(() => this.#send(command));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #send(command: string): Promise<void> {
    return new Promise<void>((resolveCmd, rejectCmd) => {
      if (this.#exitInfo !== undefined) {
        rejectCmd(this.#error(`has exited (${this.#exitInfo}); cannot run "${command}"`));
        return;
      }
      if (this.#stopping || !this.#child.stdin.writable) {
        rejectCmd(this.#error(`is stopping; cannot run "${command}"`));
        return;
      }
      const timer = setTimeout(() => {
        if (this.#pending?.timer === timer) this.#pending = undefined;
        // The line protocol is out of sync now and the launcher is wedged: kill it.
        this.#child.kill("SIGKILL");
        rejectCmd(this.#error(`no reply to "${command}" within ${COMMAND_TIMEOUT_MS} ms; launcher killed`));
      }, COMMAND_TIMEOUT_MS);
      this.#pending = { command, resolve: resolveCmd, reject: rejectCmd, timer };
      this.#child.stdin.write(`${command}\n`);
    });
  }

  #onLine(line: string): void {
    const p = this.#pending;
    if (!p) return; // the OK for "quit"
    this.#pending = undefined;
    clearTimeout(p.timer);
    if (line === "OK") p.resolve();
    else if (line.startsWith("ERR")) p.reject(this.#error(`"${p.command}" failed: ${line.slice(3).trim()}`));
    else p.reject(this.#error(`unexpected reply to "${p.command}": ${JSON.stringify(line)}`));
  }

  #error(message: string): Error {
    const err = this.#stderr().trim();
    return new Error(`kafka-mock ${message}${err ? `\n--- stderr ---\n${err}` : ""}`);
  }
}
