import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapiDocument } from "../src/openapi/document.js";

// The document as a client generator sees it: types from openapi-typescript with its default flags
// (which make a property with a `default` required), compiled by TypeScript in strict mode.

type Json = Record<string, unknown>;
const doc = openapiDocument as unknown as Json;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "warden-openapi-ts-"));
  const types = astToString(await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], { silent: true }));
  writeFileSync(join(dir, "openapi.ts"), types);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The TypeScript errors of a file that imports the generated types (none: it compiles). */
function compile(name: string, source: string): string[] {
  const file = join(dir, name);
  writeFileSync(
    file,
    `import type { components, paths } from "./openapi.js";
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type { Body, components, Equal, RequiredKeys };
${source}
`,
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? `${d.file.fileName.slice(dir.length + 1)}: ` : ""}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

/** The request body schemas of the document's operations that are objects (a one-of body is not). */
function requestObjectSchemas(): { name: string; required: string[] }[] {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const names = new Set<string>();
  for (const item of Object.values(doc.paths as Json)) {
    for (const op of Object.values(item as Json)) {
      const schema = (((((op as Json).requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema ??
        {}) as Json;
      if (typeof schema.$ref === "string") names.add(schema.$ref.replace("#/components/schemas/", ""));
    }
  }
  return [...names]
    .filter((name) => isObject(schemas[name]!.properties))
    .map((name) => ({ name, required: (schemas[name]!.required as string[] | undefined) ?? [] }));
}

/** The JSON body of the README's first `curl ... /spam/check` example. */
function readmeCheckBody(): unknown {
  const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
  const command = readme.split("```").find((block) => block.includes("/spam/check") && block.includes("-d '"));
  const body = command?.match(/-d '(\{[^']*\})'/)?.[1];
  if (body === undefined) throw new Error("README.md has no curl example of POST /spam/check");
  return JSON.parse(body);
}

describe("the types openapi-typescript generates with its default flags", () => {
  it("accept the README's check and each body with only its required fields", () => {
    const errors = compile(
      "minimal.ts",
      `
export const readme: Body<"/spam/check", "post"> = ${JSON.stringify(readmeCheckBody())};
export const rule: Body<"/groups/{id}/rules", "post"> = { name: "dm_invite", kind: "regex", pattern: "(?i)dm me", weight: 40 };
export const replaced: Body<"/groups/{id}/rules/{ruleId}", "put"> = { name: "dm_invite", kind: "keyword", pattern: "dm me", weight: 40 };
export const webhook: Body<"/webhooks", "post"> = { url: "https://example.com/hooks/warden" };
export const check: Body<"/spam/check", "post"> = { text: "hello", include_ai: true, group_id: -1001234567890 };
`,
    );
    expect(errors).toEqual([]);
  });

  it("make exactly the document's required fields required, in every request body", () => {
    const bodies = requestObjectSchemas();
    expect(bodies.map((b) => b.name)).toEqual(expect.arrayContaining(["SpamCheckRequest", "RuleInput", "WebhookCreate", "WebhookPatch"]));
    const assertions = bodies.map(
      ({ name, required }) =>
        `export const ${name}: Equal<RequiredKeys<components["schemas"]["${name}"]>, ${required.length ? required.map((k) => JSON.stringify(k)).join(" | ") : "never"}> = true;`,
    );
    expect(compile("required.ts", assertions.join("\n"))).toEqual([]);
  });

  it("type an operation's errors as a union a client narrows by `error.code`, `details` included", () => {
    // The error union of an operation, as openapi-fetch (the SDK's client) hands it to a caller: the
    // JSON of every status but the successes, `default` included.
    const errors = compile(
      "errors.ts",
      `
type Ops = { [P in keyof paths]: { [M in keyof paths[P]]: paths[P][M] } };
type ErrorOf<P extends keyof paths, M extends keyof Ops[P]> = Ops[P][M] extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 204 ? never : R[S] extends { content: { "application/json": infer B } } ? B : never }[keyof R]
  : never;
export function handle(e: ErrorOf<"/spam/check", "post">, r: ErrorOf<"/groups/{id}/rules", "post">, q: ErrorOf<"/groups/{id}/journal", "get">): string[] {
  const out: string[] = [e.error.message, e.error.request_id];
  if (e.error.code === "validation_failed") for (const x of e.error.details.errors) out.push(x.path, x.message);
  if (e.error.code === "plan_required") out.push(e.error.details.required_plan, e.error.details.subject);
  if (e.error.code === "daily_quota_exceeded") out.push(e.error.details.reset_at, e.error.details.upgrade_hint);
  if (e.error.code === "rate_limit_exceeded") out.push(String(e.error.details?.retry_after));
  if (r.error.code === "limit_reached") out.push(r.error.details.resource);
  if (q.error.code === "validation_failed") out.push(q.error.details.errors[0].path);
  // @ts-expect-error not a code GET /groups/{id}/journal answers
  if (q.error.code === "limit_reached") out.push("never");
  return out;
}
`,
    );
    expect(errors).toEqual([]);
  });

  it("let a client build an error body with its `details` and read the open objects (no `Record<string, never>`)", () => {
    // A bare `{type: object}` becomes `Record<string, never>`: `details` of the 422 body was
    // `Record<string, never> & ValidationFailedDetails`, which no value (a test's mocked answer) fits.
    const errors = compile(
      "open.ts",
      `
type Json<R> = R extends { content: { "application/json": infer B } } ? B : never;
export const invalid: Json<components["responses"]["ValidationFailed"]> = {
  error: { code: "validation_failed", message: "text: required", request_id: "req_1", details: { errors: [{ path: "text", message: "required" }] } },
};
export const capped: components["schemas"]["ErrorResponse"] = {
  error: { code: "limit_reached", message: "200 rules at most", request_id: "req_1", details: { resource: "rules", limit: 200 } },
};
export const data = (e: components["schemas"]["WebhookEnvelope"]): unknown => e.data.user_id;
export const info = (d: Json<paths["/openapi.json"]["get"]["responses"][200]>): string => String(d.info.title);
`,
    );
    expect(errors).toEqual([]);
  });

  it("still refuse a body without a required field (the check above can fail)", () => {
    const errors = compile(
      "missing.ts",
      `
export const noText: Body<"/spam/check", "post"> = { include_ai: true };
export const wrong: Equal<RequiredKeys<components["schemas"]["SpamCheckRequest"]>, "text" | "include_ai"> = true;
`,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^missing\.ts: Property 'text' is missing/),
      expect.stringMatching(/^missing\.ts: Type 'true' is not assignable to type 'false'/),
    ]);
  });
});
