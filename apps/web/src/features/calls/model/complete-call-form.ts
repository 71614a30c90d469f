import { FIELD_MESSAGES, MESSAGE_MAX_LENGTH, optionalText } from "@care/contracts";
import { z } from "zod";
import { CallLogFormSchema } from "./call-log-form";

/**
 * The 'Call completed' form of a scheduled call: when the call took place (the senior's local date and time), the
 * notes and the action items (one per line), the fields POST supervision/call-logs/outbound takes beside the ids
 * (spec 2 §7). Reason, agent, callee and duration are the scheduled call's.
 */
export const CompleteCallFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.required),
  time: z.string().regex(/^\d{2}:\d{2}$/, FIELD_MESSAGES.required),
  care_call_notes: optionalText(MESSAGE_MAX_LENGTH),
  action_items: CallLogFormSchema.shape.action_items,
});
export type CompleteCallFormInput = z.input<typeof CompleteCallFormSchema>;
export type CompleteCallFormValues = z.output<typeof CompleteCallFormSchema>;
