import fc from 'fast-check';
import type { JsonSchema } from './route-catalog.ts';

/** Names that exist in the fuzzed instance, mixed into path values so requests reach past "not found". */
export interface KnownNames {
  readonly names: readonly string[];
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  'uri-reference': () => fc.webUrl(),
  url: () => fc.webUrl(),
  'date-time': () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  date: () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  uuid: () => fc.uuid(),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  hostname: () => fc.domain(),
};

function asSchema(value: unknown): JsonSchema | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function stringOf(schema: JsonSchema, known: KnownNames | undefined): fc.Arbitrary<string> {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema.maxLength) ?? 40, 200));
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    // Any code unit, lone surrogates included: text that has no UTF-8 form.
    fc.string({ minLength, maxLength, unit: 'binary' }),
  ];
  if (format) choices.push(format());
  if (typeof schema.pattern === 'string') {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 500));
    } catch {
      // A pattern JavaScript cannot compile here is only a missed hint.
    }
  }
  const weighted: fc.WeightedArbitrary<string>[] = choices.map((arbitrary) => ({ arbitrary, weight: 1 }));
  if (known && known.names.length > 0) weighted.push({ arbitrary: fc.constantFrom(...known.names), weight: 3 });
  return fc.oneof(...weighted);
}

/**
 * Values a JSON schema (as Fastify routes declare them) accepts, most of the time: types, enums,
 * consts, required and optional properties, formats, patterns and bounds. Unknown keywords are
 * ignored, so the odd value the schema refuses is generated too, which is what a fuzzer wants.
 */
export function fromSchema(schema: JsonSchema | undefined, known?: KnownNames, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => fromSchema(asSchema(alternative), known, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const merged = Object.assign({}, ...(schema.allOf as JsonSchema[]));
    return fromSchema(merged, known, depth + 1);
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((one) => fromSchema({ ...schema, type: one }, known, depth + 1)));
  }
  switch (type) {
    case 'string':
      return stringOf(schema, known);
    case 'integer':
      return fc.integer({ min: num(schema.minimum) ?? -1_000_000, max: num(schema.maximum) ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: num(schema.minimum) ?? -1e9,
        max: num(schema.maximum) ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 4, 8));
      return fc.array(fromSchema(asSchema(schema.items), known, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, known, depth);
    default:
      if (schema.properties) return objectOf(schema, known, depth);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, known: KnownNames | undefined, depth: number): fc.Arbitrary<unknown> {
  const properties = asSchema(schema.properties) ?? {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = fromSchema(asSchema(property), known, depth + 1);
  }
  for (const name of required) model[name] ??= fc.jsonValue({ maxDepth: 1 });
  const record = fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  if (schema.additionalProperties === false || Object.keys(model).length > 0) return record;
  return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
}

/** The schema's named properties (of params, querystring or headers), for the malformed variants to aim at. */
export function propertyNames(schema: JsonSchema | undefined): string[] {
  return Object.keys(asSchema(schema?.properties) ?? {});
}
