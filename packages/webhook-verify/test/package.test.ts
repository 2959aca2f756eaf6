import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sign, signStandard } from "../src/index.js";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const pkg = JSON.parse(read("../package.json")) as { license?: string; files?: string[]; dependencies?: Record<string, string> };

describe("the published package", () => {
  it("is Apache-2.0 licensed, with the repository's LICENSE text", () => {
    expect(pkg.license).toBe("Apache-2.0");
    const license = read("../LICENSE");
    expect(license).toBe(read("../../../LICENSE"));
    expect(license).toMatch(/^\s*Apache License\s+Version 2\.0, January 2004/);
    expect(license).toContain("END OF TERMS AND CONDITIONS");
  });

  it("ships README.md, LICENSE and the built code only, and needs no runtime dependency", () => {
    const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: new URL("..", import.meta.url), encoding: "utf8" });
    const files = (JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(["README.md", "LICENSE", "package.json", "dist/index.js", "dist/index.d.ts", "dist/events.d.ts"]));
    expect(files.filter((f) => f.startsWith("test/") || f.startsWith("src/") || f.startsWith("examples/") || f.endsWith(".map"))).toEqual([]);
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it("documents known answers that the signers give", () => {
    const readme = read("../README.md");
    const body = readme.match(/```json\n(\{"id":"evt_0HZx8c2Lq7Tn".*\})\n```/)?.[1];
    expect(body).toBeDefined();
    const secret = "whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=";
    expect(readme).toContain(`X-Svc-Signature: ${sign(secret, 1767225600, body!)}`);
    expect(readme).toContain(`webhook-signature: ${signStandard(secret, "evt_0HZx8c2Lq7Tn", 1767225600, body!)}`);
  });
});
