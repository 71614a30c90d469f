import { z } from "zod";
import { PAGE_SIZES } from "../constants.js";
import { requiredText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { IdField } from "./senior-common.js";

// The medicine catalogue (issue 17 item 7; spec 2 §2 'medication list and dialog', §7 'Medication: GET/POST
// medication list; GET medicine search'): the names the members' medication form searches (GET /api/users/medicine).
// Shown on /portal-admin/medication-list.

/** Who edits the catalogue: the administrators. */
export const MEDICINE_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

export const MEDICINE_NAME_MAX = 100;
export const MEDICINE_STATUSES = ["active", "retired"] as const;
export type MedicineStatus = (typeof MEDICINE_STATUSES)[number];

export const MEDICINE_MESSAGES = {
  saved: "Saved Successfully",
  duplicate: "This medicine is already in the list",
  retired: "Medicine retired: it no longer appears in the medication search.",
  restored: "Medicine restored to the medication search.",
} as const;

export const MedicineRowSchema = z.object({
  medicine_id: z.string(),
  name: z.string(),
  status: z.enum(MEDICINE_STATUSES),
  date_modified: z.string(),
  retired_at: z.string().nullable(),
});
export type MedicineRow = z.infer<typeof MedicineRowSchema>;

export const MedicineListQuery = pagingQuery(PAGE_SIZES.default, 100).extend({
  /** Names containing the text, any case. */
  search: z.string().trim().max(MEDICINE_NAME_MAX).optional(),
  status: z.enum(MEDICINE_STATUSES).optional(),
});

/** A medicine name: letters, digits, spaces and the punctuation of drug names (e.g. 'Co-Q10', 'Vitamin B12 (oral)'). */
// '*' not '+': a blank name is reported once, as 'Required Field', by requiredText.
const MedicineName = requiredText(MEDICINE_NAME_MAX).refine(
  (v) => /^[\p{L}\p{N} .,'()/%+&-]*$/u.test(v),
  "Use letters, digits, spaces and . , ' ( ) / % + & - only",
);

export const MedicineCreateBody = z.object({ name: MedicineName });
export const MedicineUpdateBody = z.object({ medicine_id: IdField, name: MedicineName });
export const MedicineStatusBody = z.object({ medicine_id: IdField, retired: z.boolean() });

const PATH = "/api/users/admin";

export const adminMedicineRoutes = {
  listAdminMedicines: defineRoute({
    operationId: "listAdminMedicines",
    method: "GET",
    path: `${PATH}/medicines`,
    service: "users",
    summary: "The medicine catalogue by name (10 a page, up to 100 a call)",
    access: MEDICINE_ADMIN_ROLES,
    querystring: MedicineListQuery,
    data: paged(MedicineRowSchema),
  }),
  createAdminMedicine: defineRoute({
    operationId: "createAdminMedicine",
    method: "POST",
    path: `${PATH}/medicine`,
    service: "users",
    summary: "Adds a medicine to the catalogue (409 when the name is there already, any case)",
    access: MEDICINE_ADMIN_ROLES,
    body: MedicineCreateBody,
    data: MedicineRowSchema,
  }),
  updateAdminMedicine: defineRoute({
    operationId: "updateAdminMedicine",
    method: "PUT",
    path: `${PATH}/medicine`,
    service: "users",
    summary: "Renames a medicine (members' medications keep the name they were saved with)",
    access: MEDICINE_ADMIN_ROLES,
    body: MedicineUpdateBody,
    data: MedicineRowSchema,
  }),
  setAdminMedicineStatus: defineRoute({
    operationId: "setAdminMedicineStatus",
    method: "PUT",
    path: `${PATH}/medicine/status`,
    service: "users",
    summary: "Retires a medicine (it leaves the medication search) or restores it",
    access: MEDICINE_ADMIN_ROLES,
    body: MedicineStatusBody,
    data: MedicineRowSchema,
  }),
} as const;
