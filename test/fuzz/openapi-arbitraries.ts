/**
 * fast-check arbitraries derived from an OpenAPI 3.1 document: for every operation, requests
 * whose path, query and body are valid by the document's schemas, and hostile variants of each
 * (NUL and lone surrogates, huge and fractional numbers, wrong types, extra and missing fields,
 * deep nesting, bodies that are not JSON, cursors the service never issued, dates that do not
 * exist, limits at and beyond their edges). Nothing here names a route: operations, parameters
 * and schemas are all read from the document, so a new endpoint is fuzzed as soon as it is in it.
 */
import fc from "fast-check";

type Json = Record<string, any>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

export interface Operation {
  operationId: string;
  method: string;
  template: string;
  pathParams: Json[];
  queryParams: Json[];
  body?: { schema: Json; required: boolean };
  secured: boolean;
}

/** How one path parameter is filled at send time. */
export type PathValue =
  | { kind: "known"; pick: number; poison?: string } // an id the run has seen that matches the parameter's schema (with `poison` appended, URL-encoded)
  | { kind: "literal"; value: string }; // already URL-encoded

export interface PlannedRequest {
  operationId: string;
  method: string;
  template: string;
  path: Record<string, PathValue>;
  /** Query string pairs, already URL-encoded; a value may be a `{ known: n }` cursor seen earlier. */
  query: [string, string | { knownCursor: number }][];
  /** The body as sent: JSON text, raw text, raw bytes, or none. */
  body?: { raw: string | Uint8Array; contentType: string };
  /** What the generator meant to send (for the failure report). */
  intent: string;
}

const HTTP_METHODS = ["get", "put", "post", "patch", "delete"];

/** Follows `$ref`s into the document. */
export function deref(doc: Json, node: unknown, depth = 0): Json {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== "string" || depth > 30) return node;
  let cur: unknown = doc;
  for (const token of node.$ref.slice(2).split("/")) cur = isObject(cur) ? cur[token.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  return deref(doc, cur, depth + 1);
}

