// Arbitraries read off the contracts' zod schemas, so the fuzzer follows the API as it changes:
// each field gets values inside, at and just past its own bounds, plus the hostile catalogue.
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileDate, hostileNumber, hostileString, hostileValue, spoiled } from './hostile.js';
import { Entries, fromPlain, type JsonValue } from './json.js';

/** The field is left out of the body or query. */
export const OMIT = Symbol('omit');
export type Field = JsonValue | typeof OMIT;

interface Bounds {
  type: string;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  options?: readonly string[];
}

/** The schema under optional/default/pipe wrappers, where the bounds are. */
function base(schema: z.ZodType): Bounds {
  let current = schema as unknown as { def: { type: string; innerType?: unknown; in?: unknown } };
  for (;;) {
    const { def } = current;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') current = def.innerType as typeof current;
    else if (def.type === 'pipe') current = def.in as typeof current;
    else return { ...(current as unknown as Bounds), type: def.type };
  }
}

const near = (limit: number) => [limit - 1, limit, limit + 1];
const textOfLength = (length: number) => fc.constantFrom('a', 'é', '字', ' ').map((unit) => unit.repeat(Math.max(0, length)));

function stringValues(bounds: Bounds): fc.Arbitrary<JsonValue> {
  const limits = [0, 1, ...(bounds.maxLength ? near(bounds.maxLength) : []), ...(bounds.minLength ? near(bounds.minLength) : [])];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...limits).chain(textOfLength), weight: 2 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
    { arbitrary: hostileString, weight: 3 },
  );
}

function numberValues(bounds: Bounds): fc.Arbitrary<JsonValue> {
  const limits = [bounds.minValue, bounds.maxValue].filter((limit): limit is number => typeof limit === 'number' && Number.isFinite(limit));
  const inside = limits.length === 2 ? [fc.integer({ min: limits[0], max: Math.min(limits[1], 2 ** 31 - 1) })] : [];
  // The 32-bit edges too: past them an integer column refuses the value.
  return fc.oneof(fc.constantFrom(...limits.flatMap(near), 0, 2 ** 31 - 1, 2 ** 31, 3_000_000_000), ...inside, hostileNumber);
}

function enumValues(bounds: Bounds): fc.Arbitrary<JsonValue> {
  const options = bounds.options ?? [];
  const nearMisses = options.flatMap((option) => [option.toLowerCase(), option.toUpperCase(), ` ${option}`, `${option}\u0000`]);
  return fc.oneof(fc.constantFrom(...options), fc.constantFrom(...nearMisses), hostileString);
}

/** Values for one field: around its bounds, of its type or not. */
export function fieldArbitrary(schema: z.ZodType): fc.Arbitrary<JsonValue> {
  const bounds = base(schema);
  const typed =
    bounds.type === 'string'
      ? stringValues(bounds)
      : bounds.type === 'number'
        ? numberValues(bounds)
        : bounds.type === 'enum'
          ? enumValues(bounds)
          : hostileValue;
  return fc.oneof({ arbitrary: typed, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/**
 * One field of a valid body replaced. Most often by what breaks storage while passing a loose
 * check: a dangerous character inside the valid text, a number past 32 bits, a loosely parsed date.
 */
function fieldMutation(schema: z.ZodType, sample: unknown): fc.Arbitrary<Field> {
  const close = looksLikeDate(sample) ? hostileDate : typeof sample === 'string' ? spoiled(sample) : numberValues(base(schema));
  return fc.oneof(
    { arbitrary: close, weight: 6 },
    { arbitrary: fieldArbitrary(schema), weight: 3 },
    { arbitrary: fc.constant<Field>(OMIT), weight: 1 },
  );
}

const withFields = (sample: Record<string, unknown>, changes: [string, Field][]) => {
  const fields = new Map<string, Field>(Object.entries(sample).map(([key, value]) => [key, fromPlain(value)]));
  for (const [key, value] of changes) fields.set(key, value);
  return new Entries([...fields].filter((entry): entry is [string, JsonValue] => entry[1] !== OMIT));
};

/**
 * Bodies for a call whose schema is `schema` and a valid example `sample`: the sample as is, one
 * field changed (the commonest: it isolates each rule), several fields changed.
 */
export function bodyArbitrary(schema: z.ZodObject, sample: Record<string, unknown>): fc.Arbitrary<Entries> {
  const keys = Object.keys(schema.shape);
  const shape = schema.shape as Record<string, z.ZodType>;
  const oneChanged = fc
    .constantFrom(...keys)
    .chain((key) => fieldMutation(shape[key], sample[key]).map((value) => withFields(sample, [[key, value]])));
  if (keys.length < 2) return fc.oneof({ arbitrary: fc.constant(withFields(sample, [])), weight: 1 }, { arbitrary: oneChanged, weight: 3 });
  const severalChanged = fc
    .subarray(keys, { minLength: 2 })
    .chain((chosen) =>
      fc.tuple(...chosen.map((key) => fieldMutation(shape[key], sample[key]).map((value): [string, Field] => [key, value]))),
    )
    .map((changes) => withFields(sample, changes));
  return fc.oneof(
    { arbitrary: fc.constant(withFields(sample, [])), weight: 2 },
    { arbitrary: oneChanged, weight: 8 },
    { arbitrary: severalChanged, weight: 1 },
  );
}
