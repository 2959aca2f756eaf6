import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { UsageError } from "../src/args.js";
import { COMMANDS, run } from "../src/commands.js";

const endpoints = { gatewayAdminUrl: "http://127.0.0.1:9", groupsConfigUrl: "http://127.0.0.1:9", token: "t", baseUrl: "http://127.0.0.1:8080" };
const text = async (argv: string[]) => {
  const out = await run(argv, endpoints, "0.0.0");
  expect(out.kind).toBe("text");
  return (out as { text: string }).text;
};

describe("help on a command group", () => {
  for (const group of ["account", "key", "group"]) {
    const members = Object.entries(COMMANDS).filter(([name]) => name.startsWith(`${group} `));

    it(`\`warden help ${group}\`, \`warden ${group} --help\` and \`-h\` list its subcommands with their summaries`, async () => {
      for (const argv of [
        ["help", group],
        [group, "--help"],
        [group, "-h"],
      ]) {
        const help = await text(argv);
        expect(help, argv.join(" ")).toMatch(new RegExp(`^usage: warden ${group} <subcommand>`));
        for (const [name, c] of members) expect(help).toMatch(new RegExp(`^  ${name} +${c.summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
        const others = Object.keys(COMMANDS).filter((name) => !name.startsWith(`${group} `));
        for (const name of others) expect(help).not.toMatch(new RegExp(`^  ${name} `, "m"));
      }
    });
  }

  it("a group without a subcommand, or with an unknown one, is a usage mistake that lists the group's subcommands", async () => {
    await expect(run(["account"], endpoints, "0")).rejects.toThrow(UsageError);
    await expect(run(["account"], endpoints, "0")).rejects.toThrow(/account create +Creates an API account/);
    await expect(run(["account", "bogus"], endpoints, "0")).rejects.toThrow(/^unknown command: account bogus\n[\s\S]*account show +Prints an account/);
    await expect(run(["help", "account", "bogus"], endpoints, "0")).rejects.toThrow(/^no such command: account bogus/);
  });

  it("help on one command is unchanged", async () => {
    expect(await text(["help", "key", "create"])).toMatch(/^usage: warden key create ACC --scope read\|write\n/);
    expect(await text(["key", "create", "--help"])).toMatch(/^usage: warden key create ACC --scope read\|write\n/);
  });
});

describe("command names", () => {
  it("a name every object has (constructor, toString, __proto__) is an unknown command like any other", async () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      await expect(run([name], endpoints, "0"), name).rejects.toThrow(new RegExp(`^unknown command: ${name}\n`));
      await expect(run(["help", name], endpoints, "0"), name).rejects.toThrow(new RegExp(`^no such command: ${name}\n`));
    }
  });

  it("the help lists --version, which answers the version", async () => {
    expect(await text(["help"])).toMatch(/^usage: .*warden --version$/m);
    expect(await text(["--version"])).toBe("warden 0.0.0");
  });
});

describe("a malformed groups-config URL", () => {
  const bad = { ...endpoints, groupsConfigUrl: "127.0.0.1:50052" };

  it("leaves the commands that call the gateway alone", async () => {
    // The gateway (nothing listens on its port) answers: groups-config's URL played no part.
    await expect(run(["account", "show", "acc_x"], bad, "0")).rejects.toMatchObject({
      code: "unreachable",
      message: expect.stringContaining("set WARDEN_GATEWAY_ADMIN_URL"),
    });
  });

  it("is unreachable, naming the variable, for the commands that call groups-config", async () => {
    await expect(run(["group", "upsert", "--id", "-1001", "--title", "t", "--plan", "pro"], bad, "0")).rejects.toMatchObject({
      code: "unreachable",
      message: "cannot reach groups-config at 127.0.0.1:50052 (Invalid URL): set WARDEN_GROUPS_CONFIG_URL",
    });
  });
});

describe("exit codes of the process: 0 success (help included), 2 a usage mistake, 1 a failure", () => {
  // the built CLI, as the `warden` launcher runs it (make test builds every package first)
  const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));
  const warden = async (argv: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [main, ...argv], {
        env: { ...process.env, WARDEN_ADMIN_TOKEN: "t", ...env },
      });
      return { status: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { status: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
  /** A port nothing listens on: bound, then released. */
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });

  it("help on a group exits 0; a group alone exits 2; an unreachable gateway exits 1 with the JSON error", async () => {
    const port = await closedPort();
    const [help, bare, unreachable] = await Promise.all([
      warden(["help", "account"]),
      warden(["account"]),
      warden(["account", "show", "acc_x"], { WARDEN_GATEWAY_ADMIN_URL: `http://127.0.0.1:${port}` }),
    ]);
    expect(help).toMatchObject({ status: 0, stderr: "" });
    expect(help.stdout).toMatch(/^usage: warden account <subcommand>/);
    expect(bare).toMatchObject({ status: 2, stdout: "" });
    expect(bare.stderr).toMatch(/^warden: /);
    expect(unreachable).toMatchObject({ status: 1, stdout: "" });
    expect(JSON.parse(unreachable.stderr)).toMatchObject({ error: { code: "unreachable", message: expect.stringContaining("WARDEN_GATEWAY_ADMIN_URL") } });
  }, 30_000); // three node processes on a shared machine

  it("an empty token file named by WARDEN_ADMIN_TOKEN_FILE is a config error naming the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "warden-cli-"));
    try {
      const file = join(dir, "admin-token");
      writeFileSync(file, "\n");
      const failed = await warden(["account", "show", "acc_x"], { WARDEN_ADMIN_TOKEN: "", WARDEN_ADMIN_TOKEN_FILE: file });
      expect(failed).toMatchObject({ status: 1, stdout: "" });
      expect(JSON.parse(failed.stderr)).toEqual({ error: { code: "config", message: `the operator token file ${file} is empty` } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000); // a node process on a shared machine

  it("a refusal of the gateway exits 1 with its code, message and request id (what its log line carries)", async () => {
    const gateway = createHttpServer((_req, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "internal", message: "Internal error.", request_id: "req_0123456789abcdef0123456789abcdef" } }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    try {
      const failed = await warden(["account", "show", "acc_x"], { WARDEN_GATEWAY_ADMIN_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` });
      expect(failed).toMatchObject({ status: 1, stdout: "" });
      expect(JSON.parse(failed.stderr)).toEqual({
        error: { code: "internal", message: "Internal error.", request_id: "req_0123456789abcdef0123456789abcdef" },
      });
    } finally {
      gateway.closeAllConnections();
      gateway.close();
    }
  }, 30_000); // a node process on a shared machine
});

describe("account and key ids are checked against the contract's id format before any call", () => {
  it.each([
    [
      "key create .. (a path that the URL parser would collapse onto another route)",
      ["key", "create", "..", "--scope", "read"],
      /^ACC must be an account id \(acc_…\), got "\.\."\n/,
    ],
    ["key revoke of an account id", ["key", "revoke", "acc_x"], /^KEY_ID must be a key id \(key_…\), got "acc_x"\n/],
    ["account show with a slash", ["account", "show", "acc_x/keys"], /^ACC must be an account id/],
    ["account freeze of a key id", ["account", "freeze", "key_x"], /^ACC must be an account id/],
    ["group upsert --admin", ["group", "upsert", "--id", "-1001", "--title", "t", "--plan", "pro", "--admin", "acme"], /^--admin must be an account id/],
    ["group revoke --admin", ["group", "revoke", "--id", "-1001", "--admin", "../keys"], /^--admin must be an account id/],
  ])("%s is a usage mistake", async (_, argv, message) => {
    await expect(run(argv, endpoints, "0")).rejects.toThrow(UsageError);
    await expect(run(argv, endpoints, "0")).rejects.toThrow(message);
  });

  it("a well-formed id goes to the service (nothing listens on port 9)", async () => {
    for (const argv of [
      ["key", "revoke", "key_0123456789abcdefABCD"],
      ["account", "show", "acc_0123456789abcdefABCD"],
    ]) {
      await expect(run(argv, endpoints, "0"), argv.join(" ")).rejects.toMatchObject({ code: "unreachable" });
    }
  });
});

describe("`warden demo` runs against the local stack only, unless told the deployment is not a production one", () => {
  const remote = { ...endpoints, gatewayAdminUrl: "http://warden-gateway.invalid:8081", groupsConfigUrl: "http://warden-groups-config.invalid:50052" };

  it("refuses services that are not on this machine, before any call", async () => {
    const refused = run(["demo"], remote, "0");
    await expect(refused).rejects.toThrow(UsageError);
    await expect(refused).rejects.toThrow(
      /^warden demo writes group -1001234567890, links Telegram user 100000001 and revokes the demo account's keys: it runs against the local stack only, and http:\/\/warden-gateway\.invalid:8081 and http:\/\/warden-groups-config\.invalid:50052 are not on this machine .*give --not-production\nusage: warden demo \[--not-production\]$/,
    );
    await expect(run(["demo"], { ...endpoints, groupsConfigUrl: "http://10.0.0.7:50052" }, "0")).rejects.toThrow(
      /http:\/\/10\.0\.0\.7:50052 is not on this machine/,
    );
  });

  it("goes ahead on loopback (the local stack), or elsewhere with --not-production", async () => {
    for (const [argv, e] of [
      [["demo"], endpoints],
      [["demo"], { ...endpoints, gatewayAdminUrl: "http://localhost:9", groupsConfigUrl: "http://[::1]:9" }],
      [["demo", "--not-production"], remote],
    ] as const) {
      // Nothing answers at those addresses: the first call was made.
      await expect(run([...argv], e, "0"), `${argv.join(" ")} ${e.gatewayAdminUrl}`).rejects.toMatchObject({ code: "unreachable" });
    }
  });
});

describe("warden account find", () => {
  it("asks the gateway for the account of that name", async () => {
    const seen: string[] = [];
    const gateway = createHttpServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ accounts: [{ id: "acc_acme", name: "Acme & Co", plan: "pro" }] }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    try {
      const out = await run(
        ["account", "find", "--name", "Acme & Co"],
        { ...endpoints, gatewayAdminUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` },
        "0",
      );
      expect(out).toEqual({ kind: "json", value: { accounts: [{ id: "acc_acme", name: "Acme & Co", plan: "pro" }] } });
      expect(seen).toEqual(["GET /admin/v1/accounts?name=Acme+%26+Co"]);
    } finally {
      gateway.closeAllConnections();
      gateway.close();
    }
    await expect(run(["account", "find"], endpoints, "0")).rejects.toThrow(/^--name is required\n/);
  });
});
