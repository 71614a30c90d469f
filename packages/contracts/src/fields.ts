import { z } from "zod";
import { MESSAGE_MAX_LENGTH, NOTES_MAX_LENGTH } from "./constants.js";

/** Input field schemas shared by many routes: every input is bounded. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email({ message: "Invalid email address" }));

export const PasswordInputSchema = z.string().min(1, "Required Field").max(256);
export const UuidSchema = z.uuid();
export const MemberIdSchema = z.coerce.number().int().min(100000).max(999999);
export const PhoneSchema = z
  .string()
  .transform((v) => v.replace(/[^\d]/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, "Phone must have 10 digits"));

/** Query parameters that carry JSON (spec: object query parameters are JSON-stringified). */
export function jsonQuery<T extends z.ZodType>(
  schema: T,
): z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<unknown, string>>, T> {
  return z
    .string()
    .max(10_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const OffsetLimitQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});

// ---------------------------------------------------------------------------------------------------------------
// Field rules of spec 1 §5 and spec 2 §5, shared by the API's body schemas and the portal's forms (which validate
// with the contract's own schema through zodResolver, so both sides give the same text for the same input).

/** The spec's texts for field errors. */
export const FIELD_MESSAGES = {
  required: "Required Field",
  email: "Invalid email address",
  phone: "Invalid Phone Number",
  apartment: "Invalid Apartment Number",
  zipcode: "Zipcode is invalid",
  serial: "Invalid Serial Number",
  date: "Invalid Date",
  futureDate: "Date cannot be greater than today",
  /** Spec 2 §5: a date about the senior's care that lies before the senior's onboarding (Member Since) day. */
  beforeOnboarding: "Date should not be before onboarding date",
  fromAfterTo: "From date cannot be greater than To date",
  toBeforeFrom: "To date cannot be less than From date",
  time: "Invalid Time",
  tooLong: (max: number): string => `Maximum ${max} characters allowed`,
} as const;

/** A required free-text value: trimmed, blank is 'Required Field' (spec 1 §5). */
export function requiredText(max: number): z.ZodPipe<z.ZodString, z.ZodString> {
  return z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .pipe(z.string().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.tooLong(max)));
}

/** An optional free-text value: trimmed, and an empty string becomes null (spec 1 §5, spec 2 §5). */
export function optionalText(
  max: number,
): z.ZodPipe<z.ZodTransform<string | null, string | null | undefined>, z.ZodNullable<z.ZodString>> {
  return z
    .transform((v: string | null | undefined) => {
      const t = typeof v === "string" ? v.trim() : null;
      return t === "" ? null : t;
    })
    .pipe(z.string().max(max, FIELD_MESSAGES.tooLong(max)).nullable());
}

/** Notes (medical assessment, wellness survey, medication): at most 500 characters (spec 2 §9). */
export const NoteField = optionalText(NOTES_MAX_LENGTH);
/** Summary and alert messages: at most 2000 characters (spec 2 §9). */
export const MessageField = requiredText(MESSAGE_MAX_LENGTH);

/** A required email: trimmed, lowercased, 'Required Field' when blank, else 'Invalid email address'. */
export const EmailField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .max(254)
      .pipe(z.email({ message: FIELD_MESSAGES.email })),
  );

/** The digits of a phone typed in the mask (999) 999-9999; the digits are what is sent (spec 1 §5). */
export const PhoneField = z
  .string({ error: FIELD_MESSAGES.required })
  .transform((v) => v.replace(/\D/g, ""))
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .regex(/^\d{10}$/, FIELD_MESSAGES.phone),
  );

/** Apartment: letters, digits and spaces only; optional (spec 2 §5). */
export const ApartmentField = optionalText(20).refine(
  (v) => v === null || /^[A-Za-z0-9 ]+$/.test(v),
  FIELD_MESSAGES.apartment,
);

/** US ZIP code, 5 digits or ZIP+4 (spec 2 §5 'Zipcode is invalid'). */
export const ZipcodeField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .regex(/^\d{5}(-\d{4})?$/, FIELD_MESSAGES.zipcode),
  );

/** Hub serial number: alphanumeric only (spec 2 §5). */
export const HubSerialField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .max(64)
      .regex(/^[A-Za-z0-9]+$/, FIELD_MESSAGES.serial),
  );

/** Whether y-m-d names a real calendar day (no 02/30): the Date the parts make must give the same parts back. */
function isCalendarDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today as YYYY-MM-DD in a time zone (default: the runtime's own, which is the user's in the portal). */
export function todayIso(timeZone?: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

/** A date as the API takes it, YYYY-MM-DD (spec 1 §5 "ISO YYYY-MM-DD"); 'Invalid Date' otherwise. */
export const IsoDateField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .pipe(z.string().min(1, FIELD_MESSAGES.required))
  .refine((v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  }, FIELD_MESSAGES.date);

/** A date typed as MM/DD/YYYY in the portal, sent as YYYY-MM-DD (spec 1 §5); 'Invalid Date' otherwise. */
export const UsDateField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .pipe(z.string().min(1, FIELD_MESSAGES.required))
  .transform((v, ctx) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
    if (!m || !isCalendarDay(Number(m[3]), Number(m[1]), Number(m[2]))) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.date });
      return z.NEVER;
    }
    return `${m[3]}-${m[1]}-${m[2]}`;
  });

/** 'Date cannot be greater than today' for a YYYY-MM-DD value (ISO dates compare as strings). */
export function notAfterToday(timeZone?: string): (iso: string) => boolean {
  return (iso) => iso <= todayIso(timeZone);
}

/** A time typed as HH:mm, 24-hour (spec 1 §5); 'Invalid Time' otherwise. */
export const TimeField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FIELD_MESSAGES.time),
  );

/**
 * From ≤ To for an object with two YYYY-MM-DD fields (spec 2 §5): both fields get their message, so whichever the
 * user looks at says what is wrong. Skipped while either is missing (their own rules report that).
 */
export function checkDateRange<T extends Record<string, unknown>>(
  fromKey: keyof T & string,
  toKey: keyof T & string,
): (value: T, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    const from = value[fromKey];
    const to = value[toKey];
    if (typeof from !== "string" || typeof to !== "string" || from <= to) return;
    ctx.addIssue({ code: "custom", path: [fromKey], message: FIELD_MESSAGES.fromAfterTo });
    ctx.addIssue({ code: "custom", path: [toKey], message: FIELD_MESSAGES.toBeforeFrom });
  };
}
