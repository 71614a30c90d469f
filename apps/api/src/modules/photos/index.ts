import type { FastifyInstance } from "fastify";
import { createUploadService } from "../uploads/service.js";
import { photoRoutesPlugin } from "./routes.js";
import { createPhotoService } from "./service.js";

/** A senior's photos (paths under /api/users); they adopt uploads through the upload service (docs/uploads.md). */
export async function photosModule(app: FastifyInstance): Promise<void> {
  const uploads = createUploadService({ prisma: app.prisma, storage: app.storage, log: app.log });
  const photos = createPhotoService({
    prisma: app.prisma,
    storage: app.storage,
    uploads,
    log: app.log,
    quotaBytes: app.config.SENIOR_UPLOAD_QUOTA_BYTES,
  });
  await app.register(photoRoutesPlugin, { photos });
}
