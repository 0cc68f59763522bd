// A small bounded cache of verified tokens, least recently used out first.
//
// Why in memory even with several replicas: an entry only ever says "this token was valid and its
// user not disabled, deleted or revoked at most ttl ago". A replica that has not seen the token
// checks it itself, and a revocation reaches every replica within the TTL, so the worst case of
// a per-process cache is the same delay as of a shared one, without a network hop per call.
import { createHash } from 'node:crypto';

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export class TokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * The cached answer for `token`, or `load`'s. Concurrent calls share one load; a failure is not
   * kept (the next call asks again); `expiresAt(value)` may shorten an entry (the token's own expiry).
   */
  get(token: string, load: () => Promise<T>, expiresAt: (value: T) => number): Promise<T> {
    if (this.ttlMs === 0) return load();
    // A digest, not the token: smaller, and a heap dump holds no usable credentials.
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<T> = { value: load(), expiresAt: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.then(
      (value) => (entry.expiresAt = Math.min(entry.expiresAt, expiresAt(value))),
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.value;
  }
}
