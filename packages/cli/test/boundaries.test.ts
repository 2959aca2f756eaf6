import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The CLI reaches the services by URL (the gateway's admin surface, groups-config's admin RPCs):
// no database driver and no service package, so it works with the database user of no service.
const root = new URL("..", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { dependencies: Record<string, string>; bin: Record<string, string> };
const sources = readdirSync(new URL("src/", root)).map((f) => readFileSync(new URL(`src/${f}`, root), "utf8"));

describe("the CLI's boundaries", () => {
  it("depends on no database package and on no service", () => {
    const deps = Object.keys(pkg.dependencies);
    expect(
      deps.filter((d) => d === "pg" || d === "@warden/db" || /^@warden\/(gateway|groups-config|journal-analytics|webhook-dispatcher|engine|bot)$/.test(d)),
    ).toEqual([]);
    const imports = sources.flatMap((s) => [...s.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!));
    expect(
      imports.filter(
        (i) => i === "pg" || i.startsWith("@warden/db") || /^@warden\/(gateway|groups-config|journal-analytics|webhook-dispatcher|engine|bot)/.test(i),
      ),
    ).toEqual([]);
    expect(sources.join("\n")).not.toContain("DATABASE_URL");
  });

  it("links its bin to a committed launcher (npm ci links it before any build)", () => {
    expect(pkg.bin).toEqual({ warden: "./bin/warden.js" });
    const launcher = readFileSync(new URL("bin/warden.js", root), "utf8");
    expect(launcher.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(launcher).toContain('import("../dist/main.js")');
  });
});
