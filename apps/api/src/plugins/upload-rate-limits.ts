import {
  authRoutes,
  UPLOAD_MESSAGES,
  photoRoutes,
  uploadRoutes,
  wellnessPlanRoutes,
  type RouteContract,
} from "@care/contracts";
import type { Config } from "@care/infra";
import type { RouteLimit } from "./rate-limit.js";

const HOUR_MS = 3600_000;

/**
 * Per staff member and hour (issue 25 item 6, docs/uploads.md 'Owned and bounded'): one budget for the routes
 * that take images through the API, one for the routes that hand out targets to post files straight to the store.
 * A request counts once whatever its number of files (at most 10). They stay open while the counter store is away
 * (an upload guesses no secret; the senior's quota still bounds what is kept).
 */
const perUserPerHour = (
  contract: RouteContract,
  bucket: string,
  max: (config: Config) => number,
  refusal: string,
): RouteLimit => ({ contract, keyBy: "user", bucket, max, windowMs: HOUR_MS, failClosed: false, refusal });

const images = (contract: RouteContract): RouteLimit =>
  perUserPerHour(contract, "image-uploads", (c) => c.IMAGE_UPLOADS_PER_HOUR, UPLOAD_MESSAGES.tooManyUploads);
const files = (contract: RouteContract): RouteLimit =>
  perUserPerHour(contract, "file-uploads", (c) => c.FILE_UPLOADS_PER_HOUR, UPLOAD_MESSAGES.tooManyUploads);

export const UPLOAD_RATE_LIMITS: readonly RouteLimit[] = [
  images(uploadRoutes.uploadImages),
  images(photoRoutes.uploadImage),
  images(photoRoutes.uploadMultipleImages),
  files(uploadRoutes.presignedPost),
  files(wellnessPlanRoutes.resourceUploadUrl),
  files(wellnessPlanRoutes.replaceResource),
  // Each call spends a member id for good (the sequence never hands one out twice): a loop would burn them.
  perUserPerHour(authRoutes.generateMemberId, "member-ids", (c) => c.MEMBER_IDS_PER_HOUR, "Too many new member ids."),
];
