import { afterAll, beforeAll } from "vitest";

/**
 * A value a test file (or a describe) needs in its hooks and tests but can only get asynchronously: loaded in a
 * beforeAll registered here, so before the hooks the suite registers after this call, and disposed of in an afterAll.
 * Read it through the returned getter, never while the file is being collected.
 */
export function suiteValue<T>(what: string, load: () => Promise<T>, dispose?: (value: T) => Promise<void>): () => T {
  let loaded: { value: T } | undefined;
  beforeAll(async () => {
    loaded = { value: await load() };
  });
  afterAll(async () => {
    if (loaded && dispose) await dispose(loaded.value);
  });
  return () => {
    if (!loaded) throw new Error(`${what} is read before its beforeAll ran (or after it failed)`);
    return loaded.value;
  };
}
