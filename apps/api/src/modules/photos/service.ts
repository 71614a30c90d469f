import type { z } from "zod";
import {
  PHOTO_MESSAGES,
  SENIOR_PHOTOS_MAX,
  UPLOAD_MESSAGES,
  type AccessClaims,
  type photoRoutes,
} from "@care/contracts";
import type { ImageFormat, PrismaClient, Senior } from "@care/db";
import { deleteObjects, signedGetUrl, type Storage } from "@care/infra";
import { requireSenior } from "../../access/senior-visibility.js";
import { AppError, notFound } from "../../errors.js";
import { forgetUploads, lockSenior, recordAdopted, requireSeniorQuota } from "../uploads/ownership.js";
import { SIGNED_GET_TTL_S, type IncomingFile, type UploadService } from "../uploads/service.js";

type Images = z.output<typeof photoRoutes.images.data>;
type Download = z.output<typeof photoRoutes.downloadImage.data>;

export interface PhotoService {
  add(
    user: AccessClaims,
    seniorId: string,
    accountId: string | undefined,
    files: AsyncIterable<IncomingFile>,
  ): Promise<Images>;
  list(user: AccessClaims, seniorId: string, accountId?: string): Promise<Images>;
  remove(user: AccessClaims, seniorId: string, imageId: string, accountId?: string): Promise<Images>;
  setProfile(user: AccessClaims, seniorId: string, imageId: string, accountId?: string): Promise<Images>;
  download(user: AccessClaims, seniorId: string, imageId: string, accountId?: string): Promise<Download>;
}

export interface PhotoDeps {
  prisma: PrismaClient;
  storage: Storage;
  uploads: UploadService;
  log: { error(obj: object, msg: string): void };
  /** A senior's storage quota in bytes (config SENIOR_UPLOAD_QUOTA_BYTES). */
  quotaBytes: number;
}

const formatOf = (contentType: string): ImageFormat => (contentType === "image/png" ? "png" : "jpeg");

/**
 * A senior's photos (spec 2 §3 'Profile pictures'). The bytes go through the upload service (content check,
 * all-or-none batch) and land in object storage; a row per photo keeps its key, and the upload rows record them as
 * the caller's, adopted by this senior (so no other record can adopt them, and they count toward the senior's
 * quota). A batch that would take the senior past 10 photos or past the quota, or whose rows cannot be written, is
 * deleted from storage again: nothing half-stored.
 */
export function createPhotoService(deps: PhotoDeps): PhotoService {
  const { prisma, storage } = deps;

  async function images(senior: Pick<Senior, "id">): Promise<Images> {
    const [rows, current] = await Promise.all([
      prisma.seniorImage.findMany({ where: { seniorId: senior.id }, orderBy: { createdAt: "asc" } }),
      prisma.senior.findUniqueOrThrow({ where: { id: senior.id }, select: { profileImageId: true } }),
    ]);
    return {
      profile_image_id: current.profileImageId,
      images: await Promise.all(
        rows.map(async (r) => ({
          image_id: r.id,
          format: r.format,
          url: await signedGetUrl(storage, r.s3Key, SIGNED_GET_TTL_S),
          url_expires_in: SIGNED_GET_TTL_S,
          is_profile: r.id === current.profileImageId,
        })),
      ),
    };
  }

  async function undo(keys: string[]): Promise<void> {
    try {
      await deleteObjects(storage, keys);
    } catch (err) {
      deps.log.error({ err, keys }, "could not delete the photos of a refused batch");
    }
  }

  return {
    async add(user, seniorId, accountId, files) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const stored = await deps.uploads.putImages(files);
      try {
        await prisma.$transaction(async (tx) => {
          // Counted in the transaction that inserts, under a lock on the senior, so two batches cannot both fit.
          await lockSenior(tx, senior.id);
          const already = await tx.seniorImage.count({ where: { seniorId: senior.id } });
          if (already + stored.length > SENIOR_PHOTOS_MAX) {
            throw new AppError("VALIDATION", UPLOAD_MESSAGES.tooManyPhotos, {
              fields: [
                {
                  field: "body.files",
                  reason: `${already} stored, ${stored.length} sent: at most ${SENIOR_PHOTOS_MAX}`,
                },
              ],
            });
          }
          await recordAdopted(tx, user.sub, "image", senior.id, stored);
          await requireSeniorQuota(tx, senior.id, deps.quotaBytes, "body.files");
          await tx.seniorImage.createMany({
            data: stored.map((f) => ({
              seniorId: senior.id,
              format: formatOf(f.content_type),
              s3Key: f.key,
              createdById: user.sub,
            })),
          });
        });
      } catch (err) {
        await undo(stored.map((f) => f.key));
        throw err;
      }
      return images(senior);
    },

    async list(user, seniorId, accountId) {
      return images(await requireSenior(prisma, user, seniorId, accountId));
    },

    async remove(user, seniorId, imageId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const image = await prisma.seniorImage.findFirst({ where: { id: imageId, seniorId: senior.id } });
      if (!image) throw notFound("Image");
      // The rows first: a photo whose bytes could not be deleted is an orphan object, never a broken row.
      await prisma.$transaction(async (tx) => {
        await tx.seniorImage.delete({ where: { id: image.id } });
        await forgetUploads(tx, [image.s3Key]);
      });
      await undo([image.s3Key]);
      return images(senior);
    },

    async setProfile(user, seniorId, imageId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const image = await prisma.seniorImage.findFirst({ where: { id: imageId, seniorId: senior.id } });
      if (!image) {
        throw new AppError("NOT_FOUND", PHOTO_MESSAGES.profileImageFailed, {
          fields: [{ field: "body.image_id", reason: "not a photo of this senior" }],
        });
      }
      await prisma.senior.update({ where: { id: senior.id }, data: { profileImageId: image.id } });
      return images(senior);
    },

    async download(user, seniorId, imageId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const image = await prisma.seniorImage.findFirst({ where: { id: imageId, seniorId: senior.id } });
      if (!image) throw notFound("Image");
      // A signed link rather than the bytes in the envelope: a 15 MB photo stays out of the JSON answer.
      const url = await signedGetUrl(storage, image.s3Key, SIGNED_GET_TTL_S);
      return { image_id: image.id, format: image.format, url, url_expires_in: SIGNED_GET_TTL_S };
    },
  };
}
