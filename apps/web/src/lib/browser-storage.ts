type StorageArea = 'local' | 'session';

/** Storage can be missing or throw (private mode, blocked cookies, tests); callers never care. */
function getStorage(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return getStorage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    getStorage(area)?.setItem(key, value);
  } catch {
    // Quota or privacy settings: the app keeps working from in-memory state.
  }
}

export function removeStorage(area: StorageArea, key: string): void {
  try {
    getStorage(area)?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
