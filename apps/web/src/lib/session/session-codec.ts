/** How the stored session is turned into the string kept in localStorage and back. */
export interface SessionCodec {
  encode(plain: string): Promise<string>;
  /** Null when the stored value cannot be read (another key, tampered, or an older format). */
  decode(stored: string): Promise<string | null>;
}

/**
 * No encryption: for component tests, and for the in-memory store of browsers without WebCrypto (plain http on a
 * non-local host), where nothing reaches disk.
 */
export const plainCodec: SessionCodec = {
  encode: (plain) => Promise.resolve(plain),
  decode: (stored) => Promise.resolve(stored),
};
