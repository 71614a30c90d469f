import { randomUUID } from "node:crypto";

/** A real 1×1 PNG, written out, for upload routes that check the bytes' format. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPIXmr5HwAFEQJJhlrb8gAAAABJRU5ErkJggg==",
  "base64",
);

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body of image files under the field name `files` (the photo routes' field). */
export function multipartImages(files: readonly { name: string; bytes: Buffer }[]): MultipartBody {
  const boundary = `----care-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
