import { z } from "zod";

/**
 * Every answer of the API, success or failure, has this shape (spec 1 §3 "API envelope").
 * `application_code` is the HTTP status for ordinary answers, or one of the spec's application codes
 * (e.g. 2032.3001) where the spec names one.
 */
export const ErrorDetailSchema = z.object({
  code: z.string().describe("Machine-readable reason, e.g. VALIDATION, UNAUTHORIZED, NOT_FOUND"),
  fields: z
    .array(z.object({ field: z.string(), reason: z.string() }))
    .optional()
    .describe("For validation errors: which input field failed and why"),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export type EnvelopeSchema<T extends z.ZodType> = z.ZodObject<{
  application_code: z.ZodNumber;
  message: z.ZodString;
  data: T;
  error: z.ZodNullable<typeof ErrorDetailSchema>;
}>;

export function envelopeSchema<T extends z.ZodType>(data: T): EnvelopeSchema<T> {
  return z.object({
    application_code: z.number(),
    message: z.string(),
    data,
    error: ErrorDetailSchema.nullable(),
  });
}

export const ErrorEnvelopeSchema = envelopeSchema(z.null());

export interface Envelope<T> {
  application_code: number;
  message: string;
  data: T;
  error: ErrorDetail | null;
}

export const DEFAULT_SUCCESS_MESSAGE = "Success";
