import {
  ALARM_PRESENCE_CHANNEL,
  CHANNELS,
  EVENTS,
  facilitySummaryChannel,
  type CareInsightPrivileges,
  type FacilityInfo,
} from "@care/contracts";

export type RealtimeEventKind = "alarm" | "alert" | "summary";

export interface ChannelBinding {
  channel: string;
  events: { name: string; kind: RealtimeEventKind }[];
}

/**
 * The channels and events a user listens to, from the privileges of all their roles (spec 1 §6, spec 3 §9):
 * alarms → SOS/fall channel and the alarm presence channel; alerts → private-alert; approve/action summaries → private-summary; an agency agent →
 * the summary channel of their own facility.
 */
export function channelBindings(privileges: CareInsightPrivileges, facility: FacilityInfo | null): ChannelBinding[] {
  const out: ChannelBinding[] = [];
  if (privileges.isAlarms) {
    out.push({ channel: CHANNELS.sosFall, events: [{ name: EVENTS.sosFall.sosFallEvent, kind: "alarm" }] });
    // No events: joining tells the server this person is watching the alarms. While nobody is, an alarm leaves the
    // portal at once (e-mail, webhook) instead of after ALARM_CHAIN_AFTER_S (docs/realtime.md).
    out.push({ channel: ALARM_PRESENCE_CHANNEL, events: [] });
  }
  const alertEvents = allowed([
    // A generated alert enters the review queue with 'trigger': approvers need it as much as alert watchers.
    [privileges.isAlerts || privileges.isApproveAlert, EVENTS.alert.trigger],
    [privileges.isApproveAlert, EVENTS.alert.approveAlert],
    [privileges.isAlertActionNotification, EVENTS.alert.alertActionNotification],
  ]);
  if (alertEvents.length > 0) {
    out.push({ channel: CHANNELS.alert, events: alertEvents.map((name) => ({ name, kind: "alert" as const })) });
  }
  const summaryEvents = allowed([
    [privileges.isApproveSummary, EVENTS.summary.approveSummary],
    [privileges.isSummaryActionNotification, EVENTS.summary.summaryActionNotification],
    [privileges.isCIRangeMilestoneNotification, EVENTS.summary.milestone],
  ]);
  if (summaryEvents.length > 0) {
    out.push({ channel: CHANNELS.summary, events: summaryEvents.map((name) => ({ name, kind: "summary" as const })) });
  }
  if (privileges.isFacilitySummaryActionNotification && facility) {
    out.push({
      channel: facilitySummaryChannel(facility.facility_id),
      events: [{ name: EVENTS.summary.facilitySummaryActionNotification, kind: "summary" }],
    });
  }
  return out;
}

function allowed(pairs: [boolean, string][]): string[] {
  return pairs.filter(([ok]) => ok).map(([, name]) => name);
}
