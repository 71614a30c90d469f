import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import S3rver from "s3rver";
import { isListening, waitFor } from "./ports.js";
import { EXIT_WITH_SUPERVISOR } from "./supervisor.js";

export interface S3Server {
  port: number;
  close(): Promise<void>;
}

/**
 * The portal posts wellness-plan resources straight to the store (presigned POST) from its own origin, so the
 * bucket answers CORS as S3 does with a bucket CORS rule (MinIO allows every origin by default). Loopback only.
 */
const CORS_XML = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

/**
 * An S3-compatible store on loopback for development and tests (MinIO plays this part in docker compose), in this
 * process. `npm start` runs it as a supervised child process instead (startS3Process).
 */
export async function startS3(directory: string, port: number, buckets: string[]): Promise<S3Server> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS_XML] })),
  });
  hardenStore((server as unknown as { store: ObjectStore }).store);
  const info = (await server.run()) as { port: number };
  return { port: info.port, close: () => server.close() };
}

export interface S3ProcessOptions {
  directory: string;
  port: number;
  buckets: string[];
  /** Each line the store prints (its errors), without the trailing newline. */
  log?: (line: string) => void;
}

/**
 * Runs the store (startS3) in a child process of its own, as `npm start` does: whatever goes wrong inside s3rver
 * ends that process only, and the supervisor starts it again on the same port and folder (scripts/lib/supervisor.ts),
 * while the API, the workers and soketi keep running. Resolves once the store accepts connections; rejects when the
 * child ends first (a port in use, say). The child stops by itself when the supervisor is gone
 * (exit-with-supervisor.mjs).
 */
export async function startS3Process(o: S3ProcessOptions): Promise<ChildProcess> {
  const entry = new URL("./s3-process.ts", import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", EXIT_WITH_SUPERVISOR, entry, o.directory, String(o.port), ...o.buckets],
    { env: process.env, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    let buf = "";
    stream?.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) o.log?.(line);
    });
  }
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the S3 store exited early with code ${code}`))),
  );
  // Only the race below listens; an exit after it is the supervisor's business.
  exited.catch(() => undefined);
  await Promise.race([waitFor(() => isListening("127.0.0.1", o.port), "the S3 store"), exited]);
  return child;
}

/** The parts of s3rver 3's FilesystemStore (lib/stores/filesystem.js) that hardenStore replaces or calls. */
interface ObjectStore {
  getResourcePath(bucket: string, key: string | undefined, kind: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  deleteObject(bucket: string, key: string): Promise<void>;
  putObject(object: StoreObject): Promise<{ size: number; md5: string }>;
  putObjectMultipart(
    bucket: string,
    uploadId: string,
    parts: { number: number }[],
  ): Promise<{ size: number; md5: string }>;
}

interface StoreObject {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: unknown;
}

/**
 * Three changes to s3rver's filesystem store, each against a way it lost data or took its process down:
 *
 * - **Folders stay.** s3rver removes the folders a delete leaves empty; a PUT of another key under the same prefix
 *   between its own mkdir and its write then failed with ENOENT. S3 has no folders, and s3rver's listings read object
 *   files only, so a delete here removes the object's three files and leaves the folder.
 * - **No unhandled stream error.** s3rver pipes the request into a file stream that has no 'error' listener: any
 *   failure to open or write it (ENOENT, ENOSPC, EMFILE) was an uncaught exception that ended the whole process (and
 *   under the old `npm start`, where the store ran inside the supervisor, every service with it). Here the request,
 *   the hash and the file are one `pipeline`, so such a failure fails that one request (HTTP 500) and nothing else.
 * - **An object appears whole.** s3rver wrote a PUT, and a completed multipart upload, straight into the object's
 *   file, so a reader saw a half-written object until the write ended. S3 and MinIO make an object visible only once
 *   it is complete, and the report builds rely on it (they upload to the final key, docs/reports.md). Here the bytes
 *   go to a file beside it that no listing shows (its name does not end in `._S3rver_object`), the metadata is
 *   written, and a rename puts the object in place at once.
 */
function hardenStore(store: ObjectStore): void {
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ["object", "object.md5", "metadata.json"].map((kind) =>
        rm(store.getResourcePath(bucket, key, kind), { force: true }),
      ),
    );
  };

  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, "object");
    const partial = `${objectPath}.${randomBytes(6).toString("hex")}.partial`;
    await mkdir(dirname(objectPath), { recursive: true });
    const md5 = createHash("md5");
    let size = 0;
    try {
      const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(source, count, createWriteStream(partial));
      const digest = md5.digest("hex");
      await store.putMetadata(object.bucket, object.key, object.metadata, digest);
      await rename(partial, objectPath);
      return { size, md5: digest };
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  };

  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    const uploadDir = join(store.getResourcePath(bucket, undefined, "uploads"), uploadId);
    const [key, metadata] = await Promise.all([
      readFile(join(uploadDir, "key"), "utf8"),
      readFile(join(uploadDir, "metadata"), "utf8").then((m) => JSON.parse(m) as unknown),
    ]);
    const ordered = [...parts].sort((a, b) => a.number - b.number);
    // The parts one after the other, as one stream whose read errors reach the pipeline above.
    async function* concatenated(): AsyncGenerator<Buffer> {
      for (const part of ordered)
        yield* createReadStream(join(uploadDir, String(part.number))) as AsyncIterable<Buffer>;
    }
    const result = await store.putObject({ bucket, key, content: Readable.from(concatenated()), metadata });
    await rm(uploadDir, { recursive: true, force: true });
    return result;
  };
}
