import { CALL_CONFLICT_CODES, CALL_MESSAGES, CallReasonField, FIELD_MESSAGES } from "@care/contracts";
import { z } from "zod";
import { ApiError } from "../../../lib/api/api-error";

const required = z.string().min(1, FIELD_MESSAGES.required);

/** Lengths a call is booked for, in minutes. */
export const CALL_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

/**
 * The scheduler's form: the contract's body but with the start split into the senior's local date and time, as
 * the two inputs hold them; `toStart` (zonedToIso) joins them into the instant the API takes.
 */
export const ScheduleFormSchema = z.object({
  callee_id: required,
  careagent_id: required,
  date: required.regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.date),
  time: required.regex(/^\d{2}:\d{2}$/, FIELD_MESSAGES.time),
  duration: z.coerce.number({ error: FIELD_MESSAGES.required }).int().min(1, FIELD_MESSAGES.required),
  call_reason: CallReasonField,
});
export type ScheduleFormInput = z.input<typeof ScheduleFormSchema>;
export type ScheduleFormValues = z.output<typeof ScheduleFormSchema>;

/**
 * The conflict text of a refused booking (spec 2 §8: 2032.3002 care agent busy, 2032.3003 senior or caregiver
 * busy): the server's own message, 'Something went wrong.' when it sent none. Null for any other failure.
 */
export function conflictMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const codes: readonly number[] = [CALL_CONFLICT_CODES.careAgent, CALL_CONFLICT_CODES.callee];
  if (!codes.includes(error.status)) return null;
  return error.message || CALL_MESSAGES.conflictDefault;
}
