/** Responses of groups and settings: GET /groups, /groups/{id}, settings and the settings catalog. */
import { z } from "zod";
import { LIMITS } from "../../api.js";
import { CATALOG, CATALOG_BY_KEY, type CatalogEntry } from "../../catalog.js";
import { codePointLength } from "../../text.js";
import { count, distinct, GroupId, isDistinct, Plan, timestamp } from "./primitives.js";

export const Group = z
  .strictObject({
    id: GroupId,
    title: z
      .string()
      // maxLength counts code points (JSON Schema); zod's max would count UTF-16 units.
      .refine((s) => codePointLength(s) <= LIMITS.groupTitleMaxChars)
      .meta({ maxLength: LIMITS.groupTitleMaxChars, description: "Title of the group on the messaging platform." }),
    plan: Plan.describe("Plan of the group."),
    api_available: z.boolean().meta({
      description:
        "Whether the group's plan allows the group-scoped endpoints: true when the group is on Pro or Business (the account must be on Pro or Business too).",
    }),
    member_count: count("Member count last reported by the platform (absent when unknown).").optional(),
    bot_status: z.enum(["active", "removed"]).meta({ description: "`removed`: the bot is no longer in the group (its data stays readable)." }),
    created_at: timestamp("When Warden registered the group."),
  })
  .meta({ description: "A group the account administers." });

export const GroupList = z
  .strictObject({ groups: z.array(Group).meta({ description: "Every group the account administers, oldest first." }) })
  .meta({ description: "Result of `GET /groups` (not paginated)." });

/** The values of the catalog's enum setting `key`. */
function enumValues(key: string): [string, ...string[]] {
  const entry = CATALOG_BY_KEY.get(key);
  if (entry?.type !== "enum") throw new Error(`${key} is not an enum setting of the catalog`);
  return entry.values as [string, ...string[]];
}

// Each enum setting's values as a named schema: an SDK generated from the document gets one type for each (`ActionOnSpam`),
// shared by Settings and SettingsPatch, instead of an anonymous one per property.
export const ActionOnSpam = z
  .enum(enumValues("action_on_spam"))
  .meta({ description: "What the bot does with a `spam` message (the `action_on_spam` setting)." });
export const ModerationMode = z.enum(enumValues("mode")).meta({ description: "How the bot acts on its decisions (the `mode` setting)." });
export const GroupLanguage = z.enum(enumValues("language")).meta({ description: "The language the bot writes in about a group (the `language` setting)." });
const NAMED_ENUMS: Readonly<Record<string, z.ZodEnum>> = { action_on_spam: ActionOnSpam, mode: ModerationMode, language: GroupLanguage };

/** The value of one setting, from its catalog entry. */
export function settingValue(entry: CatalogEntry) {
  const meta = { default: entry.default, description: entry.description };
  switch (entry.type) {
    case "boolean":
      return z.boolean().meta(meta);
    case "integer":
      return z.number().int().min(entry.min).max(entry.max).meta(meta);
    case "enum": {
      // A new enum setting needs its name here.
      const named = NAMED_ENUMS[entry.key];
      if (named === undefined) throw new Error(`the enum setting ${entry.key} has no named schema (NAMED_ENUMS)`);
      return named.meta(meta);
    }
    case "string_list":
      return z
        .array(z.string().min(1).max(256))
        .max(entry.max_items)
        .refine(isDistinct, distinct)
        .meta({ default: [...entry.default], description: entry.description });
  }
}

export const Settings = z
  .strictObject(Object.fromEntries(CATALOG.map((e) => [e.key, settingValue(e)])))
  .meta({ description: "Protection settings of a group: every catalog key with its current value (the default when never changed)." });

export const SettingKey = z.enum(CATALOG.map((e) => e.key) as [string, ...string[]]).meta({ description: "The key of a setting of the catalog." });
const settingKeyField = SettingKey.meta({ description: "Setting key." });
const catalogDescription = z.string().min(1).meta({ description: "What the setting does." });

export const SettingsCatalogEntry = z
  .union([
    z.strictObject({ key: settingKeyField, type: z.literal("boolean"), default: z.boolean(), description: catalogDescription }),
    z.strictObject({
      key: settingKeyField,
      type: z.literal("integer"),
      default: z.number().int(),
      min: z.number().int().meta({ description: "Smallest allowed value (inclusive)." }),
      max: z.number().int().meta({ description: "Largest allowed value (inclusive)." }),
      description: catalogDescription,
    }),
    z.strictObject({
      key: settingKeyField,
      type: z.literal("enum"),
      default: z.string(),
      values: z.array(z.string()).min(1).refine(isDistinct, distinct).meta({ description: "Allowed values." }),
      description: catalogDescription,
    }),
    z.strictObject({
      key: settingKeyField,
      type: z.literal("string_list"),
      default: z.array(z.string()),
      max_items: z.number().int().min(1).meta({ description: "Largest allowed number of items." }),
      description: catalogDescription,
    }),
  ])
  .meta({ description: "One writable setting: its type, range and default." });

export const SettingsCatalog = z
  .strictObject({
    settings: z.array(SettingsCatalogEntry).min(CATALOG.length).max(CATALOG.length).meta({ description: "Every writable setting, in a fixed order." }),
  })
  .meta({ description: "Result of `GET /settings-catalog`.", examples: [{ settings: CATALOG }] });
