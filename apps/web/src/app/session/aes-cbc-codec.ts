import type { SessionCodec } from "../../lib/session/session-codec";

const DB_NAME = "care-portal";
const STORE = "keys";
const KEY_ID = "session-aes-cbc";
const IV_BYTES = 16;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

async function openKeyStore(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/**
 * The per-install key: generated once, kept in IndexedDB as a non-extractable CryptoKey, so page scripts can use
 * it but nothing can read its bytes, and it never sits in localStorage next to the data it protects.
 */
async function installKey(): Promise<CryptoKey> {
  const db = await openKeyStore();
  try {
    const existing = await request(db.transaction(STORE, "readonly").objectStore(STORE).get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await crypto.subtle.generateKey({ name: "AES-CBC", length: 256 }, false, ["encrypt", "decrypt"]);
    await request(db.transaction(STORE, "readwrite").objectStore(STORE).put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * AES-CBC encryption of the stored session (spec 1 §9: "a client-side encryption routine (AES-CBC) persists
 * stored data"). A fresh random IV per write; stored as "iv.ciphertext" in base64. See apps/web/README.md for
 * what this does and does not protect against.
 */
export function createAesCbcCodec(): SessionCodec {
  let key: Promise<CryptoKey> | undefined;
  const getKey = (): Promise<CryptoKey> => (key ??= installKey());
  return {
    async encode(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const data = new TextEncoder().encode(plain);
      const cipher = await crypto.subtle.encrypt({ name: "AES-CBC", iv }, await getKey(), data);
      return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
    },
    async decode(stored) {
      const [iv, cipher] = stored.split(".");
      if (!iv || !cipher) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: "AES-CBC", iv: fromBase64(iv) },
          await getKey(),
          fromBase64(cipher),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
  };
}

/** WebCrypto exists only in secure contexts (https or localhost); elsewhere the session stays in memory. */
export function canEncrypt(): boolean {
  return typeof crypto !== "undefined" && crypto.subtle !== undefined && typeof indexedDB !== "undefined";
}
