import { z } from "zod";
import type { StaffRole } from "../roles.js";
import { STAFF_ROLES } from "../roles.js";
import { defineRoute } from "../route.js";

/** Spec 1 §9 / spec 2 §5: at most 10 photos (and 10 attachments), 15 MB a file, png or jpeg only. */
export const UPLOAD_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 15 * 1024 * 1024,
  imageContentTypes: ["image/png", "image/jpeg"],
} as const;
export type ImageContentType = (typeof UPLOAD_LIMITS.imageContentTypes)[number];

/** The spec's texts where it gives one (spec 2 §5, §8); the size text is ours (the spec gives the limit only). */
export const UPLOAD_MESSAGES = {
  invalidImageFormat: "Invalid image format.",
  tooManyPhotos: "You cannot select more than 10 senior's photos.",
  fileTooLarge: "File size cannot exceed 15 MB.",
  noFile: "Select at least one image.",
  notMultipart: "Expected multipart/form-data.",
  signedUrlFailed: "Failed to retrieve the signed URL.",
  /** Ours (issue 25 item 6): a key is adopted by the person who uploaded it, once, by a record of its kind. */
  notYourUpload: "This file was uploaded by someone else; upload it yourself",
  wrongKind: "This file cannot be attached here; upload it again",
  alreadyAdopted: "This file is already attached to a record",
  tooManyUploads: "Too many uploads.",
} as const;

/** Ours (issue 25 item 6): a senior's stored files have a quota (config SENIOR_UPLOAD_QUOTA_BYTES). */
export function seniorQuotaMessage(quotaBytes: number): string {
  const mb = quotaBytes / (1024 * 1024);
  const quota = Number.isInteger(mb) ? `${mb} MB` : `${quotaBytes} bytes`;
  return `This member's files would exceed their storage quota of ${quota}. Delete photos or files first.`;
}

/** A stored object: its key (what other routes keep) and a signed GET url valid for `url_expires_in` seconds. */
export const StoredImageSchema = z.object({
  key: z.string(),
  file_name: z.string(),
  content_type: z.enum(UPLOAD_LIMITS.imageContentTypes),
  size: z.number().int(),
  url: z.string(),
  url_expires_in: z.number().int(),
});

/** Where a browser posts one file straight to the object store: a form with `fields`, then the file as `file`. */
export const PresignedPostTargetSchema = z.object({
  file_name: z.string(),
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_in: z.number().int(),
});

const PresignedPostFileSchema = z.object({
  file_name: z.string().trim().min(1, "Required Field").max(255),
  content_type: z.enum(UPLOAD_LIMITS.imageContentTypes, { error: UPLOAD_MESSAGES.invalidImageFormat }),
  size: z.number().int().min(1, "Required Field").max(UPLOAD_LIMITS.maxFileBytes, UPLOAD_MESSAGES.fileTooLarge),
});

/** Senior photos live on onboarding info: every staff role reaches it or /add-user (spec 1 §2, spec 2 §2). */
const PHOTO_UPLOADERS: readonly StaffRole[] = STAFF_ROLES;
/**
 * Direct-to-store uploads are the spec's wellness-plan resource flow (spec 2 §7 "request upload targets … url and
 * fields per resource id"); the Wellness Plan tab is for Admin, CareAgent and Admin_WellnessServices (spec 2 §2).
 */
const DIRECT_UPLOADERS: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices"];

export const uploadRoutes = {
  uploadImages: defineRoute({
    operationId: "uploadImages",
    method: "POST",
    path: "/api/users/upload/images",
    service: "users",
    summary: "Stores 1–10 png/jpeg images (15 MB each, checked by content) and answers their keys and signed urls",
    access: PHOTO_UPLOADERS,
    consumes: ["multipart/form-data"],
    data: z.object({ files: z.array(StoredImageSchema) }),
  }),
  presignedPost: defineRoute({
    operationId: "createImageUploadTargets",
    method: "POST",
    path: "/api/users/upload/presigned-post",
    service: "users",
    summary: "Upload targets (url + form fields) for 1–10 png/jpeg images posted straight to the object store",
    access: DIRECT_UPLOADERS,
    body: z.object({
      files: z
        .array(PresignedPostFileSchema)
        .min(1, UPLOAD_MESSAGES.noFile)
        .max(UPLOAD_LIMITS.maxFiles, UPLOAD_MESSAGES.tooManyPhotos),
    }),
    data: z.object({ files: z.array(PresignedPostTargetSchema) }),
  }),
} as const;
