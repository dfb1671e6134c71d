// Web storage that never throws: storage can be denied (privacy modes, sandboxed iframes, cookies
// blocked) or full, and a shop must keep working without it. Every call reports success instead.

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    // Merely reading window.localStorage throws a SecurityError when storage is denied.
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function storageGet(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when storage is unavailable or full (QuotaExceededError). */
export function storageSet(kind: StorageArea, key: string, value: string): boolean {
  const store = area(kind);
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function storageRemove(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Denied storage has nothing to remove.
  }
}
