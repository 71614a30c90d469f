import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type ImageContentType,
  type PresignedPostTargetSchema,
  type StoredImageSchema,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { deleteObjects, presignedPost, putObject, signedGetUrl, type Storage } from "@care/infra";
import { AppError } from "../../errors.js";
import { detectImage, extensionOf } from "./image-type.js";
import { recordUploads } from "./ownership.js";

export type StoredImage = z.infer<typeof StoredImageSchema>;
export type UploadTarget = z.infer<typeof PresignedPostTargetSchema>;

/** One file part of a multipart request, as @fastify/multipart hands it over (toBuffer enforces the size limit). */
export interface IncomingFile {
  fieldname: string;
  filename: string;
  toBuffer(): Promise<Buffer>;
}

export interface UploadTargetRequest {
  file_name: string;
  content_type: ImageContentType;
  size: number;
}

/** A stored image before it is signed or adopted. */
export type PutImage = Omit<StoredImage, "url" | "url_expires_in">;

export interface UploadService {
  /**
   * Stores every file or none (a failure on any file — size, count, type, store — deletes those already stored)
   * and records them as the uploader's, for a later request of theirs to adopt (ownership.ts).
   */
  storeImages(uploaderId: string, files: AsyncIterable<IncomingFile>): Promise<StoredImage[]>;
  /** storeImages without the record, for a route that adopts the files in its own transaction (senior photos). */
  putImages(files: AsyncIterable<IncomingFile>): Promise<PutImage[]>;
  /** Deletes stored objects, logging (not throwing) a failure: they are then orphans named in the log. */
  deleteStored(keys: string[]): Promise<void>;
  /**
   * One presigned POST per file, limited by the policy to that key, type and at most the declared size (so a
   * senior's quota can count it), recorded as the uploader's.
   */
  createUploadTargets(uploaderId: string, files: readonly UploadTargetRequest[]): Promise<UploadTarget[]>;
}

export interface UploadDeps {
  prisma: PrismaClient;
  storage: Storage;
  /** Logs the rare failure to undo a partial batch (the objects are then orphans, named in the log). */
  log: { error(obj: object, msg: string): void };
}

/** Signed GET urls live 15 minutes: long enough to show a page, short enough not to be a permanent link. */
export const SIGNED_GET_TTL_S = 15 * 60;
/** A browser has 10 minutes to post a file to its target. */
export const PRESIGNED_POST_TTL_S = 10 * 60;
/** Every upload lands under this prefix; the routes that adopt a file (a senior's photo...) keep its key. */
const IMAGE_PREFIX = "uploads/images";

/**
 * The multipart parser's own failures (busboy: no boundary, truncated part...) are plain Errors: the body was
 * malformed, which is the client's 400, not our 500. Errors that carry a status pass through unchanged.
 */
function asClientError(err: unknown): unknown {
  if (err instanceof AppError || (err as { statusCode?: number }).statusCode !== undefined) return err;
  return new AppError("VALIDATION", "Malformed multipart/form-data body");
}

const newKey = (extension: string): string => `${IMAGE_PREFIX}/${randomUUID()}.${extension}`;

export function createUploadService(deps: UploadDeps): UploadService {
  const { storage } = deps;

  async function undo(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await deleteObjects(storage, keys);
    } catch (err) {
      deps.log.error({ err, keys }, "could not delete stored uploads (a refused batch or record)");
    }
  }

  async function putImages(files: AsyncIterable<IncomingFile>): Promise<PutImage[]> {
    const stored: PutImage[] = [];
    try {
      for await (const file of files) {
        const bytes = await file.toBuffer();
        const kind = detectImage(bytes);
        if (!kind) {
          throw new AppError("VALIDATION", UPLOAD_MESSAGES.invalidImageFormat, {
            fields: [
              { field: `body.${file.fieldname}`, reason: `${file.filename}: ${UPLOAD_MESSAGES.invalidImageFormat}` },
            ],
          });
        }
        const key = newKey(kind.extension);
        try {
          await putObject(storage, key, bytes, kind.type);
        } catch {
          throw new AppError("UNAVAILABLE", "File storage unavailable");
        }
        stored.push({ key, file_name: file.filename || "image", content_type: kind.type, size: bytes.length });
      }
      if (stored.length === 0) throw new AppError("VALIDATION", UPLOAD_MESSAGES.noFile);
    } catch (err) {
      await undo(stored.map((s) => s.key));
      throw asClientError(err);
    }
    return stored;
  }

  return {
    putImages,
    deleteStored: undo,

    async storeImages(uploaderId, files) {
      const stored = await putImages(files);
      try {
        await recordUploads(deps.prisma, uploaderId, "image", stored);
      } catch (err) {
        await undo(stored.map((s) => s.key));
        throw err;
      }
      return Promise.all(
        stored.map(async (s) => ({
          ...s,
          url: await signedGetUrl(storage, s.key, SIGNED_GET_TTL_S),
          url_expires_in: SIGNED_GET_TTL_S,
        })),
      );
    },

    async createUploadTargets(uploaderId, files) {
      const keyed = files.map((f) => ({ ...f, key: newKey(extensionOf(f.content_type)) }));
      // Signing is local (no call to the store), so the targets are made before the rows are written.
      const targets = await Promise.all(
        keyed.map(async (f) => {
          const target = await presignedPost(storage, {
            key: f.key,
            contentType: f.content_type,
            // The declared size is the most the store takes (the contract caps it at 15 MB): what the quota counts.
            maxBytes: Math.min(f.size, UPLOAD_LIMITS.maxFileBytes),
            expiresInS: PRESIGNED_POST_TTL_S,
          });
          return { file_name: f.file_name, key: f.key, ...target, expires_in: PRESIGNED_POST_TTL_S };
        }),
      );
      await recordUploads(deps.prisma, uploaderId, "direct_image", keyed);
      return targets;
    },
  };
}
