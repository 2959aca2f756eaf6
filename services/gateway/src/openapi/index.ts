export { openapiDocument, type OpenApiDocument } from "./document.js";
export { renderOpenApiJson } from "./serialize.js";
export { SETTINGS_CATALOG, SETTINGS_KEYS, type SettingsCatalogEntry } from "./settings-catalog.js";
