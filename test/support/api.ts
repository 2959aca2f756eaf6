import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createOpenApiValidator, type ResponseSample } from "@warden/testing";
import { ROOT } from "./stack.js";

const doc = JSON.parse(readFileSync(join(ROOT, "docs/api/openapi.json"), "utf8")) as object;
const validator = createOpenApiValidator(doc);

/** Every response an e2e test receives, with the problems the OpenAPI check found in it. */
export const seen: { sample: ResponseSample; problems: string[] }[] = [];

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A client of the public API that validates every response against the committed OpenAPI
 * document and throws when one does not conform: the contract is checked on every call.
 */
export function apiClient(baseUrl: string, key?: string) {
  async function call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts: { headers?: Record<string, string>; raw?: string; key?: string | null } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const k = opts.key === undefined ? key : opts.key;
    if (k) headers.authorization = `Bearer ${k}`;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json";
    const res = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    const sample: ResponseSample = {
      method,
      path: new URL(baseUrl + path).pathname + new URL(baseUrl + path).search,
      status: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: parsed,
    };
    const problems = validator.validateResponse(sample);
    seen.push({ sample, problems });
    if (problems.length) {
      throw new Error(`${method} ${path} -> ${res.status} does not conform to the OpenAPI document:\n- ${problems.join("\n- ")}\nbody: ${text.slice(0, 500)}`);
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  return {
    call,
    get: <T = any>(path: string, opts?: Parameters<typeof call>[3]) => call<T>("GET", path, undefined, opts),
    post: <T = any>(path: string, body?: unknown, opts?: Parameters<typeof call>[3]) => call<T>("POST", path, body, opts),
    put: <T = any>(path: string, body?: unknown, opts?: Parameters<typeof call>[3]) => call<T>("PUT", path, body, opts),
    patch: <T = any>(path: string, body?: unknown, opts?: Parameters<typeof call>[3]) => call<T>("PATCH", path, body, opts),
    delete: <T = any>(path: string, opts?: Parameters<typeof call>[3]) => call<T>("DELETE", path, undefined, opts),
  };
}
