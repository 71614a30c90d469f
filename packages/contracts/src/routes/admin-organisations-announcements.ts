import { z } from "zod";
import { PAGE_SIZES } from "../constants.js";
import { FIELD_MESSAGES, requiredText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import { ALL_STAFF, STAFF_ROLES, type StaffRole } from "../roles.js";
import { IdField } from "./senior-common.js";

// Announcements (spec 1 §2 admin path 'announcement'; the spec names the screen only): a message the admins write,
// scheduled from/to, shown as a banner to the roles they choose while its window is open.

/** Who writes announcements: the administrators. A BDM reads the banner like everyone else. */
export const ANNOUNCEMENT_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

export const ANNOUNCEMENT_LIMITS = { title: 100, message: 1000 } as const;

export const ANNOUNCEMENT_MESSAGES = {
  saved: "Saved Successfully",
  deleted: "Announcement deleted successfully.",
  notFound: "Announcement not found",
  rolesRequired: "Choose at least one role",
} as const;

/** Where an announcement stands now: its window has not opened, is open, or has closed. */
export const ANNOUNCEMENT_STATES = ["scheduled", "active", "expired"] as const;

export const AnnouncementRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** ISO timestamps; `to` null = no end. */
  from: z.string(),
  to: z.string().nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  created_by: z.string().nullable(),
  date_modified: z.string(),
});
export type AnnouncementRow = z.infer<typeof AnnouncementRowSchema>;

/** What the banner shows. */
export const ActiveAnnouncementSchema = AnnouncementRowSchema.pick({ id: true, title: true, message: true, to: true });

const Instant = z.iso.datetime({ offset: true, error: FIELD_MESSAGES.date });

const AnnouncementFields = z.object({
  title: requiredText(ANNOUNCEMENT_LIMITS.title),
  message: requiredText(ANNOUNCEMENT_LIMITS.message),
  roles: z
    .array(z.enum(STAFF_ROLES))
    .min(1, ANNOUNCEMENT_MESSAGES.rolesRequired)
    .max(STAFF_ROLES.length)
    .refine((r) => new Set(r).size === r.length, "a role is listed twice"),
  from: Instant,
  to: Instant.nullable(),
});

/** 'To' not before 'From' (spec 1 §5 date ranges), reported on `to`. */
const toNotBeforeFrom = <T extends { from: string; to: string | null }>(v: T): boolean =>
  v.to === null || Date.parse(v.to) > Date.parse(v.from);

export const AnnouncementCreateBody = AnnouncementFields.refine(toNotBeforeFrom, {
  message: FIELD_MESSAGES.toBeforeFrom,
  path: ["to"],
});

export const AnnouncementUpdateBody = AnnouncementFields.extend({ announcement_id: IdField }).refine(toNotBeforeFrom, {
  message: FIELD_MESSAGES.toBeforeFrom,
  path: ["to"],
});

export const AnnouncementListQuery = pagingQuery(PAGE_SIZES.default, 100);

export const announcementRoutes = {
  listAnnouncements: defineRoute({
    operationId: "listAnnouncements",
    method: "GET",
    path: "/api/users/announcements",
    service: "users",
    summary: "Announcements, latest start first",
    access: ANNOUNCEMENT_ADMIN_ROLES,
    querystring: AnnouncementListQuery,
    data: paged(AnnouncementRowSchema),
  }),
  createAnnouncement: defineRoute({
    operationId: "createAnnouncement",
    method: "POST",
    path: "/api/users/announcement",
    service: "users",
    summary: "Create an announcement for the chosen roles, shown between from and to",
    access: ANNOUNCEMENT_ADMIN_ROLES,
    body: AnnouncementCreateBody,
    data: AnnouncementRowSchema,
  }),
  updateAnnouncement: defineRoute({
    operationId: "updateAnnouncement",
    method: "PUT",
    path: "/api/users/announcement",
    service: "users",
    summary: "Edit an announcement (text, roles, window)",
    access: ANNOUNCEMENT_ADMIN_ROLES,
    body: AnnouncementUpdateBody,
    data: AnnouncementRowSchema,
  }),
  deleteAnnouncement: defineRoute({
    operationId: "deleteAnnouncement",
    method: "DELETE",
    path: "/api/users/announcement",
    service: "users",
    summary: "Remove an announcement",
    access: ANNOUNCEMENT_ADMIN_ROLES,
    querystring: z.object({ announcement_id: IdField }),
    data: z.object({ announcement_id: z.string() }),
  }),
  activeAnnouncement: defineRoute({
    operationId: "activeAnnouncement",
    method: "GET",
    path: "/api/users/announcement/active",
    service: "users",
    summary: "The announcement shown to the caller now: the latest started whose window is open for one of their roles",
    access: ALL_STAFF,
    data: z.object({ announcement: ActiveAnnouncementSchema.nullable() }),
  }),
} as const;