/** Every operation of the document. */
export function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: unknown) => deref(doc, p));
      const rb = op.requestBody ? deref(doc, op.requestBody) : undefined;
      const media = rb?.content?.["application/json"];
      const security = op.security ?? doc.security ?? [];
      ops.push({
        operationId: op.operationId ?? `${method} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        body: media?.schema ? { schema: media.schema, required: rb?.required === true } : undefined,
        secured: security.length > 0,
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Strings no field should accept silently, and none should turn into a 500. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\ud83d",
  "\u202e\u0301",
  "%00",
  "' OR 1=1 --",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell probe string, sent as data on purpose
  "${jndi:ldap://x}",
  "null",
  "{}",
  "NaN",
  "-1",
  "1e309",
  "😀".repeat(3_000),
  "a".repeat(10_001),
  "\\",
  '"',
];

/** Numbers at and beyond every edge JSON can carry. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  -(2 ** 63),
  // biome-ignore lint/correctness/noPrecisionLoss: a literal past 2^63 is one of the hostile numbers on purpose
  12345678901234567890,
  0.1,
  5e-324,
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { "": 1 }, { "\u0000": 1 }, ["\u0000"]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/** JSON text nested `n` levels deep (arrays or objects), for a body or a field. */
export function nested(n: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(n) + "]".repeat(n) : `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
}

// ---------------------------------------------------------------------------------------------
// Valid values from schemas

/** URLs a `format: uri` field gets: the local receiver (allowed in the fuzz stack) and refused ones. */
export function uriValues(receiver: string): string[] {
  // Mostly the receiver, so that creates succeed and later operations find endpoints to act on.
  return [
    receiver,
    receiver,
    receiver,
    receiver,
    `${receiver}?q=1`,
    `${receiver}/deeper`,
    "https://hooks.warden.invalid/in",
    "http://10.0.0.1/hook",
    "https://[::1]/x",
    "https://127.0.0.1:0/x",
    "ftp://example.invalid/",
    "https://user:pw@example.invalid/",
  ];
}

export interface SchemaContext {
  doc: Json;
  uris: string[];
}

/** Values valid by `schema` (bounded in size); falls back to any JSON where the schema says nothing. */
export function valid(ctx: SchemaContext, schemaIn: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(ctx.doc, schemaIn);
  if (depth > 8) return fc.constant(null);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const members = (schema.oneOf ?? schema.anyOf) as unknown[];
    // anyOf of `required` lists only (no types): the object's own properties decide.
    const typed = members.filter((m) => Object.keys(deref(ctx.doc, m)).some((k) => k !== "required"));
    if (typed.length) return fc.oneof(...typed.map((m) => valid(ctx, m, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Json = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf.map((p: unknown) => deref(ctx.doc, p))) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
      if (part.type && part.type !== "object") return valid(ctx, part, depth + 1);
    }
    return valid(ctx, merged, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : undefined;
  if (type && type.length > 1) return fc.oneof(...type.map((t: string) => valid(ctx, { ...schema, type: t }, depth + 1)));
  switch (type?.[0] ?? (schema.properties ? "object" : undefined)) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : Number.MIN_SAFE_INTEGER);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }).filter((n) => n >= min && n <= max),
        fc.constantFrom(min, max),
      );
    }
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case "string":
      return validString(ctx, schema);
    case "array": {
      const item = valid(ctx, schema.items ?? {}, depth + 1);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return schema.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
    }
    case "object": {
      const props = Object.entries<unknown>(schema.properties ?? {});
      if (!props.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required: string[] = schema.required ?? [];
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, valid(ctx, s, depth + 1)])), {
        requiredKeys: required.filter((k) => props.some(([p]) => p === k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(ctx: SchemaContext, schema: Json): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  if (schema.format === "uri" || schema.format === "url") return fc.constantFrom(...ctx.uris);
  if (schema.format === "date-time")
    return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T23:59:59Z"), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "date")
    return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date(), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (typeof schema.pattern === "string") {
    let re: RegExp | undefined;
    try {
      re = new RegExp(schema.pattern, "u");
    } catch {
      re = undefined;
    }
    if (re) {
      const matching = re;
      return fc.stringMatching(matching).filter((s) => s.length >= minLength && [...s].length <= maxLength);
    }
  }
  const small = fc.string({ unit: "grapheme", minLength, maxLength: Math.min(maxLength, Math.max(minLength, 60)) });
  // Sometimes exactly at the longest length the schema allows.
  return maxLength <= 20_000 && maxLength > 60
    ? fc.oneof({ weight: 9, arbitrary: small }, { weight: 1, arbitrary: fc.constant("a".repeat(maxLength)) })
    : small;
}

// ---------------------------------------------------------------------------------------------
// Mutations

type Path = (string | number)[];

function leafPaths(v: unknown): Path[] {
  const out: Path[] = [[]];
  const stack: [unknown, Path][] = [[v, []]];
  while (stack.length) {
    const [x, p] = stack.pop()!;
    const children: [string | number, unknown][] = Array.isArray(x) ? x.map((c, i) => [i, c]) : isObject(x) ? Object.entries(x) : [];
    for (const [k, c] of children) {
      out.push([...p, k]);
      stack.push([c, [...p, k]]);
    }
  }
  return out;
}

function getAt(root: unknown, path: Path): unknown {
  let cur: any = root;
  for (const k of path) cur = cur?.[k];
  return cur;
}

/** What makes a string unstorable: U+0000 and unpaired surrogates (high, low, reversed pair). */
export const POISON = ["\u0000", "\ud800", "\udfff", "\udc00\ud800"];

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as any;
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k];
  cur[path[path.length - 1]!] = value;
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  if (path.length === 0) return root;
  const copy = structuredClone(root) as any;
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k];
  const last = path[path.length - 1]!;
  if (Array.isArray(cur)) cur.splice(Number(last), 1);
  else delete cur[last];
  return copy;
}

const JSON_CT = "application/json";

