import { z } from "zod";
import { optionalText, requiredText } from "../fields.js";
import { paged } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";

/**
 * Power-of-attorney documents (issue 17 item 7 `poa-review`). The spec names only the page; a document is a scan
 * (png or jpeg, through the existing upload path) of a care-circle contact's power of attorney over a member,
 * uploaded by an administrator and approved or rejected by another look. docs/administration.md says why.
 */
export const POA_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];
export const POA_STATUSES = ["pending", "approved", "rejected"] as const;
export type PoaStatus = (typeof POA_STATUSES)[number];
export const POA_DECISIONS = ["approved", "rejected"] as const;
export const POA_PAGE_SIZE = 10;
export const POA_REASON_MAX = 500;

export const POA_MESSAGES = {
  uploaded: "Document uploaded for review.",
  approved: "Document approved.",
  rejected: "Document rejected.",
  reasonRequired: "A reason is required to reject a document",
  alreadyReviewed: "This document has already been reviewed.",
  notFound: "Document not found",
  caregiverNotFound: "The contact is not in this member's care circle",
  fileNotFound: "The uploaded file was not found; upload it again",
  fileInUse: "This file is already attached to a document",
} as const;

/** Keys the upload routes hand out (uploads/images/<uuid>.png|jpg, docs/uploads.md). */
export const UPLOAD_KEY_PATTERN = /^uploads\/images\/[0-9a-f-]{36}\.(png|jpg)$/;

export const PoaDocumentSchema = z.object({
  poa_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  member_id: z.number().int().nullable(),
  senior_name: z.string(),
  caregiver_id: z.string(),
  caregiver_name: z.string(),
  relationship_with_senior: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  status: z.enum(POA_STATUSES),
  uploaded_by: z.string().nullable().describe("Name of the uploader"),
  uploaded_at: z.string(),
  reviewed_by: z.string().nullable().describe("Name of the reviewer"),
  reviewed_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PoaDocument = z.infer<typeof PoaDocumentSchema>;

const Uuid = z.uuid({ error: "must be a uuid" });

export const PoaReviewBody = z
  .object({
    poa_id: Uuid,
    decision: z.enum(POA_DECISIONS, { error: "Choose approve or reject" }),
    reason: optionalText(POA_REASON_MAX),
  })
  .superRefine((b, ctx) => {
    if (b.decision === "rejected" && b.reason === null) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: POA_MESSAGES.reasonRequired });
    }
  });

const S = "users";

export const poaDocumentRoutes = {
  uploadPoa: defineRoute({
    operationId: "createPoaDocument",
    method: "POST",
    path: "/api/users/senior/care-circle/poa-document",
    service: S,
    summary: "Attach an uploaded scan (key from /api/users/upload/images) as a contact's power of attorney: pending",
    access: POA_ROLES,
    body: z.object({
      senior_id: Uuid,
      account_id: Uuid.optional(),
      caregiver_id: Uuid,
      key: z.string().regex(UPLOAD_KEY_PATTERN, "must be a key answered by the upload route"),
      file_name: requiredText(255),
    }),
    data: PoaDocumentSchema,
  }),
  listPoa: defineRoute({
    operationId: "listPoaDocuments",
    method: "GET",
    path: "/api/users/admin/poa-documents",
    service: S,
    summary: "Power-of-attorney documents by status (default pending), oldest waiting first; reviewed newest first",
    access: POA_ROLES,
    // Names of members and contacts and the review state, no health data; opening a document is audited.
    readAudit: false,
    querystring: z.object({
      status: z.enum(POA_STATUSES).default("pending"),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(POA_PAGE_SIZE),
    }),
    data: paged(PoaDocumentSchema),
  }),
  poaUrl: defineRoute({
    operationId: "getPoaDocumentUrl",
    method: "GET",
    path: "/api/users/admin/poa-document/url",
    service: S,
    summary: "A signed GET url of the document's file, valid for `url_expires_in` seconds",
    access: POA_ROLES,
    // Each opening of a legal document about a member is recorded (the row names the document).
    readAudit: true,
    querystring: z.object({ poa_id: Uuid }),
    data: z.object({ url: z.string(), url_expires_in: z.number().int() }),
  }),
  reviewPoa: defineRoute({
    operationId: "reviewPoaDocument",
    method: "PUT",
    path: "/api/users/admin/poa-document/review",
    service: S,
    summary: "Approve or reject a pending document (a rejection needs a reason)",
    access: POA_ROLES,
    // The senior is the document's; this changes the review state, not the senior (no care-relationship check).
    seniorWrite: false,
    body: PoaReviewBody,
    data: PoaDocumentSchema,
  }),
} as const;
