import { z } from "zod";
import { defineRoute } from "../route.js";
import { IdField, ONBOARDING_ROLES, UsersSeniorQuery } from "./senior-common.js";
import { UPLOAD_LIMITS } from "./uploads.js";

/** Spec 2 §5, §8 photo texts (the limit and format texts are UPLOAD_MESSAGES'). */
export const PHOTO_MESSAGES = {
  saved: "Saved Successfully",
  deleted: "Deleted Successfully",
  profileImageFailed: "Error setting profile image!",
} as const;

/** At most 10 photos per senior (spec 2 §5), counting those already stored. */
export const SENIOR_PHOTOS_MAX = UPLOAD_LIMITS.maxFiles;

export const SeniorImageSchema = z.object({
  image_id: z.string(),
  format: z.enum(["png", "jpeg"]),
  /** A signed GET url of the bytes, valid `url_expires_in` seconds. */
  url: z.string(),
  url_expires_in: z.number().int(),
  is_profile: z.boolean(),
});

const ImagesSchema = z.object({ images: z.array(SeniorImageSchema), profile_image_id: z.string().nullable() });

const S = "users";
const P = "/api/users/senior";

const upload = (operationId: string, path: string, summary: string) =>
  defineRoute({
    operationId,
    method: "POST",
    path,
    service: S,
    summary,
    access: ONBOARDING_ROLES,
    consumes: ["multipart/form-data"],
    querystring: UsersSeniorQuery,
    data: ImagesSchema,
  });

export const photoRoutes = {
  uploadImage: upload(
    "uploadSeniorImage",
    `${P}/image`,
    "Adds photos to a senior (multipart, png/jpeg by content, all or none, at most 10 per senior)",
  ),
  uploadMultipleImages: upload(
    "uploadSeniorImages",
    `${P}/multiple-images`,
    "Adds up to 10 photos at once (multipart, png/jpeg by content, all or none, at most 10 per senior)",
  ),
  images: defineRoute({
    operationId: "listSeniorImages",
    method: "GET",
    path: `${P}/image`,
    service: S,
    summary: "A senior's photos with signed urls and the profile picture's id",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery,
    data: ImagesSchema,
  }),
  deleteImage: defineRoute({
    operationId: "deleteSeniorImage",
    method: "DELETE",
    path: `${P}/image`,
    service: S,
    summary: "Deletes a photo (and clears the profile picture if it was that one)",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery.extend({ image_id: IdField }),
    data: ImagesSchema,
  }),
  setProfileImage: defineRoute({
    operationId: "setSeniorProfileImage",
    method: "POST",
    path: `${P}/profile-image`,
    service: S,
    summary: "Makes one of the senior's photos the profile picture",
    access: ONBOARDING_ROLES,
    body: z.object({ senior_id: IdField, account_id: IdField.optional(), image_id: IdField }),
    data: ImagesSchema,
  }),
  downloadImage: defineRoute({
    operationId: "downloadSeniorImage",
    method: "GET",
    path: `${P}/download-image`,
    service: S,
    summary: "One photo's format and a signed download url",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery.extend({ image_id: IdField }),
    data: z.object({
      image_id: z.string(),
      format: z.enum(["png", "jpeg"]),
      url: z.string(),
      url_expires_in: z.number().int(),
    }),
  }),
} as const;
