import { webEnv } from './web-env.js';

// Where Firebase Auth keeps the signed-in user (indexedDBLocalPersistence, with localStorage as
// its fallback): one record per app, keyed by API key and app name ('[DEFAULT]').
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
const USER_KEY = `firebase:authUser:${webEnv.firebase.apiKey}:[DEFAULT]`;

function inLocalStorage(): boolean {
  try {
    return globalThis.localStorage?.getItem(USER_KEY) != null;
  } catch {
    return false;
  }
}

/** Reads the saved user's record; any doubt answers true, so Firebase loads and decides. */
function inIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE);
    request.onerror = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      try {
        if (!db.objectStoreNames.contains(STORE)) return resolve(false);
        const read = db.transaction(STORE, 'readonly').objectStore(STORE).getKey(USER_KEY);
        read.onsuccess = () => resolve(read.result !== undefined);
        read.onerror = () => resolve(true);
      } catch {
        resolve(true);
      } finally {
        db.close();
      }
    };
  });
}

async function check(): Promise<boolean> {
  if (inLocalStorage()) return true;
  if (typeof indexedDB === 'undefined') return false;
  // Opening a database that does not exist would create it: ask first where the browser can tell.
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  if (!databases) return true;
  return databases.some((entry) => entry.name === DATABASE) ? inIndexedDb() : false;
}

let saved: Promise<boolean> | undefined;

/**
 * Whether this browser holds a signed-in Firebase user, found without loading the SDK (~45 KB
 * gzip): a guest's page never downloads it until they sign in. Read once per page; a sign-in
 * afterwards loads the SDK itself.
 */
export function hasSavedSession(): Promise<boolean> {
  saved ??= check();
  return saved;
}
