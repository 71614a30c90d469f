import { z } from "zod";
import { PAGE_SIZES } from "../constants.js";
import { IsoDateField, requiredText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { IdField } from "./senior-common.js";

// Caregiver mobile app release notes (issue 17 item 7; spec 1 §2 admin path 'caregiver-MobileApp-release', named
// only): each release of the caregivers' app per platform, drafted, then published. Mandatory marks a release the
// app must be updated to.

/** Who writes release notes: the administrators. */
export const APP_RELEASE_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

export const APP_PLATFORMS = ["ios", "android"] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const APP_PLATFORM_LABELS: Record<AppPlatform, string> = { ios: "iOS", android: "Android" };

export const APP_RELEASE_STATUSES = ["draft", "published"] as const;
export const APP_RELEASE_NOTES_MAX = 4000;

export const APP_RELEASE_MESSAGES = {
  saved: "Saved Successfully",
  published: "Release published successfully.",
  duplicate: "This version already exists for this platform",
  publishedIsFixed: "A published release keeps its platform and version",
  version: "Use a version like 2.4.1",
} as const;

export const AppReleaseRowSchema = z.object({
  release_id: z.string(),
  platform: z.enum(APP_PLATFORMS),
  version: z.string(),
  release_date: z.string(),
  notes: z.string(),
  mandatory: z.boolean(),
  status: z.enum(APP_RELEASE_STATUSES),
  published_at: z.string().nullable(),
  date_modified: z.string(),
});
export type AppReleaseRow = z.infer<typeof AppReleaseRowSchema>;

export const AppReleaseListQuery = pagingQuery(PAGE_SIZES.default, 100).extend({
  platform: z.enum(APP_PLATFORMS).optional(),
  status: z.enum(APP_RELEASE_STATUSES).optional(),
});

const Fields = {
  platform: z.enum(APP_PLATFORMS, { error: "Choose a platform" }),
  /** major.minor.patch, as the app stores show it. */
  version: z
    .string()
    .trim()
    .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, APP_RELEASE_MESSAGES.version),
  release_date: IsoDateField,
  notes: requiredText(APP_RELEASE_NOTES_MAX),
  mandatory: z.boolean().default(false),
};

export const AppReleaseCreateBody = z.object(Fields);
export const AppReleaseUpdateBody = z.object({ ...Fields, release_id: IdField });

const PATH = "/api/users/admin";

export const appReleaseRoutes = {
  listAppReleases: defineRoute({
    operationId: "listAppReleases",
    method: "GET",
    path: `${PATH}/app-releases`,
    service: "users",
    summary: "Caregiver app releases, newest release date first",
    access: APP_RELEASE_ADMIN_ROLES,
    querystring: AppReleaseListQuery,
    data: paged(AppReleaseRowSchema),
  }),
  createAppRelease: defineRoute({
    operationId: "createAppRelease",
    method: "POST",
    path: `${PATH}/app-release`,
    service: "users",
    summary: "Drafts the notes of a release (409 when the platform already has that version)",
    access: APP_RELEASE_ADMIN_ROLES,
    body: AppReleaseCreateBody,
    data: AppReleaseRowSchema,
  }),
  updateAppRelease: defineRoute({
    operationId: "updateAppRelease",
    method: "PUT",
    path: `${PATH}/app-release`,
    service: "users",
    summary: "Edits a release; once published its platform and version stay",
    access: APP_RELEASE_ADMIN_ROLES,
    body: AppReleaseUpdateBody,
    data: AppReleaseRowSchema,
  }),
  publishAppRelease: defineRoute({
    operationId: "publishAppRelease",
    method: "PUT",
    path: `${PATH}/app-release/publish`,
    service: "users",
    summary: "Publishes a drafted release (publishing again keeps the first date)",
    access: APP_RELEASE_ADMIN_ROLES,
    body: z.object({ release_id: IdField }),
    data: AppReleaseRowSchema,
  }),
} as const;
