// A small bounded cache of verified tokens, least recently used out first.
//
// Why in memory even with several replicas: an entry only ever says "this token was valid and its
// user not disabled, deleted or revoked at most ttl ago". A replica that has not seen the token
// checks it itself, and a revocation reaches every replica within the TTL, so the worst case of
// a per-process cache is the same delay as of a shared one, without a network hop per call.
//
// Why it refreshes ahead: when an entry ran out, every call of that token waited for the check's
// round trip to Firebase, and under load that wait (100-300 ms) was the slowest call of a whole
// run (docs/benchmarks.md, "Live events at scale"). A token used in the second half of its entry's
// life is checked again in the background while the answer in hand still serves; only a token
// unused that long waits, as before. The bound holds: an answer never serves past TTL from the
// start of the check that gave it.
import { createHash } from 'node:crypto';

interface Entry<T> {
  value: Promise<T>;
  /** When the check behind `value` started: its answer is at most this old. */
  checkedAt: number;
  expiresAt: number;
  refreshing: boolean;
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
      if (!hit.refreshing && now - hit.checkedAt >= this.ttlMs / 2) this.refresh(key, hit, load, expiresAt);
      return hit.value;
    }
    const entry = this.store(key, load(), now, expiresAt);
    return entry.value;
  }

  /** Checks again in the background; the new answer replaces `current` once it is in, a refusal drops it. */
  private refresh(key: string, current: Entry<T>, load: () => Promise<T>, expiresAt: (value: T) => number): void {
    current.refreshing = true;
    const startedAt = Date.now();
    load().then(
      (value) => this.entries.get(key) === current && this.store(key, Promise.resolve(value), startedAt, expiresAt),
      () => this.entries.get(key) === current && this.entries.delete(key),
    );
  }

  private store(key: string, value: Promise<T>, checkedAt: number, expiresAt: (value: T) => number): Entry<T> {
    const entry: Entry<T> = { value, checkedAt, expiresAt: checkedAt + this.ttlMs, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.then(
      (answer) => (entry.expiresAt = Math.min(entry.expiresAt, expiresAt(answer))),
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry;
  }
}
