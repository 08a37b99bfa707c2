import { z } from "zod";
import type { Rng } from "./prng";

/**
 * Values a route accepts, made from the route's own zod schema (as JSON Schema): the start
 * of every hostile request, which then breaks one part of it (mutations.ts). Ids come from
 * the caller, so a valid request can name a real record.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

const converted = new WeakMap<z.ZodType, JsonSchema>();

/** The schema as JSON Schema, as a client sends it (inputs, before defaults apply). */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  let json = converted.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    converted.set(schema, json);
  }
  return json;
}

/** A field of a schema: where it sits (`items.[].itemId`), its name and whether it holds an id. */
export type SchemaField = { path: string[]; name: string; isUuid: boolean; isArray: boolean };

/** Every named field, however deep (array items are `[]` in the path). */
export function fieldsOf(schema: JsonSchema, path: string[] = []): SchemaField[] {
  const fields: SchemaField[] = [];
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    fields.push(...fieldsOf(variant, path));
  if (schema.items) fields.push(...fieldsOf(schema.items, [...path, "[]"]));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const itemSchema = property.items ?? property;
    fields.push({
      path: [...path, name],
      name,
      isUuid: itemSchema.format === "uuid",
      isArray: property.type === "array",
    });
    fields.push(...fieldsOf(property, [...path, name]));
  }
  return fields;
}

/** Supplies a real id for a field, by its name; null when the field is not one of ours. */
export type IdSource = (field: { name: string; path: string[] }) => string | null;

export type SampleOptions = {
  rng: Rng;
  ids: IdSource;
  path?: string[];
  /** Required fields only, and each list's first choice: the plainest value accepted. */
  isMinimal?: boolean;
  /** Text for fields by name, used wherever it fits the field. */
  known?: Readonly<Record<string, string>>;
};

/** A value the schema accepts, with realistic text for the fields it knows by name. */
export function sampleValue(schema: JsonSchema, options: SampleOptions): unknown {
  const { rng, path = [] } = options;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return options.isMinimal ? schema.enum[0] : rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const concrete = variants.filter((variant) => variant.type !== "null");
    return sampleValue(rng.pick(concrete.length > 0 ? concrete : variants), options);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return sampleObject(schema, options);
    case "array": {
      const size = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 1));
      return Array.from({ length: size }, () =>
        sampleValue(schema.items ?? {}, { ...options, path: [...path, "[]"] }),
      );
    }
    case "integer":
    case "number":
      return sampleNumber(schema, type === "integer");
    case "boolean":
      return options.isMinimal ? true : rng.chance(0.5);
    case "null":
      return null;
    case "string":
      return sampleString(schema, options);
    default:
      return rng.pick(["text", 1, true, null]);
  }
}

function sampleObject(schema: JsonSchema, options: SampleOptions): Record<string, unknown> {
  const { rng, path = [] } = options;
  const required = new Set(schema.required ?? []);
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(name) && (options.isMinimal || !rng.chance(0.5))) continue;
    const id = property.format === "uuid" || property.items?.format === "uuid";
    const real = id ? options.ids({ name, path: [...path, name] }) : null;
    if (real !== null) {
      value[name] = property.type === "array" ? [real] : real;
      continue;
    }
    value[name] = sampleValue(property, { ...options, path: [...path, name] });
  }
  return value;
}

function sampleNumber(schema: JsonSchema, isInteger: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + (isInteger ? 1 : 0.5);
  const high = schema.maximum ?? schema.exclusiveMaximum ?? low + 10;
  // The lowest accepted value: cross-field rules (min ≤ max, a red age after the amber one)
  // hold for the smallest numbers more often than for any others.
  return Math.min(Math.max(low, isInteger ? 1 : 1.5), high);
}

const NAMED_TEXT: Record<string, string> = {
  timezone: "America/New_York",
  currency: "USD",
  phone: "(512) 555-0142",
  from: "2026-11-16",
  to: "2026-11-22",
  restaurantName: "Fuzz Kitchen",
  reason: "OTHER",
};

/** Candidates tried against a schema's pattern when nothing else fits. */
const PATTERN_CANDIDATES = [
  "5125550142",
  "2026-11-22T17:05:00.000Z",
  "2026-11-22",
  "USD",
  "fuzz",
  "",
];

function sampleString(schema: JsonSchema, { rng, path = [], known }: SampleOptions): string {
  const name = path.at(-1) ?? "";
  const given = known?.[name];
  if (given !== undefined) return given;
  if (schema.format === "uuid") return crypto.randomUUID();
  if (schema.format === "date-time") return "2026-11-22T17:05:00.000Z";
  if (schema.format === "date") return "2026-11-22";
  if (/email/i.test(name) || schema.format === "email")
    return `fuzz-${rng.int(0, 1e9).toString(36)}@example.com`;
  if (/password/i.test(name)) return "not-the-password-1";
  const named = NAMED_TEXT[name];
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern).test(text));
  if (named !== undefined && fits(named)) return named;
  const text = `Fuzz ${name || "text"} ${rng.int(0, 9999)}`.slice(0, schema.maxLength ?? 100);
  if (fits(text)) return text;
  return PATTERN_CANDIDATES.find(fits) ?? "x".repeat(schema.minLength ?? 1);
}
