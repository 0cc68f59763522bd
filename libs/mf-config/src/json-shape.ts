// Reading JSON that another program wrote (the registry, a remote's routes file, the releases
// index): the value if it has the expected shape, else an error naming where it does not. These
// run on every page before anything else, so they are a few plain checks rather than zod (26 KB
// gzip, or 7.5 KB as zod/mini), which the web loads only with its first form.

export class ShapeError extends Error {}

const fail = (where: string, expected: string): never => {
  throw new ShapeError(`${where}: expected ${expected}`);
};

/** An object; with `keys`, no key beyond those (a misspelt key is an error, not ignored). */
export function objectAt(value: unknown, where: string, keys?: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(where, 'an object');
  const extra = keys ? Object.keys(value).filter((key) => !keys.includes(key)) : [];
  if (extra.length) throw new ShapeError(`${where}: unexpected ${extra.join(', ')}`);
  return value as Record<string, unknown>;
}

export function stringAt(value: unknown, where: string, rule: { nonEmpty?: boolean; startsWith?: string } = {}): string {
  if (typeof value !== 'string') return fail(where, 'a string');
  if (rule.nonEmpty && !value) return fail(where, 'a non-empty string');
  if (rule.startsWith !== undefined && !value.startsWith(rule.startsWith)) return fail(where, `a string starting with ${rule.startsWith}`);
  return value;
}

export function arrayAt(value: unknown, where: string): unknown[] {
  return Array.isArray(value) ? value : fail(where, 'an array');
}

/** An optional value: undefined stays undefined, anything else must pass `read`. */
export const optionalAt = <T>(value: unknown, read: (value: unknown) => T): T | undefined =>
  value === undefined ? undefined : read(value);

export const numberAt = (value: unknown, where: string): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(where, 'a number');

export const booleanAt = (value: unknown, where: string): boolean => (typeof value === 'boolean' ? value : fail(where, 'true or false'));
