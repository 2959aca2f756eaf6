import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createOpenApiValidator, type ResponseSample, TRANSPORT_ERROR_CODES } from "@warden/testing";
import { ERROR_CODE_LIST, ERROR_CODES, type ErrorCode, EVENT_TYPES, ID_PREFIXES, LIMITS, parseWhitelistEntry, RESPONSE_SCHEMAS } from "@warden/contract";
import { CONSUMER_DEFAULTS } from "@warden/kafka";
import { createRegistry } from "@warden/telemetry";
import { signDelivery, STANDARD_HEADERS, SVC_HEADERS } from "@warden/webhook-verify";
import type { GatewayDeps } from "../src/deps.js";
import { gatewayMetrics } from "../src/metrics.js";
import { allRoutes, ROUTES } from "../src/routes/index.js";
import { openapiDocument } from "../src/openapi/document.js";
import { renderOpenApiJson } from "../src/openapi/serialize.js";
import { SETTINGS_CATALOG } from "../src/openapi/settings-catalog.js";

type Json = Record<string, unknown>;
const doc = openapiDocument as unknown as Json;
const METHODS = ["get", "put", "post", "patch", "delete"] as const;
const BASE = "/api/public/v1";
/** The routes served without a key: the document, and its rendered reference with its script. */
const PUBLIC = ["/openapi.json", "/docs", "/docs/redoc.standalone.js"];

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function resolve(value: unknown): Json {
  let node = value;
  for (let i = 0; i < 10 && isObject(node) && typeof node.$ref === "string"; i++) {
    node = pointer(node.$ref);
  }
  if (!isObject(node)) throw new Error(`does not resolve to an object: ${JSON.stringify(value)}`);
  return node;
}

