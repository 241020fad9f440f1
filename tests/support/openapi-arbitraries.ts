import fc from 'fast-check';

// fast-check arbitraries read from the published OpenAPI document's JSON Schemas (decision 028): values a
// schema allows, and spoiled copies of them. Which is which is never assumed here: the property test asks
// the document itself (ajv) whether each generated request is one it allows.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
};

/**
 * Known values of a field by its name (real ids, numbers, names), those its schema allows: a generated id
 * would almost never name a record, so without them nearly every call would stop at a 404.
 */
export type Known = (name: string, schema: JsonSchema) => unknown[];
const NONE: Known = () => [];

const WORD_CHARS = [...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'];
const word = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...WORD_CHARS), minLength, maxLength });

function text(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.format === 'email') return fc.tuple(word(1, 12), word(1, 10), fc.constantFrom('com', 'jm', 'org')).map(([a, b, tld]) => `${a}@${b}.${tld}`.toLowerCase());
  if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https', 'http'] });
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date') return fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.contentMediaType === 'application/json') return fc.constant('{}');
  if (schema.pattern) {
    try {
      // Control characters are left out: no form field takes them, and the NUL rule is tested on its own.
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => [...s].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? 'a' : ch)).join(''));
    } catch {
      // A pattern fast-check cannot generate from: plain words, and the document decides.
    }
  }
  const upTo = Math.min(max, min + 24);
  return fc.oneof({ arbitrary: word(Math.max(min, 1), Math.max(upTo, 1)), weight: 6 }, { arbitrary: fc.constant('a'.repeat(Math.max(min, Math.min(max, 1)))), weight: 1 }, { arbitrary: fc.constant('b'.repeat(Math.max(min, max))), weight: 1 });
}

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : (schema.multipleOf ?? 0);
  const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (step || 0.01) : -1000);
  const hi = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (step || 0.01) : 1_000_000);
  if (step > 0) {
    // Whole steps (cents, units): k × step, with the float noise of the product rounded away.
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    const kLo = Math.ceil(lo / step - 1e-9);
    const kHi = Math.floor(hi / step + 1e-9);
    const at = (k: number) => Number((k * step).toFixed(decimals));
    return fc.oneof(fc.constantFrom(at(kLo), at(kHi)), fc.integer({ min: kLo, max: Math.min(kHi, kLo + 100_000) }).map(at), fc.integer({ min: kLo, max: kHi }).map(at));
  }
  return fc.oneof(fc.constantFrom(lo, hi), fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }));
}

/** Values the schema allows (as far as generation goes: the document has the last word). */
export function validValue(schema: JsonSchema | boolean | undefined, known: Known = NONE, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || depth > 6) return fc.oneof(word(0, 8), fc.integer(), fc.boolean(), fc.constant(null));
  if (schema === false) return fc.constant(undefined);
  const real = name ? known(name, schema) : [];
  const own = validOwn(schema, known, depth);
  return real.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function validOwn(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, known, '', depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], known, '', depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : undefined)].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => validOwn({ ...schema, type }, known, depth)));
  switch (types[0]) {
    case 'string':
      return text(schema);
    case 'integer':
      return numberIn(schema, true);
    case 'number':
      return numberIn(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      return fc.array(validValue(schema.items, known, '', depth + 1), { minLength: min, maxLength: Math.min(schema.maxItems ?? 4, min + 4) });
    }
    case 'object':
      return objectOf(schema, known, depth);
    default:
      return validValue(true, known, '', depth + 1);
  }
}

function objectOf(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s, known, key, depth + 1)]));
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) }) as fc.Arbitrary<Record<string, unknown>>;
  const extra = schema.additionalProperties;
  if (extra === undefined || typeof extra === 'boolean' || Object.keys(properties).length > 0) return record;
  // A free-form object (a record of strings): a few entries.
  return fc.dictionary(word(1, 8), validValue(extra, known, '', depth + 1), { maxKeys: 3 });
}

/** A value of another kind than the schema's: an object where a scalar goes, text where a number goes. */
export function wrongKind(schema: JsonSchema): unknown {
  const type = [schema.type].flat()[0];
  if (schema.enum) return 'not-one-of-the-choices';
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return { amount: 1 };
    case 'boolean':
      return 'perhaps';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return undefined;
  }
}

/** Values just outside the schema's bounds (length, range, size), where it has bounds. */
export function outOfBounds(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  const type = [schema.type].flat()[0];
  if (type === 'string' && !schema.enum && !schema.format) out.push('x'.repeat(schema.maxLength !== undefined ? schema.maxLength + 1 : 10_000));
  if (type === 'integer' || type === 'number') {
    if (schema.maximum !== undefined) out.push(schema.maximum + 1);
    if (schema.minimum !== undefined) out.push(schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) out.push(schema.exclusiveMinimum);
    // Past PostgreSQL's integer, and a fraction where whole steps are asked for.
    out.push(2_147_483_648);
    if (type === 'integer') out.push(1.5);
    if (schema.multipleOf !== undefined) out.push(schema.multipleOf / 1000);
  }
  if (type === 'array' && schema.maxItems !== undefined) {
    // Distinct entries: a list that drops repeats would otherwise be within its cap again.
    const sample = validSample(schema.items);
    out.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => (typeof sample === 'string' ? `${sample.slice(0, 4)}${i}` : typeof sample === 'number' ? i + 1 : sample)));
  }
  return out;
}

/** One plain valid-looking value of a schema, for padding a list. */
function validSample(schema: JsonSchema | undefined): unknown {
  return fc.sample(validValue(schema ?? true), { numRuns: 1, seed: 1 })[0];
}

/** Path parameter text that is not an id of any kind: past int4, negative, huge, a traversal. */
export const BAD_PATH_VALUES = ['2147483648', '99999999999999999999', '-1', '0', 'abc', '..%2F..%2Fetc', 'x'.repeat(300)];
