/**
 * Writes docs/api/openapi.json from the gateway's OpenAPI document.
 *
 *   npx tsx scripts/openapi-export.ts          write the file
 *   npx tsx scripts/openapi-export.ts --check  exit 1 when the committed file differs
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderOpenApiJson } from "../services/gateway/src/openapi/serialize.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const target = resolve(root, "docs/api/openapi.json");
const shown = relative(process.cwd(), target) || target;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--check");
  if (unknown.length > 0) {
    console.error(`openapi-export: unknown argument(s) ${unknown.join(" ")}; usage: openapi-export.ts [--check]`);
    return 2;
  }
  const expected = renderOpenApiJson();

  if (args.includes("--check")) {
    const current = await readFile(target, "utf8").catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return null;
      throw err;
    });
    if (current === null) {
      console.error(`openapi-export: ${shown} is missing; run \`npx tsx scripts/openapi-export.ts\`.`);
      return 1;
    }
    if (current !== expected) {
      const a = current.split("\n");
      const b = expected.split("\n");
      let line = 0;
      while (line < a.length && line < b.length && a[line] === b[line]) line++;
      console.error(
        `openapi-export: ${shown} is out of date with services/gateway/src/openapi (first difference at line ${line + 1}); run \`npx tsx scripts/openapi-export.ts\`.`,
      );
      return 1;
    }
    console.log(`openapi-export: ${shown} is up to date.`);
    return 0;
  }

  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, expected);
  console.log(`openapi-export: wrote ${shown} (${Buffer.byteLength(expected)} bytes).`);
  return 0;
}

process.exitCode = await main();
