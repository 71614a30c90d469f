import {
  CALL_ACTION_ITEM_MAX_LENGTH,
  CALL_ACTION_ITEMS_MAX,
  CALL_DIRECTIONS,
  CALL_PRIORITIES,
  CallReasonField,
  FIELD_MESSAGES,
  MESSAGE_MAX_LENGTH,
  optionalText,
} from "@care/contracts";
import { z } from "zod";

/**
 * The Log a Call form: when (the senior's local date and time), how long, direction, reason, priority,
 * disposition, notes and the action items, one per line (each a separate item of `action_item`).
 */
export const CallLogFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.required),
  time: z.string().regex(/^\d{2}:\d{2}$/, FIELD_MESSAGES.required),
  duration: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : Number(v)))
    .pipe(z.number({ error: "must be a number of minutes" }).int().min(1).max(480).optional()),
  call_direction: z.enum(CALL_DIRECTIONS, { error: FIELD_MESSAGES.required }),
  call_reason: CallReasonField,
  call_priority: z
    .union([z.enum(CALL_PRIORITIES), z.literal("")])
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  disposition: optionalText(100),
  care_call_notes: optionalText(MESSAGE_MAX_LENGTH),
  action_items: z
    .string()
    .transform((v) =>
      v
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(CALL_ACTION_ITEM_MAX_LENGTH, FIELD_MESSAGES.tooLong(CALL_ACTION_ITEM_MAX_LENGTH)))
        .max(CALL_ACTION_ITEMS_MAX, `At most ${CALL_ACTION_ITEMS_MAX} action items`),
    ),
});
export type CallLogFormInput = z.input<typeof CallLogFormSchema>;
export type CallLogFormValues = z.output<typeof CallLogFormSchema>;
