/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses it) generated from the zod schemas of
 * @warden/contract. Unlike `z.toJSONSchema`, the output has the document's shape: a schema that
 * is a named component (or a `.describe()`d copy of one) becomes a `$ref` (with the copy's
 * description beside it), objects are `{type, additionalProperties, required, properties}`, a
 * node's checks are written in the order they were declared, and its `.meta()` (description,
 * examples, and the JSON Schema keywords zod cannot say, such as `if`/`then`) follows them.
 * An integer whose range does not fit in 32 bits carries `format: "int64"` (see `integerFormat`).
 */
import { isDistinct } from "@warden/contract";
import { globalRegistry, type z } from "zod";

type Schema = Record<string, unknown>;
type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };

const defOf = (s: z.ZodType): Def => s._zod.def as unknown as Def;
const ownMeta = (s: z.ZodType): Schema | undefined => (globalRegistry as unknown as { _map: WeakMap<z.ZodType, Schema> })._map.get(s);
const parentOf = (s: z.ZodType): z.ZodType | undefined => (s._zod as unknown as { parent?: z.ZodType }).parent;

/** A regex as JSON Schema writes it (`RegExp.source` escapes `/`, which the document does not). */
const patternOf = (re: RegExp): string => re.source.replace(/\\\//g, "/");

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * The `format` of an integer with these bounds (`undefined`: no bound on that side, which for a
 * zod `.int()` means the safe-integer range): `int64` when the range does not fit in 32 bits.
 * Client generators (openapi-generator, NSwag, oapi-codegen, ...) read an integer without a
 * format as a 32-bit one, which cannot hold a Telegram chat id such as -1001234567890.
 */
export const integerFormat = (minimum: number | undefined, maximum: number | undefined): "int64" | undefined =>
  minimum !== undefined && maximum !== undefined && minimum >= INT32_MIN && maximum <= INT32_MAX ? undefined : "int64";

/** Is the schema `undefined`-accepting (an optional property)? */
export const isOptional = (s: z.ZodType): boolean => defOf(s).type === "optional";

export class ZodJsonSchema {
  private readonly names = new Map<z.ZodType, string>();

  /** `components` maps each component name to its zod schema; references to one become `$ref`. */
  constructor(components: Record<string, z.ZodType>) {
    for (const [name, schema] of Object.entries(components)) {
      if (this.names.has(schema)) throw new Error(`component ${name} is also ${this.names.get(schema)}`);
      this.names.set(schema, name);
    }
  }

  /** The JSON Schema of component `name` (its own body, not a reference to itself). */
  component(schema: z.ZodType): Schema {
    return this.node(schema, true);
  }

  /** The JSON Schema of a schema used inside another. */
  convert(schema: z.ZodType): Schema {
    return this.node(schema, false);
  }

  private node(schema: z.ZodType, top: boolean): Schema {
    // Metadata of the chain of `.meta()`/`.describe()` copies, up to a named component.
    const chain: z.ZodType[] = [];
    let named: string | undefined;
    for (let cur: z.ZodType | undefined = schema; cur; cur = parentOf(cur)) {
      const name = this.names.get(cur);
      if (name !== undefined && !(top && cur === schema)) {
        named = name;
        break;
      }
      chain.unshift(cur);
      if (name !== undefined) break;
    }
    const meta: Schema = Object.assign({}, ...chain.map((c) => ownMeta(c) ?? {}));
    delete meta.id;
    // A request field that checks with its own messages what a named component says (`documentedAs`).
    if (typeof meta.component === "string") named = meta.component;
    if (named !== undefined) {
      // Beside the reference, what this use says of it: its description and its default (a setting's).
      return {
        $ref: `#/components/schemas/${named}`,
        ...(meta.description === undefined ? {} : { description: meta.description }),
        ...(meta.default === undefined ? {} : { default: meta.default }),
      };
    }
    const { format, ...rest } = meta;
    return { ...this.body(schema, format as string | undefined), ...rest };
  }

  private body(schema: z.ZodType, format: string | undefined): Schema {
    const def = defOf(schema);
    const out: Schema = {};
    switch (def.type) {
      case "string":
        out.type = "string";
        if (format !== undefined) out.format = format;
        break;
      case "number": {
        // `.int()` is a number_format check; `z.int()` is a number_format schema itself.
        const formats = [def, ...(def.checks ?? []).map((c) => c._zod.def)].filter((c) => c.check === "number_format");
        for (const c of formats) if (c.format !== "safeint") throw new Error(`number format ${String(c.format)} not supported`);
        out.type = formats.length > 0 ? "integer" : "number";
        break;
      }
      case "boolean":
        out.type = "boolean";
        break;
      case "null":
        out.type = "null";
        break;
      case "literal": {
        const values = def.values as unknown[];
        out.type = values.every((v) => Number.isInteger(v)) ? "integer" : typeof values[0];
        // One string value is a one-value `enum`, as the error codes' are, not `const`: openapi-zod-client
        // and typed-openapi read `{type: string, const}` as any string, so a union discriminated by it
        // (catalog entries, whitelist results, webhook events) could not be narrowed.
        if (values.length === 1 && typeof values[0] !== "string") out.const = values[0];
        else out.enum = values;
        break;
      }
      case "enum":
        out.type = "string";
        out.enum = Object.values(def.entries as Record<string, string>);
        break;
      case "array":
        out.type = "array";
        out.items = this.convert(def.element as z.ZodType);
        break;
      case "record":
        out.type = "object";
        out.propertyNames = this.convert(def.keyType as z.ZodType);
        out.additionalProperties = this.convert(def.valueType as z.ZodType);
        break;
      case "object": {
        const shape = def.shape as Record<string, z.ZodType>;
        const catchall = (def.catchall as z.ZodType | undefined)?._zod.def.type;
        out.type = "object";
        // An open object (`z.looseObject({})`) says so: openapi-typescript types a bare
        // `{type: object}` as `Record<string, never>`, an object that can hold nothing.
        if (catchall === "unknown" && Object.keys(shape).length === 0) {
          out.additionalProperties = true;
          break;
        }
        if (catchall !== "never") throw new Error(`object [${Object.keys(shape).join()}] must be strict`);
        out.additionalProperties = false;
        out.required = Object.keys(shape).filter((k) => !isOptional(shape[k]!));
        out.properties = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, this.convert(v)]));
        break;
      }
      case "union":
        out.oneOf = (def.options as z.ZodType[]).map((o) => this.convert(o));
        break;
      case "nullable":
        out.oneOf = [this.convert(def.innerType as z.ZodType), { type: "null" }];
        break;
      case "optional":
        return this.convert(def.innerType as z.ZodType);
      case "pipe": {
        // A list whose length is checked before its items (`lengthFirst` in @warden/contract): one
        // array, the output's items within the input's bounds.
        const input = defOf(def.in as z.ZodType);
        const output = def.out as z.ZodType;
        if (input.type !== "array" || defOf(input.element as z.ZodType).type !== "unknown" || defOf(output).type !== "array") {
          throw new Error("no JSON Schema for a pipe other than a length-first list (lengthFirst)");
        }
        const { type, items, ...rest } = this.body(output, format);
        return { type, items, ...this.checks(input, true), ...rest };
      }
      default:
        throw new Error(`no JSON Schema for zod type ${def.type}`);
    }
    Object.assign(out, this.checks(def, def.type === "array"));
    if (out.type === "integer" && def.type === "number") {
      const intFormat = integerFormat(out.minimum as number | undefined, out.maximum as number | undefined);
      if (intFormat !== undefined) {
        const { type, ...rest } = out;
        return { type, format: intFormat, ...rest };
      }
    }
    return out;
  }

  /** The JSON Schema keywords of a node's checks, in the order they were declared. */
  private checks(def: Def, array: boolean): Schema {
    const out: Schema = {};
    for (const check of def.checks ?? []) {
      const c = check._zod.def;
      switch (c.check) {
        case "min_length":
          out[array ? "minItems" : "minLength"] = c.minimum;
          break;
        case "max_length":
          out[array ? "maxItems" : "maxLength"] = c.maximum;
          break;
        case "greater_than":
          if (c.inclusive !== true) throw new Error("exclusive minimum not supported");
          out.minimum = c.value;
          break;
        case "less_than":
          if (c.inclusive !== true) throw new Error("exclusive maximum not supported");
          out.maximum = c.value;
          break;
        case "string_format":
          if (c.format !== "regex") throw new Error(`string format ${String(c.format)} not supported`);
          out.pattern = patternOf(c.pattern as RegExp);
          break;
        case "number_format":
          break;
        case "custom":
          if (c.fn === isDistinct) out.uniqueItems = true;
          break;
        default:
          throw new Error(`no JSON Schema for zod check ${String(c.check)}`);
      }
    }
    return out;
  }
}
