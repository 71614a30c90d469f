import { z } from "zod";
import { FIELD_MESSAGES } from "../fields.js";
import type { StaffRole } from "../roles.js";
import { STAFF_ROLES } from "../roles.js";

/**
 * Onboarding info is open to every staff role (spec 2 §2 tab visibility; spec 1 §2: warehouse employees and BDMs
 * reach only onboarding-info and add-user). Facility agents are held to their facility's residents by the API.
 */
export const ONBOARDING_ROLES: readonly StaffRole[] = STAFF_ROLES;

/**
 * Caregiver and doctor/dentist information: warehouse employees and BDMs do not load it (spec 2 §4 "Profile
 * loading"), so their calls to those routes are refused (403).
 */
export const CARE_TEAM_ROLES: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices", "FACILITY_AGENT"];

/** Ids as the API takes them: a uuid, 'Required Field' when missing. */
export const IdField = z.uuid({ error: "must be a uuid" });

/** Every senior-scoped call names the senior; account_id, when sent, must be the same senior's (spec 2 §7). */
export const UsersSeniorQuery = z.object({ senior_id: IdField, account_id: IdField.optional() });

/** A phone that may be left empty: digits only, 10 of them (spec 2 §5 "stripped of punctuation when sent"). */
export const OptionalPhoneField = z
  .union([z.string().max(32), z.null()])
  .optional()
  .transform((v) => (typeof v === "string" ? v.replace(/\D/g, "") : v))
  .pipe(
    z
      .string()
      .regex(/^(\d{10})?$/, FIELD_MESSAGES.phone)
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .optional(),
  );

/** A success answer that carries nothing but its message. */
export const DoneSchema = z.object({ id: z.string() });
