import { declareRoute } from "../http/route.js";
import { parameterRef, requestIdHeaders, responseRef } from "../openapi/responses.js";

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
      operation: {
        operationId: "getOpenApiDocument",
        summary: "This OpenAPI document",
        description: "The machine-readable description of API v1 (this document). Needs no key, costs no quota and is not rate-limited.",
        tags: ["Meta"],
        security: [],
        "x-warden-plan": "free",
        "x-warden-scope": "read",
        "x-warden-quota": "none",
        parameters: [parameterRef("RequestIdHeader")],
        responses: {
          "200": {
            description: "The OpenAPI 3.1 document.",
            headers: requestIdHeaders(),
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["openapi", "info", "paths"],
                  properties: { openapi: { type: "string", const: "3.1.0" }, info: { type: "object" }, paths: { type: "object" } },
                },
              },
            },
          },
          "405": responseRef("MethodNotAllowed"),
          "500": responseRef("InternalError"),
          default: responseRef("Error"),
        },
      },
    },
  }),
];
