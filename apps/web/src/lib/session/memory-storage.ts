/**
 * A Storage that lives and dies with the page: where the session cannot be encrypted, it is kept here instead of
 * in localStorage, so a reload signs the user out rather than leaving tokens readable on disk.
 */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length(): number {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}
