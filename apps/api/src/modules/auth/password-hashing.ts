import { hash, verify, type Algorithm } from "@node-rs/argon2";

// Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's baseline). `Algorithm` is a const enum
// that isolatedModules cannot read, so its value (Argon2id = 2) is written out.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never a throw) for a malformed stored hash: a broken row must not turn into a 500 at sign-in. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same Argon2 time as a real check, for an email that has no account (or no password yet), so the
 * answer time does not reveal whether the account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hash("dummy password that nobody has", OPTIONS);
  await verifyPassword(await dummy, password);
  return false;
}
