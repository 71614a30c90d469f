import type { FastifyInstance } from "fastify";
import { uploadRoutesPlugin } from "./routes.js";
import { createUploadService } from "./service.js";

/** Image and file uploads before they are adopted by a record (paths under /api/users; docs/uploads.md). */
export async function uploadsModule(app: FastifyInstance): Promise<void> {
  const uploads = createUploadService({ prisma: app.prisma, storage: app.storage, log: app.log });
  await app.register(uploadRoutesPlugin, { uploads });
}
