import type { FastifyInstance } from "fastify";
import { PHOTO_MESSAGES, UPLOAD_MESSAGES, photoRoutes as R } from "@care/contracts";
import { AppError } from "../../errors.js";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { registerImageMultipart } from "../uploads/routes.js";
import type { PhotoService } from "./service.js";

/** The senior photo routes, in their own context with the image multipart parser. */
export async function photoRoutesPlugin(app: FastifyInstance, opts: { photos: PhotoService }): Promise<void> {
  const { photos } = opts;
  await registerImageMultipart(app);
  for (const route of [R.uploadImage, R.uploadMultipleImages]) {
    registerRoute(app, route, async (req) => {
      if (!req.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.notMultipart);
      const q = req.query;
      return ok(await photos.add(req.user, q.senior_id, q.account_id, req.files()), PHOTO_MESSAGES.saved);
    });
  }
  registerRoute(app, R.images, async (req) =>
    ok(await photos.list(req.user, req.query.senior_id, req.query.account_id)),
  );
  registerRoute(app, R.deleteImage, async (req) => {
    const q = req.query;
    return ok(await photos.remove(req.user, q.senior_id, q.image_id, q.account_id), PHOTO_MESSAGES.deleted);
  });
  registerRoute(app, R.setProfileImage, async (req) => {
    const b = req.body;
    return ok(await photos.setProfile(req.user, b.senior_id, b.image_id, b.account_id), PHOTO_MESSAGES.saved);
  });
  registerRoute(app, R.downloadImage, async (req) => {
    const q = req.query;
    return ok(await photos.download(req.user, q.senior_id, q.image_id, q.account_id));
  });
}
