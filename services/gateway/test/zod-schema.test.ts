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
    expect(conv.component(Id)).toEqual({ type: "integer", format: "int64", minimum: 1, description: "An id.", examples: [1] });
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

  it("writes format int64 on an integer whose range does not fit in 32 bits (no bound on a side: the safe-integer range)", () => {
    const int = () => z.number().int();
    // Telegram ids: a supergroup id is below -2^31, a user id may have 52 bits.
    expect(JSON.stringify(conv.convert(int().max(-1).min(-9_007_199_254_740_991)))).toBe(
      JSON.stringify({ type: "integer", format: "int64", maximum: -1, minimum: -9_007_199_254_740_991 }),
    );
    expect(
      conv.convert(
        int()
          .min(1)
          .max(2 ** 52),
      ),
    ).toEqual({ type: "integer", format: "int64", minimum: 1, maximum: 2 ** 52 });
    expect(conv.convert(int().min(-9_999_999_999_999).max(0))).toMatchObject({ format: "int64" });
    expect(conv.convert(int().min(0))).toMatchObject({ format: "int64" });
    expect(conv.convert(int().max(0))).toMatchObject({ format: "int64" });
    expect(conv.convert(int())).toEqual({ type: "integer", format: "int64" });
    expect(conv.convert(z.int().min(3))).toEqual({ type: "integer", format: "int64", minimum: 3 });
    expect(
      conv.convert(
        int()
          .min(0)
          .max(2 ** 31),
      ),
    ).toMatchObject({ format: "int64" });
    // Within 32 bits: no format (what every generator assumes).
    expect(
      conv.convert(
        int()
          .min(-(2 ** 31))
          .max(2 ** 31 - 1),
      ),
    ).toEqual({ type: "integer", minimum: -(2 ** 31), maximum: 2 ** 31 - 1 });
    expect(conv.convert(int().min(0).max(100))).toEqual({ type: "integer", minimum: 0, maximum: 100 });
    // Not integers: no format.
    expect(conv.convert(z.number().min(0).max(1))).toEqual({ type: "number", minimum: 0, maximum: 1 });
    expect(conv.convert(z.literal(5))).toEqual({ type: "integer", const: 5 });
  });

  it("refuses what the document cannot say: a non-strict object, an exclusive bound, a transform", () => {
    expect(() => conv.convert(z.object({ a: z.string() }))).toThrow(/strict/);
    expect(() => conv.convert(z.number().gt(0))).toThrow(/exclusive/);
    expect(() => conv.convert(z.string().transform(Number))).toThrow(/no JSON Schema/);
    expect(() => conv.convert(z.int32())).toThrow(/number format int32/);
  });
});
