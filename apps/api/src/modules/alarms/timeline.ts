import {
  ALARM_STEP_KINDS,
  fullName,
  type AccessClaims,
  type AlarmStepKind,
  type AlarmTimeline,
  type AlarmTimelineStep,
} from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { requireVitalsSenior } from "../../access/senior-visibility.js";
import { notFound } from "../../errors.js";

export interface AlarmTimelineQuery {
  alarm_id: string;
  senior_id: string;
  account_id: string;
}

const NAME = { select: { id: true, firstName: true, middleName: true, lastName: true } } as const;
type Person = { id: string; firstName: string; middleName: string | null; lastName: string } | null;

function step(
  kind: AlarmStepKind,
  at: Date | null,
  who: Person = null,
  extra: Partial<Pick<AlarmTimelineStep, "level" | "call_log_id" | "notification">> = {},
): AlarmTimelineStep[] {
  if (!at) return [];
  return [
    {
      kind,
      at: at.toISOString(),
      actor_id: who?.id ?? null,
      actor_name: who ? fullName(who.firstName, who.middleName, who.lastName) : null,
      level: extra.level ?? null,
      call_log_id: extra.call_log_id ?? null,
      notification: extra.notification ?? null,
    },
  ];
}

/** The level of an escalation step's detail (free-form JSON), when it holds one. */
function levelOf(detail: Prisma.JsonValue): number | null {
  if (!detail || typeof detail !== "object" || Array.isArray(detail)) return null;
  const v = (detail as Prisma.JsonObject).level;
  return typeof v === "number" ? v : null;
}

const rank = (k: AlarmStepKind): number => ALARM_STEP_KINDS.indexOf(k);

/**
 * One alarm's timeline (issue 27 item 5), for the detail of a row of the senior's Fall & SOS history: under the
 * history's senior rule (requireVitalsSenior: 404 outside the caller's scope or for another senior's account), then
 * the alarm among that senior's alarms (404 otherwise). The once-only steps are the alarm's columns, the escalation
 * rounds its alarm_step rows, the chain's deliveries its alarm_notification rows, the calls its call logs (start_time and the care agent; the first is the alarm's first
 * call); all in time order, a tie in the order steps happen (closing a pending alarm also takes it).
 */
export async function alarmTimeline(db: Db, user: AccessClaims, q: AlarmTimelineQuery): Promise<AlarmTimeline> {
  const senior = await requireVitalsSenior(db, user, q.senior_id, q.account_id);
  const a = await db.alarm.findFirst({
    where: { id: q.alarm_id, seniorId: senior.id },
    include: {
      assignedTo: NAME,
      closedBy: NAME,
      firstDeliveredTo: NAME,
      steps: { include: { actor: NAME }, orderBy: [{ at: "asc" }, { id: "asc" }] },
      notifications: { orderBy: [{ stepIndex: "asc" }, { createdAt: "asc" }, { target: "asc" }] },
      callLogs: {
        select: { id: true, startTime: true, careAgent: NAME },
        orderBy: [{ startTime: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!a) throw notFound("Alarm");
  const escalations = a.steps.flatMap((s) => step("escalated", s.at, s.actor, { level: levelOf(s.detail) }));
  // A chain delivery is at the time it went out; one that never did (failed, skipped) at its last try.
  const notified = a.notifications.flatMap((n) =>
    step("notified", n.sentAt ?? n.updatedAt, null, {
      notification: { step: n.step, channel: n.channel, target: n.target, status: n.status, attempts: n.attempts },
    }),
  );
  const calls = a.callLogs.flatMap((c) => step("call_started", c.startTime, c.careAgent, { call_log_id: c.id }));
  const steps = [
    ...step("raised", a.occurredAt),
    ...step("received", a.receivedAt),
    ...step("published", a.firstPublishedAt),
    ...step("delivered", a.firstDeliveredAt, a.firstDeliveredTo),
    ...step("taken", a.assignedAt, a.assignedTo),
    ...step("closed", a.closedAt, a.closedBy),
    ...escalations,
    ...notified,
    ...calls,
  ].sort((x, y) => Date.parse(x.at) - Date.parse(y.at) || rank(x.kind) - rank(y.kind));
  return {
    alarm_id: a.id,
    senior_id: senior.id,
    account_id: senior.accountId,
    type: a.type,
    alarm_status: a.status,
    late_by_s: a.lateByS,
    escalation_level: a.escalationLevel,
    outcome: a.outcome,
    notes: a.closeNotes,
    steps,
  };
}
