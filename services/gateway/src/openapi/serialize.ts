import { openapiDocument } from "./document.js";

/** The document as published in `docs/api/openapi.json`: 2-space JSON and a final newline. */
export function renderOpenApiJson(doc: object = openapiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
