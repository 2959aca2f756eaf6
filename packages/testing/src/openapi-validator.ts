/**
 * Validates recorded HTTP responses against an OpenAPI 3.1 document.
 *
 * - The request path (with the server prefix, e.g. `/api/public/v1`, and an optional query)
 *   is matched to a path template of the document; `{param}` matches one path segment, and
 *   templates with more literal segments win.
 * - The response object is the one documented for the status, else the `NXX` range, else
 *   `default`. A status with none of these is an error, and so is a 1xx-3xx status that
 *   only `default` covers (in this document `default` describes errors). An error that only
 *   `default` covers must be one of TRANSPORT_ERROR_CODES, with its status: every other error
 *   an operation can answer is documented under its own status.
 * - The body is validated with Ajv (JSON Schema 2020-12, formats on) against the response
 *   schema; `#/components/...` references resolve against the document's components. A response
 *   documented with another media type than JSON (an HTML page) must carry that `Content-Type`,
 *   and its text is validated against the schema.
 * - Documented headers with `required: true` must be present (names case-insensitive), and
 *   present documented headers must match their schema (numeric strings are tried as numbers).
 * - When the body is an error `{ "error": { "request_id" } }` and `X-Request-Id` is present,
 *   they must be equal.
 * - A path that matches no template (or a method the path does not have) is validated as a
 *   generic error: status 400 or above and a body matching `#/components/schemas/Error`
 *   (with the 405 response of the path when the status is 405).
 *
 * Only ajv, ajv-formats and node built-ins are used.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

export interface ResponseSample {
  method: string;
  /** Actual request path including the server prefix (`/api/public/v1`) and query. */
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, the text of a body of another media type, or undefined when the response has none (204). */
  body: unknown;
}

export interface OperationMatch {
  operationId: string;
  pathTemplate: string;
}

export interface OpenApiValidator {
  /** [] when the sample conforms to the document, else human-readable messages. */
  validateResponse(sample: ResponseSample): string[];
  /** The operation a request goes to, or null when no path template and method match. */
  matchOperation(method: string, path: string): OperationMatch | null;
}

type Json = Record<string, unknown>;

/**
 * The errors an operation answers without documenting their status, under its `default` response
 * (the document's "Conventions" and its `Error` response): a request that is not well-formed
 * HTTP/1.1 (refused by the HTTP server before any route), and an endpoint whose service is not
 * deployed yet. Code and status, as the contract's ERROR_CODES pairs them.
 */
export const TRANSPORT_ERROR_CODES: Readonly<Record<string, number>> = {
  bad_request: 400,
  request_timeout: 408,
  headers_too_large: 431,
  not_implemented: 501,
};

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const DOC_ID = "urn:warden:openapi-document";
const GENERIC_ERROR_SCHEMA: Json = { $ref: "#/components/schemas/ErrorResponse" };
const JSON_MEDIA = /^application\/(.+\+)?json\b/i;

type FormatsPlugin = (ajv: Ajv2020) => unknown;
const addFormats: FormatsPlugin = (addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin);

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

interface Route {
  template: string;
  regex: RegExp;
  literalSegments: number;
  item: Json;
}

interface ResolvedOperation {
  route: Route;
  method: string;
  operation: Json;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function compileTemplate(template: string): Omit<Route, "item"> {
  const segments = template.split("/").slice(1);
  let literalSegments = 0;
  const parts = segments.map((segment) => {
    if (!segment.includes("{")) {
      literalSegments++;
      return escapeRegex(segment);
    }
    return segment
      .split(/(\{[^}]+\})/)
      .map((piece) => (/^\{[^}]+\}$/.test(piece) ? "[^/]+" : escapeRegex(piece)))
      .join("");
  });
  return { template, regex: new RegExp(`^/${parts.join("/")}$`), literalSegments };
}

