import type { ImageContentType } from "@care/contracts";

// The first bytes every file of the type starts with (PNG: the 8-byte signature; JPEG: SOI marker + next marker).
const SIGNATURES: readonly { type: ImageContentType; extension: string; magic: readonly number[] }[] = [
  { type: "image/png", extension: "png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", extension: "jpg", magic: [0xff, 0xd8, 0xff] },
];

export interface ImageKind {
  type: ImageContentType;
  extension: string;
}

/**
 * png or jpeg by content, never by file name or the declared type (spec: png or jpeg only, 'Invalid image
 * format.'). Answers undefined for anything else.
 */
export function detectImage(bytes: Uint8Array): ImageKind | undefined {
  const hit = SIGNATURES.find((s) => s.magic.every((b, i) => bytes[i] === b));
  return hit ? { type: hit.type, extension: hit.extension } : undefined;
}

/** The extension a stored object of this declared type gets. */
export function extensionOf(type: ImageContentType): string {
  return SIGNATURES.find((s) => s.type === type)?.extension ?? "bin";
}
