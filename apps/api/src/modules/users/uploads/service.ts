import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type ImageContentType,
  type PresignedPostTargetSchema,
  type StoredImageSchema,
} from "@care/contracts";
import { deleteObjects, presignedPost, putObject, signedGetUrl, type Storage } from "@care/infra";
import { AppError } from "../../../errors.js";
import { detectImage, extensionOf } from "./image-type.js";

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

export interface UploadService {
  /** Stores every file or none: a failure on any file (size, count, type, store) deletes those already stored. */
  storeImages(files: AsyncIterable<IncomingFile>): Promise<StoredImage[]>;
  /** One presigned POST per file, limited by the policy to that key, type and at most 15 MB. */
  createUploadTargets(files: readonly UploadTargetRequest[]): Promise<UploadTarget[]>;
}

export interface UploadDeps {
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
      deps.log.error({ err, keys }, "could not delete a partly stored upload batch");
    }
  }

  return {
    async storeImages(files) {
      const stored: Omit<StoredImage, "url" | "url_expires_in">[] = [];
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
      return Promise.all(
        stored.map(async (s) => ({
          ...s,
          url: await signedGetUrl(storage, s.key, SIGNED_GET_TTL_S),
          url_expires_in: SIGNED_GET_TTL_S,
        })),
      );
    },

    async createUploadTargets(files) {
      return Promise.all(
        files.map(async (f) => {
          const key = newKey(extensionOf(f.content_type));
          const target = await presignedPost(storage, {
            key,
            contentType: f.content_type,
            maxBytes: UPLOAD_LIMITS.maxFileBytes,
            expiresInS: PRESIGNED_POST_TTL_S,
          });
          return { file_name: f.file_name, key, ...target, expires_in: PRESIGNED_POST_TTL_S };
        }),
      );
    },
  };
}
