import { mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import S3rver from "s3rver";

export interface S3Server {
  port: number;
  close(): Promise<void>;
}

/**
 * The portal posts wellness-plan resources straight to the store (presigned POST) from its own origin, so the
 * bucket answers CORS as S3 does with a bucket CORS rule (MinIO allows every origin by default). Loopback only.
 */
const CORS_XML = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

/** An S3-compatible store on loopback for development and tests (MinIO plays this part in docker compose). */
export async function startS3(directory: string, port: number, buckets: string[]): Promise<S3Server> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS_XML] })),
  });
  keepFolders(server as unknown as { store: ObjectStore });
  const info = (await server.run()) as { port: number };
  return { port: info.port, close: () => server.close() };
}

interface ObjectStore {
  getResourcePath(bucket: string, key: string, kind: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver removes the folders a delete leaves empty. A PUT of another key under the same prefix between its own mkdir
 * and its write then fails with ENOENT on a stream nobody listens to, and that takes the whole process down (seen with
 * two report builds at once: each deletes its reports/tmp/ object while the other writes one). S3 has no folders, and
 * s3rver's listings read object files only, so a delete here removes the object's three files and leaves the folder.
 */
function keepFolders(server: { store: ObjectStore }): void {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ["object", "object.md5", "metadata.json"].map((kind) =>
        rm(store.getResourcePath(bucket, key, kind), { force: true }),
      ),
    );
  };
}
