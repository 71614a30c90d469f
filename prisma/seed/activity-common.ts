// What the demo's activity (assessments, alarms, insights, calls, wellness plans) shares: who is coached by whom,
// and instants counted back from the anchor. Every generated value comes from a section stream of the demo seed,
// so the same anchor always gives the same rows.
import { addLocalDays, startOfDay } from "@care/time";
import { planSeniors, type SeniorPlan } from "./seniors.js";
import { careAgentFor, staffId } from "./staff.js";

/** An active senior with the care agent who coaches them (the seed's coaching blocks). */
export interface Coached {
  senior: SeniorPlan;
  /** Staff id of the senior's care agent. */
  agentId: string;
  /** Position in the care agent's caseload (0 = the first member of the block). */
  caseloadIndex: number;
}

/** Active seniors that have a care agent, in member-id order. Disabled members have no coach and no activity. */
export function coachedSeniors(anchor: Date): Coached[] {
  const out: Coached[] = [];
  for (const senior of planSeniors(anchor)) {
    const agent = careAgentFor(senior.memberId);
    if (!agent?.seniors || !senior.isActive) continue;
    out.push({ senior, agentId: staffId(agent.email), caseloadIndex: senior.memberId - agent.seniors[0] });
  }
  return out;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `days` days and `minutes` minutes before the anchor. */
export function before(anchor: Date, days: number, minutes = 0): Date {
  return new Date(anchor.getTime() - days * DAY_MS - minutes * MINUTE_MS);
}

export function plusMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

/** hh:mm local time in `tz` on the local day `daysBack` days before the anchor's local day. */
export function localTime(anchor: Date, daysBack: number, hour: number, minute: number, tz: string): Date {
  const midnight = addLocalDays(startOfDay(anchor.getTime(), tz), -daysBack, tz);
  // Whole local hours from midnight: a DST change falls at 02:00, before the day's first call or visit.
  return new Date(midnight + (hour * 60 + minute) * MINUTE_MS);
}

/** A senior's position at home: where the watch would report SOS and falls from. */
export function homeOf(s: SeniorPlan): { lat: number; lng: number } {
  return { lat: s.latitude, lng: s.longitude };
}
