import { mkdirSync } from "node:fs";
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
  const info = (await server.run()) as { port: number };
  return { port: info.port, close: () => server.close() };
}
