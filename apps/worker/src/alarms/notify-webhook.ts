import { createHmac } from "node:crypto";
import { ALARM_WEBHOOK_HEADERS, type AlarmWebhookPayload } from "@care/contracts";

/** A receiver that does not answer within this is treated as failed; the step's retries try again. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Hex HMAC-SHA256 of `<timestamp>.<raw body>` (ALARM_WEBHOOK_HEADERS says how a receiver checks it). */
export function signAlarmWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/**
 * POSTs the payload as JSON, signed, and resolves when the receiver answered 2xx. Anything else (an error status,
 * no answer, a refused connection) throws with what happened, for the row's last_error and BullMQ's retry.
 */
export async function postAlarmWebhook(url: string, secret: string, payload: AlarmWebhookPayload): Promise<void> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [ALARM_WEBHOOK_HEADERS.timestamp]: timestamp,
      [ALARM_WEBHOOK_HEADERS.signature]: signAlarmWebhook(secret, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: "error",
  });
  // Drain the body so the connection is released; its text helps when it is an error.
  const text = await res.text().catch(() => "");
  if (!res.ok) throw new Error(`webhook answered HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ""}`);
}
