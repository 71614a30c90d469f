import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  FIELD_MESSAGES,
  requiredText,
  STAFF_ROLES,
  type StaffRole,
} from "@care/contracts";
import { format } from "date-fns";
import { z } from "zod";

/** What a datetime-local input holds: the user's own clock, to the minute. */
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localInstant = z.string().regex(LOCAL, FIELD_MESSAGES.date);

/**
 * The announcement form: the contract's body with From/To as the browser's local date-times (the inputs' values);
 * the output turns them into the instants the API takes. To may be left empty (no end).
 */
export const AnnouncementFormSchema = z
  .object({
    title: requiredText(ANNOUNCEMENT_LIMITS.title),
    message: requiredText(ANNOUNCEMENT_LIMITS.message),
    roles: z.array(z.enum(STAFF_ROLES)).min(1, ANNOUNCEMENT_MESSAGES.rolesRequired),
    from: z.string().min(1, FIELD_MESSAGES.required).pipe(localInstant),
    to: z.union([z.literal(""), localInstant]),
  })
  .refine((v) => v.to === "" || v.to > v.from, { message: FIELD_MESSAGES.toBeforeFrom, path: ["to"] })
  .transform((v) => ({
    title: v.title,
    message: v.message,
    roles: v.roles,
    from: new Date(v.from).toISOString(),
    to: v.to === "" ? null : new Date(v.to).toISOString(),
  }));

export type AnnouncementFormInput = z.input<typeof AnnouncementFormSchema>;

/** An instant as a datetime-local input shows it (the browser's clock). */
export const toLocalInput = (iso: string | null): string => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : "");

export const ALL_ROLES: readonly StaffRole[] = STAFF_ROLES;
