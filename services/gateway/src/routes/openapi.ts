import { declareRoute } from "../http/route.js";
import { metaOperation } from "../openapi/responses.js";

/**
 * GET /openapi.json: the machine-readable contract; no key, no quota. The document is generated
 * from the route table this route belongs to, so it is loaded on first use.
 */
export const openapiRoutes = [
  declareRoute({
    method: "GET",
    path: "/openapi.json",
    scope: "read",
    accountPlan: "free",
    cost: "none",
    public: true,
    handler: () => {
      let body: Promise<string> | undefined;
      return async (ctx) => {
        body ??= import("../openapi/document.js").then((m) => JSON.stringify(m.openapiDocument));
        ctx.type = "application/json";
        ctx.body = await body;
      };
    },
    doc: {
      operation: metaOperation(
        "getOpenApiDocument",
        "This OpenAPI document",
        "The machine-readable description of API v1 (this document). Needs no key, costs no quota and is not rate-limited.",
        "application/json",
        "The OpenAPI 3.1 document.",
        {
          type: "object",
          required: ["openapi", "info", "paths"],
          // One-value `enum` and open objects said to be open, for generators (see the document's tests).
          properties: {
            openapi: { type: "string", enum: ["3.1.0"] },
            info: { type: "object", additionalProperties: true },
            paths: { type: "object", additionalProperties: true },
          },
        },
      ),
    },
  }),
];
