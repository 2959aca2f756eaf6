/**
 * Writes packages/webhook-verify/src/events.ts, the TypeScript types of the webhook events, from
 * the OpenAPI document's schemas (docs/api/openapi.json, `components.schemas.WebhookEvent` and
 * `WebhookEnvelope`): the document is the one source, the types follow it.
 *
 *   npx tsx scripts/webhook-events.ts          write the file
 *   npx tsx scripts/webhook-events.ts --check  exit 1 when the committed file differs
 *
 * Run it after `npx tsx scripts/openapi-export.ts` whenever the webhook schemas change.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = resolve(root, "docs/api/openapi.json");
const target = resolve(root, "packages/webhook-verify/src/events.ts");
const shown = relative(process.cwd(), target) || target;

type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
};

/** The document's names of the two roots, and what the package calls them. */
const ROOTS: Record<string, string> = { WebhookEvent: "WardenWebhookEvent", WebhookEnvelope: "WardenWebhookEnvelope" };
const REF = "#/components/schemas/";

function generate(doc: { components: { schemas: Record<string, Schema> } }): string {
  const schemas = doc.components.schemas;
  const emitted = new Map<string, string>(); // document name -> declaration
  const order: string[] = [];

  const resolveRef = (ref: string): [string, Schema] => {
    if (!ref.startsWith(REF)) throw new Error(`unsupported $ref ${ref}`);
    const name = ref.slice(REF.length);
    const s = schemas[name];
    if (!s) throw new Error(`$ref ${ref} names no schema`);
    return [name, s];
  };
  const typeName = (name: string) => ROOTS[name] ?? name;
  /** Objects and unions get a declaration of their own; primitives are written where used. */
  const isNamed = (s: Schema) => s.type === "object" || s.oneOf !== undefined || s.anyOf !== undefined;

  const literal = (v: unknown) => JSON.stringify(v);
  const arrayOf = (t: string) => (/^[A-Za-z_$][\w$]*$/.test(t) ? `${t}[]` : `Array<${t}>`);

  function tsType(s: Schema, indent: string): string {
    if (s.$ref) {
      const [name, target] = resolveRef(s.$ref);
      if (!isNamed(target)) return tsType(target, indent);
      declare(name);
      return typeName(name);
    }
    if (s.const !== undefined) return literal(s.const);
    if (s.enum) return s.enum.map(literal).join(" | ");
    const union = s.oneOf ?? s.anyOf;
    if (union) return union.map((u) => tsType(u, indent)).join(" | ");
    if (Array.isArray(s.type)) return s.type.map((t) => tsType({ ...s, type: t }, indent)).join(" | ");
    switch (s.type) {
      case "string":
        return "string";
      case "integer":
      case "number":
        return "number";
      case "boolean":
        return "boolean";
      case "null":
        return "null";
      case "array":
        if (!s.items) throw new Error("an array schema without items");
        return arrayOf(tsType(s.items, indent));
      case "object":
        return objectType(s, indent);
      default:
        throw new Error(`unsupported schema ${JSON.stringify(s).slice(0, 200)}`);
    }
  }

  function jsdoc(description: string | undefined, indent: string): string {
    if (!description) return "";
    const lines = description.replaceAll("*/", "*\\/").split("\n");
    if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
    return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join("\n")}\n${indent} */\n`;
  }

  function objectType(s: Schema, indent: string): string {
    const props = Object.entries(s.properties ?? {});
    if (props.length === 0) return "Record<string, unknown>";
    if (s.additionalProperties !== false) throw new Error("an object with properties must have additionalProperties: false to be typed exactly");
    const required = new Set(s.required ?? []);
    const inner = `${indent}  `;
    const body = props
      .map(([key, p]) => {
        const description = p.description ?? (p.$ref ? resolveRef(p.$ref)[1].description : undefined);
        return `${jsdoc(description, inner)}${inner}${key}${required.has(key) ? "" : "?"}: ${tsType(p, inner)};`;
      })
      .join("\n");
    return `{\n${body}\n${indent}}`;
  }

  function declare(name: string): void {
    if (emitted.has(name)) return;
    emitted.set(name, ""); // reserve (and stop cycles)
    const s = schemas[name];
    if (!s) throw new Error(`no schema ${name}`);
    const declaration =
      s.type === "object"
        ? `export interface ${typeName(name)} ${objectType(s, "")}`
        : `export type ${typeName(name)} = ${tsType({ ...s, description: undefined }, "")};`;
    emitted.set(name, `${jsdoc(s.description, "")}${declaration}\n`);
    order.push(name);
  }

  for (const name of Object.keys(ROOTS)) declare(name);

  // Each member's `type` has one value: a one-value `enum` (as the document writes a string that has one value), or a `const`.
  const oneValue = (s: Schema | undefined): unknown => s?.const ?? (s?.enum?.length === 1 ? s.enum[0] : undefined);
  const events = schemas.WebhookEvent?.oneOf?.map((ref) => oneValue(resolveRef(ref.$ref ?? "")[1].properties?.type));
  if (!events || events.some((t) => typeof t !== "string")) throw new Error("every member of WebhookEvent must have a type of one value");

  return [
    "// Generated by scripts/webhook-events.ts from docs/api/openapi.json: do not edit.",
    "// `npx tsx scripts/webhook-events.ts` regenerates it; `--check` (in make test) fails when it is stale.",
    "",
    ...order.map((n) => emitted.get(n)),
    "/** The `type` of every webhook event. */",
    `export type WardenWebhookEventType = WardenWebhookEvent["type"];`,
    "",
    "/** Every event kind this version knows, in the document's order. */",
    `export const WARDEN_WEBHOOK_EVENT_TYPES = ${JSON.stringify(events)} as const satisfies readonly WardenWebhookEventType[];`,
    "",
  ].join("\n");
}

/** The generated text as Biome formats it, so that the committed file passes `biome ci` unchanged. */
function formatted(text: string): string {
  const biome = resolve(root, "node_modules/@biomejs/biome/bin/biome");
  const r = spawnSync(process.execPath, [biome, "format", `--stdin-file-path=${relative(root, target)}`], { cwd: root, input: text, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`biome format failed: ${r.stderr}`);
  return r.stdout;
}

function main(): number {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--check");
  if (unknown.length > 0) {
    console.error(`webhook-events: unknown argument(s) ${unknown.join(" ")}; usage: webhook-events.ts [--check]`);
    return 2;
  }
  const expected = formatted(generate(JSON.parse(readFileSync(source, "utf8"))));
  if (args.includes("--check")) {
    let current: string | null = null;
    try {
      current = readFileSync(target, "utf8");
    } catch {
      current = null;
    }
    if (current !== expected) {
      console.error(
        `webhook-events: ${shown} is ${current === null ? "missing" : "out of date with docs/api/openapi.json"}; run \`npx tsx scripts/webhook-events.ts\`.`,
      );
      return 1;
    }
    console.log(`webhook-events: ${shown} is up to date.`);
    return 0;
  }
  writeFileSync(target, expected);
  console.log(`webhook-events: wrote ${shown}.`);
  return 0;
}

process.exitCode = main();
