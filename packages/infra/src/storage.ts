import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { s3Endpoint, type Config } from "./config.js";

export interface Storage {
  s3: S3Client;
  bucket: string;
}

export function createStorage(c: Config): Storage {
  const s3 = new S3Client({
    region: c.S3_REGION,
    endpoint: s3Endpoint(c),
    forcePathStyle: true,
    credentials: { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY },
    // s3rver stores aws-chunked framing verbatim under the SDK's default (PLATFORM.md §3).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
  });
  return { s3, bucket: c.S3_BUCKET };
}

export async function pingStorage(storage: Storage): Promise<void> {
  await storage.s3.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal: AbortSignal.timeout(2000) });
}

/** Creates the bucket when missing (s3rver and MinIO start empty). */
export async function ensureBucket(storage: Storage): Promise<void> {
  try {
    await pingStorage(storage);
  } catch {
    await storage.s3.send(new CreateBucketCommand({ Bucket: storage.bucket }));
  }
}
