import { z } from "zod";

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
