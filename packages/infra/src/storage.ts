import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { s3Endpoint, s3PublicEndpoint, type Config } from "./config.js";

export interface Storage {
  s3: S3Client;
  bucket: string;
  /**
   * The client presigned urls are made with: its endpoint is the one browsers reach (S3_PUBLIC_ENDPOINT). A
   * presigned url carries its host in the signature, so it must be made for the host the browser will send.
   * Absent when that is the API's own endpoint.
   */
  signer?: S3Client;
}

function s3Client(c: Config, endpoint: string): S3Client {
  return new S3Client({
    region: c.S3_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY },
    // s3rver stores aws-chunked framing verbatim under the SDK's default (PLATFORM.md §3).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
  });
}

export function createStorage(c: Config): Storage {
  const endpoint = s3Endpoint(c);
  const publicEndpoint = s3PublicEndpoint(c);
  return {
    s3: s3Client(c, endpoint),
    bucket: c.S3_BUCKET,
    ...(publicEndpoint === endpoint ? {} : { signer: s3Client(c, publicEndpoint) }),
  };
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

/** Stores one object whole (callers hold at most one upload's bytes: 15 MB). */
export async function putObject(storage: Storage, key: string, body: Buffer, contentType: string): Promise<void> {
  await storage.s3.send(
    new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: body, ContentType: contentType }),
  );
}

/** Deletes the keys (missing ones are not an error); used to undo a partly stored batch. */
export async function deleteObjects(storage: Storage, keys: readonly string[]): Promise<void> {
  // DeleteObjects takes at most 1000 keys a call.
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    await storage.s3.send(
      new DeleteObjectsCommand({
        Bucket: storage.bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

/** A GET url for one object that works without credentials for `expiresInS` seconds. */
export async function signedGetUrl(storage: Storage, key: string, expiresInS: number): Promise<string> {
  return getSignedUrl(storage.signer ?? storage.s3, new GetObjectCommand({ Bucket: storage.bucket, Key: key }), {
    expiresIn: expiresInS,
  });
}

export interface PresignedPostRequest {
  key: string;
  contentType: string;
  /** The store refuses a file larger than this (content-length-range). */
  maxBytes: number;
  expiresInS: number;
}

export interface PresignedPostTarget {
  url: string;
  /** Form fields to send before the file (key, Content-Type, policy, signature...). */
  fields: Record<string, string>;
}

/**
 * Where a browser may POST exactly one object: this key, this Content-Type, 1..maxBytes bytes, until expiry.
 * The store enforces the policy (S3, MinIO); it cannot look inside the file, so callers that need a real image
 * must still check the stored bytes before trusting them.
 */
export async function presignedPost(storage: Storage, req: PresignedPostRequest): Promise<PresignedPostTarget> {
  const { url, fields } = await createPresignedPost(storage.signer ?? storage.s3, {
    Bucket: storage.bucket,
    Key: req.key,
    Fields: { "Content-Type": req.contentType },
    Conditions: [
      ["content-length-range", 1, req.maxBytes],
      ["eq", "$Content-Type", req.contentType],
    ],
    Expires: req.expiresInS,
  });
  return { url, fields };
}