/** A body for an operation: valid most of the time, else one of many ways to be wrong. */
export function bodyArb(ctx: SchemaContext, schema: Json): fc.Arbitrary<{ raw: string | Uint8Array; contentType: string; intent: string }> {
  const good = valid(ctx, schema);
  const json = (v: unknown, intent: string) => ({ raw: JSON.stringify(v) ?? "null", contentType: JSON_CT, intent });
  return fc.oneof(
    { weight: 8, arbitrary: good.map((v) => json(v, "valid body")) },
    {
      // A string field that is otherwise valid, with U+0000 or a lone surrogate inside: the
      // input that reached PostgreSQL as 22021 before the edge refused it.
      weight: 4,
      arbitrary: fc.tuple(good, fc.nat(), fc.nat(), fc.constantFrom(...POISON)).map(([v, i, at, poison]) => {
        const strings = leafPaths(v).filter((p) => typeof getAt(v, p) === "string");
        if (!strings.length) return json(v, "valid body (no string to poison)");
        const p = strings[i % strings.length]!;
        const str = getAt(v, p) as string;
        const cut = at % (str.length + 1);
        return json(setAt(v, p, str.slice(0, cut) + poison + str.slice(cut)), `${JSON.stringify(poison)} inside ${p.join(".") || "body"}`);
      }),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(good, fc.nat(), hostileValue).map(([v, i, bad]) => {
        const paths = leafPaths(v);
        const p = paths[i % paths.length]!;
        return json(setAt(v, p, bad), `hostile value at ${p.join(".") || "body"}`);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(good, fc.string({ maxLength: 12 }), hostileValue)
        .map(([v, k, bad]) => json(isObject(v) ? { ...v, [k || "extra"]: bad } : v, `extra field ${JSON.stringify(k)}`)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(good, fc.nat()).map(([v, i]) => {
        const paths = leafPaths(v).filter((p) => p.length > 0);
        const p = paths.length ? paths[i % paths.length]! : [];
        return json(deleteAt(v, p), `without ${p.join(".")}`);
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(good, fc.nat(), fc.constantFrom(31, 33, 64, 5_000), fc.constantFrom<"array" | "object">("array", "object")).map(([v, i, n, kind]) => {
        // A field (or the whole body) replaced by JSON nested n levels deep.
        const paths = leafPaths(v);
        const p = paths[i % paths.length]!;
        const marker = "__NESTED__";
        const text = JSON.stringify(setAt(v, p, marker)).replace(JSON.stringify(marker), nested(n, kind));
        return { raw: text, contentType: JSON_CT, intent: `${kind} nested ${n} deep at ${p.join(".") || "body"}` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { raw: "{", contentType: JSON_CT, intent: "truncated JSON" },
        { raw: "", contentType: JSON_CT, intent: "empty body" },
        { raw: '{"a":1,}', contentType: JSON_CT, intent: "trailing comma" },
        { raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: JSON_CT, intent: "invalid UTF-8" },
        { raw: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}', contentType: JSON_CT, intent: "prototype keys" },
        { raw: "{}", contentType: "text/plain", intent: "wrong content type" },
        { raw: "{}", contentType: "application/json; charset=latin1", intent: "wrong charset" },
        { raw: `{"x":"${"a".repeat(300 * 1024)}"}`, contentType: JSON_CT, intent: "over the body limit" },
      ),
    },
    { weight: 1, arbitrary: hostileValue.map((v) => json(v, "hostile body")) },
  );
}

// ---------------------------------------------------------------------------------------------
// Parameters

/** Integer edges a schema declares: min-1, min, max, max+1 (and the safe-integer edges). */
function integerEdges(schema: Json): string[] {
  const out = new Set<string>();
  for (const n of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
    if (typeof n === "number") for (const d of [-1, 0, 1]) out.add(String(n + d));
  }
  for (const s of ["0", "-1", "1", "1.5", "1e3", "9007199254740993", "-9007199254740993", "99999999999999999999", "0x10", " 1", "01", "abc"]) out.add(s);
  return [...out];
}

/** POISON in a URL: U+0000 and surrogate code points as UTF-8 (CESU) bytes, which decode to lone surrogates nowhere but to U+FFFD or an error. */
const POISON_ENCODED = ["%00", "%ED%A0%80", "%ED%BF%BF", "a%00"];

const ENCODED_HOSTILE = ["%00", "a%00b", "%ED%A0%80", "%FF", "%", "..", "%2F", "null", "undefined", "-", "%20", "a".repeat(300), "@", "@%00", "%F0%9F%98%80"];

/** A value of one query parameter: valid by its schema, at its edges, or hostile. */
export function queryValueArb(ctx: SchemaContext, param: Json): fc.Arbitrary<string | { knownCursor: number }> {
  const schema = deref(ctx.doc, param.schema);
  const enc = (v: unknown) => encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v));
  const isCursor = /cursor/i.test(param.name);
  // A cursor "valid by the schema" is any short string, which no list issued: the valid cursors
  // are the ones the run has seen.
  const good: fc.Arbitrary<string | { knownCursor: number }> = isCursor ? fc.nat().map((n) => ({ knownCursor: n })) : valid(ctx, schema).map(enc);
  const variants: { weight: number; arbitrary: fc.Arbitrary<string | { knownCursor: number }> }[] = [
    { weight: 8, arbitrary: good },
    { weight: 1, arbitrary: fc.tuple(valid(ctx, schema), fc.constantFrom(...POISON_ENCODED)).map(([v, p]) => enc(v) + p) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.map((s) => encodeURIComponent(s.isWellFormed() ? s : "")), ...ENCODED_HOSTILE) },
  ];
  if (schema.type === "integer" || schema.type === "number")
    variants.push({ weight: 2, arbitrary: fc.constantFrom(...integerEdges(schema)).map(encodeURIComponent) });
  if (schema.format === "date-time" || schema.format === "date" || /date|from|to/i.test(param.name)) {
    variants.push({
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "2026-02-30",
          "2026-13-01",
          "0000-00-00",
          "9999-12-31",
          "0001-01-01",
          "2026-01-01T25:00:00Z",
          "2026-01-01T00:00:00+24:00",
          "-271821-04-20T00:00:00Z",
          "275760-09-13T00:00:01Z",
          "1970-01-01T00:00:00.0000000001Z",
          "yesterday",
          "2026-03-01T12:00:00",
          "2026-03-01T12:00:00.123456789Z",
        )
        .map(encodeURIComponent),
    });
  }
  if (isCursor) {
    variants.push({
      weight: 2,
      arbitrary: fc.oneof(
        fc.base64String({ minLength: 4, maxLength: 600 }).map(encodeURIComponent),
        fc.constantFrom(
          "a.b",
          ".",
          "x".repeat(513),
          Buffer.from(JSON.stringify(["0001-01-01T00:00:00.000000Z", "evt_\u0000", "x"])).toString("base64url"),
          `${Buffer.from(JSON.stringify({ v: 1, t: "0001-01-01T00:00:00Z", i: "dlv_x" })).toString("base64url")}.AAAA`,
        ),
      ),
    });
  }
  return fc.oneof(...variants);
}

/** A path parameter: an id the run knows (most often), one valid by the schema, or hostile. */
export function pathValueArb(ctx: SchemaContext, param: Json): fc.Arbitrary<PathValue> {
  const schema = deref(ctx.doc, param.schema);
  return fc.oneof(
    { weight: 8, arbitrary: fc.nat().map((pick): PathValue => ({ kind: "known", pick })) },
    { weight: 1, arbitrary: valid(ctx, schema).map((v): PathValue => ({ kind: "literal", value: encodeURIComponent(String(v)) })) },
    { weight: 2, arbitrary: fc.constantFrom(...POISON_ENCODED).map((p): PathValue => ({ kind: "known", pick: 0, poison: p })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...integerEdges(schema), ...ENCODED_HOSTILE, "-1001234567890", "-100", "-0")
        .map((value): PathValue => ({ kind: "literal", value })),
    },
  );
}

/** One request to one operation. */
export function requestArb(ctx: SchemaContext, op: Operation): fc.Arbitrary<PlannedRequest> {
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name as string, pathValueArb(ctx, p)]))) as fc.Arbitrary<Record<string, PathValue>>;
  const queryPairs = op.queryParams.length
    ? fc
        .tuple(
          fc
            .subarray(op.queryParams)
            .chain((ps) =>
              ps.length
                ? fc.tuple(...ps.map((p) => queryValueArb(ctx, p).map((v) => [p.name as string, v] as [string, string | { knownCursor: number }])))
                : fc.constant<[string, string | { knownCursor: number }][]>([]),
            ),
          fc.option(fc.constantFrom<[string, string]>(["limit", "1"], ["unknown_param", "%00"], ["cursor", ""]), { freq: 5 }),
        )
        .map(([pairs, extra]) => (extra ? [...pairs, extra] : pairs))
    : fc.option(fc.constantFrom<[string, string]>(["unknown_param", "1"], ["limit", "%00"]), { freq: 8 }).map((e) => (e ? [e] : []));
  const body = op.body ? fc.option(bodyArb(ctx, op.body.schema), { freq: 20 }) : fc.constant(null);
  return fc.tuple(path, queryPairs, body).map(([p, q, b]) => ({
    operationId: op.operationId,
    method: op.method,
    template: op.template,
    path: p,
    query: q as PlannedRequest["query"],
    body: b ? { raw: b.raw, contentType: b.contentType } : undefined,
    intent: b ? b.intent : op.body ? "no body" : "no body needed",
  }));
}

/** A request that is valid by the document: known ids in the path, no query, a valid body. */
export function validRequestArb(ctx: SchemaContext, op: Operation): fc.Arbitrary<PlannedRequest> {
  const path = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name as string, fc.nat().map((pick): PathValue => ({ kind: "known", pick }))])),
  ) as fc.Arbitrary<Record<string, PathValue>>;
  const body = op.body ? valid(ctx, op.body.schema).map((v) => ({ raw: JSON.stringify(v) ?? "null", contentType: JSON_CT })) : fc.constant(undefined);
  return fc.tuple(path, body).map(([p, b]) => ({
    operationId: op.operationId,
    method: op.method,
    template: op.template,
    path: p,
    query: [],
    body: b,
    intent: "valid request (warm-up)",
  }));
}

/** Creates before updates before reads before deletes, so a warm-up pass finds what it acts on. */
export const METHOD_ORDER = ["POST", "PUT", "PATCH", "GET", "DELETE"];