function pointer(ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`not a local ref: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const token = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    node = isObject(node) ? node[token] : undefined;
  }
  return node;
}

interface Op {
  method: string;
  path: string;
  op: Json;
}

function operations(): Op[] {
  const out: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS) {
      const op = (item as Json)[method];
      if (isObject(op)) out.push({ method, path, op });
    }
  }
  return out;
}

const responsesOf = (op: Json): Record<string, Json> => Object.fromEntries(Object.entries(op.responses as Json).map(([k, v]) => [k, resolve(v)]));

/** The error body of one code in a response's restriction: `{error: {code, details?}}`. */
const codeOfVariant = (variant: Json): string => {
  const code = (((variant.properties as Json).error as Json).properties as Json).code as Json;
  return code.const !== undefined ? (code.const as string) : (code.enum as string[])[0]!;
};

/** The error bodies a response allows: its one named body, or the `anyOf` of them (none for ErrorResponse: every code). */
function errorVariantsOf(response: Json): Json[] {
  const schema = ((response.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema as Json | undefined;
  if (!schema || schema.$ref === "#/components/schemas/ErrorResponse") return [];
  return (Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : [schema]).map(resolve);
}

/** The error codes a response's schema allows (its named bodies, or every code). */
function errorCodesOf(response: Json): string[] {
  const content = response.content as Json | undefined;
  const schema = (content?.["application/json"] as Json | undefined)?.schema as Json | undefined;
  if (!schema) return [];
  if (schema.$ref === "#/components/schemas/ErrorResponse") return [...ERROR_CODE_LIST];
  return errorVariantsOf(response).map(codeOfVariant);
}

const headerNames = (response: Json): string[] => Object.keys((response.headers as Json | undefined) ?? {});
const isRequiredHeader = (response: Json, name: string): boolean => resolve((response.headers as Json | undefined)?.[name]).required === true;

function ajv(): Ajv2020 {
  const instance = new Ajv2020({ strict: false, allErrors: true });
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv2020) => void;
  addFormats(instance);
  return instance;
}

interface Located {
  at: string;
  schema: unknown;
}

/** A schema and its subschemas, with their JSON pointers (`examples`, `const`, `enum` and `default` hold values, not schemas). */
function subschemas(schema: unknown, at: string, out: Located[] = []): Located[] {
  out.push({ at, schema });
  if (!isObject(schema)) return out;
  for (const key of ["items", "contains", "not", "if", "then", "else", "additionalProperties", "unevaluatedProperties", "propertyNames"]) {
    if (key in schema) subschemas(schema[key], `${at}/${key}`, out);
  }
  for (const key of ["properties", "patternProperties", "$defs"]) {
    if (isObject(schema[key])) for (const [name, sub] of Object.entries(schema[key])) subschemas(sub, `${at}/${key}/${name}`, out);
  }
  for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"]) {
    if (Array.isArray(schema[key])) for (const [i, sub] of (schema[key] as unknown[]).entries()) subschemas(sub, `${at}/${key}/${i}`, out);
  }
  return out;
}

/** Every schema of the document: components.schemas and the `schema` of every parameter, header and media type (components, paths, webhooks), nested ones included. */
function everySchema(): Located[] {
  const out: Located[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) for (const [i, n] of node.entries()) visit(n, `${at}/${i}`);
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === "examples" || key === "example") continue;
        if (key === "schema") subschemas(value, `${at}/schema`, out);
        else if (at === "#/components" && key === "schemas") {
          for (const [name, schema] of Object.entries(value as Json)) subschemas(schema, `${at}/schemas/${name}`, out);
        } else visit(value, `${at}/${key}`);
      }
    }
  };
  visit(doc, "#");
  return out;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

function sample(partial: Partial<ResponseSample> & Pick<ResponseSample, "method" | "path" | "status">): ResponseSample {
  return { headers: {}, body: undefined, ...partial };
}

const REQUEST_ID = "req_0123456789abcdef";
const QUOTA_HEADERS = {
  "X-Request-Id": REQUEST_ID,
  "X-Quota-Used": "118",
  "X-Quota-Limit": "10000",
  "X-Quota-Reset": "2025-03-02T00:00:00.000Z",
};

const validSpamCheckResult = {
  verdict: "spam",
  score: 92,
  confidence: 0.94,
  recommended_action: "delete",
  categories: ["contact_flow"],
  matched_rules: ["earnings_promise", "dm_invite"],
  signals: { earnings_promise: 55, dm_invite: 37 },
  ai: { status: "ok", verdict: "spam", confidence: 0.97, model: "guard-1" },
  quota: { used: 118, limit: 10000, reset_at: "2025-03-02T00:00:00.000Z" },
};

const spamCheck = (body: unknown, headers: ResponseSample["headers"] = QUOTA_HEADERS): ResponseSample =>
  sample({ method: "POST", path: `${BASE}/spam/check`, status: 200, headers, body });

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("names an absolute server with scheme and host variables whose defaults are the local stack's gateway", () => {
    const [server, ...others] = doc.servers as Json[];
    expect(others).toEqual([]);
    expect(server!.url).toBe("{scheme}://{host}/api/public/v1");
    const variables = server!.variables as Record<string, Json>;
    expect(Object.keys(variables).sort()).toEqual(["host", "scheme"]);
    expect(variables.scheme).toMatchObject({ enum: ["https", "http"], default: "http" });
    expect(variables.host).toMatchObject({ default: "127.0.0.1:8080" });
    // With the defaults it is the URL `make up` prints (scripts/stack.sh) and the CLI's default.
    const url = (server!.url as string).replace(/\{(\w+)\}/g, (_, name: string) => variables[name]!.default as string);
    expect(url).toBe("http://127.0.0.1:8080/api/public/v1");
    expect(readFileSync(new URL("../../../scripts/stack.sh", import.meta.url), "utf8")).toContain(`URL:   ${url}`);
    expect(new URL(url).pathname).toBe(BASE);
  });

  it("has a licence (Apache-2.0, as an SPDX identifier) and a contact", () => {
    const info = doc.info as Json;
    expect(info.license).toEqual({ name: "Apache-2.0", identifier: "Apache-2.0" });
    expect(info.contact).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
  });

  it("gives a `default` only to required properties: an optional request field states its default in words", () => {
    // openapi-typescript (default flags) makes a property with `default` required; a request field
    // a client may omit must not be one (test/openapi-typescript.test.ts compiles the result).
    const withDefault: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${at}/${i}`);
        return;
      }
      if (!isObject(node)) return;
      if (isObject(node.properties)) {
        const required = (node.required as string[] | undefined) ?? [];
        for (const [name, property] of Object.entries(node.properties)) {
          if (isObject(property) && "default" in property) {
            withDefault.push(`${at}/properties/${name}`);
            expect(required, `${at}/properties/${name} has a default`).toContain(name);
          }
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== "examples" && key !== "example") walk(value, `${at}/${key}`);
    };
    walk(doc, "#");
    // The settings (a response: every key always present) carry the catalog's defaults.
    expect(withDefault.filter((p) => !p.startsWith("#/components/schemas/Settings/"))).toEqual([]);
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    const propertyOf = (schema: string, name: string) => (schemas[schema]!.properties as Record<string, Json>)[name]!;
    for (const [schema, name, said] of [
      ["SpamCheckRequest", "include_ai", "Default: `false`."],
      ["RuleInput", "enabled", "Default: `true`."],
      ["WebhookCreate", "group_ids", "Default: `null`."],
      ["WebhookCreate", "description", 'Default: `""`.'],
    ] as const) {
      expect(schemas[schema]!.required as string[], `${schema}.${name}`).not.toContain(name);
      expect(propertyOf(schema, name).description, `${schema}.${name}`).toMatch(new RegExp(`${said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });

  it("has exactly the router's operations, each with the router's scope, plan, quota, group gate and body limit", () => {
    // The routes createApp serves, bound to inert dependencies (binding only builds closures).
    const router = allRoutes({} as GatewayDeps, gatewayMetrics(createRegistry("openapi-test", { defaultMetrics: false })));
    const routed = router.map((r) => `${r.method} ${r.path}`);
    expect(new Set(routed).size, "the router has no duplicate route").toBe(routed.length);
    const documented = operations().map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect([...documented].sort()).toEqual([...routed].sort());

    const QUOTA = { none: "none", one: "1", per_text: "per_text" } as const;
    for (const route of router) {
      const where = `${route.method} ${route.path}`;
      const op = ((doc.paths as Json)[route.path] as Json)[route.method.toLowerCase()] as Json;
      expect(op["x-warden-scope"], where).toBe(route.scope);
      expect(op["x-warden-plan"], where).toBe(route.accountPlan);
      expect(op["x-warden-quota"], where).toBe(QUOTA[route.cost]);
      expect(op["x-warden-group-plan"], where).toBe(route.group === "pro" ? "pro" : undefined);
      expect(op["x-warden-max-body-bytes"], where).toBe(route.body ? (route.bodyLimit ?? LIMITS.bodyMaxBytes) : undefined);
      expect(op.requestBody !== undefined, where).toBe(route.body !== undefined);
      const params = ((op.parameters as Json[]) ?? []).map(resolve);
      const queryParams = params.filter((p) => p.in === "query");
      expect(queryParams.length > 0, `${where} documents query parameters iff it reads a query`).toBe(route.query !== undefined);
      if (route.query) {
        // The documented query parameters are the zod query's fields (a transformed query: its input object).
        const q = route.query instanceof z.ZodPipe ? (route.query.in as z.ZodType) : route.query;
        expect(q, where).toBeInstanceOf(z.ZodObject);
        expect(queryParams.map((p) => p.name).sort(), where).toEqual(Object.keys((q as z.ZodObject).shape).sort());
      }
      const pathParams = params.filter((p) => p.in === "path").map((p) => p.name);
      expect(pathParams, where).toEqual([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    }
  });

  it("documents as each route's success schema the response schema its declaration names", () => {
    const names = new Map<z.ZodType, string>(Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [schema, name]));
    let compared = 0;
    for (const route of ROUTES) {
      if ("operation" in route.doc) continue;
      const where = `${route.method} ${route.path}`;
      const op = ((doc.paths as Json)[route.path] as Json)[route.method.toLowerCase()] as Json;
      const successes = Object.entries(responsesOf(op)).filter(([status]) => /^2/.test(status));
      expect(successes.length, where).toBeGreaterThan(0);
      const name = route.response === undefined ? undefined : names.get(route.response);
      expect(route.response === undefined || name !== undefined, `${where}: its response schema is one of RESPONSE_SCHEMAS`).toBe(true);
      for (const [status, response] of successes) {
        const schema = ((response.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema;
        if (status === "204") {
          expect(schema, where).toBeUndefined();
          continue;
        }
        expect(schema, `${where} ${status}`).toEqual({ $ref: `#/components/schemas/${name}` });
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(25);
  });

  it("accepts every documented example of a response schema with its zod declaration, and the zod declaration refuses an extra field", () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    let checked = 0;
    for (const [name, zodSchema] of Object.entries(RESPONSE_SCHEMAS)) {
      expect(schemas[name], `${name} is in components.schemas`).toBeDefined();
      for (const example of (schemas[name]!.examples as unknown[] | undefined) ?? []) {
        const parsed = zodSchema.safeParse(example);
        expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        if (isObject(example)) expect(zodSchema.safeParse({ ...example, extra: 1 }).success, `${name} with an extra field`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("has, for every routed zod body, a request schema with the same fields, the same required ones and no others", () => {
    const router = allRoutes({} as GatewayDeps, gatewayMetrics(createRegistry("openapi-test-bodies", { defaultMetrics: false })));
    let compared = 0;
    for (const route of router) {
      if (!(route.body instanceof z.ZodObject)) continue;
      const where = `${route.method} ${route.path}`;
      const op = ((doc.paths as Json)[route.path] as Json)[route.method.toLowerCase()] as Json;
      const schema = resolve((((op.requestBody as Json).content as Json)["application/json"] as Json).schema);
      const shape = route.body.shape as Record<string, z.ZodType>;
      const zodRequired = Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success);
      // A one-of body (whitelist) lists each optional field as its own strict alternative.
      const alternatives = (schema.oneOf as Json[] | undefined) ?? [schema];
      const documented = alternatives.flatMap((alt) => Object.keys(alt.properties as Json));
      expect(documented, where).toEqual(Object.keys(shape));
      for (const alt of alternatives) expect(alt.additionalProperties, where).toBe(false);
      if (!schema.oneOf) expect(schema.required, where).toEqual(zodRequired);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(9);
  });

  it("gives every operation a unique operationId, tags, the x-warden marks, a default error and X-Request-Id on every response", () => {
    const ids = new Set<string>();
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId as string), `${where} duplicate operationId`).toBe(false);
      ids.add(op.operationId as string);
      expect((op.tags as string[]).length, where).toBeGreaterThan(0);
      expect(["free", "pro"], where).toContain(op["x-warden-plan"]);
      expect(["read", "write"], where).toContain(op["x-warden-scope"]);
      expect(["none", "1", "per_text"], where).toContain(op["x-warden-quota"]);
      const responses = responsesOf(op);
      expect(responses.default, where).toBeDefined();
      // Only the transport's codes: with every code, `default` would be a member of each operation's
      // error union that no check of `error.code` narrows away (see the tests of generated clients).
      expect(errorCodesOf(responses.default as Json).sort(), where).toEqual(Object.keys(TRANSPORT_ERROR_CODES).sort());
      for (const [status, response] of Object.entries(responses)) {
        expect(isRequiredHeader(response, "X-Request-Id"), `${where} ${status}`).toBe(true);
      }
    }
  });

  it("gives no object schema an allOf, anyOf or oneOf beside its own properties (generators keep one and drop the other)", () => {
    // openapi-zod-client builds a schema with `allOf` from its members alone: ErrorBody, whose
    // per-code `details` were an `allOf` of if/then beside its properties, became `unknown`.
    const mixed = everySchema()
      .filter(({ schema }) => isObject(schema) && isObject(schema.properties) && ["allOf", "anyOf", "oneOf"].some((k) => k in schema))
      .map(({ at }) => at);
    expect(mixed).toEqual([]);
    // The per-code details are a chain of if/then/else, which generators ignore and validators apply.
    const chain: [string, string, boolean][] = [];
    for (
      let node = (doc.components as { schemas: Record<string, Json> }).schemas.ErrorBody as Json | undefined;
      node?.if;
      node = node.else as Json | undefined
    ) {
      const then = node.then as { required?: string[]; properties: { details: { $ref: string } } };
      chain.push([
        (((node.if as Json).properties as Json).code as Json).const as string,
        then.properties.details.$ref.replace("#/components/schemas/", ""),
        then.required?.includes("details") === true,
      ]);
    }
    expect(chain).toEqual([
      ["validation_failed", "ValidationFailedDetails", true],
      ["plan_required", "PlanRequiredDetails", true],
      ["daily_quota_exceeded", "DailyQuotaExceededDetails", true],
      ["rate_limit_exceeded", "RateLimitExceededDetails", false],
      ["invalid_setting_value", "InvalidSettingValueDetails", true],
      ["unknown_setting", "UnknownSettingDetails", true],
      ["limit_reached", "LimitReachedDetails", true],
      ["body_too_large", "BodyTooLargeDetails", true],
      ["unavailable", "UnavailableDetails", true],
    ]);
  });

  it("describes each code of an error response as a complete error body, its `details` typed by the code's schema", () => {
    const errorBody = (doc.components as { schemas: Record<string, Json> }).schemas.ErrorBody as Json;
    const details = new Map<string, { ref: string; required: boolean }>();
    for (let node: Json | undefined = errorBody; node?.if; node = node.else as Json | undefined) {
      const then = node.then as { required?: string[]; properties: { details: { $ref: string } } };
      details.set((((node.if as Json).properties as Json).code as Json).const as string, {
        ref: then.properties.details.$ref,
        required: then.required?.includes("details") === true,
      });
    }
    let checked = 0;
    for (const [name, response] of Object.entries((doc.components as { responses: Record<string, Json> }).responses)) {
      for (const variant of errorVariantsOf(response)) {
        const code = codeOfVariant(variant);
        const where = `${name} ${code}`;
        // Without `type` and `required`, generators make every field optional (`code?:`), or `unknown`.
        expect(variant, where).toMatchObject({ type: "object", required: ["error"] });
        const error = (variant.properties as Json).error as Json;
        const known = details.get(code);
        expect(error.type, where).toBe("object");
        expect(error.required, where).toEqual(known?.required ? ["code", "message", "details", "request_id"] : ["code", "message", "request_id"]);
        // Complete, not a restriction of ErrorResponse: an allOf with it made generators' ErrorCode enum & the one value `never`.
        expect([variant.additionalProperties, error.additionalProperties], where).toEqual([false, false]);
        expect(Object.keys(error.properties as Json).sort(), where).toEqual(["code", "details", "message", "request_id"]);
        expect((error.properties as Json).code, where).toEqual({ type: "string", enum: [code] });
        // A code without a schema of its own keeps ErrorBody's open `details` (405 answers `allow`).
        expect((error.properties as Json).details, where).toEqual(known ? { $ref: known.ref } : (errorBody.properties as Json).details);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it("describes its server variables with `enum` and `default` only (their `description` fails orval's and typed-openapi's validation)", () => {
    // @apidevtools/swagger-parser validates with the OpenAPI 3.1 schema of 2021-04-15, which spells a
    // server variable's `description` as `descriptions` and refuses it as an unevaluated property.
    for (const server of doc.servers as Json[]) {
      for (const [name, variable] of Object.entries((server.variables ?? {}) as Record<string, Json>)) {
        expect(
          Object.keys(variable).filter((k) => k !== "enum" && k !== "default"),
          name,
        ).toEqual([]);
        expect(server.description as string, name).toContain(`\`${name}\``);
      }
    }
  });

  it("names no parameter component like a schema component (generators that make types of both rename one: `Cursor2`)", () => {
    const components = doc.components as Record<string, Json>;
    const schemaNames = new Set(Object.keys(components.schemas as Json));
    expect(Object.keys(components.parameters as Json).filter((name) => schemaNames.has(name))).toEqual([]);
  });

  it("names every enum used in more than one place (a generator makes a type of each inline enum, one per place)", () => {
    // Each inline enum (not a component's own) by its values, with where it stands.
    const inline = new Map<string, string[]>();
    const walk = (node: unknown, path: string, top: boolean): void => {
      if (node === null || typeof node !== "object") return;
      if (Array.isArray(node)) {
        for (const [i, item] of node.entries()) walk(item, `${path}[${i}]`, false);
        return;
      }
      const { enum: values } = node as Json;
      if (Array.isArray(values) && values.length > 1 && !top) {
        const key = JSON.stringify(values);
        inline.set(key, [...(inline.get(key) ?? []), path]);
      }
      for (const [k, v] of Object.entries(node)) if (!["enum", "examples", "example", "default"].includes(k)) walk(v, `${path}/${k}`, false);
    };
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    for (const [name, schema] of Object.entries(schemas)) walk(schema, name, true);
    walk(doc.paths, "paths", false);
    walk((doc.components as Json).parameters, "parameters", false);
    const named = new Map(Object.entries(schemas).flatMap(([name, s]) => (Array.isArray(s.enum) ? [[JSON.stringify(s.enum), name]] : [])));
    const repeated = [...inline].filter(([values, places]) => places.length > 1 || named.has(values));
    expect(repeated.map(([values, places]) => `${values} at ${places.join(", ")}${named.has(values) ? ` (is ${named.get(values)})` : ""}`)).toEqual([]);
    // The settings' enums are such components, referenced from Settings and SettingsPatch.
    for (const [key, name] of [
      ["action_on_spam", "ActionOnSpam"],
      ["mode", "ModerationMode"],
      ["language", "GroupLanguage"],
    ]) {
      for (const parent of ["Settings", "SettingsPatch"])
        expect((schemas[parent]!.properties as Record<string, Json>)[key!]!.$ref, `${parent}.${key}`).toBe(`#/components/schemas/${name}`);
    }
  });

  it("says of every object that lists no properties that it is open (openapi-typescript types a bare `{type: object}` as `Record<string, never>`)", () => {
    // With `Record<string, never>`, `Error`'s `details`, `WebhookEnvelope`'s `data` and the document's
    // `info` and `paths` could hold nothing: a typed 422 body with its `details.errors` did not compile.
    const shape = ["properties", "patternProperties", "additionalProperties", "unevaluatedProperties", "$ref", "allOf", "anyOf", "oneOf"];
    const bare = everySchema()
      .filter(({ schema }) => isObject(schema) && schema.type === "object" && !shape.some((k) => k in schema))
      .map(({ at }) => at);
    expect(bare).toEqual([]);
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    expect(((schemas.ErrorBody!.properties as Json).details as Json).additionalProperties).toBe(true);
    expect(((schemas.WebhookEnvelope!.properties as Json).data as Json).additionalProperties).toBe(true);
  });

  it("WebhookEvent names its discriminator: `type`, mapped to every variant whose `type` enum is that value", () => {
    // Generators for other languages deserialise a oneOf without a discriminator by trying every variant, and
    // user.kicked's data fits inside user.banned's.
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    const event = schemas.WebhookEvent!;
    const { propertyName, mapping } = event.discriminator as { propertyName: string; mapping: Record<string, string> };
    expect(propertyName).toBe("type");
    const variants = (event.oneOf as { $ref: string }[]).map((v) => v.$ref);
    expect(Object.values(mapping).sort()).toEqual([...variants].sort());
    for (const [type, target] of Object.entries(mapping)) {
      const variant = schemas[target.replace("#/components/schemas/", "")]!;
      expect((variant.properties as Record<string, Json>).type, target).toEqual({ type: "string", enum: [type] });
    }
  });

  it("writes a string that has one value as a one-value `enum`, never `const` (outside an `if`)", () => {
    // openapi-zod-client and typed-openapi read `{type: string, const}` as any string (`z.string()`,
    // `string`), so the unions discriminated by it (SettingsCatalogEntry by `type`, WhitelistAddResult
    // by `list`, WebhookEvent by `type`) could not be narrowed; a one-value enum is a literal in all.
    const consts = everySchema()
      .filter(({ at, schema }) => isObject(schema) && typeof schema.const === "string" && !/\/if(\/|$)/.test(at))
      .map(({ at }) => at);
    expect(consts).toEqual([]);
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    const discriminator = (schema: Json, key: string): unknown => (schema.properties as Record<string, Json>)[key];
    expect(discriminator(schemas.WebhookEventUserLeft!, "type")).toEqual({ type: "string", enum: ["user.left"] });
    expect((schemas.SettingsCatalogEntry!.oneOf as Json[]).map((b) => discriminator(b, "type"))).toEqual(
      ["boolean", "integer", "enum", "string_list"].map((t) => ({ type: "string", enum: [t] })),
    );
    expect((schemas.WhitelistAddResult!.oneOf as Json[]).map((b) => discriminator(b, "list"))).toEqual([
      { type: "string", enum: ["users"] },
      { type: "string", enum: ["channels"] },
    ]);
  });

  it("serves without a key exactly the routes the document says need none", () => {
    const publicRoutes = ROUTES.filter((r) => r.public).map((r) => r.path);
    expect(publicRoutes.sort()).toEqual([...PUBLIC].sort());
    const keyless = operations()
      .filter(({ op }) => Array.isArray(op.security) && (op.security as unknown[]).length === 0)
      .map((o) => o.path);
    expect(keyless.sort()).toEqual([...PUBLIC].sort());
  });

  it("says in the journal's description that decisions arrive asynchronously, with the consumer's real figures", () => {
    const journal = ((doc.paths as Json)["/groups/{id}/journal"] as Json).get as Json;
    expect(journal.description).toContain("asynchronously, through Kafka");
    expect(journal.description).toContain(`at most ${CONSUMER_DEFAULTS.maxWaitTimeInMs} ms`);
    expect(journal.description).toContain(`(${CONSUMER_DEFAULTS.sessionTimeoutMs / 1000} s by default)`);
  });

  it("requires a key (bearer or X-API-Key) and documents 401 everywhere but the document and its rendered reference", () => {
    const schemes = (doc.components as Json).securitySchemes as Json;
    expect(schemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(schemes.apiKeyHeader).toMatchObject({ type: "apiKey", in: "header", name: "X-API-Key" });
    for (const { method, path, op } of operations()) {
      const responses = responsesOf(op);
      if (PUBLIC.includes(path)) {
        expect(op.security).toEqual([]);
        expect(responses["401"]).toBeUndefined();
        expect(op["x-warden-quota"]).toBe("none");
        continue;
      }
      expect(op.security, path).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
      expect(errorCodesOf(responses["401"] as Json), `${method} ${path}`).toEqual(["invalid_api_key"]);
      expect(errorCodesOf(responses["405"] as Json), `${method} ${path}`).toEqual(["method_not_allowed"]);
      expect(errorCodesOf(responses["500"] as Json), `${method} ${path}`).toEqual(["internal"]);
      expect(isRequiredHeader(responses["503"] as Json, "Retry-After"), `${method} ${path}`).toBe(true);
    }
  });

  it("documents the 403 codes an operation can get: scope only on changes, plan only where a plan is needed", () => {
    for (const { method, path, op } of operations()) {
      if (PUBLIC.includes(path)) continue;
      const codes = errorCodesOf(responsesOf(op)["403"] as Json);
      const where = `${method.toUpperCase()} ${path}`;
      expect(codes, where).toContain("account_frozen");
      expect(codes.includes("insufficient_scope"), where).toBe(op["x-warden-scope"] === "write");
      const needsPlan = op["x-warden-plan"] === "pro" || path === "/spam/check";
      expect(codes.includes("plan_required"), where).toBe(needsPlan);
    }
    // The three checks change nothing: a read key may call them.
    for (const path of ["/spam/check", "/spam/check-batch", "/users/check"]) {
      expect(((doc.paths as Json)[path] as Json).post).toMatchObject({ "x-warden-scope": "read" });
    }
  });

  it("documents body errors (400, 413, 415, 422) on every operation a body can be sent to: all but GET, also those that take none", () => {
    for (const { method, path, op } of operations()) {
      if (method === "get") continue;
      const responses = responsesOf(op);
      const where = `${method.toUpperCase()} ${path}`;
      expect(errorCodesOf(responses["400"] as Json), where).toEqual(["invalid_json"]);
      expect(errorCodesOf(responses["413"] as Json), where).toEqual(["body_too_large"]);
      expect(errorCodesOf(responses["415"] as Json), where).toEqual(["unsupported_media_type"]);
      expect(errorCodesOf(responses["422"] as Json), where).toContain("validation_failed");
      expect(op["x-warden-max-body-bytes"], where).toBe(op.requestBody ? (path === "/spam/check-batch" ? 262144 : 65536) : undefined);
    }
  });

  it("documents quota headers on metered successes and 429s with both codes; unmetered operations have neither", () => {
    const metered = operations().filter((o) => o.op["x-warden-quota"] !== "none");
    expect(metered.length).toBe(25);
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = responsesOf(op);
      const successes = Object.entries(responses).filter(([s]) => /^2/.test(s));
      expect(successes.length, where).toBeGreaterThan(0);
      const isMetered = op["x-warden-quota"] !== "none";
      for (const [status, response] of successes) {
        for (const h of ["X-Quota-Used", "X-Quota-Limit", "X-Quota-Reset"]) {
          expect(headerNames(response).includes(h) && isRequiredHeader(response, h), `${where} ${status} ${h}`).toBe(isMetered);
        }
      }
      const tooMany = responses["429"];
      if (PUBLIC.includes(path)) {
        expect(tooMany).toBeUndefined();
        continue;
      }
      expect(tooMany, where).toBeDefined();
      expect(isRequiredHeader(tooMany as Json, "Retry-After"), where).toBe(true);
      if (isMetered) {
        expect(errorCodesOf(tooMany as Json).sort(), where).toEqual(["daily_quota_exceeded", "rate_limit_exceeded"]);
        for (const h of ["X-Quota-Used", "X-Quota-Limit", "X-Quota-Reset"]) {
          expect(isRequiredHeader(tooMany as Json, h), `${where} 429 ${h}`).toBe(true);
        }
      } else {
        expect(errorCodesOf(tooMany as Json), where).toEqual(["rate_limit_exceeded"]);
      }
    }
    const unmetered = operations()
      .filter((o) => o.op["x-warden-quota"] === "none")
      .map((o) => o.path);
    // Reports cost no unit (a correction never competes with checks for the day's units).
    expect(unmetered.sort()).toEqual([...PUBLIC, "/groups/{id}/journal/{entryId}/report", "/me", "/settings-catalog", "/spam/report", "/usage"].sort());
    expect((((doc.paths as Json)["/spam/check-batch"] as Json).post as Json)["x-warden-quota"]).toBe("per_text");
  });

  it("uses the contract's success codes: 201 for creates, 204 for deletes, 200 otherwise", () => {
    const codes = Object.fromEntries(
      operations().map((o) => [
        `${o.method.toUpperCase()} ${o.path}`,
        Object.keys(o.op.responses as Json)
          .filter((s) => /^2/.test(s))
          .sort(),
      ]),
    );
    expect(codes["POST /groups/{id}/rules"]).toEqual(["201"]);
    expect(codes["POST /webhooks"]).toEqual(["201"]);
    expect(codes["POST /groups/{id}/whitelist"]).toEqual(["200", "201"]);
    expect(codes["POST /spam/report"]).toEqual(["201"]);
    expect(codes["POST /groups/{id}/journal/{entryId}/report"]).toEqual(["201"]);
    for (const [key, value] of Object.entries(codes)) {
      if (key.startsWith("DELETE ")) {
        expect(value, key).toEqual(["204"]);
        const response = responsesOf(operations().find((o) => `${o.method.toUpperCase()} ${o.path}` === key)!.op)["204"] as Json;
        expect(response.content, key).toBeUndefined();
      } else if (
        ![
          "POST /groups/{id}/rules",
          "POST /webhooks",
          "POST /groups/{id}/whitelist",
          "POST /spam/report",
          "POST /groups/{id}/journal/{entryId}/report",
        ].includes(key)
      ) {
        expect(value, key).toEqual(["200"]);
      }
    }
  });

  it("resolves every $ref", () => {
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isObject(node)) {
        for (const [k, v] of Object.entries(node)) {
          if (k === "$ref" && typeof v === "string") refs.push(v);
          else walk(v);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter((r) => pointer(r) === undefined);
    expect(broken).toEqual([]);
  });

  it("lists every error code of the contract, and only those (plus not_implemented while endpoints are pending)", () => {
    const schema = ((doc.components as Json).schemas as Json).ErrorCode as Json;
    expect([...(schema.enum as string[])].sort()).toEqual(
      [
        "invalid_api_key",
        "insufficient_scope",
        "plan_required",
        "account_frozen",
        "group_not_found",
        "not_found",
        "body_too_large",
        "unknown_setting",
        "invalid_setting_value",
        "validation_failed",
        "invalid_json",
        "unsupported_media_type",
        "limit_reached",
        "method_not_allowed",
        "rate_limit_exceeded",
        "daily_quota_exceeded",
        "unavailable",
        "internal",
        "not_implemented",
        // Answers to requests that are not well-formed HTTP (the server's clientError handler).
        "bad_request",
        "request_timeout",
        "headers_too_large",
      ].sort(),
    );
  });

  it("derives Settings and the catalog from one table with the contract's keys, ranges and defaults", () => {
    const schemas = (doc.components as Json).schemas as Json;
    const settings = schemas.Settings as Json;
    const props = settings.properties as Record<string, Json>;
    expect(settings.additionalProperties).toBe(false);
    expect([...(settings.required as string[])].sort()).toEqual(Object.keys(props).sort());
    expect(props.spam_threshold).toMatchObject({ type: "integer", minimum: 1, maximum: 100, default: 70 });
    expect(props.suspicious_threshold).toMatchObject({ type: "integer", minimum: 1, maximum: 99, default: 40 });
    // An enum setting names its values' component (and states its default beside the reference).
    const values = (p: Json | undefined) => (schemas[(p!.$ref as string).replace("#/components/schemas/", "")] as Json).enum;
    expect(props.action_on_spam).toMatchObject({ default: "delete" });
    expect(values(props.action_on_spam)).toEqual(["review", "delete", "delete_and_mute", "delete_and_ban"]);
    expect(props.mute_minutes).toMatchObject({ type: "integer", minimum: 1, maximum: 525600, default: 60 });
    expect(props.new_member_probation_messages).toMatchObject({ minimum: 0, maximum: 100, default: 3 });
    expect(props.max_emojis).toMatchObject({ minimum: 0, maximum: 1000, default: 10 });
    expect(props.admin_chat_id).toMatchObject({ type: "integer", minimum: -9_999_999_999_999, maximum: 0, default: 0 });
    expect(props.report_threshold).toMatchObject({ type: "integer", minimum: 0, maximum: 100, default: 3 });
    expect(props.mode).toMatchObject({ default: "enforce" });
    expect(values(props.mode)).toEqual(["enforce", "dry_run", "soft_ban"]);
    expect(props.language).toMatchObject({ default: "en" });
    expect(values(props.language)).toEqual(["en", "ru"]);
    for (const [key, value] of Object.entries({
      block_links_from_new_members: true,
      external_ban_list: true,
      ai_enabled: false,
      delete_service_messages: false,
      notify_admins: false,
      ocr_enabled: true,
    })) {
      expect(props[key], key).toMatchObject({ type: "boolean", default: value });
    }
    // The catalog the API serves validates against its own schema.
    const validate = ajv()
      .addSchema({ $id: "https://warden.test/openapi.json", components: doc.components as Json })
      .compile({
        $ref: "https://warden.test/openapi.json#/components/schemas/SettingsCatalog",
      });
    expect(validate({ settings: SETTINGS_CATALOG }), JSON.stringify(validate.errors)).toBe(true);
    // The defaults form a valid Settings object.
    const defaults = Object.fromEntries(SETTINGS_CATALOG.map((e) => [e.key, e.default]));
    const validateSettings = ajv()
      .addSchema({ $id: "https://warden.test/openapi.json", components: doc.components as Json })
      .compile({
        $ref: "https://warden.test/openapi.json#/components/schemas/Settings",
      });
    expect(validateSettings(defaults), JSON.stringify(validateSettings.errors)).toBe(true);
  });

  it("gives every integer that may not fit in 32 bits `format: int64` (Telegram ids, admin_chat_id), and no other", () => {
    // openapi-generator, NSwag, oapi-codegen... read an integer without a format as 32-bit, which
    // cannot hold a supergroup id (-1001234567890). No bound on a side is no 32-bit bound.
    const wrong: string[] = [];
    let integers = 0;
    for (const { at, schema } of everySchema()) {
      if (!isObject(schema) || schema.type !== "integer") continue;
      integers++;
      const values = schema.const !== undefined ? [schema.const as number] : Array.isArray(schema.enum) ? (schema.enum as number[]) : undefined;
      const [min, max] = values ? [Math.min(...values), Math.max(...values)] : [schema.minimum, schema.maximum];
      const fits = typeof min === "number" && typeof max === "number" && min >= INT32_MIN && max <= INT32_MAX;
      if (fits ? schema.format === "int64" : schema.format !== "int64") wrong.push(`${at}: ${JSON.stringify({ ...schema, description: undefined })}`);
    }
    expect(wrong).toEqual([]);
    expect(integers).toBeGreaterThan(50);

    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    for (const id of ["GroupId", "ChatId", "UserId", "MessageId"]) expect(schemas[id], id).toMatchObject({ type: "integer", format: "int64" });
    for (const name of ["Settings", "SettingsPatch"]) {
      expect((schemas[name]!.properties as Json).admin_chat_id, name).toMatchObject({ type: "integer", format: "int64", minimum: -9_999_999_999_999 });
    }
    // The catalog's integer entry carries admin_chat_id's default and range.
    const integerEntry = (schemas.SettingsCatalogEntry!.oneOf as Json[]).find(
      (b) => (((b.properties as Json).type as Json).enum as string[])[0] === "integer",
    )!;
    for (const field of ["default", "min", "max"]) expect((integerEntry.properties as Json)[field], field).toMatchObject({ type: "integer", format: "int64" });
    // The same rule for what is written by hand: a parameter, a header.
    const { parameters, headers } = doc.components as Record<string, Record<string, Json>>;
    expect(parameters!.SvcTimestamp).toMatchObject({ schema: { type: "integer", format: "int64" } });
    expect(headers!["X-Quota-Used"]).toMatchObject({ schema: { type: "integer", format: "int64" } });
    expect(schemas.Score).not.toHaveProperty("format");
    expect(parameters!.Limit!.schema).not.toHaveProperty("format");
  });

  it("uses a Schema Object, never a boolean, for every property and item, and states presence rules with if/then/else, not oneOf", () => {
    // openapi-python-client refuses a document where a property is `false`; a oneOf beside an
    // object's own properties becomes a composed model (AiVerdictOneOf...) in most generators.
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    const booleans: string[] = [];
    const alternativesOfAnObject: string[] = [];
    for (const [name, component] of Object.entries(schemas)) {
      for (const { at, schema } of subschemas(component, `#/components/schemas/${name}`)) {
        if (typeof schema === "boolean" && !/\/(additionalProperties|unevaluatedProperties)$/.test(at)) booleans.push(at);
        if (isObject(schema) && isObject(schema.properties) && (schema.oneOf !== undefined || schema.anyOf !== undefined)) alternativesOfAnObject.push(at);
      }
    }
    expect(booleans).toEqual([]);
    expect(alternativesOfAnObject).toEqual([]);
    for (const name of [
      "AiVerdict",
      "WebhookEndpoint",
      "WebhookEndpointCreated",
      "WebhookTestResult",
      "ExternalBanListVerdict",
      "WhitelistUserEntry",
      "WhitelistChannelEntry",
    ]) {
      const schema = schemas[name]!;
      expect(schema, name).toMatchObject({ type: "object", additionalProperties: false, properties: expect.any(Object) });
      expect(isObject(schema.if) && isObject(schema.then), `${name} has if/then`).toBe(true);
    }
  });

  it("still ties the fields of AiVerdict, webhook endpoints, test results and the ban list verdict to their status", () => {
    const instance = ajv().addSchema({ $id: "https://warden.test/openapi.json", components: doc.components as Json });
    const schema = (name: string) => instance.getSchema(`https://warden.test/openapi.json#/components/schemas/${name}`)!;

    // A whitelist entry has its id, its username or both; never neither.
    const user = schema("WhitelistUserEntry");
    const channel = schema("WhitelistChannelEntry");
    const at = "2026-12-02T10:00:00.000Z";
    expect([
      user({ user_id: 5, added_at: at }),
      user({ username: "some_name", added_at: at }),
      user({ user_id: 5, username: "some_name", added_at: at }),
    ]).toEqual([true, true, true]);
    expect(user({ added_at: at })).toBe(false);
    expect([channel({ chat_id: -1001234567890, added_at: at }), channel({ username: "some_chan", added_at: at })]).toEqual([true, true]);
    expect(channel({ added_at: at })).toBe(false);

    const ai = schema("AiVerdict");
    expect(ai({ status: "ok", verdict: "spam", confidence: 0.97, model: "guard-1" })).toBe(true);
    expect(ai({ status: "ok", verdict: "spam" })).toBe(false);
    expect(ai({ status: "unavailable", reason: "The provider timed out." })).toBe(true);
    expect(ai({ status: "unavailable", verdict: "spam", reason: "The provider timed out." })).toBe(false);
    expect(ai({ status: "quota_exceeded", confidence: 0.5 })).toBe(false);

    const endpoint = {
      id: "wh_3Jd9sLq0PzX1",
      url: "https://example.com/hooks/warden",
      events: ["spam.detected"],
      group_ids: null,
      description: "",
      status: "enabled",
      created_at: "2025-03-01T12:34:56.789Z",
      updated_at: "2025-03-01T12:34:56.789Z",
    };
    const secret = "whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=";
    for (const [name, body] of [
      ["WebhookEndpoint", endpoint],
      ["WebhookEndpointCreated", { ...endpoint, secret }],
    ] as const) {
      const validate = schema(name);
      expect(validate(body), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validate({ ...body, disabled_reason: "manual" }), name).toBe(false);
      expect(validate({ ...body, status: "disabled", disabled_reason: "failing" }), name).toBe(true);
      expect(validate({ ...body, status: "disabled" }), name).toBe(false);
    }

    const test = schema("WebhookTestResult");
    const delivered = { delivery_id: "dlv_Q7m2Vx9LkA0c", success: true, status_code: 200, duration_ms: 12 };
    expect(test(delivered)).toBe(true);
    expect(test({ ...delivered, error: "timeout" })).toBe(false);
    expect(test({ ...delivered, success: false, status_code: 500, error: "The receiver answered 500." })).toBe(true);
    expect(test({ ...delivered, success: false, status_code: 500 })).toBe(false);

    const external = schema("ExternalBanListVerdict");
    expect(external({ source: "cas", status: "listed", offenses: 2, listed_at: "2025-03-01T12:34:56.789Z" })).toBe(true);
    expect(external({ source: "cas", status: "not_listed" })).toBe(true);
    expect(external({ source: "cas", status: "not_listed", offenses: 2 })).toBe(false);
  });

  it("documents the whitelist {entry} as one string whose pattern takes the three forms a removal accepts", () => {
    // A oneOf of two integers and a string makes generators write a wrapper type for a path segment.
    const schema = ((doc.components as Json).parameters as Record<string, Json>).WhitelistEntryPath!.schema as Json;
    expect(schema).toMatchObject({ type: "string", pattern: expect.any(String) });
    expect(schema.oneOf).toBeUndefined();
    const pattern = new RegExp(schema.pattern as string);
    const examples = schema.examples as string[];
    expect(examples.length).toBe(3);
    // What the pattern takes, the gateway and groups-config take (parseWhitelistEntry), and the reverse.
    for (const entry of [...examples, "1", "4503599627370496", "-1009876543210", "-42", "@Trusted_Admin", "@abcd"]) {
      expect(pattern.test(entry), entry).toBe(true);
      expect(parseWhitelistEntry(entry), entry).not.toBeNull();
    }
    for (const entry of [
      "",
      "0",
      "-0",
      "0123",
      "-0123",
      "+5",
      "12.5",
      "1e9",
      "12345678901234567",
      "abc",
      "trusted_admin",
      "@abc",
      "@1abc",
      "@a-bc",
      "-100 1",
    ]) {
      expect(pattern.test(entry), entry).toBe(false);
      expect(parseWhitelistEntry(entry), entry).toBeNull();
    }
    // The pattern cannot say the numeric range: a user id above 2^52 matches it and is refused (422).
    expect(pattern.test("4503599627370497") && parseWhitelistEntry("4503599627370497") === null).toBe(true);
  });

  it("validates every schema example against its schema", () => {
    const instance = ajv().addSchema({ $id: "https://warden.test/openapi.json", components: doc.components as Json });
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    let checked = 0;
    for (const [name, schema] of Object.entries(schemas)) {
      if (!Array.isArray(schema.examples)) continue;
      const validate = instance.getSchema(`https://warden.test/openapi.json#/components/schemas/${name}`);
      for (const example of schema.examples) {
        expect(validate?.(example), `${name}: ${JSON.stringify(validate?.errors)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("documents a webhook for every event kind, with the signed headers and a strict envelope", () => {
    const webhooks = doc.webhooks as Record<string, Json>;
    expect(Object.keys(webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const instance = ajv().addSchema({ $id: "https://warden.test/openapi.json", components: doc.components as Json });
    const anyEvent = instance.getSchema("https://warden.test/openapi.json#/components/schemas/WebhookEvent");
    // Both schemes' headers, each one's value as the dispatcher's signer makes it (one secret, and two after a rotation) valid for its schema.
    const names = [...Object.values(SVC_HEADERS), ...Object.values(STANDARD_HEADERS)].sort();
    const body = '{"id":"evt_1"}';
    const secrets = [`whsec_${Buffer.alloc(32, 1).toString("base64")}`, `whsec_${Buffer.alloc(32, 2).toString("base64")}`];
    const sent = [1, 2].map((n) => signDelivery({ id: "evt_1", type: "user.left", timestamp: 1767225600, body, secrets: secrets.slice(0, n) }));
    for (const [type, item] of Object.entries(webhooks)) {
      const post = item.post as Json;
      const params = (post.parameters as Json[]).map((p) => resolve(p));
      expect(params.map((p) => p.name as string).sort(), type).toEqual(names);
      for (const p of params) {
        expect(p.in).toBe("header");
        const schema = resolve(p.schema);
        const validate = instance.compile(schema);
        for (const headers of sent) {
          const raw = headers[p.name as string]!;
          const value = schema.type === "integer" ? Number(raw) : raw;
          expect(validate(value), `${p.name}: ${raw}`).toBe(true);
        }
      }
    }
    const spam = {
      id: "evt_0HZx8c2Lq7Tn",
      type: "spam.detected",
      created_at: "2025-03-01T12:34:56.789Z",
      group_id: -1001234567890,
      data: { message_id: 42, user_id: 123456789, text: "Earn $500", action: "deleted", category: "contact_flow", confidence: 0.93 },
    };
    expect(anyEvent?.(spam), JSON.stringify(anyEvent?.errors)).toBe(true);
    // A post on behalf of a channel names the channel in sender_chat_id; user_id is absent (contract.md).
    const { user_id: _user, ...withoutUser } = spam.data;
    const channel = { ...spam, data: { ...withoutUser, sender_chat_id: -1009876543210 } };
    expect(anyEvent?.(channel), JSON.stringify(anyEvent?.errors)).toBe(true);
    expect(anyEvent?.({ ...channel, data: { ...channel.data, user_id: null } })).toBe(false);
    expect(anyEvent?.({ ...channel, data: { ...channel.data, sender_chat_id: 5 } })).toBe(false);
    expect(anyEvent?.({ ...spam, data: { ...spam.data, action: "removed" } })).toBe(false);
    expect(anyEvent?.({ ...spam, created_at: "2025-03-01T12:34:56Z" })).toBe(false);
    const test = {
      id: "evt_1",
      type: "webhook.test",
      created_at: "2025-03-01T12:34:56.789Z",
      group_id: null,
      data: { endpoint_id: "wh_1", message: "This is a test delivery from Warden." },
    };
    expect(anyEvent?.(test), JSON.stringify(anyEvent?.errors)).toBe(true);
  });

  it("names in its Quotas section every operation that costs no quota unit, and no other", () => {
    const description = (doc.info as Json).description as string;
    const quotas = /## Quotas and rate limits\n([\s\S]*?)\n## /.exec(description)?.[1] ?? "";
    const free = /except ([\s\S]*?), which cost nothing/.exec(quotas)?.[1] ?? "";
    const named = [...free.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ([^`]+)`/g)].map((m) => `${m[1]} ${m[2]}`);
    // The feedback operations cost none too: a client budgeting its day by this list over-counted them.
    expect(named.sort()).toEqual(
      ROUTES.filter((r) => r.cost === "none")
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    );
  });

  it("names every type prefix of the ids Warden mints", () => {
    const description = (doc.info as Json).description as string;
    const conventions = /Ids minted by Warden are strings with a\s+type prefix: ([^.]*)\./.exec(description)?.[1] ?? "";
    expect([...conventions.matchAll(/`([a-z]+_)…?`/g)].map((m) => m[1]).sort()).toEqual(Object.values(ID_PREFIXES).sort());
  });

  it("lists the decisions beyond the contract in info.description", () => {
    const info = doc.info as Json;
    expect(info.description).toMatch(/## Decisions beyond the contract\n/);
  });

  it("is what docs/api/openapi.json holds (run `npx tsx scripts/openapi-export.ts` when this fails)", () => {
    const committed = readFileSync(new URL("../../../docs/api/openapi.json", import.meta.url), "utf8");
    expect(committed === renderOpenApiJson(openapiDocument)).toBe(true);
  });
});

describe("the figures the document's texts print", () => {
  type Limits = typeof LIMITS;
  /** Each text of the document that prints a limit, with the figures it must print. */
  const printed = (d: Json, l: Limits): [string, string, string[]][] => {
    const components = d.components as Json;
    const info = (d.info as Json).description as string;
    return [
      [
        "info.description (webhooks, decisions 11 and 15)",
        info,
        [
          `more than ${l.webhookTimestampToleranceSeconds} s off`,
          `answer 2xx within ${l.webhookTimeoutSeconds} s`,
          `(${l.webhookAttempts} attempts)`,
          `its cap of ${l.whitelistEntriesPerGroup}`,
          `up to ${l.webhookTimeoutSeconds} s`,
          `${l.testDeliveriesPerAccount} at a time`,
        ],
      ],
      ["parameters.Limit", ((components.parameters as Json).Limit as Json).description as string, [`1 to ${l.pageSizeMax}`]],
      [
        "responses.LimitReached",
        ((components.responses as Json).LimitReached as Json).description as string,
        [`${l.rulesPerGroup} rules a group`, `${l.whitelistEntriesPerGroup} whitelist entries a group`, `${l.webhooksPerAccount} webhook endpoints an account`],
      ],
    ];
  };

  it("are LIMITS' values", () => {
    for (const [where, text, figures] of printed(doc, LIMITS)) for (const f of figures) expect(text, where).toContain(f);
  });

  // Built again with other values in LIMITS, the texts print those: nothing is typed in.
  const ODD = {
    pageSizeMax: 173,
    rulesPerGroup: 271,
    whitelistEntriesPerGroup: 3119,
    webhooksPerAccount: 13,
    webhookTimeoutSeconds: 17,
    webhookAttempts: 9,
    webhookTimestampToleranceSeconds: 457,
    testDeliveriesPerAccount: 5,
  } as const;
  afterAll(() => {
    vi.doUnmock("@warden/contract");
    vi.resetModules();
  });
  it("follow LIMITS when it changes", async () => {
    vi.resetModules();
    vi.doMock("@warden/contract", async (importOriginal) => {
      const real = await importOriginal<typeof import("@warden/contract")>();
      return { ...real, LIMITS: { ...real.LIMITS, ...ODD } };
    });
    const rebuilt = (await import("../src/openapi/document.js")).openapiDocument as unknown as Json;
    for (const [where, text, figures] of printed(rebuilt, { ...LIMITS, ...ODD } as unknown as Limits)) {
      for (const f of figures) expect(text, where).toContain(f);
    }
  });
});

describe("the response validator", () => {
  const validator = createOpenApiValidator(openapiDocument);

  it("leaves the document it is given unchanged", () => {
    const before = renderOpenApiJson(openapiDocument);
    const fresh = createOpenApiValidator(openapiDocument);
    fresh.validateResponse(spamCheck(validSpamCheckResult));
    expect(renderOpenApiJson(openapiDocument) === before).toBe(true);
  });

  describe("matchOperation", () => {
    it("maps a concrete path with the server prefix to its template", () => {
      expect(validator.matchOperation("PUT", `${BASE}/groups/-1001234/rules/rule_abc`)).toEqual({
        operationId: "replaceRule",
        pathTemplate: "/groups/{id}/rules/{ruleId}",
      });
      expect(validator.matchOperation("delete", `${BASE}/groups/-1001234/rules/rule_abc`)).toEqual({
        operationId: "deleteRule",
        pathTemplate: "/groups/{id}/rules/{ruleId}",
      });
    });

    it("ignores the query and prefers literal segments", () => {
      expect(validator.matchOperation("GET", `${BASE}/groups/-100123/journal?limit=10&cursor=abc`)).toEqual({
        operationId: "listJournal",
        pathTemplate: "/groups/{id}/journal",
      });
      expect(validator.matchOperation("POST", `${BASE}/webhooks/wh_1/rotate-secret`)?.operationId).toBe("rotateWebhookSecret");
      expect(validator.matchOperation("GET", `${BASE}/openapi.json`)?.operationId).toBe("getOpenApiDocument");
    });

    it("returns null for unknown paths and methods", () => {
      expect(validator.matchOperation("GET", `${BASE}/nope`)).toBeNull();
      expect(validator.matchOperation("GET", `${BASE}/groups/-1/rules/rule_1`)).toBeNull();
      expect(validator.matchOperation("POST", `${BASE}/groups/-1/rules/rule_1/extra`)).toBeNull();
    });
  });

  describe("validateResponse", () => {
    it("takes the server prefix from the absolute server URL at its variables' defaults", () => {
      expect(validator.matchOperation("GET", `${BASE}/docs`)?.operationId).toBe("getApiReference");
      expect(validator.matchOperation("GET", `${BASE}/docs/redoc.standalone.js`)?.operationId).toBe("getApiReferenceScript");
    });

    it("checks a response of another media type than JSON by its Content-Type and its text", () => {
      const page = (headers: ResponseSample["headers"], body: unknown) => sample({ method: "GET", path: `${BASE}/docs`, status: 200, headers, body });
      expect(validator.validateResponse(page({ "X-Request-Id": REQUEST_ID, "Content-Type": "text/html; charset=utf-8" }, "<!doctype html>"))).toEqual([]);
      expect(validator.validateResponse(page({ "X-Request-Id": REQUEST_ID, "Content-Type": "application/json" }, "<!doctype html>"))).toEqual([
        expect.stringMatching(/content-type "application\/json" is not text\/html$/),
      ]);
      expect(validator.validateResponse(page({ "X-Request-Id": REQUEST_ID, "Content-Type": "text/html" }, undefined))).toEqual([
        expect.stringMatching(/expected a text\/html body, got none$/),
      ]);
    });

    it("accepts a valid spam check result", () => {
      expect(validator.validateResponse(spamCheck(validSpamCheckResult))).toEqual([]);
    });

    it("accepts header names in any case and array values", () => {
      const headers = Object.fromEntries(Object.entries(QUOTA_HEADERS).map(([k, v]) => [k.toLowerCase(), [v]]));
      expect(validator.validateResponse(spamCheck(validSpamCheckResult, headers))).toEqual([]);
    });

    it("rejects a result without verdict", () => {
      const { verdict: _verdict, ...withoutVerdict } = validSpamCheckResult;
      const errors = validator.validateResponse(spamCheck(withoutVerdict));
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.join("\n")).toMatch(/verdict/);
    });

    it("rejects a verdict outside the enum", () => {
      const errors = validator.validateResponse(spamCheck({ ...validSpamCheckResult, verdict: "ham" }));
      expect(errors.join("\n")).toMatch(/body\/verdict .*allowed values/);
    });

    it("rejects an extra property", () => {
      const errors = validator.validateResponse(spamCheck({ ...validSpamCheckResult, reasons: ["x"] }));
      expect(errors.join("\n")).toMatch(/additional property "reasons"/);
    });

    it("rejects a fractional score, a timestamp without milliseconds and a bad ai object", () => {
      expect(validator.validateResponse(spamCheck({ ...validSpamCheckResult, score: 91.5 })).join("\n")).toMatch(/body\/score/);
      expect(
        validator
          .validateResponse(spamCheck({ ...validSpamCheckResult, quota: { ...validSpamCheckResult.quota, reset_at: "2025-03-02T00:00:00Z" } }))
          .join("\n"),
      ).toMatch(/reset_at/);
      expect(validator.validateResponse(spamCheck({ ...validSpamCheckResult, ai: { status: "ok" } }))).not.toEqual([]);
    });

    it("requires X-Request-Id and the quota headers on a metered response", () => {
      const errors = validator.validateResponse(spamCheck(validSpamCheckResult, { "X-Request-Id": REQUEST_ID }));
      expect(errors.join("\n")).toMatch(/missing required header X-Quota-Used/);
      expect(errors.join("\n")).toMatch(/X-Quota-Reset/);
      const noId = validator.validateResponse(spamCheck(validSpamCheckResult, { ...QUOTA_HEADERS, "X-Request-Id": undefined }));
      expect(noId.join("\n")).toMatch(/missing required header X-Request-Id/);
      const badQuota = validator.validateResponse(spamCheck(validSpamCheckResult, { ...QUOTA_HEADERS, "X-Quota-Used": "many" }));
      expect(badQuota.join("\n")).toMatch(/X-Quota-Used/);
    });

    it("flags a status the operation does not document", () => {
      const errors = validator.validateResponse(
        sample({ method: "POST", path: `${BASE}/groups/-1001234/rules`, status: 200, headers: QUOTA_HEADERS, body: {} }),
      );
      expect(errors.join("\n")).toMatch(/status 200 is not documented for createRule/);
    });

    it("accepts a 204 without a body and rejects one with a body", () => {
      const ok = sample({ method: "DELETE", path: `${BASE}/groups/-1001234/rules/rule_abc`, status: 204, headers: QUOTA_HEADERS });
      expect(validator.validateResponse(ok)).toEqual([]);
      expect(validator.validateResponse({ ...ok, body: { deleted: true } }).join("\n")).toMatch(/expected no body/);
    });

    it("checks errors against the codes their status allows", () => {
      const error = (code: string, details?: Json) => ({
        error: { code, message: "m", ...(details ? { details } : {}), request_id: REQUEST_ID },
      });
      const forbidden = (code: string, details?: Json) =>
        sample({
          method: "GET",
          path: `${BASE}/groups/-1001234/settings`,
          status: 403,
          headers: { "X-Request-Id": REQUEST_ID },
          body: error(code, details),
        });
      expect(validator.validateResponse(forbidden("plan_required", { required_plan: "pro", current_plan: "free", subject: "group" }))).toEqual([]);
      expect(validator.validateResponse(forbidden("plan_required"))).not.toEqual([]);
      // A GET cannot fail for scope.
      expect(validator.validateResponse(forbidden("insufficient_scope"))).not.toEqual([]);
      // The body's request_id must be the header's.
      expect(validator.validateResponse({ ...forbidden("account_frozen"), headers: { "X-Request-Id": "other" } }).join("\n")).toMatch(
        /differs from X-Request-Id/,
      );
    });

    it("accepts a daily quota 429 with its details and headers", () => {
      const tooMany = sample({
        method: "POST",
        path: `${BASE}/spam/check`,
        status: 429,
        headers: { ...QUOTA_HEADERS, "Retry-After": "3600" },
        body: {
          error: {
            code: "daily_quota_exceeded",
            message: "Daily quota of 100 calls used up.",
            details: { plan: "free", limit: 100, used: 100, reset_at: "2025-03-02T00:00:00.000Z", upgrade_hint: "Pro gives 10,000 calls a day." },
            request_id: REQUEST_ID,
          },
        },
      });
      expect(validator.validateResponse(tooMany)).toEqual([]);
      const { "Retry-After": _r, ...withoutRetry } = tooMany.headers as Record<string, string>;
      expect(validator.validateResponse({ ...tooMany, headers: withoutRetry }).join("\n")).toMatch(/Retry-After/);
    });

    it("flags an error status an operation leaves to `default`, unless it is one of the transport's", () => {
      const me = (status: number, code: string) =>
        sample({
          method: "GET",
          path: `${BASE}/me`,
          status,
          headers: { "X-Request-Id": REQUEST_ID },
          body: { error: { code, message: "m", request_id: REQUEST_ID } },
        });
      // GET /me has no group: a 404 group_not_found is a status it does not document.
      expect(validator.validateResponse(me(404, "group_not_found"))).toEqual([
        expect.stringMatching(/GET \/api\/public\/v1\/me -> 404: status 404 group_not_found is not documented for getMe/),
      ]);
      expect(validator.validateResponse(me(409, "limit_reached")).join("\n")).toMatch(/status 409 limit_reached is not documented for getMe/);
      // The errors of a request that is not well-formed HTTP, and of an endpoint not deployed yet.
      for (const [code, status] of Object.entries(TRANSPORT_ERROR_CODES)) expect(validator.validateResponse(me(status, code)), code).toEqual([]);
      // Only with the status of their code.
      expect(validator.validateResponse(me(400, "request_timeout"))).not.toEqual([]);
    });

    it("takes the transport's errors that `default` covers from the document's description of it", () => {
      const description = (((doc.components as Json).responses as Json).Error as Json).description as string;
      for (const [code, status] of Object.entries(TRANSPORT_ERROR_CODES)) {
        expect(ERROR_CODES[code as ErrorCode], code).toBe(status);
        expect(description, code).toContain(`\`${status} ${code}\``);
      }
    });

    it("validates unknown routes as generic errors", () => {
      const notFound = sample({
        method: "GET",
        path: `${BASE}/no-such-thing`,
        status: 404,
        headers: { "X-Request-Id": REQUEST_ID },
        body: { error: { code: "not_found", message: "No route GET /no-such-thing.", request_id: REQUEST_ID } },
      });
      expect(validator.validateResponse(notFound)).toEqual([]);
      expect(validator.validateResponse({ ...notFound, body: { message: "Not Found" } })).not.toEqual([]);
      expect(validator.validateResponse({ ...notFound, status: 200 }).join("\n")).toMatch(/no documented path/);
    });

    it("validates a 405 on a known path with its Allow header", () => {
      const notAllowed = sample({
        method: "POST",
        path: `${BASE}/groups/-1001234/settings`,
        status: 405,
        headers: { "X-Request-Id": REQUEST_ID, Allow: "GET, PATCH" },
        body: { error: { code: "method_not_allowed", message: "Use GET or PATCH.", request_id: REQUEST_ID } },
      });
      expect(validator.validateResponse(notAllowed)).toEqual([]);
      expect(validator.validateResponse({ ...notAllowed, headers: { "X-Request-Id": REQUEST_ID } }).join("\n")).toMatch(/Allow/);
    });
  });
});
