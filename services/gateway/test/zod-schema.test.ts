import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isDistinct } from "@warden/contract";
import { ZodJsonSchema } from "../src/openapi/zod-schema.js";

const Id = z
  .number()
  .int()
  .min(1)
  .meta({ description: "An id.", examples: [1] });
const Item = z.strictObject({ id: Id, note: z.string().max(3).optional() }).meta({ description: "An item." });
const conv = new ZodJsonSchema({ Id, Item });

describe("zod to JSON Schema in the document's shape", () => {
  it("writes a named schema as a $ref, with the description of a described copy beside it", () => {
    expect(conv.convert(Id)).toEqual({ $ref: "#/components/schemas/Id" });
    expect(conv.convert(Id.describe("The owner."))).toEqual({ $ref: "#/components/schemas/Id", description: "The owner." });
    expect(conv.component(Id)).toEqual({ type: "integer", minimum: 1, description: "An id.", examples: [1] });
  });

  it("writes a strict object with its required keys, in the order of its shape, and its meta after them", () => {
    expect(JSON.stringify(conv.component(Item))).toBe(
      JSON.stringify({
        type: "object",
        additionalProperties: false,
        required: ["id"],
        properties: { id: { $ref: "#/components/schemas/Id" }, note: { type: "string", maxLength: 3 } },
        description: "An item.",
      }),
    );
  });

  it("writes checks in the order they were declared, a distinct-items check as uniqueItems, nullable as oneOf with null", () => {
    expect(JSON.stringify(conv.convert(z.array(z.string()).refine(isDistinct).min(1)))).toBe(
      JSON.stringify({ type: "array", items: { type: "string" }, uniqueItems: true, minItems: 1 }),
    );
    expect(JSON.stringify(conv.convert(z.number().int().max(-1).min(-9)))).toBe(JSON.stringify({ type: "integer", maximum: -1, minimum: -9 }));
    expect(conv.convert(Item.nullable())).toEqual({ oneOf: [{ $ref: "#/components/schemas/Item" }, { type: "null" }] });
    expect(
      conv.convert(
        z
          .string()
          .regex(/^https?:\/\//)
          .meta({ format: "uri" }),
      ),
    ).toEqual({ type: "string", format: "uri", pattern: "^https?://" });
  });

  it("refuses what the document cannot say: a non-strict object, an exclusive bound, a transform", () => {
    expect(() => conv.convert(z.object({ a: z.string() }))).toThrow(/strict/);
    expect(() => conv.convert(z.number().gt(0))).toThrow(/exclusive/);
    expect(() => conv.convert(z.string().transform(Number))).toThrow(/no JSON Schema/);
  });
});
