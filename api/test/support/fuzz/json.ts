// Bodies as a small JSON tree the fuzzer controls end to end: keys JSON.parse would treat
// specially (`__proto__`) stay plain entries, and number tokens no JS number can hold (1e999,
// 30 digits) go out verbatim.

/** Text written into the JSON as is, e.g. `1e999`. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as an ordered list of entries, so any key (even `__proto__`) is just a key. */
export class Entries {
  constructor(readonly entries: ReadonlyArray<readonly [string, JsonValue]>) {}
}

export type JsonValue = null | boolean | number | string | RawJson | Entries | JsonValue[];

export function toJsonText(value: JsonValue): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  // JSON.stringify writes lone surrogates as \ud800 escapes and NaN/Infinity as null.
  return JSON.stringify(value);
}

/** Every string and key in the tree (what an answer must not echo). */
export function stringsIn(value: JsonValue, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value instanceof Entries) {
    for (const [key, item] of value.entries) {
      into.push(key);
      stringsIn(item, into);
    }
  } else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  return into;
}

/** A plain object or array (e.g. a valid sample body) as a tree. */
export function fromPlain(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (value !== null && typeof value === 'object') {
    return new Entries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, fromPlain(item)] as const),
    );
  }
  return value as JsonValue;
}