/** Path of the first server URL (`/api/public/v1`), its variables at their defaults, without a trailing slash. */
function serverPrefix(doc: Json): string {
  const servers = doc.servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  const variables = isObject(first) && isObject(first.variables) ? first.variables : {};
  const url = (isObject(first) && typeof first.url === "string" ? first.url : "").replace(/\{(\w+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === "string" ? variable.default : whole;
  });
  const pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url;
  return pathname.replace(/\/+$/, "");
}

/** Rewrites local `$ref`s (`#/...`) to point into the registered document. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#") ? `${DOC_ID}${v}` : rewriteRefs(v);
  }
  return out;
}

function decodePointerToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
}

const TRANSPORT_ERRORS_SAID = Object.entries(TRANSPORT_ERROR_CODES)
  .map(([code, status]) => `${status} ${code}`)
  .join(", ");

/** `error.code` of an error body, if it has one. */
function errorCodeOf(body: unknown): string | undefined {
  return isObject(body) && isObject(body.error) && typeof body.error.code === "string" ? body.error.code : undefined;
}

/** Is the sample one of TRANSPORT_ERROR_CODES, with the status of its code? */
function isTransportError(sample: ResponseSample): boolean {
  const code = errorCodeOf(sample.body);
  return code !== undefined && Object.hasOwn(TRANSPORT_ERROR_CODES, code) && TRANSPORT_ERROR_CODES[code] === sample.status;
}

export function createOpenApiValidator(doc: object): OpenApiValidator {
  const document = structuredClone(doc) as Json;
  const prefix = serverPrefix(document);

  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: isObject(document.components) ? document.components : {} });

  const routes: Route[] = Object.entries(isObject(document.paths) ? document.paths : {})
    .filter((entry): entry is [string, Json] => isObject(entry[1]))
    .map(([template, item]) => ({ ...compileTemplate(template), item }))
    .sort((a, b) => b.literalSegments - a.literalSegments || a.template.localeCompare(b.template));

  const validators = new WeakMap<object, ValidateFunction>();
  function validatorFor(schema: Json): ValidateFunction {
    let fn = validators.get(schema);
    if (!fn) {
      fn = ajv.compile(rewriteRefs(schema) as Json);
      validators.set(schema, fn);
    }
    return fn;
  }

  /** Follows local `$ref`s of OpenAPI objects (responses, headers) through the document. */
  function deref(value: unknown, seen = 0): Json | undefined {
    if (!isObject(value)) return undefined;
    const ref = value.$ref;
    if (typeof ref !== "string") return value;
    if (!ref.startsWith("#/") || seen > 20) return undefined;
    let node: unknown = document;
    for (const token of ref.slice(2).split("/").map(decodePointerToken)) {
      node = isObject(node) ? node[token] : Array.isArray(node) ? node[Number(token)] : undefined;
    }
    return deref(node, seen + 1);
  }

  function requestPath(raw: string): string {
    let path = raw;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
    path = path.split("#")[0]?.split("?")[0] ?? "";
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || "/";
    return path;
  }

  function findRoute(path: string): Route | undefined {
    return routes.find((r) => r.regex.test(path));
  }

  function resolveOperation(method: string, rawPath: string): { route?: Route; op?: ResolvedOperation } {
    const route = findRoute(requestPath(rawPath));
    if (!route) return {};
    const m = method.toLowerCase();
    const candidates = m === "head" ? ["head", "get"] : [m];
    for (const c of candidates) {
      const operation = route.item[c];
      if ((HTTP_METHODS as readonly string[]).includes(c) && isObject(operation)) {
        return { route, op: { route, method: c, operation } };
      }
    }
    return { route };
  }

  function formatAjvError(e: ErrorObject): string {
    const where = `body${e.instancePath || ""}`;
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case "additionalProperties":
        return `${where} must NOT have additional property "${String(params.additionalProperty)}"`;
      case "enum":
        return `${where} ${e.message ?? "must be one of the allowed values"}: ${JSON.stringify(params.allowedValues)}`;
      case "const":
        return `${where} must be ${JSON.stringify(params.allowedValue)}`;
      default:
        return `${where} ${e.message ?? `fails ${e.keyword}`}`;
    }
  }

  function validateBody(schema: Json, body: unknown, messages: string[]): void {
    let fn: ValidateFunction;
    try {
      fn = validatorFor(schema);
    } catch (err) {
      messages.push(`response schema does not compile: ${(err as Error).message}`);
      return;
    }
    if (!fn(body)) {
      const seen = new Set<string>();
      for (const e of fn.errors ?? []) {
        const text = formatAjvError(e);
        if (!seen.has(text)) {
          seen.add(text);
          messages.push(text);
        }
      }
    }
  }

  function normalizedHeaders(headers: ResponseSample["headers"]): Map<string, string> {
    const out = new Map<string, string>();
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      out.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : value);
    }
    return out;
  }

  function validateHeaders(response: Json, headers: Map<string, string>, messages: string[]): void {
    const documented = isObject(response.headers) ? response.headers : {};
    for (const [name, raw] of Object.entries(documented)) {
      if (name.toLowerCase() === "content-type") continue;
      const header = deref(raw);
      if (!header) {
        messages.push(`header ${name}: its definition does not resolve`);
        continue;
      }
      const value = headers.get(name.toLowerCase());
      if (value === undefined) {
        if (header.required === true) messages.push(`missing required header ${name}`);
        continue;
      }
      if (!isObject(header.schema)) continue;
      let fn: ValidateFunction;
      try {
        fn = validatorFor(header.schema);
      } catch (err) {
        messages.push(`header ${name}: schema does not compile: ${(err as Error).message}`);
        continue;
      }
      const asNumber = /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim()) ? Number(value.trim()) : undefined;
      const asBoolean = value === "true" ? true : value === "false" ? false : undefined;
      const ok = fn(value) || (asNumber !== undefined && fn(asNumber)) || (asBoolean !== undefined && fn(asBoolean));
      if (!ok) messages.push(`header ${name}: ${JSON.stringify(value)} does not match its schema`);
    }
  }

  function checkRequestIdEcho(body: unknown, headers: Map<string, string>, messages: string[]): void {
    const headerId = headers.get("x-request-id");
    if (headerId === undefined || !isObject(body) || !isObject(body.error)) return;
    const bodyId = body.error.request_id;
    if (typeof bodyId === "string" && bodyId !== headerId) {
      messages.push(`error.request_id ${JSON.stringify(bodyId)} differs from X-Request-Id ${JSON.stringify(headerId)}`);
    }
  }

  /** The documented media type of a response (its JSON one when it has several) and its schema. */
  function contentSchema(response: Json): { hasContent: boolean; mediaType?: string; schema?: Json } {
    if (!isObject(response.content)) return { hasContent: false };
    const entries = Object.entries(response.content);
    if (entries.length === 0) return { hasContent: false };
    const [mediaType, media] = entries.find(([type]) => JSON_MEDIA.test(type)) ?? entries[0]!;
    return { hasContent: true, mediaType, schema: isObject(media) && isObject(media.schema) ? media.schema : undefined };
  }

  function validateAgainst(response: Json, sample: ResponseSample, headers: Map<string, string>, messages: string[], isHead: boolean): void {
    const { hasContent, mediaType, schema } = contentSchema(response);
    if (!isHead) {
      if (hasContent) {
        const contentType = headers.get("content-type");
        if (sample.body === undefined) messages.push(`expected a ${mediaType} body, got none`);
        else if (JSON_MEDIA.test(mediaType!)) {
          if (contentType !== undefined && !/json/i.test(contentType)) {
            messages.push(`content-type ${JSON.stringify(contentType)} is not JSON`);
          }
          if (schema) validateBody(schema, sample.body, messages);
        } else {
          // Another media type (the rendered reference's page and script): that type, and the text
          // against the schema.
          if (contentType?.split(";")[0]?.trim().toLowerCase() !== mediaType!.toLowerCase()) {
            messages.push(`content-type ${JSON.stringify(contentType)} is not ${mediaType}`);
          }
          if (schema) validateBody(schema, sample.body, messages);
        }
      } else if (sample.body !== undefined && sample.body !== null && sample.body !== "") {
        messages.push("expected no body");
      }
    }
    validateHeaders(response, headers, messages);
    checkRequestIdEcho(sample.body, headers, messages);
  }

  /** An error response outside the documented operations (unknown route or method). */
  function validateGenericError(sample: ResponseSample, route: Route | undefined, headers: Map<string, string>, messages: string[]): void {
    if (sample.status < 400) {
      messages.push(
        route
          ? `method ${sample.method.toUpperCase()} is not documented for ${route.template}, yet the status is ${sample.status}`
          : `no documented path matches ${requestPath(sample.path)}, yet the status is ${sample.status}`,
      );
      return;
    }
    // A 405 on a known path: use the 405 response its operations document, if any.
    if (route && sample.status === 405) {
      for (const m of HTTP_METHODS) {
        const op = route.item[m];
        const documented = isObject(op) && isObject(op.responses) ? deref(op.responses["405"]) : undefined;
        if (documented) {
          validateAgainst(documented, sample, headers, messages, false);
          return;
        }
      }
    }
    const components = isObject(document.components) ? document.components : {};
    const schemas = isObject(components.schemas) ? components.schemas : {};
    if (isObject(schemas.ErrorResponse)) {
      if (sample.body === undefined) messages.push("expected an error body, got none");
      else validateBody(GENERIC_ERROR_SCHEMA, sample.body, messages);
    }
    const componentHeaders = isObject(components.headers) ? components.headers : {};
    const requestId = deref(componentHeaders["X-Request-Id"]);
    if (requestId?.required === true && !headers.has("x-request-id")) messages.push("missing required header X-Request-Id");
    checkRequestIdEcho(sample.body, headers, messages);
  }

  function responseFor(operation: Json, status: number): { response?: Json; key?: string } {
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const key of [String(status), `${Math.floor(status / 100)}XX`, "default"]) {
      if (key in responses) return { response: deref(responses[key]), key };
    }
    return {};
  }

  return {
    matchOperation(method, path) {
      const { op } = resolveOperation(method, path);
      if (!op || typeof op.operation.operationId !== "string") return null;
      return { operationId: op.operation.operationId, pathTemplate: op.route.template };
    },

    validateResponse(sample) {
      const messages: string[] = [];
      const headers = normalizedHeaders(sample.headers);
      const { route, op } = resolveOperation(sample.method, sample.path);
      if (!op) {
        validateGenericError(sample, route, headers, messages);
      } else {
        const name = typeof op.operation.operationId === "string" ? op.operation.operationId : `${op.method} ${op.route.template}`;
        const { response, key } = responseFor(op.operation, sample.status);
        if (key === undefined) {
          messages.push(`status ${sample.status} is not documented for ${name}`);
        } else if (!response) {
          messages.push(`response ${key} of ${name} does not resolve`);
        } else if (key === "default" && sample.status < 400) {
          messages.push(`status ${sample.status} is not documented for ${name} (only \`default\`, which describes errors)`);
        } else if (key === "default" && !isTransportError(sample)) {
          const code = errorCodeOf(sample.body);
          const what = code === undefined ? `${sample.status}` : `${sample.status} ${code}`;
          messages.push(`status ${what} is not documented for ${name} (its \`default\` covers only ${TRANSPORT_ERRORS_SAID})`);
        } else {
          validateAgainst(response, sample, headers, messages, sample.method.toLowerCase() === "head");
        }
      }
      const label = `${sample.method.toUpperCase()} ${sample.path} -> ${sample.status}`;
      return messages.map((m) => `${label}: ${m}`);
    },
  };
}
