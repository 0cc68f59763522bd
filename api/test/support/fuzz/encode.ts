// Percent-encoding that never throws: encodeURIComponent refuses lone surrogates, but a hostile
// client can still send their bytes (WTF-8), so the fuzzer writes them the same way.
const UNRESERVED = /[A-Za-z0-9\-._~]/;

function bytesOf(code: number): number[] {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 0x3f)];
  if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
}

export function percentEncode(text: string): string {
  let out = '';
  // for...of walks code points; a lone surrogate comes out on its own and is encoded as 3 bytes.
  for (const char of text) {
    if (UNRESERVED.test(char)) out += char;
    else
      out += bytesOf(char.codePointAt(0)!)
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
  }
  return out;
}

/** The longest prefix of `text` whose encoding fits in `max` characters. */
export function encodeWithin(text: string, max: number): string {
  let encoded = percentEncode(text);
  for (let length = text.length; encoded.length > max && length > 0; length = Math.floor(length / 2)) {
    encoded = percentEncode(text.slice(0, Math.floor(length / 2)));
  }
  return encoded;
}

/** Escapes a hostile client may send raw: bad or truncated UTF-8, an overlong NUL, a lone %. */
export const RAW_ESCAPES = ['%00', '%C0%80', '%ED%A0%80', '%E0%A4%A', '%ZZ', '%', '%%', '%uD800', '+', '%2B', '%FF%FE', '%0A', '%E2%80%AE'];
