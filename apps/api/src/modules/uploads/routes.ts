import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, uploadRoutes } from "@care/contracts";
import { AppError } from "../../errors.js";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { UploadService } from "./service.js";

/**
 * The upload routes, in their own encapsulated context: only they parse multipart bodies. The parser's limits
 * are the spec's (15 MB a file, 10 files); breaking one is an error the error handler turns into a 413 envelope.
 */
export async function uploadRoutesPlugin(app: FastifyInstance, opts: { uploads: UploadService }): Promise<void> {
  await registerImageMultipart(app);

  registerRoute(app, uploadRoutes.uploadImages, async (req) => {
    if (!req.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.notMultipart);
    return ok({ files: await opts.uploads.storeImages(req.user.sub, req.files()) });
  });
  registerRoute(app, uploadRoutes.presignedPost, async (req) =>
    ok({ files: await opts.uploads.createUploadTargets(req.user.sub, req.body.files) }),
  );
}

/**
 * The multipart parser with the spec's image limits, for an encapsulated context of image routes (this one and
 * the senior photo routes): only they parse multipart bodies.
 */
export async function registerImageMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFiles,
      // The routes read files only; a few text fields are tolerated, a flood is not.
      fields: 20,
      parts: 40,
      fieldSize: 64 * 1024,
    },
  });
}
