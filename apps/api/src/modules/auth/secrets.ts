import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** An opaque refresh token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 (hex) of a high-entropy random token: enough, since such a token cannot be guessed offline. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A six-digit one-time code, uniformly drawn (leading zeros kept). */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * Hash of a six-digit code. A plain SHA-256 of one of a million codes is reversed instantly from a database
 * dump, so the hash is keyed (HMAC-SHA256) with the server secret and bound to the code's owner and purpose.
 */
export function codeHash(secret: string, owner: string, purpose: string, code: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${owner}:${code}`).digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
