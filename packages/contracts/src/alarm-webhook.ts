import { z } from "zod";

/**
 * The body the alarm chain's webhook step posts (issue 27 item 4) to ALARM_WEBHOOK_URL: an SMS / phone gateway or a
 * paging system turns it into a message. JSON, signed (ALARM_WEBHOOK_HEADERS).
 */
export const AlarmWebhookPayloadSchema = z.object({
  /** Always this value: lets a receiver that serves several sources tell this kind apart. */
  type: z.literal("alarm.unattended"),
  alarm_id: z.string(),
  alarm_type: z.enum(["sos", "fall"]),
  /** Why it left the portal: nobody took it within ALARM_CHAIN_AFTER_S, or nobody responsible was connected. */
  reason: z.enum(["timeout", "nobody_watching"]),
  occurred_at: z.string().describe("ISO time the device raised it"),
  received_at: z.string(),
  escalation_level: z.number().int(),
  senior: z.object({
    id: z.string(),
    member_id: z.number().int(),
    name: z.string(),
    mobile: z.string().nullable(),
    timezone: z.string(),
  }),
  facility: z.object({ id: z.string(), name: z.string() }).nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The portal's address, when PUBLIC_URL is set. */
  portal_url: z.string().nullable(),
});
export type AlarmWebhookPayload = z.infer<typeof AlarmWebhookPayloadSchema>;

/**
 * The signature: hex HMAC-SHA256, keyed with ALARM_WEBHOOK_SECRET, of `<timestamp>.<raw body>`, where timestamp is
 * the X-Care-Timestamp header (Unix seconds). A receiver recomputes it over the bytes it received, compares in
 * constant time, and refuses a timestamp too far from its clock (a replayed request).
 */
export const ALARM_WEBHOOK_HEADERS = {
  timestamp: "x-care-timestamp",
  signature: "x-care-signature",
} as const;
