import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ROSTER_LIMITS, ROSTER_MESSAGES } from "@care/contracts";
import { AppError, badRequest } from "../../errors.js";

export interface RosterUpload {
  fileName: string;
  bytes: Buffer;
}

const FILE = "file";
const noFile = () => badRequest(ROSTER_MESSAGES.noFile, [{ field: FILE, reason: ROSTER_MESSAGES.noFile }]);
const tooLarge = () => badRequest(ROSTER_MESSAGES.tooLarge, [{ field: FILE, reason: ROSTER_MESSAGES.tooLarge }]);

/**
 * The multipart parser for the roster routes' encapsulated context. A file over the limit is cut at the limit
 * (throwFileSizeLimit: false) so the route answers its own 400 instead of the upload routes' 413; the few fields and
 * parts a browser sends are allowed, a flood is not.
 */
export async function registerRosterMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: ROSTER_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

/**
 * The uploaded CSV (the multipart part `file`, or the first file part). Not multipart, no file, an empty file or one
 * over ROSTER_LIMITS.maxBytes, a form over the part limits and a malformed form are all 400s naming `file`.
 */
export async function readRosterUpload(req: FastifyRequest): Promise<RosterUpload> {
  if (!req.isMultipart()) throw noFile();
  try {
    const part = await req.file();
    if (!part) throw noFile();
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (bytes.length === 0) throw noFile();
    return { fileName: (part.filename || "roster.csv").slice(0, 300), bytes };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Anything else here is the form itself: @fastify/multipart's limits (a second file, too many fields or parts)
    // and busboy's parse errors ("Unexpected end of form", a bad header), none of which is the server's fault.
    const reason = err instanceof Error ? err.message.slice(0, 200) : String(err);
    throw badRequest(ROSTER_MESSAGES.noFile, [{ field: FILE, reason }]);
  }
}
