import { fullName, toMilestoneNotification, type InsightEvent } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { milestoneIdOf } from "../milestones/milestone-insight.js";
import type { AlertDetail } from "./alert-insight.js";

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** 'MM/DD/YYYY hh:mm A' in the senior's timezone (spec 2 §9 date and time formats). */
export function formatGenerated(iso: string, timezone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-US", {
    // An unknown zone name would throw and fail the publication over a label: fall back to UTC.
    timeZone: validZone(timezone) ? timezone : "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }).formatToParts(d);
  const p = (type: string): string => parts.find((x) => x.type === type)?.value ?? "";
  return `${p("month")}/${p("day")}/${p("year")} ${p("hour")}:${p("minute")} ${p("dayPeriod").toUpperCase()}`;
}

function isAlertDetail(v: unknown): v is AlertDetail {
  return v !== null && typeof v === "object" && "vitalSign" in v && "current" in v;
}

/** The stored detail rows as the portal's alert detail list (spec 2 §3): five label/value rows per breach. */
export function detailRows(detail: unknown, timezone: string): InsightEvent["detail"] {
  if (!Array.isArray(detail)) return null;
  const rows = detail.filter(isAlertDetail).flatMap((d) => [
    { label: "Date/Time Generated", value: formatGenerated(d.generatedAt, timezone) },
    { label: "Vital Sign", value: d.vitalSign },
    { label: "Variable", value: d.variable },
    { label: "Current", value: `${d.current} ${d.unit}`.trim() },
    { label: "Range", value: d.range },
  ]);
  return rows.length > 0 ? rows : null;
}

/**
 * The payload of a care-insight event. A facility-wide summary has no senior: senior_id and account_id are then
 * empty and senior_name / senior_timezone are the facility's. A milestone insight carries its milestone
 * notification (spec 2 §3: event id, senior, measurement type, milestone, ordinal, status, dates).
 */
export async function loadInsightEvent(
  prisma: PrismaClient,
  insightId: string,
): Promise<{ event: InsightEvent; status: string; facilityId: string | null } | null> {
  const i = await prisma.careInsight.findUnique({
    where: { id: insightId },
    include: {
      senior: { select: { accountId: true, firstName: true, middleName: true, lastName: true, timezone: true } },
      facility: { select: { name: true, timezone: true } },
    },
  });
  if (!i) return null;
  const timezone = i.senior?.timezone ?? i.facility?.timezone ?? "America/New_York";
  const seniorName = i.senior
    ? fullName(i.senior.firstName, i.senior.middleName, i.senior.lastName)
    : (i.facility?.name ?? "");
  // A milestone insight names its milestone row in its dedupe key (one insight per milestone).
  const milestoneId = i.type === "milestone" ? milestoneIdOf(i.dedupeKey) : null;
  const milestone = milestoneId ? await prisma.milestone.findUnique({ where: { id: milestoneId } }) : null;
  const event: InsightEvent = {
    care_insight_id: i.id,
    senior_id: i.seniorId ?? "",
    account_id: i.senior?.accountId ?? "",
    facility_id: i.facilityId,
    senior_name: seniorName,
    senior_timezone: timezone,
    insight_type: i.type,
    status: i.status,
    message: i.message,
    vital_type: i.vitalType,
    detail: detailRows(i.detail, timezone),
    timestamp: i.createdAt.toISOString(),
    milestone: milestone ? toMilestoneNotification(milestone, seniorName) : null,
  };
  return { event, status: i.status, facilityId: i.facilityId };
}
