import type { AlarmWebhookPayload } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";
import type { ChainAlarm } from "./chain-alarm.js";
import { facilityContactEmails, onDutyAgentEmails } from "./chain-recipients.js";
import type { ChainStep } from "./chain-steps.js";
import { alarmEmail } from "./notify-email.js";
import { deliveredTargets, recordTry } from "./notify-record.js";
import { postAlarmWebhook } from "./notify-webhook.js";

export type ChainReason = "timeout" | "nobody_watching";

/**
 * Runs one step of the chain for a pending alarm and records every delivery on it (alarm_notification). Targets
 * already delivered by an earlier try are left alone. Throws when a delivery failed, so BullMQ retries the step with
 * backoff; a step with nobody to reach is recorded as skipped and does not throw.
 */
export async function runChainStep(
  deps: WorkerDeps,
  alarm: ChainAlarm,
  step: ChainStep,
  stepIndex: number,
  reason: ChainReason,
): Promise<void> {
  const base = { alarmId: alarm.id, step, stepIndex };
  if (step === "webhook") {
    const { ALARM_WEBHOOK_URL: url, ALARM_WEBHOOK_SECRET: secret } = deps.config;
    if (!url || !secret) {
      await recordTry(deps.prisma, {
        ...base,
        channel: "webhook",
        target: "",
        status: "skipped",
        error: "ALARM_WEBHOOK_URL is not set",
      });
      return;
    }
    if ((await deliveredTargets(deps.prisma, alarm.id, step)).has(url)) return;
    try {
      await postAlarmWebhook(url, secret, webhookPayload(alarm, reason, deps.config.PUBLIC_URL));
    } catch (err) {
      await recordTry(deps.prisma, { ...base, channel: "webhook", target: url, status: "failed", error: message(err) });
      throw err;
    }
    await recordTry(deps.prisma, { ...base, channel: "webhook", target: url, status: "sent" });
    return;
  }

  const targets =
    step === "agents"
      ? await onDutyAgentEmails(deps.prisma, alarm.senior.id)
      : await facilityContactEmails(deps.prisma, alarm.senior.facilityId);
  if (!deps.config.SMTP_URL && !deps.config.DEV_MAILBOX) {
    // The mailer would drop the messages with a warning: say so on the alarm instead of calling them sent.
    const error = "no SMTP_URL (and no development mailbox): mail cannot be sent";
    await recordTry(deps.prisma, { ...base, channel: "email", target: "", status: "skipped", error });
    return;
  }
  if (targets.length === 0) {
    const error =
      step === "agents"
        ? "no on-duty care agent"
        : "no facility contact (not a facility resident, or no facility agent)";
    await recordTry(deps.prisma, { ...base, channel: "email", target: "", status: "skipped", error });
    return;
  }
  const done = await deliveredTargets(deps.prisma, alarm.id, step);
  const failures: string[] = [];
  for (const to of targets.filter((t) => !done.has(t))) {
    try {
      await deps.mailer.send(alarmEmail(alarm, to, reason, deps.config.PUBLIC_URL));
      await recordTry(deps.prisma, { ...base, channel: "email", target: to, status: "sent" });
    } catch (err) {
      failures.push(`${to}: ${message(err)}`);
      await recordTry(deps.prisma, { ...base, channel: "email", target: to, status: "failed", error: message(err) });
    }
  }
  if (failures.length > 0) throw new Error(`alarm e-mail failed for ${failures.join("; ")}`);
}

function webhookPayload(alarm: ChainAlarm, reason: ChainReason, portalUrl: string | undefined): AlarmWebhookPayload {
  const s = alarm.senior;
  return {
    type: "alarm.unattended",
    alarm_id: alarm.id,
    alarm_type: alarm.type,
    reason,
    occurred_at: alarm.occurredAt.toISOString(),
    received_at: alarm.receivedAt.toISOString(),
    escalation_level: alarm.escalationLevel,
    senior: { id: s.id, member_id: s.memberId, name: s.name, mobile: s.mobile, timezone: s.timezone },
    facility: s.facilityId && s.facilityName ? { id: s.facilityId, name: s.facilityName } : null,
    location: alarm.lat !== null && alarm.lng !== null ? { lat: alarm.lat, lng: alarm.lng } : null,
    portal_url: portalUrl ?? null,
  };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
